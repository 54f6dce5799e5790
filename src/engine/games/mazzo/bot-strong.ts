/**
 * The strong computer player. It reads only its own view and searches: each legal move is
 * played to the end of the game in sampled worlds, both seats then playing as the normal player
 * (bot.ts, copied on bit masks in sim.ts), and the move that wins most often is chosen
 * (core/search.ts spreads a fixed number of playouts over the moves). A world is a guess of what
 * the seat cannot see, consistent with everything it has seen: the unseen cards dealt between
 * the opponent's hand, its face-down card and the draw pile, the cards a Doubt showed in the
 * opponent's hand kept there, an attack card that has the declared ability (A1). The guess also
 * reads the opponent's last move: a world in which a sensible player would not have made it
 * (attacked with that ability, or said "I don't have it") is kept only now and then, so a denial
 * of a plainly held ability is doubted more. The generator is seeded from the view
 * (core/levels.ts): the same position, the same move.
 */
import type { Seat } from "../../core/game";
import { BotRandom, seatRandom } from "../../core/levels";
import { successiveHalving } from "../../core/search";
import { DECKS, has, isMazziere, type Deck } from "./cards";
import { movesOf, other } from "./rules";
import {
  apply,
  copySim,
  count,
  fromMove,
  normalMove,
  playOut,
  simDeck,
  type MSim,
  type SimDeck,
  type SimMove,
} from "./sim";
import type { CardDef, CardId, MazzoMove, MazzoState, MazzoView } from "./types";
import { view } from "./view";

/**
 * The search's budget: playouts per decision with the 16-card deck (fewer with a bigger deck,
 * whose games are longer), how often a world unlikely for a sensible opponent is kept, how
 * many guesses a world may take, and what a card of loot adds to a playout's win (it breaks
 * the near ties between moves that win as often).
 */
export const STRONG = { playouts: 1200, keepUnlikely: 0.15, tries: 12, loot: 0.01 };

/** What the seat knows that the worlds are built from. */
interface Knowledge {
  v: MazzoView;
  me: 0 | 1;
  opp: 0 | 1;
  deck: Deck;
  d: SimDeck;
  /** Unseen cards known to be the opponent's (shown by a Doubt, not seen since). */
  known: CardId[];
  /** The other unseen cards. */
  pool: CardId[];
  /** The opponent's hand size, and whether one of its cards lies face down on the table. */
  oppHand: number;
  oppDown: boolean;
  /** What each seat has seen of the other's hand (Doubts), as the simulation keeps it. */
  knownBy: [number, number];
}

function know(v: MazzoView, me: 0 | 1): Knowledge {
  const deck = DECKS[v.options.deck];
  const d = simDeck(v.options);
  const opp = other(me);
  const seen = new Set<CardId>([
    ...(v.seats[me].hand ?? []),
    ...v.seats[0].loot,
    ...v.seats[1].loot,
    ...v.discard,
    ...(v.revealed ?? []),
  ]);
  if (v.table.attackCard) seen.add(v.table.attackCard);
  if (v.table.defenseCard) seen.add(v.table.defenseCard);
  const knownIds = new Set<CardId>();
  const knownBy: [number, number] = [0, 0];
  const bit = (id: CardId) => 1 << (d.index.get(id) ?? 0);
  for (const e of v.events) {
    if (e.type !== "doubt") continue;
    // The doubter sees the defender's hand; everyone sees the attack card go back to its hand.
    const doubter: 0 | 1 = e.seat === 1 ? 1 : 0;
    const def = other(doubter);
    for (const id of e.revealedHand) knownBy[doubter] |= bit(id);
    knownBy[def] |= bit(e.attackCard);
    if (e.seat === me) for (const id of e.revealedHand) knownIds.add(id);
    else knownIds.add(e.attackCard);
  }
  const unseen = deck.cards.map((c) => c.id).filter((id) => !seen.has(id));
  const oppDown =
    (v.table.attackDown && v.attacker === opp) ||
    (v.table.defense === "faceDown" && v.attacker === me);
  const oppHand = v.revealed ? 0 : v.seats[opp].handCount;
  let known = unseen.filter((id) => knownIds.has(id));
  // More known cards than the opponent holds cannot be: then trust none of them.
  if (known.length > oppHand + (oppDown ? 1 : 0)) known = [];
  const pool = unseen.filter((id) => !known.includes(id));
  return { v, me, opp, deck, d, known, pool, oppHand, oppDown, knownBy };
}

/** A mask of card ids. */
function mask(d: SimDeck, ids: readonly CardId[]): number {
  let m = 0;
  for (const id of ids) m |= 1 << (d.index.get(id) ?? 0);
  return m;
}

/** A world: the view's public part with the guessed cards in their places. */
function worldSim(
  kn: Knowledge,
  oppHand: CardId[],
  down: CardId | null,
  pile: CardId[],
  rnd: BotRandom,
): MSim {
  const { v, me, opp, d } = kn;
  const ix = (id: CardId | null | undefined) => (id == null ? -1 : (d.index.get(id) ?? -1));
  const hands: [number, number] = [0, 0];
  hands[me] = mask(d, v.seats[me].hand ?? []);
  hands[opp] = v.revealed ? mask(d, v.revealed) : mask(d, oppHand);
  const attack = !v.table.attackDown ? -1 : v.attacker === me ? ix(v.table.attackCard) : ix(down);
  const defense =
    v.table.defense === null
      ? -1
      : v.table.defense === "faceUp" || v.attacker === opp
        ? ix(v.table.defenseCard)
        : ix(down);
  return {
    d,
    o: v.options,
    hands,
    loot: [mask(d, v.seats[0].loot), mask(d, v.seats[1].loot)],
    discard: mask(d, v.discard),
    pile: pile.map(ix),
    attacker: v.attacker === 1 ? 1 : 0,
    phase: v.phase,
    attack,
    k: v.table.ability === null ? -1 : d.abilities.indexOf(v.table.ability),
    defense,
    faceUp: v.table.defense === "faceUp",
    revealed: v.revealed ? mask(d, v.revealed) : 0,
    knownBy: [kn.knownBy[0], kn.knownBy[1]],
    winner: null,
    rnd,
  };
}

