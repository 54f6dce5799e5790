/**
 * The computer player. It reads only its own view: its hand, its face-down card, the public
 * loot piles and discard, the counts, and the public event log (cards shown after a Doubt). From
 * these it keeps a count of the cards it has not seen and of the opponent's cards it knows,
 * and weighs every legal move by its expected loot swing (+2 for a won turn, −2 for a lost one):
 * - attack: the card and ability the opponent is least likely to beat (hypergeometric odds over
 *   the unseen cards); the Mazziere is kept for a turn where every other attack looks lost, or
 *   for the end of the game;
 * - answer: face up when the card likely wins; otherwise a denial: truthful when it must be, a
 *   bluff with a cheap card when the matching cards would lose anyway and a denial looks likely
 *   to the attacker; the Mazziere answers face up when anything else would lose;
 * - judge: doubt when a lie is likely (the known cards, or many cards with that ability still
 *   unseen, make a denial unlikely), and hardly ever while its own hand holds the Mazziere (a
 *   failed Doubt might hand it over blindly and lose the game at once);
 * - take: the two most valuable cards, the Mazziere first.
 * Deterministic and cheap: a few dozen small sums per call.
 */
import type { Seat } from "../../core/game";
import { DECKS, has, isMazziere, value, type Deck } from "./cards";
import { canAttack } from "./rules";
import type { AbilityId, CardDef, CardId, MazzoMove, MazzoState, MazzoView } from "./types";
import { view } from "./view";

/**
 * How often a defender is assumed to deny while holding the ability. A careful player rarely
 * does; a careless one often. 0.4 sits between, so obvious lies are still doubted.
 */
const DENY_WHEN_HOLDING = 0.4;

/** The loot swing of losing the game at once (a blind draw of our Mazziere). */
const INSTANT_LOSS = 12;

/** A move with its expected loot swing. */
interface Scored {
  move: MazzoMove;
  score: number;
}

/** The move with the highest score; the first listed wins ties (deterministic). */
function bestOf(options: readonly Scored[]): MazzoMove {
  let best = options[0] as Scored;
  for (const o of options) if (o.score > best.score) best = o;
  return best.move;
}

/** What the bot knows in one position, derived from its view only. */
interface Knowledge {
  v: MazzoView;
  me: 0 | 1;
  opp: 0 | 1;
  deck: Deck;
  noAb: boolean;
  hand: CardDef[];
  /** Cards whose place the bot does not know (opponent's hand, its face-down card, the pile). */
  unseen: CardDef[];
  /** Unseen cards known to be the opponent's (shown after a Doubt and not seen since). */
  known: CardDef[];
  /** Unseen cards not known to be anywhere in particular. */
  pool: CardDef[];
  /** How many of the opponent's cards (hand plus face-down card) are not known. */
  oppUnknown: number;
  /** The opponent's cards: hand plus face-down card on the table. */
  oppHold: number;
  deckMax: number;
}

function know(v: MazzoView, me: 0 | 1): Knowledge {
  const deck = DECKS[v.options.deck];
  const opp: 0 | 1 = me === 0 ? 1 : 0;
  const card = (id: CardId): CardDef => deck.byId.get(id) as CardDef;
  const seen = new Set<CardId>([
    ...(v.seats[me].hand ?? []),
    ...v.seats[0].loot,
    ...v.seats[1].loot,
    ...v.discard,
  ]);
  if (v.table.attackCard) seen.add(v.table.attackCard);
  if (v.table.defenseCard) seen.add(v.table.defenseCard);
  if (v.revealed) for (const id of v.revealed) seen.add(id);
  const unseen = deck.cards.filter((c) => !seen.has(c.id));
  // Cards shown in the opponent's hand by a Doubt stay there until they appear in a loot pile.
  const knownIds = new Set<CardId>();
  for (const e of v.events) {
    if (e.type !== "doubt") continue;
    if (e.seat === me) for (const id of e.revealedHand) knownIds.add(id);
    else knownIds.add(e.attackCard);
  }
  const known = unseen.filter((c) => knownIds.has(c.id));
  const pool = unseen.filter((c) => !knownIds.has(c.id));
  const oppFaceDown =
    (v.table.attackDown && v.attacker === opp) ||
    (v.table.defense === "faceDown" && v.attacker === me);
  const oppHold = v.seats[opp].handCount + (oppFaceDown ? 1 : 0);
  let deckMax = 1;
  for (const c of deck.cards)
    for (const x of Object.values(c.abilities)) deckMax = Math.max(deckMax, x);
  return {
    v,
    me,
    opp,
    deck,
    noAb: v.options.mazziereHasNoAbilities,
    hand: (v.seats[me].hand ?? []).map(card),
    unseen,
    known,
    pool,
    oppUnknown: Math.max(0, oppHold - known.length),
    oppHold,
    deckMax,
  };
}

