/**
 * The valibot schema of one Mazzo move: shape only. Whether the move is legal now (whose turn,
 * which step, which cards, which ability) is checked by `play` in rules.ts as a RuleError.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { ALL_ABILITIES, ALL_CARD_IDS } from "./cards";
import type { MazzoMove } from "./types";

// Unknown card or ability ids are malformed input; ids of the other deck are rule errors.
const card = v.picklist(ALL_CARD_IDS as string[]);
const ability = v.picklist(ALL_ABILITIES as string[]);

/** Schema of a move. */
export const moveSchema: GenericSchema<unknown, MazzoMove> = v.variant("type", [
  v.object({ type: v.literal("attack"), card, ability }),
  v.object({ type: v.literal("faceUp"), card }),
  v.object({ type: v.literal("deny"), card }),
  v.object({ type: v.literal("believe") }),
  v.object({ type: v.literal("doubt") }),
  v.object({ type: v.literal("take"), cards: v.strictTuple([card, card]) }),
]);
