/**
 * A Mattazza card's help sentence (what it is, how it ranks, what it is worth), which only a
 * seat's hand says (SeatHand.tsx): apart from cards.ts, which every table draws with, so an
 * embed's words for it come with the seat's part (words/seat.ts).
 */
import { CARDS, ROUND_SUITS, SUIT_NAMES } from "../../src/engine/games/mattazza/cards";
import type { CardId, Suit } from "../../src/engine/games/mattazza/types";
import { t, tn } from "../i18n";
import { MOOR_LIST } from "./cards";

/** The help sentence of a card: what it is, how it ranks, what it is worth. */
export function cardHelp(id: CardId, simplified: boolean): string {
  const c = CARDS[id];
  const parts: string[] = [];
  if (c.kind === "suit") {
    parts.push(t("ma_help_suit", { suit: SUIT_NAMES[c.suit as Suit] }));
    if (!simplified && ROUND_SUITS.includes(c.suit as Suit) && c.points === 0)
      parts.push(t("ma_help_round"));
  } else if (c.kind === "fool") {
    parts.push(t("ma_help_matto"));
  } else if (MOOR_LIST.includes(id)) {
    parts.push(t("ma_help_moro", { n: c.trump }));
  } else if (id === "BEGATO") {
    parts.push(t("ma_help_begato", { n: c.trump }));
  } else {
    parts.push(t("ma_help_trump", { n: c.trump }));
  }
  parts.push(c.points >= 2 ? tn("ma_help_points", c.points) : t("ma_help_blank"));
  return parts.join(" ");
}