/** P(a uniform draw of h cards out of n misses all s marked ones); the simulator's too. */
export function missAll(n: number, s: number, h: number): number {
  if (h <= 0 || s <= 0) return 1;
  let p = 1;
  for (let i = 0; i < h; i++) {
    if (n - i <= 0) return 0;
    p *= Math.max(0, n - s - i) / (n - i);
  }
  return p;
}

/** P(the opponent holds at least one card matching `test`). */
function oppHoldsAny(kn: Knowledge, test: (c: CardDef) => boolean): number {
  if (kn.known.some(test)) return 1;
  const s = kn.pool.filter(test).length;
  return 1 - missAll(kn.pool.length, s, kn.oppUnknown);
}

/** How much a card is worth keeping in hand (0..1, the Mazziere more). */
function keep(kn: Knowledge, c: CardDef): number {
  if (isMazziere(c)) return 1.5;
  let best = 0;
  for (const x of Object.values(c.abilities)) best = Math.max(best, x);
  return best / kn.deckMax;
}

/** Does `x` beat (or, with the defender tie rule, hold) value `v` on `k` as a defender? */
function defenderBeats(kn: Knowledge, x: CardDef, k: AbilityId, v: number): boolean {
  if (isMazziere(x)) return true;
  const vx = value(x, k);
  return vx > v || (vx === v && vx > 0 && kn.v.options.clashTie === "defender");
}

/** A sensible move for `seat`; call only when the seat is to act. */
export function bot(state: MazzoState, seat: Seat): MazzoMove {
  const v = view(state, seat);
  const me: 0 | 1 = seat === 1 ? 1 : 0;
  const kn = know(v, me);
  switch (v.phase) {
    case "attack":
      return chooseAttack(kn);
    case "respond":
      return chooseAnswer(kn);
    case "judge":
      return chooseJudgement(kn);
    default:
      return chooseTake(kn);
  }
}

/** The pile is empty: the last turns, where a kept Mazziere has little time left. */
function lateGame(kn: Knowledge): boolean {
  return kn.v.drawPileCount === 0;
}

function chooseAttack(kn: Knowledge): MazzoMove {
  const o = kn.v.options;
  let best: Scored | null = null;
  let mazziere: MazzoMove | null = null;
  for (const c of kn.hand) {
    for (const k of kn.deck.abilities) {
      if (!canAttack(c, k, kn.hand.length, o)) continue;
      const move: MazzoMove = { type: "attack", card: c.id, ability: k };
      if (isMazziere(c)) {
        mazziere ??= move;
        continue;
      }
      const vc = value(c, k);
      // The opponent answers with a card that beats ours if it has one (or is forced to, A6).
      const pBeat = oppHoldsAny(kn, (x) => defenderBeats(kn, x, k, vc));
      // Spending a card on its weaker ability wastes its stronger one.
      const score = 2 - 4 * pBeat - 0.3 * (keep(kn, c) - vc / kn.deckMax);
      if (!best || score > best.score) best = { move, score };
    }
  }
  if (mazziere) {
    // The Mazziere wins for sure: keep it for when the other attacks look lost, for the end,
    // or when it is the last card (C4 lets it lead only then with mazziereHasNoAbilities).
    const useNow =
      !best || best.score < -0.5 || (lateGame(kn) && kn.hand.length <= 2 && best.score < 1.5);
    // Any ability will do: the Mazziere wins every clash (A2, C4).
    if (useNow) return mazziere;
  }
  return (best as Scored).move;
}

/** The chance that the attacker's card (which has `k`, A1) is beaten by our value `vc`. */
function pWinAsDefender(kn: Knowledge, k: AbilityId, vc: number, mine: CardDef): number {
  if (isMazziere(mine)) return 1;
  let total = 0;
  let won = 0;
  const lastCard = kn.v.seats[kn.opp].handCount === 0;
  for (const x of kn.unseen) {
    let possible = has(x, k, kn.noAb);
    // C4: a Mazziere without abilities leads only as the attacker's last card.
    if (isMazziere(x) && kn.noAb) possible = lastCard;
    if (!possible) continue;
    // Attackers tend to lead their strong values: weigh those a little more.
    const w = isMazziere(x) ? 1 : 1 + value(x, k) / kn.deckMax;
    total += w;
    if (!isMazziere(x) && vc > 0 && defenderBeats(kn, mine, k, value(x, k))) won += w;
  }
  return total === 0 ? 0.5 : won / total;
}

/**
 * The chance the attacker doubts a denial of `k`: how likely a hand of our size holds `k`
 * from what the attacker cannot see (the public count of `k` cards), through the same Bayes
 * rule the bot uses as a judge.
 */
function doubtChance(kn: Knowledge, k: AbilityId): number {
  // From the attacker's side, our hand is drawn from everything not public and not theirs.
  const notPublic = kn.unseen.length + kn.hand.length;
  const withK = [...kn.unseen, ...kn.hand].filter((c) => has(c, k, kn.noAb)).length - 1; // minus their attack card
  const h = kn.hand.length;
  const q = 1 - missAll(Math.max(h, notPublic - kn.oppHold), Math.max(0, withK), h);
  const pLie = (q * DENY_WHEN_HOLDING) / (q * DENY_WHEN_HOLDING + (1 - q) || 1);
  return Math.min(0.9, Math.max(0.1, pLie));
}

