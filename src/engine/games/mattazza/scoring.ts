/**
 * Scoring (spec §4.4, §6): card points counted per trick (or in pairs), the five cricche with
 * the criccone, the seven sequences with wild contatori and the three-sequence doubling, the
 * in-trick combinations and the last trick. Pure functions over lists of card ids.
 */
import { NUMBERED_TRUMPS, MOORS, SUITS, points } from "./cards";
import type { CardId, Combo, CriccaKind, MattazzaOptions, SeatScore } from "./types";

/** The five cricche (§6.2): their cards and the value of three (four score double). */
export const CRICCHE: readonly { kind: CriccaKind; cards: readonly CardId[]; three: number }[] = [
  { kind: "tarocchi", cards: ["ANGELO", "MONDO", "BEGATO", "MATTO"], three: 18 },
  { kind: "re", cards: ["CK", "DK", "SK", "BK"], three: 17 },
  { kind: "regine", cards: ["CQ", "DQ", "SQ", "BQ"], three: 14 },
  { kind: "cavalli", cards: ["CN", "DN", "SN", "BN"], three: 13 },
  { kind: "fanti", cards: ["CJ", "DJ", "SJ", "BJ"], three: 12 },
];

/** The options that change combination values. */
export type ScoringOptions = Pick<
  MattazzaOptions,
  "cardCounting" | "maxWildsSuitSequence" | "moorsInGrande" | "lastTrickBonus" | "inTrickBonus"
>;

/** §6.3: a sequence of n cards is worth 5 × (n − 1). */
function seqPoints(n: number): number {
  return 5 * (n - 1);
}

/** How many of `ids` are among `cards` (no list made: these run for every trick). */
function countIn(cards: ReadonlySet<CardId>, ids: readonly CardId[]): number {
  let n = 0;
  for (let i = 0; i < ids.length; i++) if (cards.has(ids[i]!)) n++;
  return n;
}

/** The Grande's heads that one wild may stand in for (§6.3, A12). */
const HEADS: readonly CardId[] = ["MONDO", "SOLE", "LUNA"];

/** Each suit's sequence cards (§6.3): its king, the three courts below, its ace; made once. */
const SUIT_RUNS = SUITS.map((s) => ({
  kind: `suit${s}` as const,
  king: `${s}K` as CardId,
  courts: [`${s}Q`, `${s}N`, `${s}J`] as CardId[],
  ace: `${s}A` as CardId,
}));

/** The four aces (§6.3, the assi sequence). */
const ACES: readonly CardId[] = SUITS.map((s) => `${s}A` as CardId);

/** The sequences of a kind of card (§6.3): the Moors, the aces. */
const GROUPS: readonly (readonly ["mori" | "assi", readonly CardId[]])[] = [
  ["mori", MOORS],
  ["assi", ACES],
];

/** The cricche among `cards` (§6.2), undoubled: three of a group, or four (double). */
export function findCricche(cards: ReadonlySet<CardId>): Combo[] {
  const out: Combo[] = [];
  for (const g of CRICCHE) {
    const n = countIn(cards, g.cards);
    if (n >= 3)
      out.push({ kind: g.kind, type: "cricca", count: n, points: n === 4 ? 2 * g.three : g.three });
  }
  return out;
}

/**
 * The Grande's length (§6.3, A12, C4), or 0 when it is not valid. The Angelo is required and
 * never replaced; one of Mondo/Sole/Luna may be missing; contatori fill gaps but never two
 * numbered trumps in a row; the run goes down from 16 until a gap ("scavezza"); after the 5
 * the Moors may follow (A13); unused contatori are appended.
 */
export function grandeLength(
  cards: ReadonlySet<CardId>,
  k: number,
  moorsInGrande: boolean,
): number {
  return grandeOf((c) => cards.has(c), GRANDE, k, moorsInGrande);
}

/** The Grande's cards in some form: the Angelo, the heads, the numbered trumps from 16, the Moors. */
export interface GrandeCards<C> {
  angelo: C;
  heads: readonly C[];
  numbered: readonly C[];
  moors: readonly C[];
}

/** The Grande's cards as ids. */
const GRANDE: GrandeCards<CardId> = {
  angelo: "ANGELO",
  heads: HEADS,
  numbered: NUMBERED_TRUMPS,
  moors: MOORS,
};

/**
 * `grandeLength` over any form of card, so the simulator (sim.ts, cards as numbers and flags)
 * counts with the very same rule: `has` says whether a card is held.
 */
