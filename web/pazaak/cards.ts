/**
 * How Pazaak cards look and are spoken: face label, colour family and accessible name for
 * every card id, and the 43-card pool a side deck is picked from (rules/pazaak.md §2.2),
 * as display data. Legality stays with the engine and the server's `legal` list.
 */
import {
  cardName as engineCardName,
  SIDE_CARD_IDS,
  SIDE_CARD_LIMITS,
  isTableCard,
  magnitude,
  sideKind,
} from "../../src/engine/games/pazaak/cards";
import type { CardId, SideCardId } from "../../src/engine/games/pazaak/types";
import { t } from "../i18n";

// The engine's card data is the single source of the pool, its copy limits and signed numbers.
export { SIDE_DECK_SIZE, signed } from "../../src/engine/games/pazaak/cards";

/** The colour family of a card face. */
export type CardKind = "table" | "plus" | "minus" | "dual" | "special";

/** The pool of one player's side deck: each card with its number of copies, in display order. */
export const POOL: readonly { card: SideCardId; copies: number }[] = SIDE_CARD_IDS.map((card) => ({
  card,
  copies: SIDE_CARD_LIMITS[card],
}));

/** The colour family of a card id. */
export function kindOf(card: CardId): CardKind {
  if (isTableCard(card)) return "table";
  const kind = sideKind(card);
  return kind === "plus" || kind === "minus" || kind === "dual" ? kind : "special";
}

/** The text printed on a card in hand (before any choice). */
export function faceLabel(card: CardId): string {
  switch (kindOf(card)) {
    case "special":
      // The engine's names of these are words ("Flip 2&4", "Double"): too long for a face.
      return card === "F24"
        ? "2&4"
        : card === "F36"
          ? "3&6"
          : card === "D"
            ? "×2"
            : card === "TB"
              ? "±1T"
              : "1±2";
    default:
      // A number card's face is the engine's own name of it ("7", "+3", "−2", "±4").
      return engineCardName(card);
  }
}

/** A short mark for special cards' corner ("T" for the tiebreaker, "D" for double…). */
export function cornerMark(card: CardId): string {
  if (card === "TB") return "T";
  if (card === "D") return "D";
  if (card === "F24" || card === "F36") return "⇅";
  return faceLabel(card);
}

/** The spoken name of a card ("plus 3", "minus or plus 2"). */
export function cardName(card: CardId): string {
  const n = magnitude(card);
  switch (kindOf(card)) {
    case "table":
      return t("card_table", { n });
    case "plus":
      return t("card_plus", { n });
    case "minus":
      return t("card_minus", { n });
    case "dual":
      return t("card_dual", { n });
    default:
      return card === "F24"
        ? t("card_f24")
        : card === "F36"
          ? t("card_f36")
          : card === "D"
            ? t("card_double")
            : card === "TB"
              ? t("card_tiebreaker")
              : t("card_v12");
  }
}