/**
 * Would a sensible player have made the opponent's last move in this world? The normal
 * player's choice stands for "sensible": the attack with that card and ability, or the denial
 * with that face-down card.
 */
function plausible(kn: Knowledge, s: MSim): boolean {
  const { v, me, opp } = kn;
  const down = v.attacker === opp ? s.attack : s.defense;
  if (down < 0) return true;
  const before = copySim(s);
  before.hands[opp] |= 1 << down;
  if (v.phase === "respond") {
    before.phase = "attack";
    before.attack = -1;
    before.k = -1;
    const m = normalMove(before);
    return m.t === "attack" && m.c === down && m.k === s.k;
  }
  if (v.phase === "judge" && v.attacker === me) {
    before.phase = "respond";
    before.defense = -1;
    const m = normalMove(before);
    return m.t === "deny" && m.c === down;
  }
  return true;
}

/** One sampled world consistent with the view (and, most of the time, with a sensible opponent). */
function sampleWorld(kn: Knowledge, rnd: BotRandom): MSim {
  const { v, d } = kn;
  const k = v.table.ability === null ? -1 : d.abilities.indexOf(v.table.ability);
  let s: MSim | null = null;
  for (let tries = 0; tries < STRONG.tries; tries++) {
    const pool = rnd.shuffle([...kn.pool]);
    const hold = [
      ...kn.known,
      ...pool.splice(0, Math.max(0, kn.oppHand + (kn.oppDown ? 1 : 0) - kn.known.length)),
    ];
    let down: CardId | null = null;
    if (kn.oppDown) {
      // An attack card has the declared ability (A1); a denied card may be any.
      const fits = (id: CardId) => {
        if (v.phase !== "respond") return true;
        const c = d.index.get(id) ?? -1;
        if (c === d.mz && v.options.mazziereHasNoAbilities) return hold.length === 1;
        return ((d.hasMask[k] ?? 0) & (1 << c)) !== 0;
      };
      const choices = hold.filter(fits);
      if (choices.length === 0) continue;
      down = rnd.pick(choices);
      hold.splice(hold.indexOf(down), 1);
    }
    s = worldSim(kn, hold, down, pool, rnd);
    if (plausible(kn, s) || rnd.chance(STRONG.keepUnlikely)) return s;
  }
  if (s) return s;
  // No world fits the attack card's ability (cannot happen with the view's facts): any guess.
  const pool = rnd.shuffle([...kn.known, ...kn.pool]);
  const hold = pool.splice(0, kn.oppHand);
  return worldSim(kn, hold, kn.oppDown ? (pool.pop() ?? null) : null, pool, rnd);
}

/** A sampled world and the seed of its blind draws (the same for every candidate). */
interface World {
  sim: MSim;
  seed: string;
}

/** Plays `move` in a copy of the world, then the game out with the normal player at both seats. */
function score(w: World, me: 0 | 1, move: SimMove): number {
  const s = copySim(w.sim, new BotRandom(w.seed));
  apply(s, move);
  playOut(s);
  const win = s.winner === me ? 1 : s.winner === null ? 0.5 : 0;
  return win + STRONG.loot * (count(s.loot[me]) - count(s.loot[other(me)]));
}

/** The moves worth comparing: every legal one, the Mazziere's attack with one ability only. */
function candidates(legal: readonly MazzoMove[], deck: Deck): MazzoMove[] {
  const out: MazzoMove[] = [];
  let mazziere = false;
  for (const m of legal) {
    if (m.type === "attack" && isMazziere(deck.byId.get(m.card) as CardDef)) {
      // It wins whatever it declares; the ability only tells the opponent something.
      if (mazziere) continue;
      mazziere = true;
    }
    out.push(m);
  }
  return out;
}

/** The strong player's move for `seat`; call only when the seat is to act. */
export function strongBot(state: MazzoState, seat: Seat): MazzoMove {
  return strongDecide(view(state, seat));
}

/** The seat's legal moves as its view shows them, in the order of rules.ts `legalMoves`. */
function legalFromView(v: MazzoView, deck: Deck): MazzoMove[] {
  return movesOf(v, v.seats[v.you === 1 ? 1 : 0].hand ?? [], deck);
}

/** The strong player's move from the seat's view alone. */
export function strongDecide(v: MazzoView): MazzoMove {
  const me: 0 | 1 = v.you === 1 ? 1 : 0;
  const kn = know(v, me);
  const legal = legalFromView(v, kn.deck);
  const moves = candidates(legal, kn.deck);
  if (moves.length <= 1) return moves[0] ?? (legal[0] as MazzoMove);
  const rnd = seatRandom(v, "mazzo-strong");
  const sims = moves.map((m) => fromMove(kn.d, m));
  const best = successiveHalving(
    moves.length,
    Math.round((STRONG.playouts * 16) / kn.d.n),
    (i) => ({ sim: sampleWorld(kn, rnd), seed: `${i}|${rnd.uint32()}` }),
    (c, w) => score(w, me, sims[c] as SimMove),
  );
  return moves[best] as MazzoMove;
}
