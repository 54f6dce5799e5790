/**
 * JSON encoding that remembers event logs. Every view of every move carries the game's event
 * log (up to 200 events): the same frozen event objects for every reader, and from one move to
 * the next the same ones plus a few new (core/frozen.ts). `JSON.stringify` encodes them all
 * again each time, and that was most of the authority's cost per move.
 * `encodeJSON` encodes everything else natively, and each log as the text of the log it grew
 * from plus its new events (the lineages of core/texts.ts, shared with the games' own encoders,
 * without freezing anything of the caller's). Pure as far as anyone can observe: the answer is
 * always the text `JSON.stringify` gives (test/engine/encode.test.ts); the memory only makes it
 * faster.
 */
import { keptLogText, sealedDeep } from "./texts";

/** Objects known to be frozen all the way down (so their text can never change). */
const deeplyFrozen = new WeakSet<object>();

/** Whether `x` and everything inside it is frozen (checked once per object). */
function isDeeplyFrozen(x: object): boolean {
  if (deeplyFrozen.has(x)) return true;
  if (!Object.isFrozen(x)) return false;
  for (const val of Object.values(x)) {
    if (val !== null && typeof val === "object" && !isDeeplyFrozen(val)) return false;
  }
  deeplyFrozen.add(x);
  return true;
}

/** A plain data object (not a Date, a class instance or anything with its own `toJSON`). */
function isPlain(x: object): boolean {
  const proto = Object.getPrototypeOf(x) as unknown;
  return (proto === Object.prototype || proto === null) && !("toJSON" in x);
}

/** The text of every deeply frozen object (not a log) met so far. */
const frozenTexts = new WeakMap<object, string>();

/**
 * The text of an event log or of a deeply frozen object, remembered; null for any other value
 * (which the caller encodes as it is). For encoders that have found such a part themselves
 * (core/views.ts).
 */
export function encodeKept(part: object): string | null {
  if (Array.isArray(part)) {
    const last: unknown = part[part.length - 1];
    if (part.length < MIN_LOG || last === null || typeof last !== "object") return null;
    return sealedDeep(last) ? keptLogText(part) : null;
  }
  return isDeeplyFrozen(part) ? encodePart(part) : null;
}

/** The text of a log or of a deeply frozen object. */
function encodePart(part: object): string {
  if (Array.isArray(part)) return keptLogText(part);
  let text = frozenTexts.get(part);
  if (text === undefined) {
    text = JSON.stringify(part);
    frozenTexts.set(part, text);
  }
  return text;
}

/** Stands in for a log in the copy JSON.stringify encodes; `"\u0000log:N"` in its text. */
const MARK = "\u0000log:";
const MARK_TEXT = '"\\u0000log:';

/** Logs are arrays this long at least whose last element is deeply frozen. */
const MIN_LOG = 4;

/**
 * `x` with every log and every deeply frozen object in it (through plain objects, not inside
 * arrays) replaced by a marker, copying only the objects on the way; they go into `logs` in
 * order.
 */
function lift(x: unknown, logs: object[], depth: number): unknown {
  if (x === null || typeof x !== "object" || depth > 6) return x;
  if (Array.isArray(x)) {
    const last: unknown = x[x.length - 1];
    if (x.length < MIN_LOG || last === null || typeof last !== "object") return x;
    if (!sealedDeep(last)) return x;
    logs.push(x);
    return MARK + String(logs.length - 1);
  }
  if (!isPlain(x)) return x;
  // A deeply frozen object (a game's options) is encoded once.
  if (depth > 0 && isDeeplyFrozen(x)) {
    logs.push(x);
    return MARK + String(logs.length - 1);
  }
  let copy: Record<string, unknown> | undefined;
  const record = x as Record<string, unknown>;
  for (const k of Object.keys(record)) {
    const val = record[k];
    const lifted = lift(val, logs, depth + 1);
    if (lifted !== val) {
      copy ??= { ...record };
      copy[k] = lifted;
    }
  }
  return copy ?? x;
}

/**
 * The text `JSON.stringify(value)` gives ("null" where it gives undefined), faster when the
 * value holds an event log encoded before, or one that grew from it.
 */
export function encodeJSON(value: unknown): string {
  const logs: object[] = [];
  const skeleton = lift(value, logs, 0);
  if (logs.length === 0) return JSON.stringify(value) ?? "null";
  let text = JSON.stringify(skeleton);
  for (let i = 0; i < logs.length; i++) {
    const marker = MARK_TEXT + String(i) + '"';
    const at = text.indexOf(marker);
    // A string in the value that looks like a marker (never in practice): no shortcut.
    if (at < 0 || text.indexOf(marker, at + 1) >= 0) return JSON.stringify(value);
    const part = logs[i]!;
    text = text.slice(0, at) + encodePart(part) + text.slice(at + marker.length);
  }
  return text;
}

/** `,"key":` for every key a game's view encoder writes (a view has a few dozen). */
const memberKeys = new Map<string, string>();

/**
 * `,"key":value` as JSON.stringify writes a member of an object, or "" for an undefined value
 * (which it leaves out): for the games' own view encoders (`games/<id>/view-text.ts`). Numbers
 * and booleans are written without a call to JSON.stringify, keys once per key.
 */
export function jsonMember(key: string, value: unknown): string {
  if (value === undefined) return "";
  let prefix = memberKeys.get(key);
  if (prefix === undefined) {
    prefix = "," + JSON.stringify(key) + ":";
    if (memberKeys.size < 4096) memberKeys.set(key, prefix);
  }
  switch (typeof value) {
    case "number":
      // JSON writes NaN and the infinities as null, -0 as 0 (as String does).
      return prefix + (Number.isFinite(value) ? String(value) : "null");
    case "boolean":
      return prefix + (value ? "true" : "false");
    default:
      return prefix + JSON.stringify(value);
  }
}
