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
 * States share the hands, open cards, draw piles, building piles and removed piles a move leaves
 * alone (rules.ts), so the text of each such list is remembered by identity and written once for as
 * many states and readers as share it (docs/decisions.md, "States that share what a move leaves").
 */
import type { Seat } from "../../core/game";
import { eventText } from "./event-text";
import {
  flatText,
  hasKeys,
  logText,
  numberText,
  SlotTexts,
  stringsText,
  stringText,
} from "../../core/texts";
import { OPEN_LIMIT, RESERVE, handSizeFor, partnerOf, positionsOf, seatOf, teamOf } from "./table";
import type { CardId, MazzelTofState, PositionState, TeamState } from "./types";

const PILE_CARD = ["card", "rank"];

/**
 * `JSON.stringify(x)` of a card on a building pile (`{"card":…,"rank":…}`), or null for
 * anything else: JSON.stringify of the card laid was most of a pile's text each play.
 */
function pileCardText(x: unknown): string | null {
  if (x === null || typeof x !== "object" || !hasKeys(x, PILE_CARD)) return null;
  const { card, rank } = x as { card: unknown; rank: unknown };
  if (typeof card !== "string" || typeof rank !== "number") return null;
  return '{"card":' + stringText(card) + ',"rank":' + numberText(rank) + "}";
}

/**
 * The texts of the lists last seen (core/texts.ts): hands and open cards by position, ENDGAME
 * queues by team, building piles by slot (a card laid written by `pileCardText`), and the
 * removed piles.
 */
const hands = new SlotTexts(undefined, true);
const piles = new SlotTexts(undefined, false, pileCardText);
const removed = new SlotTexts();
const opens = new SlotTexts(undefined, true);
const queues = new SlotTexts((draw) => stringsText([...draw].reverse()));

/** The texts of a turn's flags (`{ ten, jokerDue }`), by `ten * 2 + jokerDue`. */
const TURN_TEXTS = [
  '{"ten":false,"jokerDue":false}',
  '{"ten":false,"jokerDue":true}',
  '{"ten":true,"jokerDue":false}',
  '{"ten":true,"jokerDue":true}',
];

/**
 * `JSON.stringify(turn)`: one of four texts when the flags are the rules' two booleans in their
 * order (every state's), anything else (a state changed by hand) by the call.
 */
function turnText(turn: MazzelTofState["turn"]): string {
  let k = 0;
  for (const key in turn) {
    if (key !== (k === 0 ? "ten" : "jokerDue") || k > 1) return JSON.stringify(turn);
    k++;
  }
  const { ten, jokerDue } = turn;
  if (k !== 2 || typeof ten !== "boolean" || typeof jokerDue !== "boolean")
    return JSON.stringify(turn);
  return TURN_TEXTS[(ten ? 2 : 0) + (jokerDue ? 1 : 0)]!;
}

/** The penalty cards position p has laid, as JSON (./view.ts `penalty`; mostly none). */
function penaltyText(state: MazzelTofState, p: number): string {
  const penalties = state.teams[teamOf(p)].penalties;
  let cards: CardId[] | undefined;
  for (const c of penalties) if (c.pos === p) (cards ??= []).push(c.card);
  return cards === undefined ? "[]" : stringsText(cards);
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
  /** `text` and its closing brace (the position as a reader who sees no more of it sees it). */
  closed: string;
}

/** The public text of each position last written, by position. */
const positionTexts: (PositionText | undefined)[] = [];

/**
 * Position p as everyone sees it, without its closing brace (./view.ts): the last text of the
 * position when everything it shows is the same (a move changes one or two positions).
 */
function publicPosition(state: MazzelTofState, x: PositionState, p: number): PositionText {
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
    return last;
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
  const out: PositionText = {
    seat,
    handCount,
    open,
    penaltyCount: penalties,
    mustSkip: x.mustSkip,
    text,
    closed: text + "}",
  };
  positionTexts[p] = out;
  return out;
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

/**
 * Every reader's view of `state` as JSON text, in the order of `readers`. Put together from as
 * few pieces per reader as it can (each join of two texts is an object the collector meets): the
 * part before a position's entry and the part after it are made once per state, so a reader who
 * sees more of one position only (its own) gets those, that position, and its cards.
 */
export function encodeViews(state: MazzelTofState, readers: readonly (Seat | null)[]): string[] {
  const count = state.positions.length;
  const over = state.phase === "over";
  const open: PositionText[] = [];
  for (let p = 0; p < count; p++) open.push(publicPosition(state, state.positions[p]!, p));
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
    turnText(state.turn) +
    ',"winner":' +
    num(state.winner) +
    ',"options":' +
    flatText(state.options) +
    ',"events":' +
    logText(state.events, eventText) +
    "}";
  const head = '{"phase":' + JSON.stringify(state.phase) + ',"you":';
  // before[p]: from `seats` to the positions before p, each closed and followed by a comma;
  // rest[p]: the positions after p and everything after the list.
  let all =
    ',"seats":' + num(state.seats) + ',"handSize":' + String(handSizeFor(count)) + ',"positions":[';
  const before: string[] = [];
  for (let p = 0; p < count; p++) {
    before.push(all);
    all += open[p]!.closed + (p < count - 1 ? "," : "");
  }
  const rest: string[] = new Array<string>(count);
  let after = tail;
  for (let p = count - 1; p >= 0; p--) {
    rest[p] = after;
    after = "," + open[p]!.closed + after;
  }
  const partnerSees = state.options.partnerSeesHand;
  let spectator: string | undefined;
  const out: string[] = [];
  for (const seat of readers) {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seats ? seat : null;
    if (me === null) {
      spectator ??= head + 'null,"yourPositions":[]' + all + tail;
      out.push(spectator);
      continue;
    }
    const mine = positionsOf(state, me);
    const you = head + String(me) + ',"yourPositions":[' + mine.join(",") + "]";
    const only = mine[0]!;
    if (mine.length === 1 && !(partnerSees && partnerOf(count, only) !== null)) {
      // One position of one's own and no partner's hand: the commonest reader.
      out.push(
        you +
          before[only]! +
          open[only]!.text +
          ',"hand":' +
          hands.text(only, state.positions[only]!.hand) +
          ',"penalty":' +
          penaltyText(state, only) +
          "}" +
          rest[only]!,
      );
      continue;
    }
    let list = before[0]!;
    for (let p = 0; p < count; p++) {
      if (p > 0) list += ",";
      const own = mine.includes(p);
      const partner = partnerOf(count, p);
      if (!own && !(partnerSees && partner !== null && mine.includes(partner))) {
        list += open[p]!.closed;
        continue;
      }
      list += open[p]!.text + ',"hand":' + hands.text(p, state.positions[p]!.hand);
      if (own) list += ',"penalty":' + penaltyText(state, p);
      list += "}";
    }
    out.push(you + list + tail);
  }
  return out;
}
