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
 * (docs/decisions.md, "States that share what a move leaves").
 */
import { flatText, logText, memberText, SlotTexts, stringsText } from "../../core/texts";
import type { Seat } from "../../core/game";
import { eventText, playsText } from "./event-text";
import { giftCandidates } from "./rules";
import { cardsOf, mustPlay } from "./trick";
import type { MattazzaState } from "./types";

/**
 * The texts of the hands, piles and the trick last seen, by seat (core/texts.ts): a hand or a pile
 * of card ids by a native join, the trick (a card laid on it each move) written by the log's own
 * writer of a trick's plays: JSON.stringify of the card laid was the largest part of the
 * trick's text each move.
 */
const hands = new SlotTexts(undefined, true);
const piles = new SlotTexts(undefined, true);
const tricks = new SlotTexts((trick) => playsText(trick) ?? JSON.stringify(trick));

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
  /** The text before the hand count, and after the pile. */
  head: string;
  tail: string;
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
  /** `closed` and a comma, and a comma and `closed` (the seats around a reader's own). */
  closedComma: string;
  commaClosed: string;
  /** The seat as its own reader sees it (with its hand), and the hand's text it was made with. */
  own: string;
  ownHand: string;
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
  // The parts around the hand count and the pile, again from the last text when unchanged.
  const head =
    last !== undefined && last.inMatch === inMatch
      ? last.head
      : '{"seat":' + String(s) + ',"inMatch":' + flag(inMatch) + ',"handCount":';
  const tail =
    last !== undefined &&
    last.tricksWon === tricksWon &&
    last.bonus === bonus &&
    last.marks === marks &&
    last.called === called
      ? last.tail
      : ',"tricksWon":' +
        num(tricksWon) +
        ',"bonus":' +
        num(bonus) +
        ',"marks":' +
        num(marks) +
        ',"calledForHelp":' +
        flag(called);
  const text = head + num(handCount) + ',"pile":' + pile + tail;
  const closed = text + "}";
  const seat: SeatText = {
    head,
    tail,
    inMatch,
    handCount,
    pile,
    tricksWon,
    bonus,
    marks,
    called,
    text,
    closed,
    closedComma: closed + ",",
    commaClosed: "," + closed,
    own: "",
    ownHand: "",
  };
  seatTexts[s] = seat;
  return seat;
}

/**
 * What `me` may play now (./view.ts `playable`), as JSON; `handText` is the text of its hand,
 * which is the answer when every card may be played (a lead: no list made).
 */
function playable(state: MattazzaState, me: number, handText: string): string {
  if (state.phase === "over" || state.turn !== me) return "[]";
  if (state.phase === "give")
    return stringsText([...new Set(giftCandidates(state.piles[me] ?? []))]);
  const hand = state.hands[me] ?? [];
  const must = mustPlay(hand, state.trick);
  return must === null ? handText : stringsText(cardsOf(hand, must));
}

/** The seat as its own reader sees it: its public text, its hand, the closing brace. */
function ownSeat(seat: SeatText, hand: string): string {
  if (seat.ownHand !== hand || seat.own === "") {
    seat.own = seat.text + ',"hand":' + hand + "}";
    seat.ownHand = hand;
  }
  return seat.own;
}

/** `{"phase":…,"you":` and the reader's seat ("null" for a spectator), by phase and seat. */
const youTexts = new Map<unknown, string[]>();

/** The start of a reader's text up to its `you`, remembered (a few phases and seats). */
function youText(phase: unknown, me: number | null): string {
  let texts = youTexts.get(phase);
  if (texts === undefined) {
    texts = [];
    // Strings only (a phase): their text cannot change.
    if (youTexts.size < 8 && typeof phase === "string") youTexts.set(phase, texts);
  }
  const k = me === null ? 0 : me + 1;
  let t = texts[k];
  if (t === undefined) {
    t =
      '{"phase":' +
      (JSON.stringify(phase) ?? "null") +
      ',"you":' +
      (me === null ? "null" : String(me));
    texts[k] = t;
  }
  return t;
}

/** Whether `x` is a value whose text cannot change (anything but an object or a list). */
function fixed(x: unknown): boolean {
  return x === null || typeof x !== "object";
}

/** What a part of the text that changes once a hand or a trick was written from, and the text. */
interface Kept {
  a: unknown;
  b: unknown;
  c: unknown;
  text: string;
}
let dealText: Kept | undefined;
let trickCountText: Kept | undefined;
let tailText: Kept | undefined;

