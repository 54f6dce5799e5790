/**
 * A fast simulation of the rest of one Mattazza hand for the strong computer player: trick
 * play (spec §4: follow suit, else trump, the Matto at any time, the last Moor), the Fool's
 * exchange (§5, C1–C3), the in-trick combinations (§4.4), the last trick and the end-of-hand
 * scores and losers (§6, §7), every seat playing as the normal player does (bot.ts), each from
 * what it may see. Cards are numbers (their place in PACK) and the scoring works on flags per
 * card, so a whole hand costs tens of microseconds where `play` and `bot` cost a millisecond.
 * rules.ts and scoring.ts stay the authority: the tests check that this copy agrees with them.
 */
import {
  MOORS,
  MOOR_STRENGTH,
  NUMBERED_TRUMPS,
  PACK,
  SUITS,
  followSuit,
  points,
  suitStrength,
  trumpStrength,
} from "./cards";
import { CRICCHE, grandeOf, type GrandeCards } from "./scoring";
import type { CardId, MattazzaOptions } from "./types";

/** The number of cards. */
export const N = PACK.length;
/** A card's number. */
export const IX: ReadonlyMap<CardId, number> = new Map(PACK.map((c, i) => [c, i]));
const ix = (c: CardId): number => IX.get(c) as number;

const MATTO = ix("MATTO");
const BEGATO = ix("BEGATO");
const ANGELO = ix("ANGELO");
const HEADS = [ix("MONDO"), ix("SOLE"), ix("LUNA")];
const NUMBERED = NUMBERED_TRUMPS.map(ix);
const MOOR_IX = MOORS.map(ix);
const ACES = SUITS.map((s) => ix(`${s}A`));
const SUIT_SEQ = SUITS.map((s) => ({
  king: ix(`${s}K`),
  court: [ix(`${s}Q`), ix(`${s}N`), ix(`${s}J`)],
  ace: ix(`${s}A`),
}));
const GROUPS = CRICCHE.map((g) => ({ cards: g.cards.map(ix), three: g.three }));

/** Per card: trump strength (0: none), the suit it follows (0–3, 4 trump, -1 Matto), points. */
const TRUMP = PACK.map(trumpStrength);
const FOLLOW = PACK.map((c) => {
  const f = followSuit(c);
  return f === null ? -1 : f === "T" ? 4 : SUITS.indexOf(f);
});
const POINTS = PACK.map(points);
/** Suit strength per card, authentic ranks and simplified (A2). */
const SUIT_STRENGTH = [
  PACK.map((c) => suitStrength(c, false)),
  PACK.map((c) => suitStrength(c, true)),
];
/** The cards of each suit, and the trumps. */
const BY_FOLLOW: number[][] = [0, 1, 2, 3, 4].map((f) =>
  PACK.map((_, i) => i).filter((i) => FOLLOW[i] === f),
);

/** What the scoring reads of the options. */
type Scoring = Pick<
  MattazzaOptions,
  "cardCounting" | "maxWildsSuitSequence" | "moorsInGrande" | "lastTrickBonus" | "inTrickBonus"
>;

/** The Grande's cards as numbers. */
const GRANDE: GrandeCards<number> = {
  angelo: ANGELO,
  heads: HEADS,
  numbered: NUMBERED,
  moors: MOOR_IX,
};

/** The Grande's length (scoring.ts grandeOf) over flags. */
function grande(has: Uint8Array, k: number, moorsInGrande: boolean): number {
  return grandeOf((c) => has[c] === 1, GRANDE, k, moorsInGrande);
}

/**
 * The cricche and sequences among flagged cards (scoring.ts findCricche, findSequences):
 * their counts and points before any doubling.
 */
