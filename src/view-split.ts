/**
 * A view split in two for the table's stream (src/table-stream.ts): its *public part*, what the
 * game declares the same for every reader (the Game contract's `publicView`), and the rest, the
 * reader's *own part*; and the two put back together, keys in their order. Shared by the room
 * and the page; plain JSON values in and out.
 *
 * The public part lists the view's keys in order: a public key (`true`) with its value; a key
 * public but for some keys of its value (a list of them: the value is an object, or an array of
 * objects) with its value without them; any other key with 0, its value being in the own part.
 * The own part has the other keys' values, and for a partly public key its hidden keys alone
 * (an object, or per item an object, or 0 for an item without any), which come after the item's
 * other keys, so merging them keeps every key in its place. The view's events and options travel
 * otherwise (the log; the fixed fields) and are in neither.
 */

/**
 * A view's public keys as the stream is told them: `true` for a key whose value is public, the
 * list of its hidden keys for one whose value is public but for them.
 */
export type PublicView = Readonly<Record<string, true | readonly string[] | undefined>>;

/** Whether `value` is an object whose keys are split (any other value travels whole). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The view's keys that travel otherwise: its events (the log) and options (fixed). */
function apart(key: string): boolean {
  return key === "events" || key === "options";
}

/**
 * How `key` is public: null wholly, its hidden keys when partly, undefined when it is not. A
 * name the object inherits is no entry: its value is a function or an object, never `true` or
 * an array (asked for every key of every reader's view, so no `Object.hasOwn` first).
 */
function hiddenOf(publicView: PublicView, key: string): readonly string[] | null | undefined {
  const entry = publicView[key];
  return entry === true ? null : Array.isArray(entry) ? entry : undefined;
}

/** Whether `item` is an object with one of the keys `hidden`. */
function hides(item: unknown, hidden: readonly string[]): item is Record<string, unknown> {
  if (!isObject(item)) return false;
  for (const key of hidden) if (key in item) return true;
  return false;
}

/**
 * `item` with (`keep`) or without the keys `hidden`. An item without any is public whole: kept,
 * it is 0; else it is itself.
 */
function part(item: unknown, hidden: readonly string[], keep: boolean): unknown {
  if (!hides(item, hidden)) return keep ? 0 : item;
  const out: Record<string, unknown> = {};
  for (const key in item) if (hidden.includes(key) === keep) out[key] = item[key];
  return out;
}

/** `value` (an object, or each object of an array) with or without the keys `hidden`. */
function parts(value: unknown, hidden: readonly string[], keep: boolean): unknown {
  return Array.isArray(value)
    ? value.map((item) => part(item, hidden, keep))
    : part(value, hidden, keep);
}

/** Whether the value of a partly public key is split (an object or an array; else public whole). */
function splits(value: unknown): boolean {
  return value !== null && typeof value === "object";
}

/** Whether the public part has a place for the view's `key` holding `value`. */
function placed(key: string, value: unknown): boolean {
  // JSON writes no undefined value: nor is its place kept (the own part has no value for it).
  return !apart(key) && value !== undefined;
}

/** The public part of `view` (an object): its keys in order, as the header says. */
export function publicPart(
  view: Record<string, unknown>,
  publicView: PublicView,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in view) {
    const value = view[key];
    if (!placed(key, value)) continue;
    const hidden = hiddenOf(publicView, key);
    out[key] =
      hidden === undefined
        ? 0
        : hidden === null || !splits(value)
          ? value
          : parts(value, hidden, false);
  }
  return out;
}

/** The own part of `view`: what its public part leaves out (any value not an object, whole). */
export function ownPart(view: unknown, publicView: PublicView): unknown {
  if (!isObject(view)) return view;
  const out: Record<string, unknown> = {};
  for (const key in view) {
    if (apart(key)) continue;
    const hidden = hiddenOf(publicView, key);
    const value = view[key];
    if (hidden === undefined) out[key] = value;
    else if (hidden !== null && splits(value)) out[key] = parts(value, hidden, true);
  }
  return out;
}

/**
 * Whether the views `a` and `b` (objects) have the same public part, by `same` (equality of
 * JSON values, keys in order), without writing either part out.
 */
export function samePublic(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  publicView: PublicView,
  same: (x: unknown, y: unknown) => boolean,
): boolean {
  const keys = Object.keys(b);
  let j = 0;
  for (const key in a) {
    const value = a[key];
    if (!placed(key, value)) continue;
    while (j < keys.length && !placed(keys[j]!, b[keys[j]!])) j++;
    if (keys[j++] !== key) return false;
    const hidden = hiddenOf(publicView, key);
    if (hidden === undefined) continue;
    const other = b[key];
    if (hidden === null || !splits(value) || !splits(other)) {
      if (!same(value, other)) return false;
    } else if (Array.isArray(value) !== Array.isArray(other)) return false;
    else if (!Array.isArray(value)) {
      if (!samePart(value, other, hidden, same)) return false;
    } else {
      const items = other as unknown[];
      if (value.length !== items.length) return false;
      for (let i = 0; i < value.length; i++)
        if (!samePart(value[i], items[i], hidden, same)) return false;
    }
  }
  while (j < keys.length && !placed(keys[j]!, b[keys[j]!])) j++;
  return j === keys.length;
}

/**
 * Whether two items of a partly public value are the same without their keys `hidden`: compared
 * in place, key by key in order, skipping the hidden ones (no copy without them is made).
 */
function samePart(
  x: unknown,
  y: unknown,
  hidden: readonly string[],
  same: (x: unknown, y: unknown) => boolean,
): boolean {
  if (x === y) return true;
  if (!isObject(x) || !isObject(y)) return same(x, y);
  const keys = Object.keys(y);
  let j = 0;
  for (const key in x) {
    if (hidden.includes(key)) continue;
    while (j < keys.length && hidden.includes(keys[j]!)) j++;
    if (keys[j++] !== key || !same(x[key], y[key])) return false;
  }
  while (j < keys.length && hidden.includes(keys[j]!)) j++;
  return j === keys.length;
}

/** One item of a partly public value and its hidden keys, merged (any other value: the first). */
function mergeItem(shared: unknown, own: unknown): unknown {
  return isObject(shared) && isObject(own) ? { ...shared, ...own } : shared;
}

/**
 * The view (without its events and options) of its public part and its own part: each key in
 * the public part's order, its value from the public part, the own part, or both merged.
 */
export function mergedView(
  shared: Record<string, unknown>,
  own: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in shared) {
    const value = shared[key];
    if (!(key in own)) out[key] = value;
    else if (value === 0) out[key] = own[key];
    else {
      const mine = own[key];
      out[key] =
        Array.isArray(value) && Array.isArray(mine)
          ? value.map((item, i) => mergeItem(item, mine[i]))
          : mergeItem(value, mine);
    }
  }
  return out;
}
