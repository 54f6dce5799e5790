/**
 * JSON encoding that remembers event logs. Every view of every move carries the game's event
 * log (up to 200 events): the same frozen event objects for every reader, and from one move to
 * the next the same ones plus a few new (core/frozen.ts). `JSON.stringify` encodes them all
 * again each time, and that was most of the authority's cost per move (docs/performance.md).
 * `encodeJSON` encodes everything else natively, and each log as the text of the log it grew
 * from plus its new events. Pure as far as anyone can observe: the answer is always the text
 * `JSON.stringify` gives (test/engine/encode.test.ts); the memory only makes it faster.
 */

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

/**
 * The text of a log: its elements' encodings joined by commas. Positions are counted along the
 * text of the whole lineage of logs (a log and the longer ones grown from it), so a log that
 * drops events at its front and adds some at its end moves its `begin` and appends to `ends`
 * without rewriting anything: `ends` is shared along the lineage (copied only where two logs
 * grow from one), and the text is a flat string plus the pieces added since it was last
 * flattened. Copying the whole text each move (to flatten it, or to cut its front) was most of
 * the encoder's cost (docs/decisions.md, "The authority: no copy of the log per move").
 */
interface Run {
  /** The log's elements (the log itself when frozen). */
  items: readonly unknown[];
  /** Where each element's text ends, along the lineage; items[i] ends at ends[off + i]. */
  ends: number[];
  off: number;
  /** Where items[0]'s text begins. */
  begin: number;
  /** A flat text beginning at `flatAt`, followed by `tail` (the newest pieces). */
  flat: string;
  flatAt: number;
  tail: string;
  /** How many pieces `tail` holds. */
  pieces: number;
}
const runs = new WeakMap<object, Run>();

/** After this many appended pieces the text is flattened again (one copy per so many moves). */
const MAX_PIECES = 24;
/** `ends` is cut to its live part once this much of its front is dead. */
const MAX_DEAD_ENDS = 512;

/** Whether x[0..last] are the same values as run.items[from..]. */
function sameRun(x: readonly unknown[], run: Run, from: number, last: number): boolean {
  const items = run.items;
  for (let i = 0; i <= last; i++) if (x[i] !== items[from + i]) return false;
  return true;
}

/** The run's text (without brackets). */
function runText(run: Run): string {
  const cut = run.begin - run.flatAt;
  return (cut === 0 ? run.flat : run.flat.slice(cut)) + run.tail;
}

/** Encodes a log (an array whose last element is deeply frozen), reusing the run it grew from. */
function encodeLog(x: readonly unknown[]): string {
  const n = x.length;
  // The newest element a run ends with (a move logs a few events).
  let run: Run | undefined;
  let at = -1;
  for (let i = n - 1; i >= 0 && i >= n - 16; i--) {
    const e = x[i];
    if (e !== null && typeof e === "object") run = runs.get(e);
    if (run !== undefined) {
      at = i;
      break;
    }
  }
  let from = -1;
  if (run !== undefined) {
    from = run.items.length - 1 - at;
    if (from < 0 || !sameRun(x, run, from, at)) from = -1;
  }
  if (run === undefined || from < 0) return encodeFresh(x);
  if (from === 0 && at === n - 1) return "[" + runText(run) + "]";
  // Only a log of deeply frozen objects is remembered: anything else may change later.
  let frozen = true;
  let ends = run.ends;
  let off = run.off;
  const length = run.items.length;
  if (ends.length !== off + length) {
    // Another log grew from this one already: this lineage gets its own positions.
    ends = ends.slice(off, off + length);
    off = 0;
  }
  let tail = run.tail;
  let pieces = run.pieces;
  let pos = ends[off + length - 1]!;
  const added: number[] = [];
  for (let i = at + 1; i < n; i++) {
    const e: unknown = x[i];
    if (e === null || typeof e !== "object" || !isDeeplyFrozen(e)) frozen = false;
    const piece = "," + (JSON.stringify(e) ?? "null");
    tail += piece;
    pieces++;
    pos += piece.length;
    added.push(pos);
  }
  off += from;
  const begin = from === 0 ? run.begin : ends[off - 1]! + 1;
  if (!frozen) {
    const cut = begin - run.flatAt;
    const whole = run.flat + tail;
    return "[" + (cut === 0 ? whole : whole.slice(cut)) + "]";
  }
  for (const end of added) ends.push(end);
  if (off > MAX_DEAD_ENDS && off > n) {
    ends = ends.slice(off);
    off = 0;
  }
  let flat = run.flat;
  let flatAt = run.flatAt;
  if (pieces > MAX_PIECES || begin >= flatAt + flat.length) {
    // Flattened here (V8 joins the pieces when a character is read), so the text never becomes a
    // chain of hundreds of pieces, and the events dropped at the front are let go.
    const whole = flat + tail;
    flat = whole.slice(begin - flatAt);
    flat.charCodeAt(0);
    flatAt = begin;
    tail = "";
    pieces = 0;
  }
  const next: Run = {
    items: Object.isFrozen(x) ? x : x.slice(),
    ends,
    off,
    begin,
    flat,
    flatAt,
    tail,
    pieces,
  };
  runs.set(x[n - 1] as object, next);
  // One run per log: the shorter one it grew from is not needed again (its state has been
  // replaced), and keeping it would hold a copy of the log per move.
  const previous = x[at] as object;
  if (previous !== x[n - 1]) runs.delete(previous);
  return "[" + runText(next) + "]";
}

/** Encodes a log no run is known for, and remembers it when it is deeply frozen. */
function encodeFresh(x: readonly unknown[]): string {
  const n = x.length;
  let frozen = true;
  let text = "";
  const ends: number[] = [];
  for (let i = 0; i < n; i++) {
    const e: unknown = x[i];
    if (e === null || typeof e !== "object" || !isDeeplyFrozen(e)) frozen = false;
    if (i > 0) text += ",";
    text += JSON.stringify(e) ?? "null";
    ends.push(text.length);
  }
  if (frozen && n > 0) {
    text.charCodeAt(0);
    const items = Object.isFrozen(x) ? x : x.slice();
    runs.set(x[n - 1] as object, {
      items,
      ends,
      off: 0,
      begin: 0,
      flat: text,
      flatAt: 0,
      tail: "",
      pieces: 0,
    });
  }
  return "[" + text + "]";
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
    return isDeeplyFrozen(last) ? encodeLog(part) : null;
  }
  return isDeeplyFrozen(part) ? encodePart(part) : null;
}

/** The text of a log or of a deeply frozen object. */
function encodePart(part: object): string {
  if (Array.isArray(part)) return encodeLog(part);
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
    if (!isDeeplyFrozen(last)) return x;
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
