/**
 * Mazzo's views written as JSON straight from the state, every reader's at once (the Game
 * contract's `encodeViews`): the public text (counts, loot, discard, the revealed hand,
 * options, the log) is written once per state; each reader's own text adds only its `you`, its
 * hand and the cards on the table it may see. The text is exactly
 * `JSON.stringify(view(state, reader))` of ./view.ts, which test/engine/views.test.ts checks for
 * every state of whole games: change both together.
 */
import type { Seat } from "../../core/game";
import { flatText, logText, memberText as member, StringListTexts } from "../../core/texts";
import { eventText } from "./event-text";
import { other, toAct } from "./rules";
import type { MazzoState } from "./types";

/** Hands, loot piles and the discard: a slot each (hands 0–1, loot 2–3, discard 4). */
const lists = new StringListTexts(5);

/** The table as `me` sees it (./view.ts `tableView`). */
function tableText(state: MazzoState, me: Seat | null): string {
  const t = state.table;
  const attacker = state.attacker;
  let text =
    '{"attackDown":' +
    String(t.attack !== null) +
    member(',"ability":', t.ability) +
    member(',"defense":', t.defense === null ? null : t.defenseFaceUp ? "faceUp" : "faceDown");
  if (t.attack !== null && me === attacker) text += member(',"attackCard":', t.attack);
  if (t.defense !== null && (t.defenseFaceUp || me === other(attacker)))
    text += member(',"defenseCard":', t.defense);
  return text + "}";
}

/** `,"toAct":[…]` as JSON.stringify writes `toAct(state)`. */
function toActText(state: MazzoState): string {
  const seats = toAct(state);
  return seats.length === 0 ? ',"toAct":[]' : ',"toAct":[' + seats.join(",") + "]";
}

/** Every reader's view of `state` as JSON text, in the order of `readers`. */
export function encodeViews(state: MazzoState, readers: readonly (Seat | null)[]): string[] {
  const before =
    member(',"turn":', state.turn) +
    member(',"attacker":', state.attacker) +
    member(',"defender":', other(state.attacker)) +
    member(',"firstAttacker":', state.firstAttacker) +
    // toAct is [] or one seat (rules.ts): written without a JSON.stringify.
    toActText(state) +
    ',"seats":[';
  const seat = (s: 0 | 1, mine: boolean): string =>
    '{"handCount":' +
    String(state.hands[s].length) +
    ',"loot":' +
    lists.text(2 + s, state.loot[s]) +
    (mine ? ',"hand":' + lists.text(s, state.hands[s]) : "") +
    "}";
  const seats = [seat(0, false), seat(1, false)] as const;
  const middle =
    '],"drawPileCount":' +
    String(state.drawPile.length) +
    ',"discard":' +
    lists.text(4, state.discard);
  const after =
    member(',"revealed":', state.revealed) +
    member(',"winner":', state.winner) +
    member(',"endReason":', state.endReason) +
    ',"options":' +
    flatText(state.options) +
    ',"events":' +
    logText(state.events, eventText) +
    "}";
  const head = member('{"phase":', state.phase) + ',"you":';
  return readers.map((reader) => {
    const me = reader === 0 || reader === 1 ? reader : null;
    const s0 = me === 0 ? seat(0, true) : seats[0];
    const s1 = me === 1 ? seat(1, true) : seats[1];
    return (
      head +
      (me === null ? "null" : String(me)) +
      before +
      s0 +
      "," +
      s1 +
      middle +
      ',"table":' +
      tableText(state, me) +
      after
    );
  });
}
