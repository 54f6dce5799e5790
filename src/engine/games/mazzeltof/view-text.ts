/**
 * MazzelTof's views written as JSON from the state, every reader's at once (the Game
 * contract's `encodeViews`): the spectator's view is built once (without its log) and written
 * part by part; each reader's text adds only its `you`, its positions, and the hands and
 * penalty cards it may see (its own, and its partner's hand when the option shows it). The text
 * is exactly `JSON.stringify(view(state, reader))` of ./view.ts, which
 * test/engine/views.test.ts checks for every state of whole games: change both together.
 */
import { encodeKept, jsonMember } from "../../core/encode";
import { frozenLog } from "../../core/frozen";
import type { Seat } from "../../core/game";
import { partnerOf, positionsOf, teamOf } from "./table";
import type { MazzelTofState } from "./types";
import { buildView } from "./view";

/** `,"key":value` as JSON.stringify writes a member (core/encode.ts). */
const member = jsonMember;

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: MazzelTofState, readers: readonly (Seat | null)[]): string[] {
  const v = buildView(state, null, false);
  const count = state.positions.length;
  // Each position as everyone sees it, without its closing brace.
  const open = v.positions.map((p) => JSON.stringify(p).slice(0, -1));
  const events = frozenLog(state.events);
  const shared = member("seats", v.seats) + member("handSize", v.handSize) + ',"positions":[';
  const tail =
    "]" +
    member("teams", v.teams) +
    member("piles", v.piles) +
    member("removed", v.removed) +
    member("starter", v.starter) +
    member("active", v.active) +
    member("activeSeat", v.activeSeat) +
    member("turn", v.turn) +
    member("winner", v.winner) +
    ',"options":' +
    (encodeKept(state.options) ?? JSON.stringify(state.options)) +
    ',"events":' +
    (encodeKept(events) ?? JSON.stringify(events)) +
    "}";
  const head = "{" + member("phase", v.phase).slice(1) + ',"you":';
  return readers.map((seat) => {
    const me =
      seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.seats ? seat : null;
    const mine = me === null ? [] : positionsOf(state, me);
    const positions = state.positions.map((x, p) => {
      const own = mine.includes(p);
      const partner = partnerOf(count, p);
      const showHand =
        own || (state.options.partnerSeesHand && partner !== null && mine.includes(partner));
      let text = open[p]!;
      if (showHand) text += ',"hand":' + JSON.stringify(x.hand);
      if (own) {
        const penalty = state.teams[teamOf(p)].penalties
          .filter((c) => c.pos === p)
          .map((c) => c.card);
        text += ',"penalty":' + JSON.stringify(penalty);
      }
      return text + "}";
    });
    return (
      head +
      (me === null ? "null" : String(me)) +
      ',"yourPositions":' +
      JSON.stringify(mine) +
      shared +
      positions.join(",") +
      tail
    );
  });
}
