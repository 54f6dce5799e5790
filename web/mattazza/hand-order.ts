/**
 * The order of a seat's hand (suits, then trumps high to low, the Matto last), which only the
 * seat's part draws (SeatHand.tsx): apart from cards.ts, which every table draws with, so a
 * replay embed's first file carries none of it.
 */
import { CARDS, suitStrength } from "../../src/engine/games/mattazza/cards";
import type { CardId, Suit } from "../../src/engine/games/mattazza/types";
import { MOOR_LIST } from "./cards";

const SUIT_ORDER: Record<Suit, number> = { C: 0, D: 1, S: 2, B: 3 };

/** A sort key: suits in order, each high to low, then trumps high to low, then the Matto. */
function sortKey(id: CardId, simplified: boolean): number {
  const c = CARDS[id];
  if (c.kind === "suit")
    return SUIT_ORDER[c.suit as Suit] * 100 + (100 - suitStrength(id, simplified));
  if (c.kind === "trump")
    return 1000 + (100 - c.trump) * 2 + Math.max(0, MOOR_LIST.indexOf(id)) * 0.1;
  return 2000;
}

/** The hand sorted by suit and rank (the engine's rank order, reversed pips included). */
export function sortHand(hand: readonly CardId[], simplified: boolean): CardId[] {
  return [...hand].sort((a, b) => sortKey(a, simplified) - sortKey(b, simplified));
}
