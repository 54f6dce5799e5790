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

const CARDS: ReadonlySet<string> = new Set(ALL_CARD_IDS);
const ABILITIES: ReadonlySet<string> = new Set(ALL_ABILITIES);

/**
 * The commonest moves (`attack`, `faceUp`, `deny`, `believe`, `doubt`) recognised without
 * valibot, or null for anything else, which `play` then parses with `moveSchema` (`take`, and
 * every malformed input with its message). Accepts only what the schema accepts and answers
 * what it answers (the same members, unknown ones left out); parsing was a tenth of `play()`
 * (docs/decisions.md, "Refusals are data, one play prelude").
 */
export function commonMove(move: unknown): MazzoMove | null {
  if (typeof move !== "object" || move === null || Array.isArray(move)) return null;
  const m = move as { type?: unknown; card?: unknown; ability?: unknown };
  switch (m.type) {
    case "believe":
    case "doubt":
      return { type: m.type };
    case "faceUp":
    case "deny":
      return typeof m.card === "string" && CARDS.has(m.card)
        ? { type: m.type, card: m.card }
        : null;
    case "attack":
      return typeof m.card === "string" &&
        CARDS.has(m.card) &&
        typeof m.ability === "string" &&
        ABILITIES.has(m.ability)
        ? { type: "attack", card: m.card, ability: m.ability }
        : null;
    default:
      return null;
  }
}
