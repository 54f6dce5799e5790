/**
 * The valibot schema of one MazzelTof move: shape only. Whether the move is legal now (whose
 * turn, where the card is, whether it fits) is checked by `play` in rules.ts.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { ALL_CARDS } from "./cards";
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
