/**
 * The strong computer player. It reads only its own view and searches: every way to finish the
 * turn (each side card and declared value, then end the turn or stand) is played out to the end
 * of the set in sampled worlds, and the one with the best chance of winning the match is chosen
 * (core/search.ts spreads a fixed number of playouts over the ways, every way scored in the same
 * worlds). A world is a guess of what the seat cannot see, consistent with what it has seen:
 * the table cards not on the boards (and not revealed for the first player) in a random order,
 * and the opponent's hand drawn from a sensible side deck that holds every card they played.
 * Both seats then play the rest of the set as the normal player does (sim.ts). A set's value is
 * the match it leaves: sets won and the side cards both still hold (a card is spent for the
 * match, §3.7, so saving one is worth a little of every later set).
 * The number of playouts is fixed, never a clock, and the generator is seeded from the view:
 * the same position always gives the same move (core/levels.ts).
 */
import type { Seat } from "../../core/game";
import { seatRandom, type BotRandom } from "../../core/levels";
import { successiveHalving } from "../../core/search";
import {
  BOARD_SLOTS,
  PLAYER_DECK,
  SETS_TO_WIN,
  TABLE_DECK,
  TARGET,
  declaredValues,
  isTableCard,
  sideKind,
} from "./cards";
import { BOT_DECKS, PRESET_DECKS } from "./presets";
import { applyStep, copySet, playOut, type SetResult, type SimSet, type Step } from "./sim";
import type { PazaakMove, PazaakState, PazaakView, SideCardId, TableCardId } from "./types";
import { view } from "./view";

/**
 * The search's budget: set simulations per decision, shared among the ways to finish the turn
 * by successive halving (core/search.ts); and the side deck.
 */
export const STRONG = {
  playouts: 1600,
  /** The six duals and three more mid ones (the most often useful), with the tiebreaker. */
  deck: ["PM1", "PM2", "PM3", "PM4", "PM5", "PM6", "PM2", "PM3", "PM4", "TB"] as SideCardId[],
};

/**
 * The chance to win a set that is decided (ties are replayed) with m side cards in hand against
 * o, when both play as the normal player: measured over 60,000 simulated sets per cell with
 * the computer's decks (sim.ts), then made symmetric. One card more is worth 6 to 27 points.
 */
const SET_CHANCE: readonly (readonly number[])[] = [
  [0.5, 0.267, 0.16, 0.103, 0.064],
  [0.733, 0.5, 0.353, 0.257, 0.187],
  [0.84, 0.647, 0.5, 0.388, 0.302],
  [0.897, 0.743, 0.612, 0.5, 0.407],
  [0.936, 0.813, 0.698, 0.593, 0.5],
];

/** How much a card counts towards SET_CHANCE: one-way and board-bound cards are less use. */
function cardWorth(card: SideCardId): number {
  switch (sideKind(card)) {
    case "dual":
    case "v12":
    case "tiebreak":
      return 1;
    case "plus":
    case "minus":
      return 0.6;
    default:
      return 0.4;
  }
}

/** The worth of a hand (sum of its cards' worth, at most 4). */
function handWorth(hand: readonly SideCardId[]): number {
  let w = 0;
  for (const c of hand) w += cardWorth(c);
  return Math.min(4, w);
}

/** SET_CHANCE between its cells (worths need not be whole). */
function setChance(m: number, o: number): number {
  const cell = (i: number, j: number) => SET_CHANCE[i]?.[j] ?? 0.5;
  const m0 = Math.floor(m);
  const o0 = Math.floor(o);
  const m1 = Math.min(4, m0 + 1);
  const o1 = Math.min(4, o0 + 1);
  const fm = m - m0;
  const fo = o - o0;
  const low = cell(m0, o0) * (1 - fo) + cell(m0, o1) * fo;
  const high = cell(m1, o0) * (1 - fo) + cell(m1, o1) * fo;
  return low * (1 - fm) + high * fm;
}

/**
 * The chance to win the match from `mine` : `theirs` sets, every later set won with the
 * chance the hands left give (SET_CHANCE).
 */
