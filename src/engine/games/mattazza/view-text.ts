/**
 * Mattazza's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (every seat's counts, piles and marks, the trick,
 * options, the log) is written once per state; each seat's own text adds only its `you`, its
 * hand and what it may play. The text is exactly `JSON.stringify(view(state, reader))` of
 * ./view.ts, which test/engine/views.test.ts checks for every state of whole games: change
 * both together.
 */
import { encodeKept, jsonMember } from "../../core/encode";
import { frozenLog } from "../../core/frozen";
import type { Seat } from "../../core/game";
import { giftCandidates } from "./rules";
import { legalCards } from "./trick";
import type { MattazzaState } from "./types";

/** `,"key":value` as JSON.stringify writes a member (core/encode.ts). */
const member = jsonMember;

/** A seat as everyone sees it, without its closing brace (./view.ts). */
function publicSeat(state: MattazzaState, s: number): string {
  return (
    '{"seat":' +
    String(s) +
    member("inMatch", state.inMatch[s] ?? false) +
    member("handCount", state.hands[s]?.length ?? 0) +
    member("pile", state.piles[s] ?? []) +
    member("tricksWon", state.tricksWon[s] ?? 0) +
    member("bonus", state.bonus[s] ?? 0) +
    member("marks", state.marks[s] ?? 0) +
    member("calledForHelp", state.called[s] ?? false)
  );
}

/** What `me` may play now (./view.ts `playable`). */
function playable(state: MattazzaState, me: number | null): unknown {
  if (me === null || state.phase === "over" || state.turn !== me) return [];
  return state.phase === "give"
    ? [...new Set(giftCandidates(state.piles[me] ?? []))]
    : legalCards(state.hands[me] ?? [], state.trick);
}

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: MattazzaState, readers: readonly (Seat | null)[]): string[] {
  const seats: string[] = [];
  for (let s = 0; s < state.seatCount; s++) seats.push(publicSeat(state, s));
  const head = "{" + member("phase", state.phase).slice(1) + ',"you":';
  const before =
    member("seatCount", state.seatCount) +
    member("hand", state.hand) +
    member("dealer", state.dealer) +
    member("turn", state.phase === "over" ? null : state.turn) +
    member("trick", state.trick) +
    member("tricksPlayed", state.tricksPlayed) +
    member("lastWinner", state.lastWinner) +
    ',"seats":[';
  const result = state.result && {
    winners: [...state.result.winners],
    losers: [...state.result.losers],
  };
  const events = frozenLog(state.events);
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
    (encodeKept(events) ?? JSON.stringify(events)) +
    "}";
  const spectatorSeats = seats.map((t) => t + "}").join(",");
  return readers.map((seat) => {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seatCount ? seat : null;
    const own =
      me === null
        ? spectatorSeats
        : seats
            .map((t, s) => (s === me ? t + member("hand", state.hands[s] ?? []) + "}" : t + "}"))
            .join(",");
    return (
      head +
      (me === null ? "null" : String(me)) +
      before +
      own +
      middle +
      JSON.stringify(playable(state, me)) +
      after
    );
  });
}
