/**
 * A fast simulation of the rest of one Pazaak set for the strong computer player: two boards,
 * two hands, a table deck in a known order, the turn rules of spec §6 (the mandatory draw,
 * auto-stand at 20 and at nine cards, the bust at the end of a turn, the set's comparison with
 * the tiebreak) and the normal player's own choices (bot.ts) for both seats. It never reads a
 * state: the strong player builds each simulated world from its view and a guess of what it
 * cannot see.
 */
import { boardTotal, copyBoard, placeSide } from "./board";
import { decide, keepValue, type Weighed } from "./bot";
import { BOARD_SLOTS, TARGET, declaredValues, fixedValue, sideKind, tableValue } from "./cards";
import type { BoardCard, PazaakOptions, SideCardId, TableCardId } from "./types";

/** One seat in a simulated set. */
export interface SimSeat {
  board: BoardCard[];
  total: number;
  /** The side cards left in hand. */
  hand: SideCardId[];
  stood: boolean;
  tiebreak: boolean;
}

/** A simulated set: both seats, the table deck (top last), whose turn, and this turn's card. */
export interface SimSet {
  seats: [SimSeat, SimSeat];
  deck: TableCardId[];
  active: 0 | 1;
  sidePlayed: boolean;
  options: PazaakOptions;
}

/** The set's end: the winner, or null for a tie (not counted, A10). */
export type SetResult = 0 | 1 | null;

/** A copy deep enough that simulating it never touches `s`. */
export function copySet(s: SimSet): SimSet {
  const seat = (x: SimSeat): SimSeat => ({
    board: copyBoard(x.board),
    total: x.total,
    hand: [...x.hand],
    stood: x.stood,
    tiebreak: x.tiebreak,
  });
  return {
    seats: [seat(s.seats[0]), seat(s.seats[1])],
    deck: [...s.deck],
    active: s.active,
    sidePlayed: s.sidePlayed,
    options: s.options,
  };
}

/** One side-card choice as the normal player weighs it (bot.ts). */
interface Choice extends Weighed {
  card: SideCardId;
  value: number | undefined;
}

/** The totals after `card` (declared `value`), without changing the boards. */
function totalsAfter(
  me: SimSeat,
  opp: SimSeat,
  card: SideCardId,
  value: number | undefined,
  options: PazaakOptions,
): [number, number] {
  const kind = sideKind(card);
  if (kind !== "flip" && kind !== "double") {
    return [me.total + (fixedValue(card) ?? value ?? 0), opp.total];
  }
  const own = copyBoard(me.board);
  const theirs = copyBoard(opp.board);
  placeSide(own, theirs, card, value, options);
  return [boardTotal(own), boardTotal(theirs)];
}

/** Every side-card choice of the active seat now (none once one was played this turn). */
function choices(s: SimSet, p: 0 | 1): Choice[] {
  const me = s.seats[p];
  const opp = s.seats[p === 0 ? 1 : 0];
  const out: Choice[] = [];
  if (s.sidePlayed || me.board.length >= BOARD_SLOTS) return out;
  for (let i = 0; i < me.hand.length; i++) {
    const card = me.hand[i] as SideCardId;
    if (me.hand.indexOf(card) !== i) continue;
    for (const value of declaredValues(card) ?? [undefined]) {
      const [total, oppTotal] = totalsAfter(me, opp, card, value, s.options);
      out.push({
        card,
        value,
        total,
        oppTotal,
        tiebreak: me.tiebreak || card === "TB",
        cost: keepValue(card),
      });
    }
  }
  return out;
}

/** A step of a turn: play a side card, end the turn or stand. */
export type Step =
  | { type: "play"; card: SideCardId; value: number | undefined }
  | { type: "endTurn" }
  | { type: "stand" };

/** The normal player's next step in a simulated set (the decisions of bot.ts, in its order). */
export function normalStep(s: SimSet, p: 0 | 1): Step {
  const me = s.seats[p];
  const opp = s.seats[p === 0 ? 1 : 0];
  const d = decide(me.total, opp.total, me.tiebreak, opp, choices(s, p));
  return typeof d === "string" ? { type: d } : { type: "play", card: d.card, value: d.value };
}

/** The end of a set when both have stood (rules.ts `compare`). */
function compare(s: SimSet): SetResult {
  const [a, b] = s.seats;
  const bust0 = a.total > TARGET;
  const bust1 = b.total > TARGET;
  if (bust0 !== bust1) return bust0 ? 1 : 0;
  if (!bust0 && a.total !== b.total) return a.total > b.total ? 0 : 1;
  if (!bust0 && a.tiebreak !== b.tiebreak) return a.tiebreak ? 0 : 1;
  return null;
}

/** What a step leads to: the set's result, or undefined while it goes on. */
type Outcome = SetResult | undefined;

/** END_TURN (§6): the bust check, the stand, then the next turn or the comparison. */
function endTurn(s: SimSet, p: 0 | 1, stand: boolean): Outcome {
  const me = s.seats[p];
  const q: 0 | 1 = p === 0 ? 1 : 0;
  if (me.total > TARGET) return q;
  if (stand) me.stood = true;
  if (me.stood && s.seats[q].stood) return compare(s);
  s.active = s.seats[q].stood ? p : q;
  return beginTurn(s);
}

/** AUTO_STAND after a placement (A3, A4; nineCardRule=win wins the set at nine cards). */
function afterPlacement(s: SimSet, p: 0 | 1): Outcome {
  const me = s.seats[p];
  if (me.board.length >= BOARD_SLOTS && me.total <= TARGET && s.options.nineCardRule === "win") {
    return p;
  }
  if (me.board.length >= BOARD_SLOTS || me.total === TARGET) return endTurn(s, p, true);
  return undefined;
}

/** TURN_START: the mandatory draw. An exhausted sample deck ends the set as a tie. */
function beginTurn(s: SimSet): Outcome {
  const p = s.active;
  s.sidePlayed = false;
  const card = s.deck.pop();
  if (card === undefined) return null;
  const me = s.seats[p];
  const value = tableValue(card);
  me.board.push({ card, value });
  me.total += value;
  return afterPlacement(s, p);
}

/** Applies one step of the active seat. */
export function applyStep(s: SimSet, step: Step): Outcome {
  const p = s.active;
  if (step.type === "endTurn") return endTurn(s, p, false);
  if (step.type === "stand") return endTurn(s, p, true);
  const me = s.seats[p];
  const opp = s.seats[p === 0 ? 1 : 0];
  me.hand.splice(me.hand.indexOf(step.card), 1);
  placeSide(me.board, opp.board, step.card, step.value, s.options);
  me.total = boardTotal(me.board);
  opp.total = boardTotal(opp.board);
  if (step.card === "TB") me.tiebreak = true;
  s.sidePlayed = true;
  return afterPlacement(s, p);
}

/** Plays the set out, both seats choosing as the normal player does. */
export function playOut(s: SimSet): SetResult {
  for (let guard = 0; guard < 100; guard++) {
    const r = applyStep(s, normalStep(s, s.active));
    if (r !== undefined) return r;
  }
  return null;
}
