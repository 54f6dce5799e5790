/**
 * A fast simulation of a Mazzo game for the strong computer player: the rules of spec §4–§6
 * with every option (rules.ts is the authority; this is its copy on bit masks, a card per bit)
 * and the normal player's choices (bot.ts) computed the same way from what each seat may know.
 * A playout here costs a few microseconds where one through `play` and `bot` costs two hundred,
 * so the strong player can afford enough of them. The tests check that `normalMove` chooses as
 * bot.ts does and that games played here end as the engine's do.
 */
import type { BotRandom } from "../../core/levels";
import { missAll } from "./bot";
import { DECKS, isMazziere, value } from "./cards";
import type { AbilityId, CardId, MazzoMove, MazzoOptions } from "./types";

/** A deck's numbers, for one set of options. */
export interface SimDeck {
  n: number;
  ids: CardId[];
  index: Map<CardId, number>;
  abilities: AbilityId[];
  /** val[c][k]: the value of ability k on card c (0 without it; the Mazziere's are 0). */
  val: number[][];
  /** The Mazziere's index. */
  mz: number;
  /** Per ability: the cards that have it (the Mazziere too, unless it has no abilities). */
  hasMask: number[];
  /** Every card. */
  all: number;
  deckMax: number;
  /** How much a card is worth keeping (bot.ts `keep`). */
  keep: number[];
  /** beats[k][v]: the cards that beat (or, with the defender's tie rule, hold) v on k. */
  beats: number[][];
}

const decks = new Map<string, SimDeck>();

/** The numbers of the options' deck (built once per deck and options). */
export function simDeck(o: MazzoOptions): SimDeck {
  const key = `${o.deck}|${o.mazziereHasNoAbilities}|${o.clashTie}`;
  const cached = decks.get(key);
  if (cached) return cached;
  const deck = DECKS[o.deck];
  const ids = deck.cards.map((c) => c.id);
  const abilities = [...deck.abilities];
  const val = deck.cards.map((c) => abilities.map((k) => (isMazziere(c) ? 0 : value(c, k))));
  const mz = deck.cards.findIndex(isMazziere);
  let deckMax = 1;
  for (const row of val) for (const x of row) deckMax = Math.max(deckMax, x);
  const hasMask = abilities.map((_, k) => {
    let m = 0;
    deck.cards.forEach((c, i) => {
      if (isMazziere(c) ? !o.mazziereHasNoAbilities : (val[i]?.[k] ?? 0) > 0) m |= 1 << i;
    });
    return m;
  });
  const keep = deck.cards.map((c, i) =>
    isMazziere(c) ? 1.5 : Math.max(0, ...(val[i] ?? [])) / deckMax,
  );
  const beats = abilities.map((_, k) =>
    Array.from({ length: deckMax + 1 }, (_, v) => {
      let m = 0;
      deck.cards.forEach((c, i) => {
        const vx = val[i]?.[k] ?? 0;
        if (isMazziere(c) || vx > v || (vx === v && vx > 0 && o.clashTie === "defender")) {
          m |= 1 << i;
        }
      });
      return m;
    }),
  );
  const d: SimDeck = {
    n: ids.length,
    ids,
    index: new Map(ids.map((id, i) => [id, i])),
    abilities,
    val,
    mz,
    hasMask,
    all: ids.length >= 31 ? -1 >>> 0 : (1 << ids.length) - 1,
    deckMax,
    keep,
    beats,
  };
  decks.set(key, d);
  return d;
}

/** The number of cards in a mask. */
export function count(m: number): number {
  let x = m >>> 0;
  let n = 0;
  while (x) {
    x &= x - 1;
    n++;
  }
  return n;
}

/** A simulated game. Hands, loot and the discard are masks; the pile has its top last. */
export interface MSim {
  d: SimDeck;
  o: MazzoOptions;
  hands: [number, number];
  loot: [number, number];
  discard: number;
  pile: number[];
  attacker: 0 | 1;
  phase: "attack" | "respond" | "judge" | "take" | "over";
  /** The attack card, the declared ability, the defender's card (-1: none). */
  attack: number;
  k: number;
  defense: number;
  faceUp: boolean;
  /** The defender's hand while the attacker takes two (phase take). */
  revealed: number;
  /** knownBy[s]: cards s has seen in the other's hand (a Doubt shows them). */
  knownBy: [number, number];
  winner: 0 | 1 | null;
  /** The blind draw of a failed Doubt (C1). */
  rnd: BotRandom;
}

