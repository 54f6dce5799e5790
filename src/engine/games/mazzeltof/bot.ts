/**
 * The computer player. It reads only its own view (never another hand, the draw order or the
 * penalty cards of others) and plays as a partner would:
 * - it plays every natural card that fits (tens first: they make the next opponent miss a turn;
 *   the face-up draw-pile top in the ENDGAME before all, since each such card is progress; its
 *   own and its partner's open cards before hand cards, to keep open slots free of penalties);
 * - it starts EMPTY slots with the natural card that lets the longest run follow;
 * - it keeps 2s and jokers until they unblock a run (or the draw-pile top), make a 10, or empty
 *   the hand (then DrawFive / ending without a pass);
 * - it passes the hand card its partner is most likely to use, or, when the pass will be a
 *   penalty card, the card least likely to be needed.
 * One move per call; a call costs a few µs of simulation over at most a dozen cards.
 */
import type { Seat } from "../../core/game";
import { ACE, LOWEST, SLOTS, TEN, cardInfo } from "./cards";
import { colourFits, fits, placement, topRank } from "./piles";
import { partnerOf, teamOf } from "./table";
import type { CardId, MazzelTofMove, MazzelTofState, MazzelTofView, Slot } from "./types";
import { buildView } from "./view";

type Source = "queue" | "open" | "partnerOpen" | "hand";
interface Avail {
  card: CardId;
  source: Source;
}

/** Priority of sources when a card of the same use is available twice (lower first). */
const SOURCE_ORDER: Record<Source, number> = { queue: 0, open: 1, partnerOpen: 2, hand: 3 };

/**
 * How many cards a greedy run of natural cards could now play onto non-empty piles, starting from
 * `tops` (rank per slot, null = EMPTY), from `naturals` plus the face-up `queue` (top first).
 * Queue cards count `queueWeight` each: they are the cards the team must get rid of.
 */
function naturalRun(
  tops: (number | null)[],
  naturals: CardId[],
  queue: CardId[],
  queueWeight: number,
): number {
  const t = [...tops];
  const pool = [...naturals];
  let q = 0;
  let score = 0;
  for (let progress = true; progress;) {
    progress = false;
    for (let i = 0; i < 3; i++) {
      const top = t[i];
      if (top === null || top === undefined) continue;
      const slot = SLOTS[i] as Slot;
      const fits = (c: CardId): boolean => {
        const info = cardInfo(c);
        return !info.wild && info.rank === top + 1 && colourFits(slot, c);
      };
      const head = queue[q];
      if (head !== undefined && fits(head)) {
        q++;
        score += queueWeight;
      } else {
        const k = pool.findIndex(fits);
        if (k < 0) continue;
        pool.splice(k, 1);
        score += 1;
      }
      t[i] = top + 1 === ACE ? null : top + 1;
      progress = true;
    }
  }
  return score;
}

/** A sensible move for `seat`; call only when the seat is to act. */
export function bot(state: MazzelTofState, seat: Seat): MazzelTofMove {
  return decide(buildView(state, seat, false));
}

/**
 * The answer to a skip (the strong player's too): keeping the turn is worth more than the
 * joker; it must be played, but a joker always fits.
 */
export function skipAnswer(hand: readonly CardId[]): MazzelTofMove {
  return hand.some((c) => cardInfo(c).joker) ? { type: "cancelSkip" } : { type: "acceptSkip" };
}

