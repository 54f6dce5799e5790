/**
 * JSON encoding that remembers frozen values. Every view of every move carries the game's event
 * log (up to 200 events), the same frozen event objects for every reader and from one move to
 * the next (core/frozen.ts). `JSON.stringify` encodes them all again each time, and that was
 * most of the authority's cost per move; `encodeJSON` encodes a deeply frozen object once and
 * reuses the text. Pure as far as anyone can observe: the answer is always the text
 * `JSON.stringify` would give (test/engine/encode.test.ts), the cache only makes it faster.
 */

/** The text of every deeply frozen object met so far (collected with the object). */
const encoded = new WeakMap<object, string>();
/** Objects known to be frozen all the way down. */
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

/** Encoded keys, so a key met on every view is escaped once. */
const keys = new Map<string, string>();

function key(k: string): string {
  let out = keys.get(k);
  if (out === undefined) {
    out = JSON.stringify(k) + ":";
    if (keys.size < 4096) keys.set(k, out);
  }
  return out;
}

/** The encoding of one value, or undefined where JSON.stringify leaves it out. */
function encode(x: unknown): string | undefined {
  if (x === null || typeof x !== "object") return JSON.stringify(x) as string | undefined;
  const hit = encoded.get(x);
  if (hit !== undefined) return hit;
  if (isDeeplyFrozen(x)) {
    const out = JSON.stringify(x);
    encoded.set(x, out);
    return out;
  }
  if (Array.isArray(x)) {
    let out = "[";
    for (let i = 0; i < x.length; i++) {
      if (i > 0) out += ",";
      out += encode(x[i]) ?? "null";
    }
    return out + "]";
  }
  if (!isPlain(x)) return JSON.stringify(x);
  let out = "{";
  let first = true;
  for (const k of Object.keys(x)) {
    const val = encode((x as Record<string, unknown>)[k]);
    if (val === undefined) continue;
    out += (first ? "" : ",") + key(k) + val;
    first = false;
  }
  return out + "}";
}

/**
 * `JSON.stringify(value)` for plain JSON data (objects, arrays, strings, finite numbers,
 * booleans, null; properties whose value is undefined are left out), faster when the value
 * shares deeply frozen parts with values encoded before, such as a game's logged events.
 */
export function encodeJSON(value: unknown): string {
  return encode(value) ?? "null";
}
