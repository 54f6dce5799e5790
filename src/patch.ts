/**
 * Table patches (issue 16): what a socket push carries instead of the whole table, once the
 * socket has a table to patch. `diffJson` (server) lists the changes from one JSON value to the
 * next; `applyPatch` (the page, and the tests) replays them on a copy. Shared by the server and
 * the web client, so both read the same format; plain JSON in and out, nothing else.
 *
 * A patch is a list of operations, each naming a path of object keys and array indexes:
 * `{p, v}` sets the value at the path, `{p, a}` appends items to the array there (a growing
 * event list costs only its new entries), `{p}` alone deletes the key.
 */

/** A path into a JSON value: object keys and array indexes. */
export type PatchPath = (string | number)[];

/** One change. */
export type PatchOp =
  { p: PatchPath; v: unknown } | { p: PatchPath; a: unknown[] } | { p: PatchPath };

type Json = unknown;

const isObject = (x: Json): x is Record<string, Json> =>
  typeof x === "object" && x !== null && !Array.isArray(x);

/** Whether two JSON values are equal (by their text). */
function same(a: Json, b: Json): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The operations that turn `from` into `to` (both plain JSON; `from` is not changed). Objects
 * are compared key by key, arrays that only grew get an append, arrays of the same length are
 * compared item by item; anything else is set whole.
 */
export function diffJson(
  from: Json,
  to: Json,
  path: PatchPath = [],
  ops: PatchOp[] = [],
): PatchOp[] {
  if (from === to) return ops;
  if (isObject(from) && isObject(to)) {
    for (const k of Object.keys(to)) {
      if (!(k in from)) ops.push({ p: [...path, k], v: to[k] });
      else diffJson(from[k], to[k], [...path, k], ops);
    }
    for (const k of Object.keys(from)) if (!(k in to)) ops.push({ p: [...path, k] });
    return ops;
  }
  if (Array.isArray(from) && Array.isArray(to)) {
    if (to.length > from.length && from.every((x, i) => same(x, to[i]))) {
      ops.push({ p: path, a: to.slice(from.length) });
      return ops;
    }
    if (to.length === from.length) {
      const mine: PatchOp[] = [];
      for (let i = 0; i < to.length; i++) diffJson(from[i], to[i], [...path, i], mine);
      // Many small changes in one array cost more than the array itself: then it is set whole.
      if (JSON.stringify(mine).length < JSON.stringify(to).length) ops.push(...mine);
      else ops.push({ p: path, v: to });
      return ops;
    }
  }
  if (!same(from, to)) ops.push({ p: path, v: to });
  return ops;
}

/** A copy of `base` with `ops` applied (`base` is not changed). Kept tiny: the page ships it. */
export function applyPatch<T>(base: T, ops: readonly PatchOp[]): T {
  type Node = Record<string | number, unknown>;
  const holder: Node = { r: JSON.parse(JSON.stringify(base)) };
  for (const op of ops) {
    const path: PatchPath = ["r", ...op.p];
    const key = path.pop()!;
    const at = path.reduce<Node>((node, k) => node[k] as Node, holder);
    if ("a" in op) (at[key] as unknown[]).push(...op.a);
    else if ("v" in op) at[key] = op.v;
    else delete at[key];
  }
  return holder.r as T;
}