function combos(
  has: Uint8Array,
  o: Scoring,
): { cricche: number; cp: number; seqs: number; sp: number } {
  let cricche = 0;
  let cp = 0;
  for (const g of GROUPS) {
    let n = 0;
    for (const c of g.cards) n += has[c] ?? 0;
    if (n >= 3) {
      cricche++;
      cp += n === 4 ? 2 * g.three : g.three;
    }
  }
  const k = (has[BEGATO] ?? 0) + (has[MATTO] ?? 0);
  let seqs = 0;
  let sp = 0;
  const seq = (n: number): void => {
    seqs++;
    sp += 5 * (n - 1);
  };
  const g = grande(has, k, o.moorsInGrande);
  if (g > 0) seq(g);
  for (const s of SUIT_SEQ) {
    if (!has[s.king]) continue;
    let c = 0;
    for (const x of s.court) c += has[x] ?? 0;
    const wilds = Math.min(k, o.maxWildsSuitSequence);
    if (!(c >= 2 || (c === 1 && wilds >= 1))) continue;
    seq(1 + c + (has[s.ace] ?? 0) + wilds);
  }
  for (const group of [MOOR_IX, ACES]) {
    let m = 0;
    for (const x of group) m += has[x] ?? 0;
    if (m >= 3 || (m === 2 && k >= 1)) seq(m + k);
  }
  return { cricche, cp, seqs, sp };
}

const scratch = new Uint8Array(N);

/** The §4.4 combinations of one trick's cards (the Matto excluded, A6): their points. */
export function trickBonus(cards: readonly number[], o: Scoring): number {
  scratch.fill(0);
  for (const c of cards) if (c !== MATTO) scratch[c] = 1;
  const x = combos(scratch, o);
  return x.cp + x.sp;
}

/** A pile's end-of-hand score (scoring.ts scorePile `total`). */
export function pileScore(
  pile: readonly number[],
  tricks: number,
  bonus: number,
  last: boolean,
  o: Scoring,
): number {
  scratch.fill(0);
  let cardPts = 0;
  for (const c of pile) {
    scratch[c] = 1;
    const v = POINTS[c] ?? 0;
    if (v >= 2) cardPts += v - 1;
  }
  cardPts += o.cardCounting === "pairs" ? Math.ceil(pile.length / 2) : tricks;
  const x = combos(scratch, o);
  return (
    cardPts +
    x.cp * (x.cricche >= 3 ? 2 : 1) +
    x.sp * (x.seqs >= 3 ? 2 : 1) +
    (o.inTrickBonus ? bonus : 0) +
    (last && o.lastTrickBonus ? 6 : 0)
  );
}

/** A card played to the trick. */
export interface Play {
  seat: number;
  card: number;
}

/** A simulated hand. Arrays are indexed by seat; seats out of the hand hold nothing. */
export interface TSim {
  o: MattazzaOptions;
  /** Seats in the hand, in play order (cyclic). */
  players: number[];
  hands: number[][];
  piles: number[][];
  tricks: number[];
  bonus: number[];
  /** Cards everyone has seen this hand: played to a trick (the Matto included). */
  seen: Uint8Array;
  trick: Play[];
  turn: number;
  tricksPlayed: number;
  lastWinner: number | null;
  debt: { giver: number; receiver: number } | null;
}

/** A copy deep enough that playing it out never touches `s`. */
export function copySim(s: TSim): TSim {
  return {
    ...s,
    hands: s.hands.map((h) => [...h]),
    piles: s.piles.map((p) => [...p]),
    tricks: [...s.tricks],
    bonus: [...s.bonus],
    seen: s.seen.slice(),
    trick: s.trick.map((p) => ({ ...p })),
    debt: s.debt && { ...s.debt },
  };
}

/** The legal cards of a hand for the trick so far (trick.ts legalCards). */
export function legal(hand: readonly number[], trick: readonly Play[]): number[] {
  let led = -1;
  for (const p of trick) {
    const f = FOLLOW[p.card] ?? -1;
    if (f >= 0) {
      led = f;
      break;
    }
  }
  if (led < 0) return hand.slice();
  let must = led;
  let follows = false;
  for (const c of hand) if (FOLLOW[c] === led) follows = true;
  if (!follows) {
    must = 4;
    for (const c of hand) if (FOLLOW[c] === 4) follows = true;
  }
  if (!follows) return hand.slice();
  // In hand order, as legalCards keeps it; the Matto may always be played.
  const out: number[] = [];
  for (const c of hand) if (c === MATTO || FOLLOW[c] === must) out.push(c);
  return out;
}

