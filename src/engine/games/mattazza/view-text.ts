/**
 * Mattazza's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (every seat's counts, piles and marks, the trick,
 * options, the log) is written once per state; each seat's own text adds only its `you`, its
 * hand and what it may play. The text is exactly `JSON.stringify(view(state, reader))` of
 * ./view.ts, which test/engine/views.test.ts and test/engine/view-text-random.test.ts check
 * for every state of whole games: change both together.
 *
 * States share the hands and piles a move leaves alone (rules.ts): the text of each list and
 * of each seat's public part is remembered from the last state written and used again while
 * what it shows is the same, so a move's texts cost about what the move changed
 * (docs/decisions.md, "Mattazza and MazzelTof: states that share what a move leaves").
 */
import { flatText, memberText, stringsText } from "../../core/texts";
import type { Seat } from "../../core/game";
import { SlotTexts, logText } from "./texts";
import { giftCandidates } from "./rules";
import { legalCards } from "./trick";
import type { MattazzaState } from "./types";

/**
 * The texts of the hands, piles and the trick last seen, by seat (./texts.ts): a hand or a pile
 * of card ids by a native join, the trick (a card laid on it each move) grown from its last
 * text.
 */
const hands = new SlotTexts(undefined, true);
const piles = new SlotTexts(undefined, true);
const tricks = new SlotTexts();

/** A number as JSON writes it (NaN and the infinities as null), anything else as it writes it. */
function num(x: unknown): string {
  return typeof x === "number" ? (Number.isFinite(x) ? String(x) : "null") : JSON.stringify(x);
}

/** A flag as JSON writes it. */
function flag(x: unknown): string {
  return x === true ? "true" : x === false ? "false" : JSON.stringify(x);
}

/** What a seat's public text was written from, and the text (./view.ts). */
interface SeatText {
  inMatch: unknown;
  handCount: unknown;
  pile: string;
  tricksWon: unknown;
  bonus: unknown;
  marks: unknown;
  called: unknown;
  text: string;
  /** `text` and its closing brace (the seat as every reader but its own sees it). */
  closed: string;
}

/** The public text of each seat last written, by seat. */
const seatTexts: (SeatText | undefined)[] = [];

/**
 * A seat as everyone sees it, without its closing brace (./view.ts): the last text of the seat
 * when everything it shows is the same (a card played changes one seat's hand count).
 */
function publicSeat(state: MattazzaState, s: number): SeatText {
  const inMatch = state.inMatch[s] ?? false;
  const handCount = state.hands[s]?.length ?? 0;
  const pile = piles.text(s, state.piles[s] ?? []);
  const tricksWon = state.tricksWon[s] ?? 0;
  const bonus = state.bonus[s] ?? 0;
  const marks = state.marks[s] ?? 0;
  const called = state.called[s] ?? false;
  const last = seatTexts[s];
  if (
    last !== undefined &&
    last.inMatch === inMatch &&
    last.handCount === handCount &&
    last.pile === pile &&
    last.tricksWon === tricksWon &&
    last.bonus === bonus &&
    last.marks === marks &&
    last.called === called
  )
    return last;
  const text =
    '{"seat":' +
    String(s) +
    ',"inMatch":' +
    flag(inMatch) +
    ',"handCount":' +
    num(handCount) +
    ',"pile":' +
    pile +
    ',"tricksWon":' +
    num(tricksWon) +
    ',"bonus":' +
    num(bonus) +
    ',"marks":' +
    num(marks) +
    ',"calledForHelp":' +
    flag(called);
  const seat = {
    inMatch,
    handCount,
    pile,
    tricksWon,
    bonus,
    marks,
    called,
    text,
    closed: text + "}",
  };
  seatTexts[s] = seat;
  return seat;
}

/** What `me` may play now (./view.ts `playable`), as JSON. */
function playable(state: MattazzaState, me: number): string {
  if (state.phase === "over" || state.turn !== me) return "[]";
  return stringsText(
    state.phase === "give"
      ? [...new Set(giftCandidates(state.piles[me] ?? []))]
      : legalCards(state.hands[me] ?? [], state.trick),
  );
}

/**
 * Every reader's view of `state` as JSON text, in the order of `readers`. The text is put
 * together from as few pieces per reader as it can (each join of two texts is an object the
 * collector meets): the part before a seat's own entry and the part after it are made once per
 * state for every seat, so a reader's text is those, its seat with its hand, and what it may
 * play.
 */
export function encodeViews(state: MattazzaState, readers: readonly (Seat | null)[]): string[] {
  const n = state.seatCount;
  const seats: SeatText[] = [];
  for (let s = 0; s < n; s++) seats.push(publicSeat(state, s));
  const head = '{"phase":' + (JSON.stringify(state.phase) ?? "null") + ',"you":';
  const result = state.result && {
    winners: [...state.result.winners],
    losers: [...state.result.losers],
  };
  const after =
    memberText(',"result":', result) +
    ',"options":' +
    flatText(state.options) +
    ',"events":' +
    logText(state.events) +
    "}";
  // before[s]: from `seatCount` to the seats before s, each closed and followed by a comma.
  let at =
    ',"seatCount":' +
    num(state.seatCount) +
    ',"hand":' +
    num(state.hand) +
    ',"dealer":' +
    num(state.dealer) +
    ',"turn":' +
    (state.phase === "over" ? "null" : num(state.turn)) +
    ',"trick":' +
    tricks.text(0, state.trick) +
    ',"tricksPlayed":' +
    num(state.tricksPlayed) +
    memberText(',"lastWinner":', state.lastWinner) +
    ',"seats":[';
  const before: string[] = [];
  for (let s = 0; s < n; s++) {
    before.push(at);
    at += seats[s]!.closed + (s < n - 1 ? "," : "");
  }
  const middle =
    "]" +
    memberText(',"setAsideCount":', state.setAside.length) +
    memberText(',"foolDebt":', state.foolDebt && { ...state.foolDebt }) +
    ',"playable":';
  // rest[s]: the seats after s, the end of the list and what follows it up to `playable`.
  const rest: string[] = new Array<string>(n);
  let tail = middle;
  for (let s = n - 1; s >= 0; s--) {
    rest[s] = tail;
    tail = "," + seats[s]!.closed + tail;
  }
  let spectator: string | undefined;
  const out: string[] = [];
  for (const seat of readers) {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seatCount ? seat : null;
    if (me === null) {
      spectator ??= head + "null" + at + middle + "[]" + after;
      out.push(spectator);
      continue;
    }
    out.push(
      head +
        String(me) +
        before[me]! +
        seats[me]!.text +
        ',"hand":' +
        hands.text(me, state.hands[me] ?? []) +
        "}" +
        rest[me]! +
        playable(state, me) +
        after,
    );
  }
  return out;
}
