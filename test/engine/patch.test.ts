/**
 * Table patches (src/patch.ts): for random pairs of JSON texts, applying the edits of one to
 * the other gives the other exactly; a grown or slid event log costs only its new text and the
 * cut of its oldest entries; every inserted text is text of the new one; the edits of two texts
 * joined edit the two texts one after the other.
 */
import { describe, expect, it } from "vitest";
import { applyEdits, diffText, joinEdits } from "../../src/patch";

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
  it("edits then apply give the new text for 2,000 random pairs of JSON values", () => {
    const r = rng(16);
    for (let i = 0; i < 2000; i++) {
      const from = JSON.stringify({ t: value(r) });
      const to = JSON.stringify(edit(r, JSON.parse(from)));
      const edits = JSON.parse(JSON.stringify(diffText(from, to))) as ReturnType<typeof diffText>;
      expect(applyEdits(from, edits)).toBe(to);
      for (const part of edits) if (typeof part === "string") expect(to).toContain(part);
    }
  });

  it("gives the new text for long texts with a few changes, and nothing when nothing changed", () => {
    const r = rng(61);
    for (let i = 0; i < 300; i++) {
      const big = JSON.stringify(Array.from({ length: 60 }, () => value(r)));
      const from = big + JSON.stringify(value(r)) + big;
      let to = from;
      for (let k = r(5); k >= 0; k--) {
        const at = r(to.length);
        to = to.slice(0, at) + JSON.stringify(value(r)) + to.slice(at + r(30));
      }
      expect(applyEdits(from, diffText(from, to))).toBe(to);
    }
    expect(diffText("same", "same")).toEqual([]);
    expect(applyEdits("", diffText("", "new"))).toBe("new");
    expect(applyEdits("old", diffText("old", ""))).toBe("");
  });

  it("sends only the new entries of a log that keeps its newest 200: it slides", () => {
    const log = Array.from({ length: 230 }, (_, i) => ({ type: "play", seat: i % 4, card: i }));
    const from = JSON.stringify({ seq: 9, view: { events: log.slice(20, 220) } });
    const to = JSON.stringify({ seq: 10, view: { events: log.slice(23, 223) } });
    const edits = diffText(from, to);
    expect(applyEdits(from, edits)).toBe(to);
    const inserted = edits.filter((p) => typeof p === "string").join("");
    const added = JSON.stringify(log.slice(220, 223)).length;
    // The new entries and the changed seq, give or take the characters around them.
    expect(inserted.length).toBeLessThan(added + 40);
    expect(JSON.stringify(edits).length).toBeLessThan(added + 100);
  });

  it("sends only the new entries of a grown event list", () => {
    const events = Array.from({ length: 40 }, (_, i) => ({ e: i, who: "somebody" }));
    const from = JSON.stringify({ seq: 3, view: { events: events.slice(0, 39) } });
    const to = JSON.stringify({ seq: 4, view: { events } });
    const edits = diffText(from, to);
    expect(applyEdits(from, edits)).toBe(to);
    // The seq, and the new entry's text (where it is cut from the old ones does not matter).
    expect(edits.length).toBe(6);
    expect(edits[2]).toBe("4");
    expect((edits[5] as string).length).toBe(',{"e":39,"who":"somebody"}'.length);
  });

  it("joins the edits of two texts into the edits of the two one after the other", () => {
    const r = rng(7);
    for (let i = 0; i < 500; i++) {
      const a = JSON.stringify({ t: value(r) });
      const b = JSON.stringify({ u: value(r) });
      const a2 = r(3) === 0 ? a : JSON.stringify(edit(r, JSON.parse(a)));
      const b2 = r(3) === 0 ? b : JSON.stringify(edit(r, JSON.parse(b)));
      const joined = joinEdits(diffText(a, a2), a.length + 1, diffText(b, b2));
      expect(applyEdits(`${a}\n${b}`, joined)).toBe(`${a2}\n${b2}`);
    }
  });
});
