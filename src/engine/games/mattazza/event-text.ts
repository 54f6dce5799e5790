/**
 * The JSON text of Mattazza's commonest events, written by hand for the log's text
 * (core/texts.ts `EventWriter`): a card played, a trick taken and a call for help are 97 events
 * in 100. Each answer is exactly `JSON.stringify(e)`, or null for any event it does not write
 * (another type, members in another order, a value of an unexpected type), which
 * JSON.stringify then writes (test/engine/event-text.test.ts checks both).
 */
import { hasKeys, numberText, stringText } from "../../core/texts";
import type { MattazzaEvent } from "./types";

const PLAY = ["type", "seat", "card"];
const CALL = ["type", "seat", "target"];
const TRICK = ["type", "trick", "winner", "card", "reason", "plays", "fool", "combos", "bonus"];
const TRICK_PLAY = ["seat", "card"];

/**
 * The text of a trick's plays (`[{"seat":…,"card":…},…]`), or null if one is not such a play:
 * a trick event's, and the trick on the table (./view-text.ts).
 */
export function playsText(plays: readonly unknown[]): string | null {
  let text = "[";
  for (let i = 0; i < plays.length; i++) {
    const p = plays[i] as { seat: unknown; card: unknown } | null;
    if (p === null || typeof p !== "object" || !hasKeys(p, TRICK_PLAY)) return null;
    if (typeof p.seat !== "number" || typeof p.card !== "string") return null;
    text += (i > 0 ? ',{"seat":' : '{"seat":') + numberText(p.seat) + ',"card":';
    text += stringText(p.card) + "}";
  }
  return text + "]";
}

/**
 * `JSON.stringify(e)` of a Mattazza `play`, `trick` or `callForHelp` event, or null for any
 * other. `e` is plain data, frozen (the log's text asks only of such events).
 */
export function eventText(e: object): string | null {
  const ev = e as MattazzaEvent;
  if (ev.type === "play") {
    if (!hasKeys(e, PLAY) || typeof ev.seat !== "number" || typeof ev.card !== "string")
      return null;
    return '{"type":"play","seat":' + numberText(ev.seat) + ',"card":' + stringText(ev.card) + "}";
  }
  if (ev.type === "callForHelp") {
    if (!hasKeys(e, CALL) || typeof ev.seat !== "number" || typeof ev.target !== "number")
      return null;
    return (
      '{"type":"callForHelp","seat":' +
      numberText(ev.seat) +
      ',"target":' +
      numberText(ev.target) +
      "}"
    );
  }
  if (ev.type === "trick") {
    if (!hasKeys(e, TRICK) || !Array.isArray(ev.plays) || !Array.isArray(ev.combos)) return null;
    const { trick, winner, card, reason, fool, bonus } = ev;
    if (typeof trick !== "number" || typeof winner !== "number" || typeof bonus !== "number")
      return null;
    if (typeof card !== "string" || typeof reason !== "string") return null;
    if (fool !== null && typeof fool !== "number") return null;
    const plays = playsText(ev.plays);
    if (plays === null) return null;
    return (
      '{"type":"trick","trick":' +
      numberText(trick) +
      ',"winner":' +
      numberText(winner) +
      ',"card":' +
      stringText(card) +
      ',"reason":' +
      stringText(reason) +
      ',"plays":' +
      plays +
      ',"fool":' +
      (fool === null ? "null" : numberText(fool)) +
      ',"combos":' +
      (ev.combos.length === 0 ? "[]" : JSON.stringify(ev.combos)) +
      ',"bonus":' +
      numberText(bonus) +
      "}"
    );
  }
  return null;
}
