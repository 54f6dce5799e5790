/**
 * The valibot schema of one MazzelTof move: shape only. Whether the move is legal now (whose
 * turn, where the card is, whether it fits) is checked by `play` in rules.ts.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { ALL_CARDS, isCardId } from "./cards";
import type { CardId, MazzelTofMove } from "./types";

const card = v.picklist(ALL_CARDS as CardId[]);

/** Schema of a move. Unknown card ids or slots are malformed input; fit and turn are rules. */
export const moveSchema: GenericSchema<unknown, MazzelTofMove> = v.variant("type", [
  v.object({
    type: v.literal("play"),
    card,
    slot: v.picklist(["red", "mix", "black"]),
    // 3…14 are pile ranks; whether this one is right is a rule (rule/bad-rank).
    rank: v.optional(v.pipe(v.number(), v.integer(), v.minValue(3), v.maxValue(14))),
  }),
  v.object({ type: v.literal("pass"), card: v.optional(card) }),
  v.object({ type: v.literal("drawFive") }),
  v.object({ type: v.literal("endTurn") }),
  v.object({ type: v.literal("cancelSkip") }),
  v.object({ type: v.literal("acceptSkip") }),
]);

/**
 * A move read without the schema, or null to parse with it (core/play.ts `fastMove`): it
 * accepts only what `moveSchema` accepts (known card ids and slots, a whole rank from 3 to 14;
 * any other member is dropped, as the schema's objects drop it) and answers the same move.
 */
export function quickMove(move: unknown): MazzelTofMove | null {
  if (typeof move !== "object" || move === null || Array.isArray(move)) return null;
  const m = move as { type?: unknown; card?: unknown; slot?: unknown; rank?: unknown };
  switch (m.type) {
    case "play": {
      const { card, slot, rank } = m;
      if (typeof card !== "string" || !isCardId(card)) return null;
      if (slot !== "red" && slot !== "mix" && slot !== "black") return null;
      if (rank === undefined) return { type: "play", card, slot };
      if (typeof rank !== "number" || !Number.isInteger(rank) || rank < 3 || rank > 14) return null;
      return { type: "play", card, slot, rank };
    }
    case "pass": {
      const card = m.card;
      if (card === undefined) return { type: "pass" };
      return typeof card === "string" && isCardId(card) ? { type: "pass", card } : null;
    }
    case "drawFive":
    case "endTurn":
    case "cancelSkip":
    case "acceptSkip":
      return { type: m.type };
    default:
      return null;
  }
}
