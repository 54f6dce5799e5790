/**
 * Table patches: what a socket push carries instead of the whole table, once the
 * socket has a table to patch. `diffJson` (server) lists the changes from one JSON value to the
 * next; `applyPatch` (the page, and the tests) replays them on a copy. Shared by the server and
 * the web client, so both read the same format; plain JSON in and out, nothing else.
 *
 * A patch is a list of operations, short arrays because every byte goes to every page:
 * `[path, value]` sets the value at the path, `[path, items, 1]` appends items to the array
 * there (a growing event list costs only its new entries), `[path, items, 1, n]` first drops
 * `n` items from its front (a log that keeps only its newest entries slides), `[path]` alone
 * deletes the key. A
 * path is the object keys and array indexes from the table down, joined by "/"
 * ("view/seats/0/board"); a key holding "/" is never entered (its parent is set whole).
 *
 * `diffJson` reads its inputs as JSON would (a key whose value is `undefined` is absent), so
 * the server can diff the tables it built without a round trip through text, and unchanged
 * parts shared by both (the engine's frozen events) compare by identity at no cost.
 */

/** A path into a JSON value: object keys and array indexes, joined by "/". */
export type PatchPath = string;

/**
 * One change: set (path, value), append (path, items, 1), slide (path, items, 1, n: drop n
 * from the front, then append) or delete (path).
 */
export type PatchOp = [path: PatchPath, value?: unknown, append?: 1, drop?: number];

type Json = unknown;

const isObject = (x: Json): x is Record<string, Json> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** An object's own value at `k` (never an inherited `toString`). */
const own = (o: Record<string, Json>, k: string): Json => (hasOwn(o, k) ? o[k] : undefined);

/**
 * Whether two values are equal as JSON reads them (a key holding `undefined` is absent),
 * without encoding either: shared parts (the engine's frozen events) are equal by identity.
 */
function equal(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!equal(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, Json>;
  const y = b as Record<string, Json>;
  let n = 0;
  for (const k of Object.keys(x)) {
    const v = x[k];
    if (v === undefined) continue;
    n++;
    if (!equal(v, own(y, k))) return false;
  }
  for (const k of Object.keys(y)) if (y[k] !== undefined) n--;
  return n === 0;
}

/**
 * How many items `to` dropped from the front of `from` when `to` is the rest of `from`
 * followed by new items (0: it only grew, or did not change); -1 when it is not.
 */
function kept(from: readonly Json[], to: readonly Json[]): number {
  for (let k = 0; k <= from.length; k++) {
    const rest = from.length - k;
    if (rest > to.length) continue;
    // The first kept item must be the first of `to` (by identity for shared frozen events).
    if (rest > 0 && !equal(from[k], to[0])) continue;
    let same = true;
    for (let i = 1; same && i < rest; i++) same = equal(from[k + i], to[i]);
    if (same) return k === from.length && from.length > 0 ? -1 : k;
  }
  return -1;
}

/** The path of `key` below `path`. */
const below = (path: string, key: string | number): string => (path ? `${path}/${key}` : `${key}`);

/**
 * The operations that turn `from` into `to` (JSON values, read as JSON would: a key holding
 * `undefined` is absent; `from` is not changed). Objects are compared key by key, arrays that
 * only grew get an append, arrays of the same length are compared item by item; anything else
 * is set whole. Parts that are the same object on both sides cost one comparison.
 */
export function diffJson(from: Json, to: Json, path = "", ops: PatchOp[] = []): PatchOp[] {
  if (from === to) return ops;
  if (isObject(from) && isObject(to)) {
    const toKeys = Object.keys(to);
    const fromKeys = Object.keys(from);
    if (
      path !== "" &&
      (toKeys.some((k) => k.includes("/")) || fromKeys.some((k) => k.includes("/")))
    ) {
      ops.push([path, to]);
      return ops;
    }
    for (const k of toKeys) {
      const now = to[k];
      if (now === undefined) continue;
      const was = own(from, k);
      if (was === now) continue;
      if (was === undefined) ops.push([below(path, k), now]);
      else diffJson(was, now, below(path, k), ops);
    }
    for (const k of fromKeys)
      if (from[k] !== undefined && own(to, k) === undefined) ops.push([below(path, k)]);
    return ops;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    // Grown, or slid (the newest entries of a log that keeps only so many): the new items only.
    const k = kept(from, to);
    if (k === 0 && to.length === from.length) return ops;
    const added = to.length - (from.length - k);
    if (k >= 0 && added <= to.length / 2) {
      ops.push(k === 0 ? [path, to.slice(-added), 1] : [path, to.slice(to.length - added), 1, k]);
      return ops;
    }
    if (to.length === from.length) {
      const mine: PatchOp[] = [];
      for (let i = 0; i < to.length; i++)
        if (from[i] !== to[i]) diffJson(from[i], to[i], below(path, i), mine);
      if (mine.length === 0) return ops;
      // Many small changes in one array cost more than the array itself: then it is set whole.
      if (JSON.stringify(mine).length < JSON.stringify(to).length) ops.push(...mine);
      else ops.push([path, to]);
      return ops;
    }
  }
  if (!equal(from, to)) ops.push([path, to]);
  return ops;
}

/** A copy of `base` with `ops` applied (`base` is not changed). Kept tiny: the page ships it. */
export function applyPatch<T>(base: T, ops: readonly PatchOp[]): T {
  type Node = Record<string, unknown>;
  const holder: Node = { r: JSON.parse(JSON.stringify(base)) };
  for (const op of ops) {
    const path = ["r", ...(op[0] ? op[0].split("/") : [])];
    const key = path.pop()!;
    const at = path.reduce<Node>((node, k) => node[k] as Node, holder);
    if (op.length > 2) {
      const items = at[key] as unknown[];
      if (op[3]) items.splice(0, op[3]);
      items.push(...(op[1] as unknown[]));
    } else if (op.length > 1) at[key] = op[1];
    else delete at[key];
  }
  return holder.r as T;
}
