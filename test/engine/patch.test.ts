/**
 * Table patches (src/patch.ts): for random pairs of JSON values, applying the diff of one to
 * the other gives the other exactly, and leaves the first untouched; a grown array is sent as
 * an append of its new items only.
 */
import { describe, expect, it } from "vitest";
import { applyPatch, diffJson } from "../../src/patch";

/** A small seeded generator (mulberry32). */
function rng(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}

/** A random JSON value, and a random edit of it. */
function value(r: (n: number) => number, depth = 0): unknown {
  const k = r(depth > 2 ? 4 : 7);
  if (k === 0) return null;
  if (k === 1) return r(100);
  if (k === 2) return ["a", "b", "c"][r(3)];
  if (k === 3) return r(2) === 0;
  if (k === 4) return Array.from({ length: r(4) }, () => value(r, depth + 1));
  return Object.fromEntries(
    Array.from({ length: r(4) }, (_, i) => [`k${i + r(2)}`, value(r, depth + 1)]),
  );
}
function edit(r: (n: number) => number, x: unknown): unknown {
  if (r(4) === 0) return value(r);
  if (Array.isArray(x)) {
    const y = x.map((e) => (r(3) === 0 ? edit(r, e) : e));
    // Sometimes the oldest items leave the front, as in a log that keeps its newest entries.
    if (r(4) === 0) y.splice(0, r(y.length + 1));
    if (r(2) === 0) y.push(value(r));
    return y;
  }
  if (x !== null && typeof x === "object") {
    const y: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (r(5) !== 0) y[k] = r(3) === 0 ? edit(r, v) : v;
    if (r(3) === 0) y[`n${r(9)}`] = value(r);
    return y;
  }
  return x;
}

describe("table patches", () => {
  it("diff then apply gives the new value for 2,000 random pairs, without changing the old", () => {
    const r = rng(16);
    for (let i = 0; i < 2000; i++) {
      const from = { t: value(r) };
      const to = edit(r, from) as { t: unknown };
      const before = JSON.stringify(from);
      const ops = JSON.parse(JSON.stringify(diffJson(from, to))) as ReturnType<typeof diffJson>;
      expect(applyPatch(from, ops)).toEqual(JSON.parse(JSON.stringify(to)));
      expect(JSON.stringify(from)).toBe(before);
    }
  });

  it("reads values as JSON does: a key holding undefined is absent, for 2,000 random pairs", () => {
    const r = rng(61);
    /** Some keys of some objects set to undefined, as a table built in code may have. */
    const holes = (x: unknown): unknown => {
      if (Array.isArray(x)) return x.map(holes);
      if (x === null || typeof x !== "object") return x;
      const y: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(x)) y[k] = r(4) === 0 ? undefined : holes(v);
      if (r(3) === 0) y.gone = undefined;
      return y;
    };
    const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
    for (let i = 0; i < 2000; i++) {
      const from = holes({ t: value(r) });
      const to = holes(edit(r, from));
      const ops = json(diffJson(from, to)) as ReturnType<typeof diffJson>;
      // The client holds `from` as it arrived (JSON) and must end with `to` as JSON reads it.
      expect(applyPatch(json(from), ops)).toEqual(json(to));
    }
    // An unchanged key holding undefined on both sides costs nothing; one that became
    // undefined is deleted; an inherited name is never taken for a value.
    expect(diffJson({ a: 1, b: undefined }, { a: 1, b: undefined })).toEqual([]);
    expect(diffJson({ a: 1, b: 2 }, { a: 1, b: undefined })).toEqual([["b"]]);
    expect(diffJson({ toString: 1 }, {})).toEqual([["toString"]]);
    expect(diffJson({}, { constructor: 2 })).toEqual([["constructor", 2]]);
  });

  it("sends only the new entries of a log that keeps its newest 200: it slides", () => {
    const log = Array.from({ length: 230 }, (_, i) => Object.freeze({ e: i }));
    const from = { seq: 9, view: { events: log.slice(20, 220) } };
    const to = { seq: 10, view: { events: log.slice(23, 223) } };
    const ops = diffJson(from, to);
    expect(ops).toEqual([
      ["seq", 10],
      ["view/events", [{ e: 220 }, { e: 221 }, { e: 222 }], 1, 3],
    ]);
    expect(applyPatch(from, ops)).toEqual(to);
    // Dropped from the front only, and a list that changed in the middle (set whole or item).
    expect(diffJson([1, 2, 3], [2, 3])).toEqual([["", [], 1, 1]]);
    expect(applyPatch([1, 2, 3], diffJson([1, 2, 3], [1, 3]))).toEqual([1, 3]);
  });

  it("sends only the new entries of a grown event list, and nothing when nothing changed", () => {
    const from = { seq: 3, view: { events: [{ e: 1 }, { e: 2 }] } };
    const to = { seq: 4, view: { events: [{ e: 1 }, { e: 2 }, { e: 3 }] } };
    expect(diffJson(from, to)).toEqual([
      ["seq", 4],
      ["view/events", [{ e: 3 }], 1],
    ]);
    expect(diffJson(to, JSON.parse(JSON.stringify(to)))).toEqual([]);
  });
});
