/**
 * The valibot schema of one Pazaak move: shape only. Whether the move is legal now (whose
 * turn, which cards, which values) is checked by `play` in rules.ts and refused as a RuleError.
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { SIDE_CARD_IDS } from "./cards";
import type { PazaakMove, SideCardId } from "./types";

const sideCard = v.picklist(SIDE_CARD_IDS as SideCardId[]);

/** Schema of a move. Unknown card ids are malformed input; counts and copies are rules. */
export const moveSchema: GenericSchema<unknown, PazaakMove> = v.variant("type", [
  // The cap keeps absurd inputs cheap; the exact count of 10 is a rule (rule/invalid-side-deck).
  v.object({ type: v.literal("sideDeck"), cards: v.pipe(v.array(sideCard), v.maxLength(43)) }),
  v.object({ type: v.literal("randomSideDeck") }),
  v.object({
    type: v.literal("play"),
    card: sideCard,
    value: v.optional(v.pipe(v.number(), v.finite())),
  }),
  v.object({ type: v.literal("endTurn") }),
  v.object({ type: v.literal("stand") }),
]);

const SIDE_CARDS: ReadonlySet<string> = new Set(SIDE_CARD_IDS);

/**
 * The moves of a turn (`endTurn`, `stand`, `play`) recognised without valibot, or null for
 * anything else, which `play` then parses with `moveSchema` (side decks, and every malformed
 * input with its message). Accepts only what the schema accepts; parsing was about 15% of
 * `play()`'s time. Unknown keys are left on, and never read.
 */
export function turnMove(move: unknown): PazaakMove | null {
  if (typeof move !== "object" || move === null || Array.isArray(move)) return null;
  const m = move as { type?: unknown; card?: unknown; value?: unknown };
  if (m.type === "endTurn" || m.type === "stand") return { type: m.type };
  if (m.type !== "play" || typeof m.card !== "string" || !SIDE_CARDS.has(m.card)) return null;
  const card = m.card as SideCardId;
  if (m.value === undefined) return { type: "play", card };
  if (typeof m.value !== "number" || !Number.isFinite(m.value)) return null;
  return { type: "play", card, value: m.value };
}