function matchChance(mine: number, theirs: number, myWorth: number, theirWorth: number): number {
  if (mine >= SETS_TO_WIN) return 1;
  if (theirs >= SETS_TO_WIN) return 0;
  const p = setChance(myWorth, theirWorth);
  // chance[i][j]: winning from i : j; filled from the end of the match backwards.
  const row = SETS_TO_WIN + 1;
  const chance = new Array<number>(row * row).fill(0);
  for (let i = SETS_TO_WIN; i >= mine; i--) {
    for (let j = SETS_TO_WIN; j >= theirs; j--) {
      if (i >= SETS_TO_WIN) chance[i * row + j] = 1;
      else if (j >= SETS_TO_WIN) chance[i * row + j] = 0;
      else
        chance[i * row + j] =
          p * (chance[(i + 1) * row + j] ?? 0) + (1 - p) * (chance[i * row + j + 1] ?? 0);
    }
  }
  return chance[mine * row + theirs] ?? 0;
}

/** Removes one copy of each of `cards` from `pool` (a multiset); false when one is missing. */
function removeAll<T>(pool: T[], cards: readonly T[]): boolean {
  for (const c of cards) {
    const i = pool.indexOf(c);
    if (i < 0) return false;
    pool.splice(i, 1);
  }
  return true;
}

/** What the seat knows that the worlds are built from. */
interface Knowledge {
  v: PazaakView;
  me: 0 | 1;
  opp: 0 | 1;
  /** Table cards that may still be drawn (a multiset). */
  unseen: TableCardId[];
  /** Side decks the opponent may hold, each without the cards they already played. */
  oppPools: SideCardId[][];
}

/** The table cards not seen: the 40 minus the boards (and the first reveal in set 1). */
function unseenTable(v: PazaakView): TableCardId[] {
  const pool = [...TABLE_DECK];
  const gone: TableCardId[] = [];
  for (const s of v.seats) for (const c of s.board) if (isTableCard(c.card)) gone.push(c.card);
  const reshuffled = v.options.tableDeckPolicy === "reshufflePerSet" && v.set > 1;
  if (!reshuffled && v.options.firstPlayerCardsDiscarded) {
    for (const e of v.events) if (e.type === "reveal") gone.push(...e.cards);
  }
  if (v.options.tableDeckPolicy === "continuous") {
    // Every card drawn in earlier sets lies in the discard, until the deck was refilled.
    let set = 0;
    for (const e of v.events) {
      if (e.type === "setStart") set = e.set;
      if (e.type === "draw" && set < v.set) gone.push(e.card);
    }
  }
  const rest = [...pool];
  if (!removeAll(rest, gone) || rest.length < v.tableDeckCount) {
    // The discard went back into the deck: only the boards are certainly out.
    const boards = v.seats.flatMap((s) => s.board.map((c) => c.card).filter(isTableCard));
    removeAll(pool, boards);
    return pool;
  }
  return rest;
}

function know(v: PazaakView, me: 0 | 1): Knowledge {
  const opp: 0 | 1 = me === 0 ? 1 : 0;
  const played: SideCardId[] = [];
  for (const e of v.events) if (e.type === "play" && e.seat === opp) played.push(e.card);
  const decks = [...Object.values(PRESET_DECKS), ...BOT_DECKS];
  const oppPools: SideCardId[][] = [];
  for (const d of decks) {
    const pool = [...d];
    if (removeAll(pool, played)) oppPools.push(pool);
  }
  if (oppPools.length === 0) {
    const pool = [...PLAYER_DECK];
    removeAll(pool, played);
    oppPools.push(pool);
  }
  return { v, me, opp, unseen: unseenTable(v), oppPools };
}