/** A move in the simulation (card and ability indices). */
export type SimMove =
  | { t: "attack"; c: number; k: number }
  | { t: "faceUp"; c: number }
  | { t: "deny"; c: number }
  | { t: "believe" }
  | { t: "doubt" }
  | { t: "take"; a: number; b: number };

/** A copy of `s` (with the same generator, which the caller replaces when it must differ). */
export function copySim(s: MSim, rnd: BotRandom = s.rnd): MSim {
  return {
    ...s,
    hands: [s.hands[0], s.hands[1]],
    loot: [s.loot[0], s.loot[1]],
    pile: [...s.pile],
    knownBy: [s.knownBy[0], s.knownBy[1]],
    rnd,
  };
}

/** The move of the engine's shape, for a simulation move. */
export function toMove(d: SimDeck, m: SimMove): MazzoMove {
  const id = (i: number) => d.ids[i] as CardId;
  switch (m.t) {
    case "attack":
      return { type: "attack", card: id(m.c), ability: d.abilities[m.k] as AbilityId };
    case "faceUp":
    case "deny":
      return { type: m.t, card: id(m.c) };
    case "take":
      return { type: "take", cards: [id(m.a), id(m.b)] };
    default:
      return { type: m.t };
  }
}

/** The simulation move of an engine move. */
export function fromMove(d: SimDeck, m: MazzoMove): SimMove {
  const ix = (id: CardId) => d.index.get(id) ?? -1;
  switch (m.type) {
    case "attack":
      return { t: "attack", c: ix(m.card), k: d.abilities.indexOf(m.ability) };
    case "faceUp":
    case "deny":
      return { t: m.type, c: ix(m.card) };
    case "take":
      return { t: "take", a: ix(m.cards[0]), b: ix(m.cards[1]) };
    default:
      return { t: m.type };
  }
}

// ---------------------------------------------------------------------------------------------
// The normal player (bot.ts), on masks.

/** Cards set in `m`, lowest (first in deck order) first. */
function bits(m: number): number[] {
  const out: number[] = [];
  for (let x = m >>> 0, i = 0; x; x >>>= 1, i++) if (x & 1) out.push(i);
  return out;
}

const DENY_WHEN_HOLDING = 0.4;
const INSTANT_LOSS = 12;

/** What seat p knows (bot.ts `know`). */
interface Know {
  p: 0 | 1;
  opp: 0 | 1;
  hand: number;
  unseen: number;
  known: number;
  pool: number;
  oppUnknown: number;
  oppHold: number;
}

function know(s: MSim, p: 0 | 1): Know {
  const opp: 0 | 1 = p === 0 ? 1 : 0;
  let visible = s.hands[p] | s.loot[0] | s.loot[1] | s.discard | s.revealed;
  if (s.attack >= 0 && s.attacker === p) visible |= 1 << s.attack;
  if (s.defense >= 0 && (s.faceUp || s.attacker !== p)) visible |= 1 << s.defense;
  const unseen = s.d.all & ~visible;
  const known = s.knownBy[p] & unseen;
  const oppFaceDown =
    (s.attack >= 0 && s.attacker === opp) || (s.defense >= 0 && !s.faceUp && s.attacker === p);
  const oppHold = count(s.hands[opp]) + (oppFaceDown ? 1 : 0);
  return {
    p,
    opp,
    hand: s.hands[p],
    unseen,
    known,
    pool: unseen & ~known,
    oppUnknown: Math.max(0, oppHold - count(known)),
    oppHold,
  };
}

function oppHoldsAny(kn: Know, test: number): number {
  if (kn.known & test) return 1;
  return 1 - missAll(count(kn.pool), count(kn.pool & test), kn.oppUnknown);
}

function canAttack(s: MSim, c: number, k: number, handSize: number): boolean {
  if (c === s.d.mz && s.o.mazziereHasNoAbilities) return handSize === 1;
  return ((s.d.hasMask[k] ?? 0) & (1 << c)) !== 0;
}

