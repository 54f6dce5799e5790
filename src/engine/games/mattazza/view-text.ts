/**
 * Mattazza's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (every seat's counts, piles and marks, the trick,
 * options, the log) is written once per state; each seat's own text adds only its `you`, its
 * hand and what it may play. The text is exactly `JSON.stringify(view(state, reader))` of
 * ./view.ts, which test/engine/views.test.ts and test/engine/view-text-random.test.ts check
 * for every state of whole games: change both together.
 *
 * States share the hands and piles a move leaves alone (rules.ts), so the text of each is
 * remembered by identity and written once for as many states and readers as share it
 * (docs/decisions.md, "Mattazza and MazzelTof: states that share what a move leaves").
 */
import { encodeKept, jsonMember } from "../../core/encode";
import type { Seat } from "../../core/game";
import { logText } from "./log-text";
import { giftCandidates } from "./rules";
import { legalCards } from "./trick";
import type { MattazzaState } from "./types";

/** `,"key":value` as JSON.stringify writes a member (core/encode.ts). */
const member = jsonMember;

/** A list's text and the items it was written from. */
interface Kept {
  items: readonly unknown[];
  text: string;
}

/** The texts of the hands and piles met, by identity (states share the ones a move leaves). */
const kept = new WeakMap<readonly unknown[], Kept>();

/**
 * The JSON text of a list of card ids, remembered for as long as the list lives: a hand or a
 * pile that a move leaves alone is the same array in the next state (rules.ts), so its text is
 * written once for every state and reader that shares it. The items are compared before a
 * remembered text is used, so a list changed in place (never by the rules) is written afresh.
 */
function cardsText(cards: readonly string[]): string {
  const k = kept.get(cards);
  if (k !== undefined && sameItems(k.items, cards)) return k.text;
  const text = JSON.stringify(cards);
  kept.set(cards, { items: [...cards], text });
  return text;
}

/** Whether two lists hold the same items in the same order. */
function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** A number as JSON writes it (NaN and the infinities as null), anything else as it writes it. */
function num(x: unknown): string {
  return typeof x === "number" ? (Number.isFinite(x) ? String(x) : "null") : JSON.stringify(x);
}

/** A flag as JSON writes it. */
function flag(x: unknown): string {
  return x === true ? "true" : x === false ? "false" : JSON.stringify(x);
}

/** A seat as everyone sees it, without its closing brace (./view.ts). */
function publicSeat(state: MattazzaState, s: number): string {
  return (
    '{"seat":' +
    String(s) +
    ',"inMatch":' +
    flag(state.inMatch[s] ?? false) +
    ',"handCount":' +
    num(state.hands[s]?.length ?? 0) +
    ',"pile":' +
    cardsText(state.piles[s] ?? []) +
    ',"tricksWon":' +
    num(state.tricksWon[s] ?? 0) +
    ',"bonus":' +
    num(state.bonus[s] ?? 0) +
    ',"marks":' +
    num(state.marks[s] ?? 0) +
    ',"calledForHelp":' +
    flag(state.called[s] ?? false)
  );
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
      if (s === me) list += ',"hand":' + cardsText(state.hands[s] ?? []);
      list += "}";
    }
    out.push(head + String(me) + before + list + middle + playable(state, me) + after);
  }
  return out;
}
