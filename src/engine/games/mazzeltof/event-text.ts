/**
 * The JSON text of MazzelTof's commonest events, written by hand for the log's text
 * (core/texts.ts `EventWriter`): a turn's start, a card played, a turn's end, a turn skipped and
 * a pawn moved are 98 events in 100. Each answer is exactly `JSON.stringify(e)`, or null for
 * any event it does not write (another type, members in another order, a value of an
 * unexpected type), which JSON.stringify then writes (test/engine/event-text.test.ts checks
 * both).
 */
import { hasKeys, numberText, stringText } from "../../core/texts";

const TURN = ["type", "pos", "seat", "drew"];
const PLAY = ["type", "pos", "seat", "card", "from", "owner", "slot", "rank", "start"];
const TURN_END = ["type", "pos", "seat", "reason", "card"];
const SKIP = ["type", "pos", "seat", "reason", "cancelled"];
const PAWN = ["type", "pos", "seat", "by", "reason"];

/** A number, or null, as JSON writes it; undefined for anything else. */
function numberOrNull(x: unknown): string | undefined {
  return x === null ? "null" : typeof x === "number" ? numberText(x) : undefined;
}

/** A string, or null, as JSON writes it; undefined for anything else. */
function stringOrNull(x: unknown): string | undefined {
  return x === null ? "null" : typeof x === "string" ? stringText(x) : undefined;
}

/**
 * `JSON.stringify(e)` of a MazzelTof `turn`, `play`, `turnEnd`, `skip` or `pawn` event, or null
 * for any other. `e` is plain data, frozen (the log's text asks only of such events).
 */
export function eventText(e: object): string | null {
  // Read loosely: the members are checked here, whatever the event's type claims.
  const ev = e as Record<string, unknown>;
  if (typeof ev.pos !== "number" || typeof ev.seat !== "number") return null;
  const head = ',"pos":' + numberText(ev.pos) + ',"seat":' + numberText(ev.seat);
  if (ev.type === "turn") {
    if (!hasKeys(e, TURN) || typeof ev.drew !== "number") return null;
    return '{"type":"turn"' + head + ',"drew":' + numberText(ev.drew) + "}";
  }
  if (ev.type === "turnEnd") {
    const card = stringOrNull(ev.card);
    if (!hasKeys(e, TURN_END) || typeof ev.reason !== "string" || card === undefined) return null;
    return (
      '{"type":"turnEnd"' + head + ',"reason":' + stringText(ev.reason) + ',"card":' + card + "}"
    );
  }
  if (ev.type === "skip") {
    if (!hasKeys(e, SKIP) || typeof ev.reason !== "string" || typeof ev.cancelled !== "boolean")
      return null;
    return (
      '{"type":"skip"' +
      head +
      ',"reason":' +
      stringText(ev.reason) +
      ',"cancelled":' +
      (ev.cancelled ? "true" : "false") +
      "}"
    );
  }
  if (ev.type === "pawn") {
    if (!hasKeys(e, PAWN) || typeof ev.by !== "number" || typeof ev.reason !== "string")
      return null;
    return (
      '{"type":"pawn"' +
      head +
      ',"by":' +
      numberText(ev.by) +
      ',"reason":' +
      stringText(ev.reason) +
      "}"
    );
  }
  if (ev.type === "play") {
    const owner = numberOrNull(ev.owner);
    if (!hasKeys(e, PLAY) || owner === undefined) return null;
    const { card, from, slot, rank, start } = ev;
    if (typeof card !== "string" || typeof from !== "string" || typeof slot !== "string")
      return null;
    if (typeof rank !== "number" || typeof start !== "boolean") return null;
    return (
      '{"type":"play"' +
      head +
      ',"card":' +
      stringText(card) +
      ',"from":' +
      stringText(from) +
      ',"owner":' +
      owner +
      ',"slot":' +
      stringText(slot) +
      ',"rank":' +
      numberText(rank) +
      ',"start":' +
      (start ? "true" : "false") +
      "}"
    );
  }
  return null;
}
