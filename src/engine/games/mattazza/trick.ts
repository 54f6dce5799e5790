/**
 * Trick play (spec §4): which cards are legal (follow suit, else trump, else anything; the
 * Matto at any time; a led Matto hands the lead to the next card) and who wins a trick.
 * Shared by the rules, the view's `playable` list and the bot.
 */
import { followSuit, suitStrength, trumpStrength, MOOR_STRENGTH } from "./cards";
import type { CardId, Suit, TrickPlay, TrickReason } from "./types";

/**
 * The suit to follow: that of the first card that is not the Matto ("T" for trumps), or null
 * while no such card is down (the leader, or the player after a led Matto, §4.2).
 */
export function ledSuit(trick: readonly TrickPlay[]): Suit | "T" | null {
  for (const p of trick) {
    const s = followSuit(p.card);
    if (s !== null) return s;
  }
  return null;
}

/**
 * The suit `hand` must play to the trick so far (§4.1): the led suit if held, else trumps ("T")
 * if held; null when any card may be played (the lead, or a hand holding neither). The Matto
 * may always be played besides. No obligation to beat (A23).
 */
export function mustPlay(hand: readonly CardId[], trick: readonly TrickPlay[]): Suit | "T" | null {
  const led = ledSuit(trick);
  if (led === null) return null;
  let trump = false;
  for (let i = 0; i < hand.length; i++) {
    const s = followSuit(hand[i]!);
    if (s === led) return led;
    if (s === "T") trump = true;
  }
  return trump ? "T" : null;
}

/** Whether `c`, a card of `hand`, may be played now (§4.1), without listing the others. */
export function isLegalCard(
  hand: readonly CardId[],
  trick: readonly TrickPlay[],
  c: CardId,
): boolean {
  const must = mustPlay(hand, trick);
  // The Matto "as an excuse for not playing a card you are otherwise obliged to play".
  return must === null || c === "MATTO" || followSuit(c) === must;
}

/**
 * The legal cards of `hand` for the trick so far (§4.1), in hand order: those of the suit it
 * must play (`mustPlay`) and the Matto, or every card.
 */
export function legalCards(hand: readonly CardId[], trick: readonly TrickPlay[]): CardId[] {
  const must = mustPlay(hand, trick);
  return must === null ? [...hand] : cardsOf(hand, must);
}

/** The cards of `hand` that may be played when it must play `must` (`mustPlay`): those and the Matto. */
export function cardsOf(hand: readonly CardId[], must: Suit | "T"): CardId[] {
  return hand.filter((c) => c === "MATTO" || followSuit(c) === must);
}

/** Why a card in `hand` is not legal now, as a sentence, or null when it is. */
export function illegalReason(
  hand: readonly CardId[],
  trick: readonly TrickPlay[],
  c: CardId,
): string | null {
  if (isLegalCard(hand, trick, c)) return null;
  const led = ledSuit(trick);
  if (led === null) return null;
  if (hand.some((h) => followSuit(h) === led)) {
    return led === "T"
      ? "Trumps were led and you hold a trump: you must play a trump (or the Matto)."
      : "You must follow the suit that was led (or play the Matto).";
  }
  return "You cannot follow suit but hold a trump: you must play a trump (or the Matto).";
}

/**
 * The winner of a complete trick (§4.3): the highest trump, the last Moor played among Moors
 * that are the highest trumps (A3), else the highest card of the led suit. The Matto never
 * wins. Returns the index into `plays` and the reason.
 */
export function trickWinner(
  plays: readonly TrickPlay[],
  simplifiedRanks: boolean,
): { index: number; reason: TrickReason } {
  let best = -1;
  let bestTrump = 0;
  plays.forEach((p, i) => {
    const t = trumpStrength(p.card);
    // ">=" for the Moors: equal rank, the later one wins (A3). Other trumps never tie.
    if (t > 0 && t >= bestTrump) {
      best = i;
      bestTrump = t;
    }
  });
  if (best >= 0) {
    const moors = plays.filter((p) => trumpStrength(p.card) === MOOR_STRENGTH).length;
    const reason: TrickReason = bestTrump === MOOR_STRENGTH && moors > 1 ? "lastMoor" : "trump";
    return { index: best, reason };
  }
  const led = ledSuit(plays);
  let bestSuit = 0;
  plays.forEach((p, i) => {
    if (followSuit(p.card) !== led) return;
    const s = suitStrength(p.card, simplifiedRanks);
    if (s > bestSuit) {
      best = i;
      bestSuit = s;
    }
  });
  return { index: best, reason: "higher" };
}
