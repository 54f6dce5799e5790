/**
 * Pazaak card data (spec §2): the 40-card table deck, the 43-card player deck with its copy
 * limits, what each card is worth and how people call it. Pure data and tiny lookups.
 */
import type { CardId, SideCardId, TableCardId } from "./types";

/** The ten table card ids, T1…T10. */
export const TABLE_CARD_IDS: readonly TableCardId[] = [
  "T1",
  "T2",
  "T3",
  "T4",
  "T5",
  "T6",
  "T7",
  "T8",
  "T9",
  "T10",
];

/** The 40-card table deck (§2.1): four copies of each value 1…10. */
export const TABLE_DECK: readonly TableCardId[] = TABLE_CARD_IDS.flatMap((id) => [id, id, id, id]);

/**
 * Copy limits of the 43-card player deck (§2.2): two of each basic and flip card, one D,
 * one TB and one V12. They sum to 43 and are the only limits on a side deck (§4.1, A12).
 */
export const SIDE_CARD_LIMITS: Readonly<Record<SideCardId, number>> = {
  P1: 2,
  P2: 2,
  P3: 2,
  P4: 2,
  P5: 2,
  P6: 2,
  M1: 2,
  M2: 2,
  M3: 2,
  M4: 2,
  M5: 2,
  M6: 2,
  PM1: 2,
  PM2: 2,
  PM3: 2,
  PM4: 2,
  PM5: 2,
  PM6: 2,
  F24: 2,
  F36: 2,
  D: 1,
  TB: 1,
  V12: 1,
};

/** Every side card id, in display order. */
export const SIDE_CARD_IDS: readonly SideCardId[] = Object.keys(SIDE_CARD_LIMITS) as SideCardId[];

/** The 43-card player deck, every copy listed. */
export const PLAYER_DECK: readonly SideCardId[] = SIDE_CARD_IDS.flatMap((id) =>
  Array.from({ length: SIDE_CARD_LIMITS[id] }, () => id),
);

/** Cards in a side deck (§4.1). */
export const SIDE_DECK_SIZE = 10;
/** Cards in the hand, dealt once for the whole match (§4.2). */
export const HAND_SIZE = 4;
/** Slots on each board (§2.3); a ninth card stands the player (A4). */
export const BOARD_SLOTS = 9;
/** Set wins needed to win the match (A11). */
export const SETS_TO_WIN = 3;
/** The target total: exactly 20 stands at once (A3), more is a bust at the end of a turn (A2). */
export const TARGET = 20;

/** What a side card does, which decides how it is played (§3). */
export type SideKind = "plus" | "minus" | "dual" | "flip" | "double" | "tiebreak" | "v12";

/** Whether a string is a table card id. */
export function isTableCard(card: string): card is TableCardId {
  return /^T([1-9]|10)$/.test(card);
}

/** Whether a string is one of the 23 side card ids. */
export function isSideCard(card: string): card is SideCardId {
  return Object.hasOwn(SIDE_CARD_LIMITS, card);
}

/** The kind of a side card. */
export function sideKind(card: SideCardId): SideKind {
  if (card.startsWith("PM")) return "dual";
  if (card.startsWith("P")) return "plus";
  if (card.startsWith("M")) return "minus";
  if (card === "F24" || card === "F36") return "flip";
  if (card === "D") return "double";
  if (card === "TB") return "tiebreak";
  return "v12";
}

/** The printed magnitude of a table, plus, minus or dual card (0 for the yellow cards). */
export function magnitude(card: CardId): number {
  const m = /(\d+)$/.exec(card);
  if (!m || card === "F24" || card === "F36" || card === "V12") return 0;
  return Number(m[1]);
}

/** The value of a table card as drawn. */
export function tableValue(card: TableCardId): number {
  return magnitude(card);
}

/**
 * The values a side card may be declared as (§3.2, §3.3, §3.6), or null when the card has no
 * choice (P, M, D, F24, F36: the move carries no `value`).
 */
export function declaredValues(card: SideCardId): readonly number[] | null {
  switch (sideKind(card)) {
    case "dual": {
      const n = magnitude(card);
      return [n, -n];
    }
    case "v12":
      return [1, -1, 2, -2];
    case "tiebreak":
      return [1, -1];
    default:
      return null;
  }
}

/** The fixed value of a plus or minus card (others depend on the board or a declaration). */
export function fixedValue(card: SideCardId): number | null {
  const kind = sideKind(card);
  if (kind === "plus") return magnitude(card);
  if (kind === "minus") return -magnitude(card);
  return null;
}

/**
 * Whether flip cards act on this board card (§3.5, A5b): only table, plus and minus cards;
 * duals, V12, TB, D and other flips are never flipped directly (D may follow its target).
 */
export function isFlippable(card: CardId): boolean {
  return /^(T\d+|P\d|M\d)$/.test(card);
}

/** The magnitudes a flip card acts on. */
export function flipTargets(card: "F24" | "F36"): readonly number[] {
  return card === "F24" ? [2, 4] : [3, 6];
}

/** A human name for a card, e.g. "+3", "±2", "Flip 2&4", "7". */
export function cardName(card: CardId): string {
  if (isTableCard(card)) return String(tableValue(card));
  switch (sideKind(card)) {
    case "plus":
      return `+${magnitude(card)}`;
    case "minus":
      return `−${magnitude(card)}`;
    case "dual":
      return `±${magnitude(card)}`;
    case "flip":
      return card === "F24" ? "Flip 2&4" : "Flip 3&6";
    case "double":
      return "Double";
    case "tiebreak":
      return "±1 Tiebreaker";
    case "v12":
      return "±1/2";
  }
}

/** A signed value as people write it: "+3", "−2", "0". */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `−${-value}` : "0";
}