export function grandeOf<C>(
  has: (c: C) => boolean,
  cards: GrandeCards<C>,
  k: number,
  moorsInGrande: boolean,
): number {
  if (!has(cards.angelo)) return 0;
  let top = 0;
  for (const h of cards.heads) if (has(h)) top++;
  if (!(top >= 2 || (top === 1 && k >= 1))) return 0;
  let n = 1 + top;
  let wilds = k;
  if (top === 1) {
    // One wild fills a head; the other missing head is the free skip.
    n += 1;
    wilds -= 1;
  }
  let prevWild = false;
  let reachedBottom = true;
  for (const t of cards.numbered) {
    if (has(t)) {
      n += 1;
      prevWild = false;
    } else if (wilds > 0 && !prevWild) {
      n += 1;
      wilds -= 1;
      prevWild = true;
    } else {
      reachedBottom = false;
      break;
    }
  }
  if (reachedBottom && moorsInGrande) for (const m of cards.moors) if (has(m)) n++;
  return n + wilds;
}

/**
 * The valid sequences among `cards` (§6.3), undoubled. `k` contatori (Bégato, Matto) are used
 * in every sequence at once; a suit sequence takes at most `maxWildsSuitSequence` (A11).
 */
export function findSequences(cards: ReadonlySet<CardId>, options: ScoringOptions): Combo[] {
  const k = (cards.has("BEGATO") ? 1 : 0) + (cards.has("MATTO") ? 1 : 0);
  const out: Combo[] = [];
  const grande = grandeLength(cards, k, options.moorsInGrande);
  if (grande > 0)
    out.push({ kind: "grande", type: "sequence", count: grande, points: seqPoints(grande) });
  for (const run of SUIT_RUNS) {
    if (!cards.has(run.king)) continue;
    const c = countIn(cards, run.courts);
    const wilds = Math.min(k, options.maxWildsSuitSequence);
    if (!(c >= 2 || (c === 1 && wilds >= 1))) continue;
    const n = 1 + c + (cards.has(run.ace) ? 1 : 0) + wilds;
    out.push({ kind: run.kind, type: "sequence", count: n, points: seqPoints(n) });
  }
  for (const [kind, ids] of GROUPS) {
    const m = countIn(cards, ids);
    if (m >= 3 || (m === 2 && k >= 1))
      out.push({ kind, type: "sequence", count: m + k, points: seqPoints(m + k) });
  }
  return out;
}

/**
 * Card points of a pile (§6.1, A7). Per trick: Σ(v − 1) over counting cards + one per trick
 * won, the closed form of counting each trick as a group (first counting card full value, the
 * others one less, a blank group 1). Pairs: the same with a group per two cards (C9: an odd
 * last card is a group of its own).
 */
export function cardPoints(
  pile: readonly CardId[],
  tricks: number,
  counting: MattazzaOptions["cardCounting"],
): number {
  let sum = 0;
  for (const c of pile) {
    const v = points(c);
    if (v >= 2) sum += v - 1;
  }
  return sum + (counting === "pairs" ? Math.ceil(pile.length / 2) : tricks);
}

/**
 * §4.4 combinations among the cards of one trick, the Matto excluded (A6). Never doubled:
 * they cannot reach three in one trick and do not count towards the pile's doubling (C5).
 */
export function trickCombos(cards: readonly CardId[], options: ScoringOptions): Combo[] {
  const set = new Set<CardId>();
  for (const c of cards) if (c !== "MATTO") set.add(c);
  const cricche = findCricche(set);
  const sequences = findSequences(set, options);
  return cricche.length === 0
    ? sequences
    : sequences.length === 0
      ? cricche
      : [...cricche, ...sequences];
}

/** The full end-of-hand score of one pile (§6). */
export function scorePile(
  seat: number,
  pile: readonly CardId[],
  tricks: number,
  inTrickBonus: number,
  lastTrick: boolean,
  options: ScoringOptions,
): SeatScore {
  const set = new Set(pile);
  const cricche = findCricche(set);
  const criccone = cricche.length >= 3;
  const cricchePoints = cricche.reduce((a, c) => a + c.points, 0) * (criccone ? 2 : 1);
  const sequences = findSequences(set, options);
  const sequencesDoubled = sequences.length >= 3;
  const sequencePoints = sequences.reduce((a, c) => a + c.points, 0) * (sequencesDoubled ? 2 : 1);
  const cp = cardPoints(pile, tricks, options.cardCounting);
  const bonus = options.inTrickBonus ? inTrickBonus : 0;
  const last = lastTrick && options.lastTrickBonus ? 6 : 0;
  return {
    seat,
    tricks,
    cards: pile.length,
    cardPoints: cp,
    cricche,
    criccone,
    cricchePoints,
    sequences,
    sequencesDoubled,
    sequencePoints,
    inTrickBonus: bonus,
    lastTrick: last,
    total: cp + cricchePoints + sequencePoints + bonus + last,
  };
}
