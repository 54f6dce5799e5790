/**
 * The valibot schema of one Mattazza move: shape only. Whether the move is legal now (whose
 * turn, which card, which target) is checked by `play` in rules.ts and refused as a RuleError.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { PACK, isCardId } from "./cards";
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

/**
 * The move of `{type: "play" | "give", card}` read without the schema, or null to parse with
 * it (core/play.ts `fastMove`): it accepts only what `moveSchema` accepts (a known card id; any
 * other member is dropped, as the schema's object drops it) and answers the same move.
 */
export function cardMove(move: unknown): MattazzaMove | null {
  if (typeof move !== "object" || move === null || Array.isArray(move)) return null;
  const m = move as { type?: unknown; card?: unknown };
  const type = m.type;
  if (type !== "play" && type !== "give") return null;
  const card = m.card;
  if (typeof card !== "string" || !isCardId(card)) return null;
  return { type, card };
}