/** One sampled world: the set as it stands, with a guessed deck order and opponent's hand. */
function sampleWorld(kn: Knowledge, rnd: BotRandom): SimSet {
  const { v, me, opp } = kn;
  const deck = rnd.shuffle([...kn.unseen]);
  const pool = rnd.shuffle([...rnd.pick(kn.oppPools)]);
  const oppHand = pool.slice(0, Math.min(pool.length, v.seats[opp].handCount));
  const seat = (s: 0 | 1, hand: SideCardId[]) => ({
    board: v.seats[s].board.map((c) => ({ ...c })),
    total: v.seats[s].total,
    hand,
    stood: v.seats[s].stood,
    tiebreak: v.seats[s].tiebreak,
  });
  const seats: SimSet["seats"] =
    me === 0
      ? [seat(0, [...(v.seats[0].hand ?? [])]), seat(1, oppHand)]
      : [seat(0, oppHand), seat(1, [...(v.seats[1].hand ?? [])])];
  return { seats, deck, active: me, sidePlayed: v.sidePlayed, options: v.options };
}

/** A way to finish the turn: an optional side card, then a step that ends the turn. */
interface Plan {
  play: Step | null;
  end: Step;
}

/**
 * The plans to weigh now: no card or each side card with each declared value, then end the
 * turn or stand (over 20 without a card, only ending the turn: standing there is the same bust).
 */
function plans(kn: Knowledge): Plan[] {
  const { v, me } = kn;
  const mine = v.seats[me];
  const ends: Step[] = [{ type: "endTurn" }, { type: "stand" }];
  const out: Plan[] = [];
  if (mine.total <= TARGET) for (const end of ends) out.push({ play: null, end });
  else out.push({ play: null, end: { type: "endTurn" } });
  if (v.sidePlayed || mine.board.length >= BOARD_SLOTS) return out;
  const hand = mine.hand ?? [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i] as SideCardId;
    if (hand.indexOf(card) !== i) continue;
    for (const value of declaredValues(card) ?? [undefined]) {
      const play: Step = { type: "play", card, value };
      for (const end of ends) out.push({ play, end });
    }
  }
  return out;
}

/** The match chance a simulated set leaves this seat (`s`: the set as it ended). */
function valueOf(kn: Knowledge, result: SetResult, s: SimSet): number {
  const { v, me, opp } = kn;
  const mine = v.seats[me].setsWon + (result === me ? 1 : 0);
  const theirs = v.seats[opp].setsWon + (result === opp ? 1 : 0);
  return matchChance(mine, theirs, handWorth(s.seats[me].hand), handWorth(s.seats[opp].hand));
}

/** Plays `plan` in a copy of `world`, then the set out, and values the set's end. */
function score(kn: Knowledge, world: SimSet, plan: Plan): number {
  const s = copySet(world);
  const me = s.active;
  let result = plan.play ? applyStep(s, plan.play) : undefined;
  // A card that stands the seat (20, nine cards) ends the turn by itself.
  if (result === undefined && s.active === me && !s.seats[me].stood) {
    result = applyStep(s, plan.end);
  }
  if (result === undefined) result = playOut(s);
  return valueOf(kn, result, s);
}

/** The strong player's move for `seat`; call only when the seat is to act. */
export function strongBot(state: PazaakState, seat: Seat): PazaakMove {
  return strongDecide(view(state, seat));
}

/** The strong player's move from the seat's view alone. */
export function strongDecide(v: PazaakView): PazaakMove {
  if (v.phase === "sideDeck") return { type: "sideDeck", cards: [...STRONG.deck] };
  const me: 0 | 1 = v.you === 1 ? 1 : 0;
  const kn = know(v, me);
  const all = plans(kn);
  if (all.length === 1) return toMove(all[0] as Plan);
  const rnd = seatRandom(v, "pazaak-strong");
  const best = successiveHalving(
    all.length,
    STRONG.playouts,
    () => sampleWorld(kn, rnd),
    (c, w) => score(kn, w, all[c] as Plan),
  );
  return toMove(all[best] as Plan);
}

/** The first move of a plan. */
function toMove(plan: Plan): PazaakMove {
  const step = plan.play ?? plan.end;
  if (step.type !== "play") return { type: step.type };
  return step.value === undefined
    ? { type: "play", card: step.card }
    : { type: "play", card: step.card, value: step.value };
}
