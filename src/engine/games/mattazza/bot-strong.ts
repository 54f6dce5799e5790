/**
 * The strong computer player. It reads only its own view and searches: each legal card is
 * played to the end of the hand in sampled worlds, every seat then playing as the normal player
 * (sim.ts), and the card that most often leaves this seat without a mark (§7: a trick taken, and
 * not the highest score) is chosen, the score's margin breaking near ties (core/search.ts
 * spreads a fixed number of playouts over the cards). A world deals the cards this seat has not
 * seen (the other hands and the set-aside cards) at random, consistent with the play: a seat
 * that did not follow a led suit holds none of it, and one that neither followed nor trumped
 * holds no trump. The Fool's gift is the normal player's (it is a small choice). The generator
 * is seeded from the view (core/levels.ts): the same position, the same move.
 */
import type { Seat } from "../../core/game";
import { seatRandom, type BotRandom } from "../../core/levels";
import { successiveHalving } from "../../core/search";
import { PACK, followSuit } from "./cards";
import { IX, copySim, normalGift, playCard, playOut, simOf, type TSim } from "./sim";
import type { CardId, MattazzaMove, MattazzaState, MattazzaView } from "./types";
import { view } from "./view";

/**
 * The search's budget: hand playouts per decision at a table of four (more with fewer players,
 * fewer with more, so that a decision costs about the same), and guesses per world before the
 * voids are given up.
 */
export const STRONG = { playouts: 250, tries: 20 };

/** What the seat knows that the worlds are built from. */
interface Knowledge {
  v: MattazzaView;
  me: Seat;
  /** The cards it has not seen. */
  unseen: CardId[];
  /** The other seats in the hand and how many cards each holds. */
  others: { seat: Seat; count: number; void: Set<string> }[];
}

/** The suits (and "T" for trumps) each seat is known to lack, from this hand's tricks. */
function voids(v: MattazzaView): Map<Seat, Set<string>> {
  const out = new Map<Seat, Set<string>>();
  const lack = (seat: Seat, suit: string) => {
    let s = out.get(seat);
    if (!s) out.set(seat, (s = new Set()));
    s.add(suit);
  };
  const read = (plays: readonly { seat: Seat; card: CardId }[]) => {
    let led: string | null = null;
    for (const p of plays) {
      const f = followSuit(p.card);
      if (f === null) continue;
      if (led === null) {
        led = f;
        continue;
      }
      if (f === led) continue;
      lack(p.seat, led);
      // Not following and not trumping: no trump either (§4.1).
      if (f !== "T") lack(p.seat, "T");
    }
  };
  const lastDeal = v.events.map((e) => e.type).lastIndexOf("deal");
  for (const e of v.events.slice(lastDeal + 1)) if (e.type === "trick") read(e.plays);
  read(v.trick);
  return out;
}

function know(v: MattazzaView, me: Seat): Knowledge {
  const seen = new Set<CardId>(v.seats[me]?.hand ?? []);
  for (const s of v.seats) for (const c of s.pile) seen.add(c);
  for (const p of v.trick) seen.add(p.card);
  const lack = voids(v);
  return {
    v,
    me,
    unseen: PACK.filter((c) => !seen.has(c)),
    others: v.seats
      .filter((s) => s.inMatch && s.seat !== me)
      .map((s) => ({ seat: s.seat, count: s.handCount, void: lack.get(s.seat) ?? new Set() })),
  };
}

/** Deals the unseen cards among the other hands (and the set-aside), respecting voids if it can. */
function deal(kn: Knowledge, rnd: BotRandom): CardId[][] {
  const hands: CardId[][] = kn.v.seats.map(() => []);
  hands[kn.me] = [...(kn.v.seats[kn.me]?.hand ?? [])];
  for (let tries = 0; tries <= STRONG.tries; tries++) {
    const strict = tries < STRONG.tries;
    const cards = rnd.shuffle([...kn.unseen]);
    const room = kn.others.map((o) => o.count);
    let setAside = kn.v.setAsideCount;
    const got: CardId[][] = kn.others.map(() => []);
    let ok = true;
    for (const c of cards) {
      const f = followSuit(c);
      // Each eligible place weighs by the room it has left.
      let total = setAside;
      for (let i = 0; i < room.length; i++) {
        if ((room[i] ?? 0) > 0 && !(strict && f !== null && kn.others[i]?.void.has(f)))
          total += room[i] ?? 0;
      }
      if (total === 0) {
        ok = false;
        break;
      }
      let x = rnd.int(total);
      let to = -1;
      for (let i = 0; i < room.length && to < 0; i++) {
        if ((room[i] ?? 0) > 0 && !(strict && f !== null && kn.others[i]?.void.has(f))) {
          x -= room[i] ?? 0;
          if (x < 0) to = i;
        }
      }
      if (to < 0) setAside--;
      else {
        room[to] = (room[to] ?? 0) - 1;
        got[to]?.push(c);
      }
    }
    if (!ok) continue;
    kn.others.forEach((o, i) => (hands[o.seat] = got[i] ?? []));
    return hands;
  }
  return hands;
}

/** A world: the hand as it stands, the unseen cards dealt by a guess. */
function sampleWorld(kn: Knowledge, rnd: BotRandom): TSim {
  const v = kn.v;
  return simOf({ ...v, o: v.options, turn: kn.me }, deal(kn, rnd));
}

/** This seat's value of a finished hand: 1 without a mark, plus a little for the score's margin. */
function value(s: TSim, me: Seat, card: number): number {
  const t = copySim(s);
  playCard(t, card);
  const end = playOut(t);
  const mine = end.scores[me] ?? 0;
  let top = -Infinity;
  for (const p of t.players) if (p !== me) top = Math.max(top, end.scores[p] ?? 0);
  return (end.losers[me] ? 0 : 1) + 0.02 * Math.tanh((top - mine) / 15);
}

/** The strong player's move for `seat`; call only when the seat is to act. */
export function strongBot(state: MattazzaState, seat: Seat): MattazzaMove {
  return strongDecide(view(state, seat));
}

/** The strong player's move from the seat's view alone. */
export function strongDecide(v: MattazzaView): MattazzaMove {
  const me = v.you ?? 0;
  if (v.phase === "give") {
    const s = simOf({ ...v, o: v.options, turn: me }, []);
    return { type: "give", card: PACK[normalGift(s, me)] as CardId };
  }
  const cards = v.playable;
  if (cards.length <= 1) return { type: "play", card: cards[0] as CardId };
  const kn = know(v, me);
  const rnd = seatRandom(v, "mattazza-strong");
  const ids = cards.map((c) => IX.get(c) as number);
  const best = successiveHalving(
    cards.length,
    Math.round((STRONG.playouts * 4) / (kn.others.length + 1)),
    () => sampleWorld(kn, rnd),
    (c, w) => value(w, me, ids[c] as number),
  );
  return { type: "play", card: cards[best] as CardId };
}