function chooseAttack(s: MSim, kn: Know): SimMove {
  const d = s.d;
  const size = count(kn.hand);
  let best: { m: SimMove; score: number } | null = null;
  let mazziere: SimMove | null = null;
  for (const c of bits(kn.hand)) {
    for (let k = 0; k < d.abilities.length; k++) {
      if (!canAttack(s, c, k, size)) continue;
      if (c === d.mz) {
        mazziere ??= { t: "attack", c, k };
        continue;
      }
      const vc = d.val[c]?.[k] ?? 0;
      const pBeat = oppHoldsAny(kn, d.beats[k]?.[vc] ?? 0);
      const score = 2 - 4 * pBeat - 0.3 * ((d.keep[c] ?? 0) - vc / d.deckMax);
      if (!best || score > best.score) best = { m: { t: "attack", c, k }, score };
    }
  }
  if (mazziere) {
    const late = s.pile.length === 0;
    const useNow = !best || best.score < -0.5 || (late && size <= 2 && best.score < 1.5);
    if (useNow) return mazziere;
  }
  return (best as { m: SimMove }).m;
}

function pWinAsDefender(s: MSim, kn: Know, k: number, vc: number, mine: number): number {
  const d = s.d;
  if (mine === d.mz) return 1;
  const noAb = s.o.mazziereHasNoAbilities;
  let total = 0;
  let won = 0;
  const lastCard = count(s.hands[kn.opp]) === 0;
  const has = d.hasMask[k] ?? 0;
  const mineBeats = (v: number): boolean => ((d.beats[k]?.[v] ?? 0) & (1 << mine)) !== 0;
  for (let m = kn.unseen >>> 0, x = 0; m; m >>>= 1, x++) {
    if (!(m & 1)) continue;
    let possible = (has & (1 << x)) !== 0;
    if (x === d.mz && noAb) possible = lastCard;
    if (!possible) continue;
    const vx = d.val[x]?.[k] ?? 0;
    const w = x === d.mz ? 1 : 1 + vx / d.deckMax;
    total += w;
    if (x !== d.mz && vc > 0 && mineBeats(vx)) won += w;
  }
  return total === 0 ? 0.5 : won / total;
}

function doubtChance(s: MSim, kn: Know, k: number): number {
  const notPublic = count(kn.unseen) + count(kn.hand);
  const withK = count((kn.unseen | kn.hand) & (s.d.hasMask[k] ?? 0)) - 1;
  const h = count(kn.hand);
  const q = 1 - missAll(Math.max(h, notPublic - kn.oppHold), Math.max(0, withK), h);
  const pLie = (q * DENY_WHEN_HOLDING) / (q * DENY_WHEN_HOLDING + (1 - q) || 1);
  return Math.min(0.9, Math.max(0.1, pLie));
}

function chooseAnswer(s: MSim, kn: Know): SimMove {
  const d = s.d;
  const k = s.k;
  const hasK = d.hasMask[k] ?? 0;
  const holding = bits(kn.hand & hasK);
  const pDoubt = doubtChance(s, kn, k);
  const mzBit = 1 << d.mz;
  const pMzBlind =
    kn.unseen & mzBit && kn.oppHold > 1 ? oppHoldsAny(kn, mzBit) / Math.max(1, kn.oppHold - 1) : 0;
  let best: { m: SimMove; score: number } | null = null;
  const consider = (m: SimMove, score: number): void => {
    if (!best || score > best.score) best = { m, score };
  };
  for (const c of holding) {
    const p = pWinAsDefender(s, kn, k, d.val[c]?.[k] ?? 0, c);
    const cost = c === d.mz ? 1.6 : 0.3 * (d.keep[c] ?? 0);
    consider({ t: "faceUp", c }, 4 * p - 2 - cost);
  }
  const lie = holding.length > 0;
  const mzInHand = (kn.hand & mzBit) !== 0;
  for (const c of bits(kn.hand)) {
    const believed =
      c === d.mz
        ? 2
        : hasK & (1 << c)
          ? 4 * pWinAsDefender(s, kn, k, d.val[c]?.[k] ?? 0, c) - 2
          : -2;
    const spend = 0.3 * (d.keep[c] ?? 0) * (c === d.mz ? 3 : 1);
    const score = !lie
      ? (1 - pDoubt) * (believed - spend) + pDoubt * (2 + pMzBlind * INSTANT_LOSS)
      : (1 - pDoubt) * (believed - spend) + pDoubt * (-2.5 - (mzInHand ? 1.5 : 0));
    consider({ t: "deny", c }, score);
  }
  return (best as unknown as { m: SimMove }).m;
}