function chooseAnswer(kn: Knowledge): MazzoMove {
  const k = kn.v.table.ability as AbilityId;
  const holding = kn.hand.filter((c) => has(c, k, kn.noAb));
  const pDoubt = doubtChance(kn, k);
  // A truthful denial that is doubted wins the attack card and a blind card, which may be the
  // opponent's Mazziere (an instant win, A7).
  const pMzBlind =
    kn.unseen.some(isMazziere) && kn.oppHold > 1
      ? oppHoldsAny(kn, isMazziere) / Math.max(1, kn.oppHold - 1)
      : 0;
  const options: Scored[] = [];
  const consider = (move: MazzoMove, score: number): void => {
    options.push({ move, score });
  };
  for (const c of holding) {
    const p = pWinAsDefender(kn, k, value(c, k), c);
    // The Mazziere wins surely but is worth keeping: use it when nothing else would do.
    const cost = isMazziere(c) ? 1.6 : 0.3 * keep(kn, c);
    consider({ type: "faceUp", card: c.id }, 4 * p - 2 - cost);
  }
  const lie = holding.length > 0;
  for (const d of kn.hand) {
    // Believed: a clash with the face-down card (A4: it counts 0 without the ability).
    const believed = isMazziere(d)
      ? 2
      : has(d, k, kn.noAb)
        ? 4 * pWinAsDefender(kn, k, value(d, k), d) - 2
        : -2;
    const spend = 0.3 * keep(kn, d) * (isMazziere(d) ? 3 : 1);
    let score: number;
    if (!lie) {
      score = (1 - pDoubt) * (believed - spend) + pDoubt * (2 + pMzBlind * INSTANT_LOSS);
    } else {
      // A caught bluff gives up two of our best cards, the Mazziere among them if we hold it.
      const mzLoss = kn.hand.some(isMazziere) ? 1.5 : 0;
      score = (1 - pDoubt) * (believed - spend) + pDoubt * (-2.5 - mzLoss);
    }
    consider({ type: "deny", card: d.id }, score);
  }
  return bestOf(options);
}

function chooseJudgement(kn: Knowledge): MazzoMove {
  const k = kn.v.table.ability as AbilityId;
  const hasK = (c: CardDef): boolean => has(c, k, kn.noAb);
  const q = oppHoldsAny(kn, hasK);
  const pLie = q >= 1 ? 1 : (q * DENY_WHEN_HOLDING) / (q * DENY_WHEN_HOLDING + (1 - q));
  // Believed truth: the denied card lacks k and loses, unless it is a Mazziere without
  // abilities (C4). Believed lie: the card may have k and beat ours, or be the Mazziere.
  const attackId = kn.v.table.attackCard as CardId;
  const attack = kn.deck.byId.get(attackId) as CardDef;
  const va = value(attack, k);
  const mzOut = kn.unseen.some(isMazziere) ? 1 / Math.max(1, kn.oppHold) : 0;
  const pLoseIfLie = isMazziere(attack)
    ? 0
    : Math.min(
        1,
        mzOut +
          0.5 *
            (kn.unseen.filter((x) => hasK(x) && value(x, k) > va).length /
              Math.max(1, kn.unseen.filter(hasK).length)),
      );
  const pLoseIfTruth = isMazziere(attack) ? 0 : kn.noAb ? mzOut : 0;
  const believe = 2 - 4 * (pLie * pLoseIfLie + (1 - pLie) * pLoseIfTruth);
  // A failed Doubt loses the attack card and one blind card of the rest (A7).
  const rest = kn.hand.length; // the attack card is on the table, not in the hand
  let failed = rest > 0 ? -2 : -1;
  if (kn.hand.some(isMazziere)) failed -= INSTANT_LOSS / rest;
  if (isMazziere(attack))
    failed -= kn.v.options.mazziereLostOnAttackCardEndsGame ? INSTANT_LOSS : 1.5;
  // A caught bluff: two of their cards, our attack card back in hand.
  const caught = 2 + 0.5 + (kn.known.some(isMazziere) || kn.pool.some(isMazziere) ? 0.3 : 0);
  const doubt = pLie * caught + (1 - pLie) * failed;
  return doubt > believe ? { type: "doubt" } : { type: "believe" };
}

function chooseTake(kn: Knowledge): MazzoMove {
  const cards = (kn.v.revealed ?? []).map((id) => kn.deck.byId.get(id) as CardDef);
  cards.sort((a, b) => keep(kn, b) - keep(kn, a) || a.id.localeCompare(b.id));
  // The take step always shows three cards (C8 takes two or fewer without asking).
  return { type: "take", cards: [cards[0]?.id as CardId, cards[1]?.id as CardId] };
}
