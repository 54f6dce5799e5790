/**
 * MazzelTof's `quickMove` (src/engine/games/mazzeltof/moves.ts), the check `play` runs before
 * valibot: it accepts only what `moveSchema` accepts, reads the same move from it, and
 * recognises every legal move of whole games.
 */
import { describe, expect, it } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import { moveSchema, quickMove } from "../../src/engine/games/mazzeltof/moves";
import { TestRng, readerAgrees, walkGame } from "./kit";

const inputs: unknown[] = [
  null,
  undefined,
  0,
  "pass",
  [],
  ["drawFive"],
  {},
  { type: "drawFive" },
  { type: "endTurn", card: "r-2S" },
  { type: "cancelSkip" },
  { type: "acceptSkip", extra: true },
  { type: "pass" },
  { type: "pass", card: undefined },
  { type: "pass", card: "b-QS" },
  { type: "pass", card: "x-QS" },
  { type: "pass", card: 7 },
  { type: "pass", card: null },
  { type: "play", card: "r-10H", slot: "red" },
  { type: "play", card: "r-X1", slot: "mix", rank: 3 },
  { type: "play", card: "r-X1", slot: "mix", rank: 14 },
  { type: "play", card: "r-X1", slot: "mix", rank: 2 },
  { type: "play", card: "r-X1", slot: "mix", rank: 15 },
  { type: "play", card: "r-X1", slot: "mix", rank: 3.5 },
  { type: "play", card: "r-X1", slot: "mix", rank: "3" },
  { type: "play", card: "r-X1", slot: "mix", rank: NaN },
  { type: "play", card: "r-X1", slot: "mix", rank: undefined },
  { type: "play", card: "r-X1", slot: "mix", rank: null },
  { type: "play", card: "r-X1", slot: "MIX" },
  { type: "play", card: "r-X1" },
  { type: "play", slot: "red" },
  { type: "play", card: "toString", slot: "red" },
  { type: "play", card: "__proto__", slot: "red" },
  { type: "DRAWFIVE" },
  Object.create({ type: "drawFive" }) as object,
  Object.assign(Object.create({ card: "b-2C" }) as object, { type: "play", slot: "black" }),
];

describe("quickMove", () => {
  it("accepts only what the schema accepts, and reads the same move", () => {
    expect(readerAgrees(quickMove, moveSchema, inputs)).toBeGreaterThanOrEqual(10);
  });

  it("recognises every legal move of whole random games", () => {
    const rng = new TestRng("mazzeltof-fast-move");
    let moves = 0;
    for (let g = 0; g < 8; g++) {
      const seats = [2, 3, 4][g % 3]!;
      walkGame(
        mazzeltof,
        seats,
        `fast-${g}`,
        (legal) => rng.pick(legal),
        (legal) => {
          for (const move of legal) {
            expect(quickMove(move)).toEqual(move);
            moves++;
          }
        },
        400,
      );
    }
    expect(moves).toBeGreaterThan(1000);
  });
});