function chooseJudgement(s: MSim, kn: Know): SimMove {
  const d = s.d;
  const k = s.k;
  const hasK = d.hasMask[k] ?? 0;
  const q = oppHoldsAny(kn, hasK);
  const pLie = q >= 1 ? 1 : (q * DENY_WHEN_HOLDING) / (q * DENY_WHEN_HOLDING + (1 - q));
  const attack = s.attack;
  const va = d.val[attack]?.[k] ?? 0;
  const mzBit = 1 << d.mz;
  const mzOut = kn.unseen & mzBit ? 1 / Math.max(1, kn.oppHold) : 0;
  let higher = 0;
  for (let m = (kn.unseen & hasK) >>> 0, x = 0; m; m >>>= 1, x++) {
    if (m & 1 && (d.val[x]?.[k] ?? 0) > va) higher++;
  }
  const pLoseIfLie =
    attack === d.mz
      ? 0
      : Math.min(1, mzOut + 0.5 * (higher / Math.max(1, count(kn.unseen & hasK))));
  const pLoseIfTruth = attack === d.mz ? 0 : s.o.mazziereHasNoAbilities ? mzOut : 0;
  const believe = 2 - 4 * (pLie * pLoseIfLie + (1 - pLie) * pLoseIfTruth);
  const rest = count(kn.hand);
  let failed = rest > 0 ? -2 : -1;
  if (kn.hand & mzBit) failed -= INSTANT_LOSS / rest;
  if (attack === d.mz) failed -= s.o.mazziereLostOnAttackCardEndsGame ? INSTANT_LOSS : 1.5;
  const caught = 2 + 0.5 + (kn.unseen & mzBit ? 0.3 : 0);
  const doubt = pLie * caught + (1 - pLie) * failed;
  return doubt > believe ? { t: "doubt" } : { t: "believe" };
}

function chooseTake(s: MSim): SimMove {
  const cards = bits(s.revealed).sort((a, b) => (s.d.keep[b] ?? 0) - (s.d.keep[a] ?? 0) || a - b);
  return { t: "take", a: cards[0] ?? 0, b: cards[1] ?? 0 };
}

/** The seat to act. */
export function actor(s: MSim): 0 | 1 {
  return s.phase === "respond" ? (s.attacker === 0 ? 1 : 0) : s.attacker;
}

/** The normal player's move for the seat to act (bot.ts, on masks). */
export function normalMove(s: MSim): SimMove {
  const p = actor(s);
  const kn = know(s, p);
  switch (s.phase) {
    case "attack":
      return chooseAttack(s, kn);
    case "respond":
      return chooseAnswer(s, kn);
    case "judge":
      return chooseJudgement(s, kn);
    default:
      return chooseTake(s);
  }
}

// ---------------------------------------------------------------------------------------------
// The rules (rules.ts), on masks. Moves are assumed legal (they come from legalMoves or above).

function refill(s: MSim, tieSeat: 0 | 1): void {
  while (s.pile.length > 0 && (count(s.hands[0]) < 3 || count(s.hands[1]) < 3)) {
    const n0 = count(s.hands[0]);
    const n1 = count(s.hands[1]);
    const to = n0 < n1 ? 0 : n1 < n0 ? 1 : tieSeat;
    s.hands[to] |= 1 << (s.pile.pop() as number);
  }
}

function endGame(s: MSim, instant: 0 | 1 | null): void {
  for (const p of [0, 1] as const) {
    if (s.o.leftoverCards === "scoreToHolder") s.loot[p] |= s.hands[p];
    else s.discard |= s.hands[p];
    s.hands[p] = 0;
  }
  s.phase = "over";
  s.attack = -1;
  s.defense = -1;
  s.revealed = 0;
  if (instant !== null) {
    s.winner = instant;
    return;
  }
  const n0 = count(s.loot[0]);
  const n1 = count(s.loot[1]);
  const mzBit = 1 << s.d.mz;
  if (n0 !== n1) s.winner = n0 > n1 ? 0 : 1;
  else if (s.o.lootTieBreak === "mazziere" && (s.loot[0] | s.loot[1]) & mzBit)
    s.winner = s.loot[0] & mzBit ? 0 : 1;
  else s.winner = null;
}

