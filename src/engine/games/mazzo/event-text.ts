/**
 * The JSON text of Mazzo's commonest events, written by hand for the log's text
 * (core/texts.ts `EventWriter`): an attack, a denial, a belief, a card shown face up and a
 * refill, the small events of most turns. Each answer is exactly `JSON.stringify(e)`, or null
 * for any event it does not write (another type, members in another order, a value of an
 * unexpected type), which JSON.stringify then writes (test/engine/event-text.test.ts checks
 * both).
 */
import { hasKeys, numberText, stringText } from "../../core/texts";

const ATTACK = ["type", "turn", "seat", "ability", "secret"];
const TURN_SEAT = ["type", "turn", "seat"];
const FACE_UP = ["type", "turn", "seat", "card"];
const REFILL = ["type", "cards", "drawPile"];

/**
 * `JSON.stringify(e)` of a Mazzo `attack`, `deny`, `believe`, `faceUp` or `refill` event, or
 * null for any other. `e` is plain data, frozen (the log's text asks only of such events).
 */
export function eventText(e: object): string | null {
  // Read loosely: the members are checked here, whatever the event's type claims.
  const ev = e as Record<string, unknown>;
  if (ev.type === "refill") {
    const cards = ev.cards;
    if (!hasKeys(e, REFILL) || !Array.isArray(cards) || cards.length !== 2) return null;
    const [a, b] = cards as unknown[];
    if (typeof a !== "number" || typeof b !== "number" || typeof ev.drawPile !== "number")
      return null;
    return (
      '{"type":"refill","cards":[' +
      numberText(a) +
      "," +
      numberText(b) +
      '],"drawPile":' +
      numberText(ev.drawPile) +
      "}"
    );
  }
  const { turn, seat } = ev;
  if (typeof turn !== "number" || typeof seat !== "number") return null;
  const head = ',"turn":' + numberText(turn) + ',"seat":' + numberText(seat);
  switch (ev.type) {
    case "attack": {
      const { ability, secret } = ev;
      if (!hasKeys(e, ATTACK) || typeof secret !== "boolean") return null;
      if (ability !== null && typeof ability !== "string") return null;
      return (
        '{"type":"attack"' +
        head +
        ',"ability":' +
        (ability === null ? "null" : stringText(ability)) +
        ',"secret":' +
        String(secret) +
        "}"
      );
    }
    case "deny":
    case "believe":
      return hasKeys(e, TURN_SEAT) ? '{"type":"' + ev.type + '"' + head + "}" : null;
    case "faceUp":
      if (!hasKeys(e, FACE_UP) || typeof ev.card !== "string") return null;
      return '{"type":"faceUp"' + head + ',"card":' + stringText(ev.card) + "}";
  }
  return null;
}
