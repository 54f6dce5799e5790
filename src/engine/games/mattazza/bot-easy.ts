/**
 * The easy computer player: a beginner at the table. It reads only its own view and makes a
 * beginner's mistakes, never an absurd move: it forgets that a hand without a trick loses (§7)
 * until the last three tricks, then tries to win one with its highest card; it leads its lowest
 * card and follows with its lowest card that does not take the trick, keeping its kings and
 * queens, which later win tricks full of points; it plays the Matto the first time it cannot
 * follow suit, when it saves nothing; and it gives the first card it may after the Matto,
 * whatever it adds to anyone's score.
 */
import type { Seat } from "../../core/game";
import { followSuit, suitStrength, trumpStrength } from "./cards";
import { ledSuit, trickWinner } from "./trick";
import type { CardId, MattazzaMove, MattazzaState, MattazzaView } from "./types";
import { view } from "./view";

/** The easy player's move for `seat`; call only when the seat is to act. */
export function easyBot(state: MattazzaState, seat: Seat): MattazzaMove {
  return easyDecide(view(state, seat));
}

/** The easy player's move from the seat's view alone. */
export function easyDecide(v: MattazzaView): MattazzaMove {
  const legal = v.playable;
  if (v.phase === "give") return { type: "give", card: legal[0] as CardId };
  if (legal.length === 1) return { type: "play", card: legal[0] as CardId };
  const me = v.you ?? 0;
  const simple = v.options.simplifiedRanks;
  const strength = (c: CardId): number => {
    const t = trumpStrength(c);
    return t > 0 ? 20 + t : suitStrength(c, simple);
  };
  const cards = legal.filter((c) => c !== "MATTO");
  const byStrength = [...cards].sort((a, b) => strength(a) - strength(b));
  const lowest = byStrength[0] as CardId;
  const highest = byStrength[byStrength.length - 1] as CardId;
  const noTrick = (v.seats[me]?.tricksWon ?? 0) === 0;
  if (noTrick && v.tricksPlayed >= 7) return { type: "play", card: highest };
  const led = ledSuit(v.trick);
  if (led === null) return { type: "play", card: lowest };
  const hand = v.seats[me]?.hand ?? [];
  if (legal.includes("MATTO") && !hand.some((c) => followSuit(c) === led)) {
    return { type: "play", card: "MATTO" };
  }
  const wins = (c: CardId) =>
    trickWinner([...v.trick, { seat: me, card: c }], simple).index === v.trick.length;
  const duck = byStrength.find((c) => !wins(c));
  return { type: "play", card: duck ?? lowest };
}
