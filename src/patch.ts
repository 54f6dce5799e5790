/**
 * Table patches (issue 16): what a socket push carries instead of the whole table, once the
 * socket has a table to patch. `diffJson` (server) lists the changes from one JSON value to the
 * next; `applyPatch` (the page, and the tests) replays them on a copy. Shared by the server and
 * the web client, so both read the same format; plain JSON in and out, nothing else.
 *
 * A patch is a list of operations, short arrays because every byte goes to every page:
 * `[path, value]` sets the value at the path, `[path, items, 1]` appends items to the array
 * there (a growing event list costs only its new entries), `[path]` alone deletes the key. A
 * path is the object keys and array indexes from the table down, joined by "/"
 * ("view/seats/0/board"); a key holding "/" is never entered (its parent is set whole).
 */

/** A path into a JSON value: object keys and array indexes, joined by "/". */
export type PatchPath = string;

/** One change: set (path, value), append (path, items, 1) or delete (path). */
export type PatchOp = [path: PatchPath, value?: unknown, append?: 1];

type Json = unknown;

const isObject = (x: Json): x is Record<string, Json> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** Whether two JSON values are equal (by their text). */
function same(a: Json, b: Json): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** The path of `key` below `path`. */
const below = (path: string, key: string | number): string => (path ? `${path}/${key}` : `${key}`);

/**
 * The operations that turn `from` into `to` (both plain JSON; `from` is not changed). Objects
 * are compared key by key, arrays that only grew get an append, arrays of the same length are
 * compared item by item; anything else is set whole.
 */
export function diffJson(from: Json, to: Json, path = "", ops: PatchOp[] = []): PatchOp[] {
  if (from === to) return ops;
  if (
    isObject(from) &&
    isObject(to) &&
    path !== "" &&
    Object.keys({ ...from, ...to }).some((k) => k.includes("/"))
  ) {
    ops.push([path, to]);
    return ops;
  }
  if (isObject(from) && isObject(to)) {
    for (const k of Object.keys(to)) {
      if (!(k in from)) ops.push([below(path, k), to[k]]);
      else diffJson(from[k], to[k], below(path, k), ops);
    }
    for (const k of Object.keys(from)) if (!(k in to)) ops.push([below(path, k)]);
    return ops;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    if (to.length > from.length && from.every((x, i) => same(x, to[i]))) {
      ops.push([path, to.slice(from.length), 1]);
      return ops;
    }
    if (to.length === from.length) {
      const mine: PatchOp[] = [];
      for (let i = 0; i < to.length; i++) diffJson(from[i], to[i], below(path, i), mine);
      // Many small changes in one array cost more than the array itself: then it is set whole.
      if (JSON.stringify(mine).length < JSON.stringify(to).length) ops.push(...mine);
      else ops.push([path, to]);
      return ops;
    }
  }
  if (!same(from, to)) ops.push([path, to]);
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
    if (op.length > 2) (at[key] as unknown[]).push(...(op[1] as unknown[]));
    else if (op.length > 1) at[key] = op[1];
    else delete at[key];
  }
  return holder.r as T;
}
