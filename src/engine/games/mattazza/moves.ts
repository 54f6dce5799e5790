/**
 * The valibot schema of one Mattazza move: shape only. Whether the move is legal now (whose
 * turn, which card, which target) is checked by `play` in rules.ts and refused as a RuleError.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { PACK } from "./cards";
import type { CardId, MattazzaMove } from "./types";

const cardId = v.picklist(PACK as CardId[]);

/** Schema of a move. Unknown card ids are malformed input; whether one holds it is a rule. */
export const moveSchema: GenericSchema<unknown, MattazzaMove> = v.variant("type", [
  v.object({ type: v.literal("play"), card: cardId }),
  v.object({ type: v.literal("give"), card: cardId }),
  v.object({
    type: v.literal("callForHelp"),
    target: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(5)),
  }),
]);