/** The decision from the view alone (exported for tests that prove it never peeks). */
export function decide(v: MazzelTofView): MazzelTofMove {
  const p = v.active as number;
  const me = v.positions[p];
  if (!me) return { type: "acceptSkip" };
  const hand = me.hand ?? [];
  if (v.phase === "skipDecision") return skipAnswer(hand);
  const team = v.teams[teamOf(p)];
  const endgame = team.phase === "endgame";
  const partner = partnerOf(v.positions.length, p);
  const queue = team.queue ?? [];

  const avail: Avail[] = [];
  if (queue[0] !== undefined) avail.push({ card: queue[0], source: "queue" });
  for (const card of me.open) avail.push({ card, source: "open" });
  if (partner !== null) {
    for (const card of v.positions[partner]?.open ?? [])
      avail.push({ card, source: "partnerOpen" });
  }
  for (const card of hand) avail.push({ card, source: "hand" });

  const tops = v.piles.map((pile) => topRank(pile));
  const play = (a: Avail, slot: Slot, rank?: number): MazzelTofMove =>
    rank === undefined
      ? { type: "play", card: a.card, slot }
      : { type: "play", card: a.card, slot, rank };
  /** Natural cards available except `skip` (the queue top is simulated separately). */
  const naturalsBut = (skip: CardId | null): CardId[] =>
    avail
      .filter((a) => a.source !== "queue" && a.card !== skip && !cardInfo(a.card).wild)
      .map((a) => a.card);
  const restOfQueue = (used: CardId | null): CardId[] =>
    queue[0] === used ? queue.slice(1) : queue;

  // 1. A cancelled pawn: the hand joker must be played; put it where the longest run follows.
  if (v.turn.jokerDue) {
    const joker = avail.find((a) => a.source === "hand" && cardInfo(a.card).joker) as Avail;
    let best: { move: MazzelTofMove; score: number } | null = null;
    SLOTS.forEach((slot, i) => {
      const top = tops[i] ?? null;
      const ranks = top === null ? [LOWEST, 5, 7, 9] : [top + 1];
      for (const rank of ranks) {
        const after = [...tops];
        after[i] = rank === ACE ? null : rank;
        const score = naturalRun(after, naturalsBut(null), queue, 3) + (rank === TEN ? 2 : 0);
        if (!best || score > best.score)
          best = { move: play(joker, slot, top === null ? rank : undefined), score };
      }
    });
    if (best) return (best as { move: MazzelTofMove }).move;
  }

  // 2. Natural cards onto non-empty piles: the queue top, then tens, then by source.
  const naturalPlays: { a: Avail; slot: Slot; rank: number }[] = [];
  for (const a of avail) {
    if (cardInfo(a.card).wild) continue;
    SLOTS.forEach((slot, i) => {
      const pile = v.piles[i] ?? null;
      if (pile === null) return;
      const r = placement(pile, slot, a.card);
      if (r.ok) naturalPlays.push({ a, slot, rank: r.rank });
    });
  }
  if (naturalPlays.length > 0) {
    naturalPlays.sort(
      (x, y) =>
        (x.a.source === "queue" ? 0 : 1) - (y.a.source === "queue" ? 0 : 1) ||
        (x.rank === TEN ? 0 : 1) - (y.rank === TEN ? 0 : 1) ||
        SOURCE_ORDER[x.a.source] - SOURCE_ORDER[y.a.source],
    );
    const pick = naturalPlays[0] as (typeof naturalPlays)[0];
    return play(pick.a, pick.slot);
  }

  // 3. EMPTY slots: start with the natural card after which the longest run follows.
  let start: { move: MazzelTofMove; score: number; rank: number } | null = null;
  SLOTS.forEach((slot, i) => {
    if (tops[i] !== null) return;
    for (const a of avail) {
      const info = cardInfo(a.card);
      if (info.wild || !fits(null, slot, a.card)) continue;
      const after = [...tops];
      after[i] = info.rank;
      const used = a.source === "queue" ? a.card : null;
      const score =
        (a.source === "queue" ? 3 : 1) +
        naturalRun(after, naturalsBut(a.card), restOfQueue(used), 3) +
        (info.rank === TEN ? 2 : 0);
      if (!start || score > start.score || (score === start.score && info.rank < start.rank)) {
        start = { move: play(a, slot), score, rank: info.rank };
      }
    }
  });
  if (start) return (start as { move: MazzelTofMove }).move;

  // 4. Wilds: only when they unblock a run, make a 10, or empty the hand.
  const wilds = avail
    .filter((a) => a.source !== "queue" && cardInfo(a.card).wild)
    // 2s before jokers (a hand joker can cancel a pawn), open wilds before hand wilds.
    .sort(
      (x, y) =>
        (cardInfo(x.card).joker ? 1 : 0) - (cardInfo(y.card).joker ? 1 : 0) ||
        SOURCE_ORDER[x.source] - SOURCE_ORDER[y.source],
    );
  const queueTop = queue[0] && cardInfo(queue[0]).wild ? null : queue[0];
  let unblock: { move: MazzelTofMove; score: number } | null = null;
  for (const w of wilds) {
    SLOTS.forEach((slot, i) => {
      const top = tops[i] ?? null;
      if (!colourFits(slot, w.card)) return;
      const ranks = top === null ? [] : [top + 1];
      if (top === null && queueTop) {
        // Start the slot just below the queue top, so that it can follow.
        const r = cardInfo(queueTop).rank - 1;
        if (r >= LOWEST && colourFits(slot, queueTop)) ranks.push(r);
      }
      for (const rank of ranks) {
        const after = [...tops];
        after[i] = rank === ACE ? null : rank;
        const gain = naturalRun(after, naturalsBut(null), queue, 3);
        const score = gain + (rank === TEN && !v.turn.ten ? 2 : 0);
        if (score > 0 && (!unblock || score > unblock.score)) {
          unblock = { move: play(w, slot, top === null ? rank : undefined), score };
        }
      }
    });
  }
  if (unblock) return (unblock as { move: MazzelTofMove }).move;

  // 5. A hand of wilds only, in MAIN: play them out, then draw five (or end without a pass).
  if (!endgame && hand.length > 0 && hand.every((c) => cardInfo(c).wild)) {
    const w = [...wilds].reverse().find((a) => a.source === "hand");
    if (w) {
      for (let i = 0; i < 3; i++) {
        const slot = SLOTS[i] as Slot;
        const top = tops[i] ?? null;
        if (top === null) {
          if (fits(null, slot, w.card, LOWEST)) return play(w, slot, LOWEST);
        } else if (fits(v.piles[i] ?? null, slot, w.card)) return play(w, slot);
      }
    }
  }

  if (!endgame && hand.length === 0) {
    return team.aboveReserve > 0 ? { type: "drawFive" } : { type: "endTurn" };
  }
  if (endgame) return { type: "pass" };
  return {
    type: "pass",
    card: passCard(hand, tops, me.open.length >= (team.openLimit ?? Infinity)),
  };
}

/**
 * The hand card to pass. As an open card: the natural card closest above a pile it fits (the
 * partner can use it soonest). As a penalty card: the card furthest from any pile. Wilds are kept.
 */
function passCard(hand: CardId[], tops: (number | null)[], penalty: boolean): CardId {
  const distance = (c: CardId): number => {
    const info = cardInfo(c);
    if (info.wild) return info.joker ? 1000 : 500; // keep wilds in hand
    let best = 20;
    SLOTS.forEach((slot, i) => {
      const top = tops[i] ?? null;
      if (!colourFits(slot, c)) return;
      const d = top === null ? 6 : info.rank - top;
      if (d > 0 && d < best) best = d;
    });
    return best;
  };
  let pick = hand[0] as CardId;
  let score = Infinity;
  for (const c of hand) {
    const d = distance(c);
    // Open: smallest distance wins; penalty: largest (but wilds still last).
    const s = penalty ? (d >= 500 ? d : -d) : d;
    if (s < score) {
      score = s;
      pick = c;
    }
  }
  return pick;
}