/** The index of the trick's winning play (trick.ts trickWinner). */
export function winnerIndex(plays: readonly Play[], simplified: boolean): number {
  let best = -1;
  let bestTrump = 0;
  for (let i = 0; i < plays.length; i++) {
    const t = TRUMP[(plays[i] as Play).card] ?? 0;
    if (t > 0 && t >= bestTrump) {
      best = i;
      bestTrump = t;
    }
  }
  if (best >= 0) return best;
  let led = -1;
  for (const p of plays) {
    const f = FOLLOW[p.card] ?? -1;
    if (f >= 0) {
      led = f;
      break;
    }
  }
  const strength = SUIT_STRENGTH[simplified ? 1 : 0] as number[];
  let bestSuit = 0;
  for (let i = 0; i < plays.length; i++) {
    const c = (plays[i] as Play).card;
    if (FOLLOW[c] !== led) continue;
    const x = strength[c] ?? 0;
    if (x > bestSuit) {
      best = i;
      bestSuit = x;
    }
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// The normal player (bot.ts), on numbers.

const mine = new Uint8Array(N);
/** Unseen trumps per strength, and how many are stronger than each strength (per decision). */
const trumpCount = new Int32Array(22);
const trumpsAbove = new Int32Array(23);
/** Per card of the hand: its beaters (-1 not yet counted) and whether it wins now. */
const beatMemo = new Int16Array(N).fill(-1);

/** The Fool's gift (bot.ts chooseGift): the card whose loss lowers the giver's score most. */
export function normalGift(s: TSim, seat: number): number {
  const pile = s.piles[seat] as number[];
  const cards = pile.filter((c) => c !== MATTO);
  const counting = cards.filter((c) => (POINTS[c] ?? 0) >= 2);
  const allowed = [...new Set(counting.length > 0 ? counting : cards)];
  let best = allowed[0] as number;
  let bestScore = Infinity;
  for (const c of allowed) {
    const rest = [...pile];
    rest.splice(rest.indexOf(c), 1);
    const x = pileScore(rest, s.tricks[seat] ?? 0, 0, false, s.o);
    if (x < bestScore) {
      best = c;
      bestScore = x;
    }
  }
  return best;
}

/** The normal player's card for the seat to play (bot.ts, the play phase). */
export function normalCard(s: TSim, me: number): number {
  const hand = s.hands[me] as number[];
  const trick = s.trick;
  const playable = legal(hand, trick);
  if (playable.length === 1) return playable[0] as number;
  const sstr = SUIT_STRENGTH[s.o.simplifiedRanks ? 1 : 0] as number[];
  const after = s.players.length - trick.length - 1;
  for (const c of hand) mine[c] = 1;
  // The trick's current winner, to test a card against it.
  let bestTrump = 0;
  let led = -1;
  let bestSuit = 0;
  let leading = true;
  for (const p of trick) {
    if (p.card !== MATTO) leading = false;
    const t = TRUMP[p.card] ?? 0;
    if (t > 0 && t >= bestTrump) bestTrump = t;
    const f = FOLLOW[p.card] ?? -1;
    if (led < 0 && f >= 0) led = f;
  }
  if (bestTrump === 0 && led >= 0) {
    for (const p of trick)
      if (FOLLOW[p.card] === led) bestSuit = Math.max(bestSuit, sstr[p.card] ?? 0);
  }
  // What this seat has not seen: in other hands or set aside (bot.ts unseenCards).
  trumpCount.fill(0);
  for (const u of BY_FOLLOW[4] as number[]) {
    const t = TRUMP[u] ?? 0;
    if (!s.seen[u] && !mine[u]) trumpCount[t] = (trumpCount[t] ?? 0) + 1;
  }
  trumpsAbove[22] = 0;
  for (let t = 21; t >= 0; t--)
    trumpsAbove[t] = (trumpsAbove[t + 1] ?? 0) + (trumpCount[t + 1] ?? 0);
  const winsNow = (c: number): boolean => {
    if (c === MATTO) return false;
    const t = TRUMP[c] ?? 0;
    if (t > 0) return t >= bestTrump;
    if (bestTrump > 0) return false;
    if (led < 0) return true;
    return FOLLOW[c] === led && (sstr[c] ?? 0) > bestSuit;
  };
  const beaters = (c: number): number => {
    const memo = beatMemo[c] ?? -1;
    if (memo >= 0) return memo;
    const t = TRUMP[c] ?? 0;
    let n: number;
    if (t > 0) n = (trumpsAbove[t] ?? 0) + (t === MOOR_STRENGTH ? (trumpCount[t] ?? 0) : 0);
    else {
      n = trumpsAbove[0] ?? 0;
      const f = FOLLOW[c] ?? -1;
      const x = sstr[c] ?? 0;
      if (f >= 0) {
        for (const u of BY_FOLLOW[f] as number[])
          if (!s.seen[u] && !mine[u] && (sstr[u] ?? 0) > x) n++;
      }
    }
    beatMemo[c] = n;
    return n;
  };
  const strength = (c: number): number => {
    const t = TRUMP[c] ?? 0;
    return t > 0 ? 20 + t : (sstr[c] ?? 0);
  };
  const sure = (c: number): boolean => winsNow(c) && (after === 0 || beaters(c) === 0);
  const hasFool = playable.includes(MATTO);
  /** The first card of the playable ones (the Matto aside) passing `test` with the least key. */
  const byMin = (key: (c: number) => number, test: (c: number) => boolean): number | undefined => {
    let pick: number | undefined;
    let k = Infinity;
    for (const c of playable) {
      if (c === MATTO || !test(c)) continue;
      const x = key(c);
      if (x < k) {
        pick = c;
        k = x;
      }
    }
    return pick;
  };
  const any = () => true;
  const pts = (c: number): number => POINTS[c] ?? 0;
  let out: number | undefined;
  if ((s.tricks[me] ?? 0) === 0) {
    out = byMin((c) => pts(c) * 100 - strength(c), sure);
    if (out === undefined) out = byMin((c) => beaters(c) * 10 + pts(c), winsNow);
    if (out === undefined && leading) out = byMin((c) => beaters(c) * 10 + pts(c), any);
    if (out === undefined && !leading) out = byMin((c) => strength(c) * 10 - pts(c), any);
  } else if (leading) {
    out =
      byMin((c) => {
        const b = beaters(c);
        return -(b + (b >= 6 ? pts(c) * 0.5 : -pts(c) * 2));
      }, any) ?? MATTO;
  } else {
    out = byMin(
      (c) => -(pts(c) * 100 + strength(c)),
      (c) => !winsNow(c),
    );
    if (out === undefined) {
      let allSure = true;
      for (const c of playable) if (c !== MATTO && !sure(c)) allSure = false;
      if (hasFool && (after === 0 || allSure)) out = MATTO;
      else out = byMin((c) => pts(c) * 3 - strength(c), any);
    }
  }
  for (const c of hand) {
    mine[c] = 0;
    beatMemo[c] = -1;
  }
  return out ?? (playable[0] as number);
}

// ---------------------------------------------------------------------------------------------
// The hand's rules (rules.ts), on numbers. Cards are assumed legal.

function nextPlayer(s: TSim, seat: number): number {
  const i = s.players.indexOf(seat);
  return s.players[(i + 1) % s.players.length] as number;
}

/** FOOL_SETTLE (§5, C3): the giver gives now when its pile holds a card other than the Matto. */
function settleFool(s: TSim): void {
  const debt = s.debt;
  if (debt === null) return;
  const pile = s.piles[debt.giver] as number[];
  if (!pile.some((c) => c !== MATTO)) return;
  const gift = normalGift(s, debt.giver);
  pile.splice(pile.indexOf(gift), 1);
  (s.piles[debt.receiver] as number[]).push(gift);
  s.debt = null;
}

function resolveTrick(s: TSim): void {
  const plays = s.trick;
  const win = plays[winnerIndex(plays, s.o.simplifiedRanks)] as Play;
  const taken: number[] = [];
  let fool = -1;
  for (const p of plays) {
    if (p.card === MATTO) fool = p.seat;
    else taken.push(p.card);
  }
  (s.piles[win.seat] as number[]).push(...taken);
  s.tricks[win.seat] = (s.tricks[win.seat] ?? 0) + 1;
  if (s.o.inTrickBonus) s.bonus[win.seat] = (s.bonus[win.seat] ?? 0) + trickBonus(taken, s.o);
  if (fool >= 0) {
    (s.piles[fool] as number[]).push(MATTO);
    s.debt = { giver: fool, receiver: win.seat };
  }
  s.tricksPlayed += 1;
  s.trick = [];
  s.lastWinner = win.seat;
  settleFool(s);
  s.turn = win.seat;
}

/** Plays a (legal) card of the seat to play. */
export function playCard(s: TSim, card: number): void {
  const seat = s.turn;
  const hand = s.hands[seat] as number[];
  hand.splice(hand.indexOf(card), 1);
  s.trick.push({ seat, card });
  s.seen[card] = 1;
  if (s.trick.length >= s.players.length) resolveTrick(s);
  else s.turn = nextPlayer(s, seat);
}

/** The end of the hand: each seat's score and whether it takes a mark (§5, §6, §7). */
export interface HandEnd {
  scores: number[];
  losers: boolean[];
}

/** HAND_END: an unpaid debt surrenders the Matto, the piles are scored, the losers found. */
export function endHand(s: TSim): HandEnd {
  if (s.debt) {
    const pile = s.piles[s.debt.giver] as number[];
    pile.splice(pile.indexOf(MATTO), 1);
    (s.piles[s.debt.receiver] as number[]).push(MATTO);
    s.debt = null;
  }
  const scores = s.hands.map(() => 0);
  const losers = s.hands.map(() => false);
  let anyTrickless = false;
  for (const p of s.players) {
    scores[p] = pileScore(
      s.piles[p] as number[],
      s.tricks[p] ?? 0,
      s.bonus[p] ?? 0,
      p === s.lastWinner,
      s.o,
    );
    if ((s.tricks[p] ?? 0) === 0) {
      losers[p] = true;
      anyTrickless = true;
    }
  }
  if (!anyTrickless) {
    let top = -Infinity;
    for (const p of s.players) top = Math.max(top, scores[p] ?? 0);
    for (const p of s.players) losers[p] = scores[p] === top;
  }
  return { scores, losers };
}

/** Plays the hand out with the normal player at every seat. */
export function playOut(s: TSim): HandEnd {
  for (let guard = 0; s.tricksPlayed < 10 && guard < 100; guard++)
    playCard(s, normalCard(s, s.turn));
  return endHand(s);
}

/** The part of a seat's view a simulated hand is built from (types.ts MattazzaView). */
interface ViewPart {
  o: MattazzaOptions;
  seats: readonly {
    seat: number;
    inMatch: boolean;
    pile: readonly CardId[];
    tricksWon: number;
    bonus: number;
  }[];
  trick: readonly { seat: number; card: CardId }[];
  turn: number;
  tricksPlayed: number;
  lastWinner: number | null;
  foolDebt: { giver: number; receiver: number } | null;
}

/**
 * The simulated hand of a position: its public part (piles, tricks, the trick on the table, the
 * debt) as a view shows it, and every seat's hand as `hands` gives it (the seat's own, and for
 * the others a guess).
 */
export function simOf(v: ViewPart, hands: readonly (readonly CardId[])[]): TSim {
  const seen = new Uint8Array(N);
  const piles = v.seats.map((x) => x.pile.map(ix));
  for (const p of piles) for (const c of p) seen[c] = 1;
  for (const p of v.trick) seen[ix(p.card)] = 1;
  return {
    o: v.o,
    players: v.seats.filter((x) => x.inMatch).map((x) => x.seat),
    hands: v.seats.map((x) => (hands[x.seat] ?? []).map(ix)),
    piles,
    tricks: v.seats.map((x) => x.tricksWon),
    bonus: v.seats.map((x) => x.bonus),
    seen,
    trick: v.trick.map((p) => ({ seat: p.seat, card: ix(p.card) })),
    turn: v.turn,
    tricksPlayed: v.tricksPlayed,
    lastWinner: v.lastWinner,
    debt: v.foolDebt && { giver: v.foolDebt.giver, receiver: v.foolDebt.receiver },
  };
}
