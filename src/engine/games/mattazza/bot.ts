/**
 * The computer player. It reads only its own view (its hand, the table, the public piles and
 * events; never another hand or the set-aside cards) and plays to avoid the highest score while
 * making sure of one trick: it takes a safe trick while it has none, otherwise ducks under the
 * current winner, dumps counting cards on others' tricks, leads cards that others will beat,
 * and keeps the Matto as an escape for a trick it could not avoid winning.
 * Deterministic and cheap: a few hundred trick evaluations per call at most.
 */
import type { Seat } from "../../core/game";
import { MOOR_STRENGTH, PACK, followSuit, points, suitStrength, trumpStrength } from "./cards";
import { scorePile } from "./scoring";
import { trickWinner } from "./trick";
import type { CardId, MattazzaMove, MattazzaState, MattazzaView, TrickPlay } from "./types";
import { view } from "./view";

/** A card's strength for tie-breaks: trumps above every suit card. */
function strength(c: CardId, simplified: boolean): number {
  const t = trumpStrength(c);
  return t > 0 ? 20 + t : suitStrength(c, simplified);
}

/** The cards this seat has not seen: in other hands or set aside (it cannot tell which). */
function unseenCards(v: MattazzaView): CardId[] {
  const seen = new Set<CardId>(v.seats.find((s) => s.seat === v.you)?.hand ?? []);
  for (const s of v.seats) for (const c of s.pile) seen.add(c);
  for (const p of v.trick) seen.add(p.card);
  return PACK.filter((c) => !seen.has(c));
}

/** The Fool's gift: the allowed card whose loss lowers this seat's own score the most. */
function chooseGift(v: MattazzaView, me: Seat): CardId {
  const sv = v.seats[me]!;
  let best = v.playable[0]!;
  let bestScore = Infinity;
  for (const c of v.playable) {
    const pile = [...sv.pile];
    pile.splice(pile.indexOf(c), 1);
    const s = scorePile(me, pile, sv.tricksWon, 0, false, v.options).total;
    if (s < bestScore) {
      best = c;
      bestScore = s;
    }
  }
  return best;
}

/** A sensible move for `seat`; call only when the seat is to act. */
export function bot(state: MattazzaState, seat: Seat): MattazzaMove {
  const v = view(state, seat);
  if (v.phase === "give") return { type: "give", card: chooseGift(v, seat) };
  const legal = v.playable;
  if (legal.length === 1) return { type: "play", card: legal[0]! };

  const simple = v.options.simplifiedRanks;
  const unseen = unseenCards(v);
  const inHand = v.seats.filter((s) => s.inMatch).length;
  const after = inHand - v.trick.length - 1;
  const trick: TrickPlay[] = v.trick;
  const me = seat;
  const nowWin = new Map<CardId, boolean>();
  const beat = new Map<CardId, number>();
  /** Whether `c` would be winning the trick right after it is played. */
  const winsNow = (c: CardId): boolean => {
    let w = nowWin.get(c);
    if (w === undefined) {
      w =
        c !== "MATTO" &&
        trickWinner([...trick, { seat: me, card: c }], simple).index === trick.length;
      nowWin.set(c, w);
    }
    return w;
  };
  /**
   * How many unseen cards would beat `c` if played after it; only asked of a card that would
   * be winning (or leading), so "beats the trick" is "beats `c`" (§4.3, A3: a later Moor beats
   * an earlier one).
   */
  const beaters = (c: CardId): number => {
    let n = beat.get(c);
    if (n === undefined) {
      n = 0;
      const t = trumpStrength(c);
      const suit = followSuit(c);
      const s = suitStrength(c, simple);
      for (const u of unseen) {
        const tu = trumpStrength(u);
        if (
          t > 0
            ? tu > t || (tu === t && t === MOOR_STRENGTH)
            : tu > 0 || (followSuit(u) === suit && suitStrength(u, simple) > s)
        )
          n++;
      }
      beat.set(c, n);
    }
    return n;
  };
  const sure = (c: CardId): boolean => winsNow(c) && (after === 0 || beaters(c) === 0);
  const cards = legal.filter((c) => c !== "MATTO");
  const hasFool = legal.includes("MATTO");
  const byMin = (key: (c: CardId) => number, from: CardId[]): CardId | undefined => {
    let pick: CardId | undefined;
    let k = Infinity;
    for (const c of from) {
      const x = key(c);
      if (x < k) {
        pick = c;
        k = x;
      }
    }
    return pick;
  };
  const play = (c: CardId | undefined): MattazzaMove => ({ type: "play", card: c ?? legal[0]! });

  // One trick is a must: a trickless player loses the hand whatever the scores (§7.1).
  if ((v.seats[me]?.tricksWon ?? 0) === 0) {
    const sureWins = cards.filter(sure);
    // Cheapest in points; among equals shed the strongest card, dangerous later.
    if (sureWins.length > 0)
      return play(byMin((c) => points(c) * 100 - strength(c, simple), sureWins));
    // Otherwise the card most likely to hold the trick: fewest possible beaters, few points.
    const winning = cards.filter(winsNow);
    if (winning.length > 0) return play(byMin((c) => beaters(c) * 10 + points(c), winning));
    if (trick.every((p) => p.card === "MATTO")) {
      return play(byMin((c) => beaters(c) * 10 + points(c), cards));
    }
    // This trick is lost anyway: keep the strong cards for a later one.
    return play(byMin((c) => strength(c, simple) * 10 - points(c), cards));
  }

  const leading = trick.every((p) => p.card === "MATTO");
  if (leading) {
    // Lead what others will beat: many possible beaters; dump points only when well covered.
    const pick = byMin((c) => {
      const b = beaters(c);
      return -(b + (b >= 6 ? points(c) * 0.5 : -points(c) * 2));
    }, cards);
    return play(pick ?? "MATTO");
  }
  const under = cards.filter((c) => !winsNow(c));
  if (under.length > 0) {
    // Duck: the biggest counting card onto someone else's trick, else the highest card under.
    return play(byMin((c) => -(points(c) * 100 + strength(c, simple)), under));
  }
  // Every card would win now. The Matto escapes a trick this seat would surely take.
  if (hasFool && (after === 0 || cards.every(sure))) return { type: "play", card: "MATTO" };
  // Last to play, the trick is ours anyway: the same trade-off.
  if (after === 0) return play(byMin((c) => points(c) * 3 - strength(c, simple), cards));
  // Others still play but this seat probably takes it: shed a strong card that would cost a
  // trick later, unless it carries many points.
  return play(byMin((c) => points(c) * 3 - strength(c, simple), cards));
}
