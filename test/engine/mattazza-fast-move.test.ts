/**
 * Mattazza's `cardMove` (src/engine/games/mattazza/moves.ts), the check `play` runs before
 * valibot: it accepts only what `moveSchema` accepts, reads the same move from it, and
 * recognises every card move of whole games.
 */
import { describe, expect, it } from "vitest";
import { mattazza } from "../../src/engine/games/mattazza";
import { cardMove, moveSchema } from "../../src/engine/games/mattazza/moves";
import { TestRng, readerAgrees, walkGame } from "./kit";

const inputs: unknown[] = [
  null,
  undefined,
  0,
  "play",
  [],
  ["play", "CK"],
  {},
  { type: "play", card: "CK" },
  { type: "give", card: "MATTO" },
  { type: "play", card: "T16", extra: 1 },
  { type: "play", card: "ck" },
  { type: "play", card: "T4" },
  { type: "play", card: "toString" },
  { type: "play", card: "__proto__" },
  { type: "play", card: 3 },
  { type: "play" },
  { type: "give" },
  { type: "PLAY", card: "CK" },
  { type: "callForHelp", target: 1 },
  { type: "callForHelp", target: 1, card: "CK" },
  Object.create({ type: "play", card: "CK" }) as object,
  Object.assign(Object.create({ card: "SA" }) as object, { type: "give" }),
];

describe("cardMove", () => {
  it("accepts only what the schema accepts, and reads the same move", () => {
    expect(readerAgrees(cardMove, moveSchema, inputs)).toBeGreaterThanOrEqual(3);
  });

  it("recognises every card move of whole random games", () => {
    const rng = new TestRng("mattazza-fast-move");
    let cards = 0;
    for (let g = 0; g < 8; g++) {
      walkGame(
        mattazza,
        3 + (g % 3),
        `fast-${g}`,
        (legal) => rng.pick(legal),
        (legal) => {
          for (const move of legal) {
            if (move.type === "callForHelp") expect(cardMove(move)).toBeNull();
            else {
              expect(cardMove(move)).toEqual(move);
              cards++;
            }
          }
        },
        400,
      );
    }
    expect(cards).toBeGreaterThan(1000);
  });
});