function startTurn(s: MSim): void {
  s.attack = -1;
  s.defense = -1;
  s.faceUp = false;
  s.revealed = 0;
  const e0 = s.hands[0] === 0;
  const e1 = s.hands[1] === 0;
  if ((e0 && e1) || (s.pile.length === 0 && (e0 || e1))) endGame(s, null);
  else s.phase = "attack";
}

function endOfTurn(s: MSim): void {
  refill(s, s.attacker);
  if (s.hands[0] !== 0 && s.hands[1] !== 0) s.attacker = s.attacker === 0 ? 1 : 0;
  startTurn(s);
}

function revealClash(s: MSim): void {
  const d = s.d;
  const a = s.attacker;
  const def: 0 | 1 = a === 0 ? 1 : 0;
  const both = (1 << s.attack) | (1 << s.defense);
  const va = d.val[s.attack]?.[s.k] ?? 0;
  const vd = d.val[s.defense]?.[s.k] ?? 0;
  let winner: 0 | 1 | null;
  if (s.attack === d.mz) winner = a;
  else if (s.defense === d.mz) winner = def;
  else if (va > vd) winner = a;
  else if (vd > va) winner = def;
  else winner = s.o.clashTie === "attacker" ? a : s.o.clashTie === "eachKeepsOwn" ? null : def;
  if (winner === null) {
    s.loot[a] |= 1 << s.attack;
    s.loot[def] |= 1 << s.defense;
  } else s.loot[winner] |= both;
  endOfTurn(s);
}

function bluffCaught(s: MSim, cards: number): void {
  const def: 0 | 1 = s.attacker === 0 ? 1 : 0;
  s.hands[def] &= ~cards;
  s.loot[s.attacker] |= cards;
  endOfTurn(s);
}

function doubt(s: MSim): void {
  const d = s.d;
  const a = s.attacker;
  const def: 0 | 1 = a === 0 ? 1 : 0;
  const cA = s.attack;
  s.hands[a] |= 1 << cA;
  s.hands[def] |= 1 << s.defense;
  s.attack = -1;
  s.defense = -1;
  const revealed = s.hands[def];
  s.knownBy[a] |= revealed;
  s.knownBy[def] |= 1 << cA;
  if (revealed & (d.hasMask[s.k] ?? 0)) {
    if (count(revealed) <= 2) bluffCaught(s, revealed);
    else {
      s.revealed = revealed;
      s.phase = "take";
    }
    return;
  }
  s.hands[a] &= ~(1 << cA);
  let cards = 1 << cA;
  let blind = -1;
  if (s.hands[a]) {
    const rest = bits(s.hands[a]);
    blind = rest[s.rnd.int(rest.length)] as number;
    s.hands[a] &= ~(1 << blind);
    cards |= 1 << blind;
  }
  s.loot[def] |= cards;
  if (blind === d.mz || (cA === d.mz && s.o.mazziereLostOnAttackCardEndsGame)) {
    endGame(s, def);
    return;
  }
  endOfTurn(s);
}

/** Applies a (legal) move of the seat to act. */
export function apply(s: MSim, m: SimMove): void {
  const a = s.attacker;
  const def: 0 | 1 = a === 0 ? 1 : 0;
  switch (m.t) {
    case "attack": {
      const secret = count(s.hands[a]) === 1 && count(s.hands[def]) === 1;
      s.hands[a] &= ~(1 << m.c);
      s.attack = m.c;
      s.k = m.k;
      if (!secret) {
        s.phase = "respond";
        return;
      }
      s.defense = bits(s.hands[def])[0] as number;
      s.hands[def] = 0;
      s.faceUp = false;
      revealClash(s);
      return;
    }
    case "faceUp":
      s.hands[def] &= ~(1 << m.c);
      s.defense = m.c;
      s.faceUp = true;
      revealClash(s);
      return;
    case "deny":
      s.hands[def] &= ~(1 << m.c);
      s.defense = m.c;
      s.faceUp = false;
      s.phase = "judge";
      return;
    case "believe":
      revealClash(s);
      return;
    case "doubt":
      doubt(s);
      return;
    case "take":
      bluffCaught(s, (1 << m.a) | (1 << m.b));
      return;
  }
}

/** Plays the game out with the normal player at both seats. */
export function playOut(s: MSim): void {
  for (let guard = 0; s.phase !== "over" && guard < 200; guard++) apply(s, normalMove(s));
}
