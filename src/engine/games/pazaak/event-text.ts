/**
 * The JSON text of Pazaak's commonest events, written by hand for the log's text
 * (core/texts.ts `EventWriter`): a draw, a played side card, an ended turn and a stand are
 * nine events in ten. Each answer is exactly `JSON.stringify(e)`, or null for any event it does
 * not write (another type, members in another order, a value of an unexpected type), which
 * JSON.stringify then writes (test/engine/event-text.test.ts checks both).
 */
import { hasKeys, numberText, stringText } from "../../core/texts";

const DRAW = ["type", "seat", "card", "total"];
const PLAY = ["type", "seat", "card", "value", "total"];
const END_TURN = ["type", "seat", "total"];
const STAND = ["type", "seat", "total", "auto"];

/**
 * `JSON.stringify(e)` of a Pazaak `draw`, `play`, `endTurn` or `stand` event, or null for any
 * other. `e` is plain data, frozen (the log's text asks only of such events).
 */
export function eventText(e: object): string | null {
  // Read loosely: the members are checked here, whatever the event's type claims.
  const ev = e as Record<string, unknown>;
  const { seat, total } = ev;
  if (typeof seat !== "number" || typeof total !== "number") return null;
  const tail = ',"total":' + numberText(total);
  switch (ev.type) {
    case "draw":
      if (!hasKeys(e, DRAW) || typeof ev.card !== "string") return null;
      return (
        '{"type":"draw","seat":' + numberText(seat) + ',"card":' + stringText(ev.card) + tail + "}"
      );
    case "play":
      if (!hasKeys(e, PLAY) || typeof ev.card !== "string" || typeof ev.value !== "number")
        return null;
      return (
        '{"type":"play","seat":' +
        numberText(seat) +
        ',"card":' +
        stringText(ev.card) +
        ',"value":' +
        numberText(ev.value) +
        tail +
        "}"
      );
    case "endTurn":
      if (!hasKeys(e, END_TURN)) return null;
      return '{"type":"endTurn","seat":' + numberText(seat) + tail + "}";
    case "stand":
      if (!hasKeys(e, STAND) || typeof ev.auto !== "boolean") return null;
      return (
        '{"type":"stand","seat":' + numberText(seat) + tail + ',"auto":' + String(ev.auto) + "}"
      );
  }
  return null;
}