/** `,"seatCount":…,"hand":…,"dealer":…,"turn":` (the same for a whole hand). */
function dealPart(state: MattazzaState): string {
  const k = dealText;
  if (k !== undefined && k.a === state.seatCount && k.b === state.hand && k.c === state.dealer)
    return k.text;
  const text =
    ',"seatCount":' +
    num(state.seatCount) +
    ',"hand":' +
    num(state.hand) +
    ',"dealer":' +
    num(state.dealer) +
    ',"turn":';
  if (fixed(state.seatCount) && fixed(state.hand) && fixed(state.dealer))
    dealText = { a: state.seatCount, b: state.hand, c: state.dealer, text };
  return text;
}

/** `,"tricksPlayed":…,"lastWinner":…,"seats":[` (the same for a whole trick). */
function trickCountPart(state: MattazzaState): string {
  const k = trickCountText;
  if (k !== undefined && k.a === state.tricksPlayed && k.b === state.lastWinner) return k.text;
  const text =
    ',"tricksPlayed":' +
    num(state.tricksPlayed) +
    memberText(',"lastWinner":', state.lastWinner) +
    ',"seats":[';
  if (fixed(state.tricksPlayed) && fixed(state.lastWinner))
    trickCountText = { a: state.tricksPlayed, b: state.lastWinner, c: undefined, text };
  return text;
}

/** Whether `x` is a frozen object of values whose text cannot change. */
function flatFrozen(x: unknown): boolean {
  if (x === null || typeof x !== "object" || !Object.isFrozen(x)) return false;
  for (const v of Object.values(x)) if (!fixed(v)) return false;
  return true;
}

/** `,"result":…,"options":…,"events":` (the same until the match ends). */
function tailPart(state: MattazzaState): string {
  const k = tailText;
  if (k !== undefined && k.a === state.result && k.b === state.options && state.result === null)
    return k.text;
  const result = state.result && {
    winners: [...state.result.winners],
    losers: [...state.result.losers],
  };
  const text =
    memberText(',"result":', result) + ',"options":' + flatText(state.options) + ',"events":';
  // Remembered only while there is no result and the options are frozen and flat (setup's:
  // their text cannot change).
  if (state.result === null && flatFrozen(state.options))
    tailText = { a: state.result, b: state.options, c: undefined, text };
  return text;
}

/**
 * Every reader's view of `state` as JSON text, in the order of `readers`. The text is put
 * together from as few pieces per reader as it can (each join of two texts is an object the
 * collector meets, and a move's texts are a few dozen joins): the part before a seat's own
 * entry and the part after it are made once per state for every seat, the parts that change
 * once a hand or a trick are remembered, and so is each seat's own entry (its hand changes
 * when it plays), so a reader's text is four joins.
 */
export function encodeViews(state: MattazzaState, readers: readonly (Seat | null)[]): string[] {
  const n = state.seatCount;
  const seats: SeatText[] = [];
  for (let s = 0; s < n; s++) seats.push(publicSeat(state, s));
  const after = tailPart(state) + logText(state.events, eventText) + "}";
  const over = state.phase === "over";
  // before[s]: from `seatCount` to the seats before s, each closed and followed by a comma.
  let at =
    dealPart(state) +
    (over ? "null" : num(state.turn)) +
    ',"trick":' +
    tricks.text(0, state.trick) +
    trickCountPart(state);
  const before: string[] = [];
  for (let s = 0; s < n; s++) {
    before.push(at);
    at += s < n - 1 ? seats[s]!.closedComma : seats[s]!.closed;
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
    tail = seats[s]!.commaClosed + tail;
  }
  // What a reader who may play nothing now reads after `playable` (all but one, or all).
  const none = "[]" + after;
  let spectator: string | undefined;
  const out: string[] = [];
  for (const seat of readers) {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seatCount ? seat : null;
    if (me === null) {
      spectator ??= youText(state.phase, null) + at + middle + none;
      out.push(spectator);
      continue;
    }
    const hand = hands.text(me, state.hands[me] ?? []);
    const cards = playable(state, me, hand);
    out.push(
      youText(state.phase, me) +
        before[me]! +
        ownSeat(seats[me]!, hand) +
        rest[me]! +
        (cards === "[]" ? none : cards + after),
    );
  }
  return out;
}
