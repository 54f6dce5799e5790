/**
 * A view split in two for the table's stream (src/table-stream.ts): its *public part*, what the
 * game declares the same for every reader (the Game contract's `publicView`), and the rest, the
 * reader's *own part*; and the two put back together, keys in their order. Shared by the room
 * and the page; plain JSON values in and out.
 *
 * The public part lists the view's keys in order: a public key with its value; a key public but
 * for some keys of its value (`[key, hidden]`: an object, or an array of objects) with its value
 * without them; any other key with 0, its value being in the own part. The own part has the
 * other keys' values, and for a partly public key its hidden keys alone (an object, or an
 * object per item), which come after the others, so merging them keeps every key's place. The
 * view's events and options travel otherwise (the log; the fixed fields) and are in neither.
 */

/** A view's public keys as the stream is told them: a key, or a key and its hidden keys. */
export type PublicView = readonly (string | readonly [string, readonly string[]])[];

/** Whether `value` is an object whose keys are split (any other value travels whole). */
export function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The view's keys that travel otherwise: its events (the log) and options (fixed). */
export function apart(key: string): boolean {
  return key === "events" || key === "options";
}

/**
 * How `key` is public: null wholly, its hidden keys when partly (`[key, hidden]`), undefined
 * when it is not.
 */
function hiddenOf(publicView: PublicView, key: string): readonly string[] | null | undefined {
  for (const entry of publicView) {
    if (entry === key) return null;
    if (typeof entry !== "string" && entry[0] === key) return entry[1];
  }
  return undefined;
}

/** Whether `item` is an object with one of the keys `hidden`. */
function hides(item: unknown, hidden: readonly string[]): item is Record<string, unknown> {
  if (!isObject(item)) return false;
  for (const key of hidden) if (key in item) return true;
  return false;
}

/**
 * `item` with (`keep`) or without the keys `hidden`. An item without any is public whole: kept,
 * it is 0; else it is itself (the same object, so comparing it with the spectator's, which
 * `sharedWith` made the same, stops at once).
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

/** The public part of `view` (an object): its keys in order, as the header says. */
export function publicPart(
  view: Record<string, unknown>,
  publicView: PublicView,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key in view) {
    if (apart(key)) continue;
    const value = view[key];
    // JSON writes no undefined value: nor is its place kept (the own part has no value for it).
    if (value === undefined) continue;
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

/** One item of a partly public value and its hidden keys, merged (any other value: the first). */
function mergeItem(shared: unknown, own: unknown): unknown {
  return isObject(shared) && isObject(own) ? { ...shared, ...own } : shared;
}

/**
 * The view (without its events and options) of its public part and its own part: each key in
 * the public part's order, its value from the public part, the own part, or both merged.
 */
export function mergedView(shared: Record<string, unknown>, own: Record<string, unknown>) {
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

/**
 * A seat's `view` with its public values taken from the spectator's `spectator`, which are the
 * same (the engine contract test proves it): a wholly public key's value, and each object of a
 * partly public one that has no hidden key (or, for one that has, the values of its other keys).
 * The same objects then, so comparing each reader's public part with the spectators' (room/
 * push.ts) stops at the first step. The spectator sees nothing hidden, so nothing can come to a
 * seat this way that it may not see.
 */
export function sharedWith(view: unknown, spectator: unknown, publicView: PublicView): unknown {
  if (publicView.length === 0 || !isObject(view) || !isObject(spectator)) return view;
  const out: Record<string, unknown> = {};
  for (const key in view) {
    const hidden = hiddenOf(publicView, key);
    const mine = view[key];
    const theirs = spectator[key];
    if (hidden === undefined) out[key] = mine;
    else if (hidden === null) out[key] = theirs;
    else if (Array.isArray(mine) && Array.isArray(theirs) && mine.length === theirs.length)
      out[key] = mine.map((item, i) => sharedItem(item, theirs[i], hidden));
    else out[key] = sharedItem(mine, theirs, hidden);
  }
  return out;
}

/** One object of a partly public value with the spectator's values but for its hidden keys. */
function sharedItem(mine: unknown, theirs: unknown, hidden: readonly string[]): unknown {
  if (!hides(mine, hidden))
    return isObject(mine) && isObject(theirs) && !hides(theirs, hidden) ? theirs : mine;
  if (!isObject(theirs)) return mine;
  const out: Record<string, unknown> = {};
  for (const key in mine) out[key] = hidden.includes(key) ? mine[key] : theirs[key];
  return out;
}
