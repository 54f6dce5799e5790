/**
 * MazzelTof's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (positions' counts and open cards, the teams, the
 * piles, the removed piles, the log) is written once per state; each reader's text adds only
 * its `you`, its positions, and the hands and penalty cards it may see (its own, and its
 * partner's hand when the option shows it). The text is exactly
 * `JSON.stringify(view(state, reader))` of ./view.ts, which test/engine/views.test.ts and
 * test/engine/view-text-random.test.ts check for every state of whole games: change both
 * together.
 *
 * States share the hands, open cards, draw piles, building piles and removed piles a move
 * leaves alone (rules.ts), so the text of each such list is remembered by identity and written
 * once for as many states and readers as share it (docs/decisions.md, "Mattazza and MazzelTof:
 * states that share what a move leaves").
 */
import type { Seat } from "../../core/game";
import { SlotTexts, logText } from "../mattazza/texts";
import { OPEN_LIMIT, RESERVE, handSizeFor, partnerOf, positionsOf, seatOf, teamOf } from "./table";
import type { CardId, MazzelTofState, PositionState, TeamState } from "./types";

/**
 * The texts of the lists last seen (./texts.ts): hands and open cards by position, ENDGAME
 * queues by team, building piles by slot, and the removed piles.
 */
const hands = new SlotTexts();
const piles = new SlotTexts();
const removed = new SlotTexts();
const opens = new SlotTexts();
const queues = new SlotTexts((draw) => JSON.stringify([...draw].reverse()));

/** The texts of frozen options (frozen at setup, so they never change), by identity. */
const optionTexts = new WeakMap<object, string>();

/** The options' JSON text. */
function optionsText(options: MazzelTofState["options"]): string {
  if (!Object.isFrozen(options)) return JSON.stringify(options);
  let t = optionTexts.get(options);
  if (t === undefined) optionTexts.set(options, (t = JSON.stringify(options)));
  return t;
}

/** The building pile at slot i, or null for an EMPTY slot. */
function pileText(state: MazzelTofState, i: 0 | 1 | 2): string {
  const pile = state.piles[i];
  return pile ? piles.text(i, pile) : "null";
}

/** A number as JSON writes it (NaN and the infinities as null), anything else as it writes it. */
function num(x: unknown): string {
  return typeof x === "number" ? (Number.isFinite(x) ? String(x) : "null") : JSON.stringify(x);
}

/** A flag as JSON writes it. */
function flag(x: unknown): string {
  return x === true ? "true" : x === false ? "false" : JSON.stringify(x);
}

/** How many penalty cards position p has laid (./view.ts `penaltyCount`). */
function penaltyCount(team: TeamState, p: number): number {
  let n = 0;
  for (const c of team.penalties) if (c.pos === p) n++;
  return n;
}

/** What a position's public text was written from, and the text (./view.ts). */
interface PositionText {
  seat: number;
  handCount: number;
  open: string;
  penaltyCount: number;
  mustSkip: boolean;
  text: string;
}

/** The public text of each position last written, by position. */
const positionTexts: (PositionText | undefined)[] = [];

/**
 * Position p as everyone sees it, without its closing brace (./view.ts): the last text of the
 * position when everything it shows is the same (a move changes one or two positions).
 */
function publicPosition(state: MazzelTofState, x: PositionState, p: number): string {
  const seat = seatOf(state, p);
  const handCount = x.hand.length;
  const open = opens.text(p, x.open);
  const penalties = penaltyCount(state.teams[teamOf(p)], p);
  const last = positionTexts[p];
  if (
    last !== undefined &&
    last.seat === seat &&
    last.handCount === handCount &&
    last.open === open &&
    last.penaltyCount === penalties &&
    last.mustSkip === x.mustSkip
  )
    return last.text;
  const text =
    '{"seat":' +
    num(seat) +
    ',"team":' +
    String(teamOf(p)) +
    ',"handCount":' +
    num(handCount) +
    ',"open":' +
    open +
    ',"penaltyCount":' +
    String(penalties) +
    ',"mustSkip":' +
    flag(x.mustSkip);
  positionTexts[p] = { seat, handCount, open, penaltyCount: penalties, mustSkip: x.mustSkip, text };
  return text;
}

