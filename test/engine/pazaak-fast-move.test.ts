/**
 * Pazaak's `turnMove` (src/engine/games/pazaak/moves.ts), the check `play` runs before valibot:
 * it accepts only what `moveSchema` accepts, reads the same move from it, and recognises every
 * legal move of a turn.
 */
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { moveSchema, turnMove } from "../../src/engine/games/pazaak/moves";
import { readerAgrees, walkGame } from "./kit";

const inputs: unknown[] = [
  null,
  undefined,
  0,
  "endTurn",
  [],
  ["endTurn"],
  {},
  { type: "endTurn" },
  { type: "stand", extra: 1 },
  { type: "ENDTURN" },
  { type: "play", card: "P3" },
  { type: "play", card: "PM3", value: -3 },
  { type: "play", card: "PM3", value: undefined },
  { type: "play", card: "V12", value: 2, note: "x" },
  { type: "play", card: "T5" },
  { type: "play", card: "toString" },
  { type: "play", card: "__proto__" },
  { type: "play", card: 3 },
  { type: "play" },
  { type: "play", card: "P1", value: "1" },
  { type: "play", card: "P1", value: NaN },
  { type: "play", card: "P1", value: Infinity },
  { type: "play", card: "P1", value: null },
  { type: "sideDeck", cards: ["P1"] },
  { type: "randomSideDeck" },
  Object.create({ type: "endTurn" }) as object,
];

describe("turnMove", () => {
  it("accepts only what the schema accepts, and reads the same move", () => {
    const accepted = readerAgrees(turnMove, moveSchema, inputs, (fast, out) => {
      expect(fast.type).toBe(out.type);
      if (fast.type === "play") {
        expect(fast.card).toBe(out.card);
        expect(fast.value).toBe(out.value);
      }
    });
    expect(accepted).toBeGreaterThanOrEqual(6);
  });

  it("recognises every legal move of a turn in whole bot games", () => {
    for (let g = 0; g < 20; g++) {
      walkGame(
        pazaak,
        2,
        `fast-${g}`,
        (_, s, seat) => pazaak.bot(s, seat),
        (legal, s) => {
          if (s.phase === "playing") for (const m of legal) expect(turnMove(m)).toEqual(m);
        },
      );
    }
  });
});
