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
import { encodeKept, jsonMember } from "../../core/encode";
import type { Seat } from "../../core/game";
import { SlotTexts, logText } from "./texts";
import { giftCandidates } from "./rules";
import { legalCards } from "./trick";
import type { MattazzaState } from "./types";

/** `,"key":value` as JSON.stringify writes a member (core/encode.ts). */
const member = jsonMember;

/** The texts of the hands and piles last seen, by seat (./texts.ts). */
const hands = new SlotTexts();
const piles = new SlotTexts();

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
}

/** The public text of each seat last written, by seat. */
const seatTexts: (SeatText | undefined)[] = [];

/**
 * A seat as everyone sees it, without its closing brace (./view.ts): the last text of the seat
 * when everything it shows is the same (a card played changes one seat's hand count).
 */
function publicSeat(state: MattazzaState, s: number): string {
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
    return last.text;
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
  seatTexts[s] = { inMatch, handCount, pile, tricksWon, bonus, marks, called, text };
  return text;
}

/** What `me` may play now (./view.ts `playable`), as JSON. */
function playable(state: MattazzaState, me: number): string {
  if (state.phase === "over" || state.turn !== me) return "[]";
  return JSON.stringify(
    state.phase === "give"
      ? [...new Set(giftCandidates(state.piles[me] ?? []))]
      : legalCards(state.hands[me] ?? [], state.trick),
  );
}

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: MattazzaState, readers: readonly (Seat | null)[]): string[] {
  const n = state.seatCount;
  const seats: string[] = [];
  for (let s = 0; s < n; s++) seats.push(publicSeat(state, s));
  const head = "{" + member("phase", state.phase).slice(1) + ',"you":';
  const before =
    ',"seatCount":' +
    num(state.seatCount) +
    ',"hand":' +
    num(state.hand) +
    ',"dealer":' +
    num(state.dealer) +
    ',"turn":' +
    (state.phase === "over" ? "null" : num(state.turn)) +
    ',"trick":' +
    JSON.stringify(state.trick) +
    ',"tricksPlayed":' +
    num(state.tricksPlayed) +
    member("lastWinner", state.lastWinner) +
    ',"seats":[';
  const result = state.result && {
    winners: [...state.result.winners],
    losers: [...state.result.losers],
  };
  const middle =
    "]" +
    member("setAsideCount", state.setAside.length) +
    member("foolDebt", state.foolDebt && { ...state.foolDebt }) +
    ',"playable":';
  const after =
    member("result", result) +
    ',"options":' +
    (encodeKept(state.options) ?? JSON.stringify(state.options)) +
    ',"events":' +
    logText(state.events) +
    "}";
  let spectator: string | undefined;
  const out: string[] = [];
  for (const seat of readers) {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seatCount ? seat : null;
    if (me === null) {
      if (spectator === undefined) {
        let list = "";
        for (let s = 0; s < n; s++) list += (s > 0 ? "," : "") + seats[s]! + "}";
        spectator = head + "null" + before + list + middle + "[]" + after;
      }
      out.push(spectator);
      continue;
    }
    let list = "";
    for (let s = 0; s < n; s++) {
      if (s > 0) list += ",";
      list += seats[s]!;
      if (s === me) list += ',"hand":' + hands.text(s, state.hands[s] ?? []);
      list += "}";
    }
    out.push(head + String(me) + before + list + middle + playable(state, me) + after);
  }
  return out;
}