/** What a team's text was written from, and the text. */
interface TeamText {
  count: number;
  phase: string;
  drawCount: number;
  queue: string;
  text: string;
}

/** The text of each team last written, by team. */
const teamTexts: (TeamText | undefined)[] = [];

/** Team t as everyone sees it (./view.ts): its last text when everything it shows is the same. */
function teamText(state: MazzelTofState, t: 0 | 1): string {
  const team = state.teams[t];
  const count = state.positions.length;
  const endgame = team.phase === "endgame";
  const n = team.draw.length;
  const queue = endgame ? queues.text(t, team.draw) : "null";
  const last = teamTexts[t];
  if (
    last !== undefined &&
    last.count === count &&
    last.phase === team.phase &&
    last.drawCount === n &&
    last.queue === queue
  )
    return last.text;
  let positions = "";
  for (let p = t; p < count; p += 2) positions += (positions ? "," : "") + String(p);
  const text =
    '{"colour":' +
    (t === 0 ? '"red"' : '"blue"') +
    ',"positions":[' +
    positions +
    '],"phase":' +
    JSON.stringify(team.phase) +
    ',"drawCount":' +
    String(n) +
    ',"aboveReserve":' +
    String(team.phase === "main" ? Math.max(0, n - RESERVE) : 0) +
    ',"reserveCount":' +
    String(endgame ? 0 : Math.min(RESERVE, n)) +
    ',"queue":' +
    queue +
    ',"openLimit":' +
    (endgame ? "null" : String(OPEN_LIMIT)) +
    "}";
  teamTexts[t] = { count, phase: team.phase, drawCount: n, queue, text };
  return text;
}

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: MazzelTofState, readers: readonly (Seat | null)[]): string[] {
  const count = state.positions.length;
  const over = state.phase === "over";
  const open: string[] = [];
  for (let p = 0; p < count; p++) open.push(publicPosition(state, state.positions[p]!, p));
  const shared =
    ',"seats":' + num(state.seats) + ',"handSize":' + String(handSizeFor(count)) + ',"positions":[';
  const tail =
    '],"teams":[' +
    teamText(state, 0) +
    "," +
    teamText(state, 1) +
    '],"piles":[' +
    pileText(state, 0) +
    "," +
    pileText(state, 1) +
    "," +
    pileText(state, 2) +
    '],"removed":' +
    removed.text(0, state.removed) +
    ',"starter":' +
    num(state.starter) +
    ',"active":' +
    (over ? "null" : num(state.active)) +
    ',"activeSeat":' +
    (over ? "null" : num(seatOf(state, state.active))) +
    ',"turn":' +
    JSON.stringify(state.turn) +
    ',"winner":' +
    num(state.winner) +
    ',"options":' +
    optionsText(state.options) +
    ',"events":' +
    logText(state.events) +
    "}";
  const head = '{"phase":' + JSON.stringify(state.phase) + ',"you":';
  let spectator: string | undefined;
  const out: string[] = [];
  for (const seat of readers) {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seats ? seat : null;
    if (me === null) {
      if (spectator === undefined) {
        let list = "";
        for (let p = 0; p < count; p++) list += (p > 0 ? "," : "") + open[p]! + "}";
        spectator = head + 'null,"yourPositions":[]' + shared + list + tail;
      }
      out.push(spectator);
      continue;
    }
    const mine = positionsOf(state, me);
    let list = "";
    for (let p = 0; p < count; p++) {
      if (p > 0) list += ",";
      list += open[p]!;
      const own = mine.includes(p);
      const partner = partnerOf(count, p);
      if (own || (state.options.partnerSeesHand && partner !== null && mine.includes(partner))) {
        list += ',"hand":' + hands.text(p, state.positions[p]!.hand);
      }
      if (own) {
        const penalty: CardId[] = [];
        for (const c of state.teams[teamOf(p)].penalties) if (c.pos === p) penalty.push(c.card);
        list += ',"penalty":' + JSON.stringify(penalty);
      }
      list += "}";
    }
    out.push(
      head + String(me) + ',"yourPositions":[' + mine.join(",") + "]" + shared + list + tail,
    );
  }
  return out;
}
