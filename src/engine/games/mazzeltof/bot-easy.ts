/**
 * The easy computer player: a beginner at the table. It reads only its own view and makes a
 * beginner's mistakes, never an absurd move: it looks at its hand first and its own open cards
 * after (its partner's lie forgotten on the table; in the ENDGAME it plays the face-up draw-pile
 * top first, the one card it cannot overlook), plays each card where it first fits with no
 * thought for tens, spends a 2 or a joker as soon as it fits anywhere, never cancels the red
 * pawn, and passes the first card of its hand, whatever it is.
 */
import type { Seat } from "../../core/game";
import { LOWEST, SLOTS, cardInfo } from "./cards";
import { fits } from "./piles";
import { teamOf } from "./table";
import type { CardId, MazzelTofMove, MazzelTofState, MazzelTofView } from "./types";
import { buildView } from "./view";

/** The easy player's move for `seat`; call only when the seat is to act. */
export function easyBot(state: MazzelTofState, seat: Seat): MazzelTofMove {
  return easyDecide(buildView(state, seat, false));
}

/** The easy player's move from the seat's view alone. */
export function easyDecide(v: MazzelTofView): MazzelTofMove {
  if (v.phase === "skipDecision") return { type: "acceptSkip" };
  const p = v.active as number;
  const me = v.positions[p];
  const hand = me?.hand ?? [];
  const team = v.teams[teamOf(p)];
  const endgame = team.phase === "endgame";
  const cards: CardId[] = [...hand, ...(me?.open ?? [])];
  const top = team.queue?.[0];
  if (top !== undefined) cards.unshift(top);
  // A cancelled pawn is never chosen, so no joker is ever due: every fitting card may go.
  for (const card of cards) {
    for (let i = 0; i < SLOTS.length; i++) {
      const slot = SLOTS[i] as (typeof SLOTS)[number];
      const pile = v.piles[i] ?? null;
      const wild = cardInfo(card).wild;
      // A wild starting an empty slot starts it at the bottom: the beginner's "a 3".
      if (fits(pile, slot, card, pile === null && wild ? LOWEST : undefined)) {
        return pile === null && wild
          ? { type: "play", card, slot, rank: LOWEST }
          : { type: "play", card, slot };
      }
    }
  }
  if (!endgame && hand.length === 0) {
    return team.aboveReserve > 0 ? { type: "drawFive" } : { type: "endTurn" };
  }
  if (endgame) return { type: "pass" };
  return { type: "pass", card: hand[0] as CardId };
}
