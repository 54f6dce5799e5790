/**
 * core/frozen.ts's event lists: `appendEvents` answers the list and the new events, its last
 * `max`, whatever is dropped (none, a few cut in place, many sliced), never changes the lists it
 * is given, and is known afterwards as made by it (the log's text trusts such a list);
 * `MoveEvents` freezes what it logs and forgets a move that was refused.
 */
import { describe, expect, it } from "vitest";
import { appendEvents, madeByAppend, MoveEvents } from "../../src/engine/core/frozen";

/** Events numbered from `from`, `n` of them. */
const events = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ n: from + i }));

describe("appendEvents", () => {
  for (const [had, add] of [
    [0, 3],
    [198, 2],
    [200, 1],
    [200, 3],
    [199, 17],
    [200, 40],
    [900, 5],
  ] as const) {
    it(`keeps the last 200 of ${had} events and ${add} more`, () => {
      const before = events(0, had);
      const copy = [...before];
      const added = events(had, add);
      const out = appendEvents(before, added, 200);
      expect(out).toEqual([...before, ...added].slice(-200));
      expect(before).toEqual(copy);
      expect(added).toHaveLength(add);
      expect(madeByAppend(out)).toBe(true);
      expect(madeByAppend(before)).toBe(false);
    });
  }

  it("answers the same list when nothing is added", () => {
    const before = events(0, 5);
    expect(appendEvents(before, [], 200)).toBe(before);
  });
});

describe("MoveEvents", () => {
  it("freezes what it logs, and a new move forgets what a refused one logged", () => {
    const log = new MoveEvents<{ n: number }>();
    log.begin();
    log.add({ n: 1 });
    log.begin();
    const e = { n: 2 };
    log.add(e);
    const out = log.end(events(0, 1), 200);
    expect(out).toEqual([{ n: 0 }, { n: 2 }]);
    expect(Object.isFrozen(e)).toBe(true);
    expect(log.end(out, 200)).toBe(out);
  });
});
