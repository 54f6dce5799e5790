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
 * The text of a log, from texts kept per event and per block of events. Every event is frozen
 * and never changes, so its text is written once, the first time any log holds it. Events are
 * numbered in the order they are first met (a log only ever grows at its end and, once full,
 * loses events at its front), and BLOCK events from each number divisible by BLOCK make a
 * block whose joined text is kept too. A log's text is then its first partial block, its whole
 * blocks and its last partial block put together: a few dozen pieces per log however long it
 * is, and nothing copied. (Until session 5 the whole text of the last log was kept and copied
 * into the next one each move: a 14 KB copy per move for a long game, docs/performance.md.)
 */
const BLOCK = 16;

/** Each frozen event's text and number. */
interface Known {
  n: number;
  text: string;
}
const known = new WeakMap<object, Known>();
let numbered = 0;

/** A block: the events it joins (checked by identity, another log may differ) and its text. */
interface Block {
  items: readonly unknown[];
  text: string;
}
const blocks = new WeakMap<object, Block>();

/** The text of one element of a log; a deeply frozen event's is kept. */
function elementText(e: unknown): { text: string; n: number } {
  if (e === null || typeof e !== "object") return { text: JSON.stringify(e) ?? "null", n: -1 };
  let k = known.get(e);
  if (k === undefined) {
    const text = JSON.stringify(e) ?? "null";
    if (!isDeeplyFrozen(e)) return { text, n: -1 };
    known.set(e, (k = { n: numbered++, text }));
  }
  return k;
}

/** The text of every frozen log met (a state's log as its views share it, core/frozen.ts). */
const logTexts = new WeakMap<readonly unknown[], string>();

/** Encodes a log (an array whose last element is deeply frozen). */
function encodeLog(x: readonly unknown[]): string {
  // Every reader's view of a state holds the same frozen log: written once for all of them.
  const frozen = Object.isFrozen(x);
  if (frozen) {
    const kept = logTexts.get(x);
    if (kept !== undefined) return kept;
  }
  const n = x.length;
  let text = "[";
  let i = 0;
  while (i < n) {
    const first = elementText(x[i]);
    // A whole block starting here, kept or made now.
    if (first.n >= 0 && first.n % BLOCK === 0 && i + BLOCK <= n) {
      const start = x[i] as object;
      let block = blocks.get(start);
      let same = block !== undefined;
      for (let j = 1; same && j < BLOCK; j++) same = x[i + j] === block!.items[j];
      if (!same) {
        const items = x.slice(i, i + BLOCK);
        const parts: string[] = [];
        let frozen = true;
        for (let j = 0; j < BLOCK; j++) {
          const t = elementText(items[j]);
          if (t.n < 0) frozen = false;
          parts.push(t.text);
        }
        block = { items, text: parts.join(",") };
        if (frozen) blocks.set(start, block);
      }
      text += (i > 0 ? "," : "") + block!.text;
      i += BLOCK;
      continue;
    }
    text += (i > 0 ? "," : "") + first.text;
    i++;
  }
  text += "]";
  // Kept only if every element is frozen for good (the array itself cannot change).
  if (frozen && x.every((e) => e === null || typeof e !== "object" || known.has(e)))
    logTexts.set(x, text);
  return text;
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
    if (last === null || typeof last !== "object" || !isDeeplyFrozen(last)) return null;
    return encodeLog(part);
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
