/**
 * The log as a stream (src/log-stream.ts): the events a change added are found by identity in
 * a log that keeps its latest events, also once it drops its oldest; a log that does not
 * continue the one held is sent whole; a page's log after the stream is the server's.
 */
import { describe, expect, it } from "vitest";
import { addedEvents, eventsOf, mergeLog, withEvents, withoutEvents } from "../../src/log-stream";
import { latest } from "../../src/engine/core/event-log";
import type { Table } from "../../src/protocol";

/** A log as a game keeps it: `events` with `more` new ones, its latest `max`. */
function grow(events: readonly object[], more: number, max: number): object[] {
  return latest([...events, ...Array.from({ length: more }, (_, i) => ({ n: i }))], max);
}

describe("the log as a stream", () => {
  it("finds the events a change added, while the log grows and once it slides", () => {
    let held: readonly unknown[] = [];
    let log: object[] = [];
    for (let step = 0; step < 120; step++) {
      const next = grow(log, step % 4, 50);
      const added = addedEvents(log, next);
      expect(added).toEqual(next.slice(next.length - (step % 4)));
      held = mergeLog(held, { from: "r", events: added!, length: next.length });
      expect(held).toEqual(next);
      log = next;
    }
  });

  it("sends the whole log when the new one does not continue the one held", () => {
    const a = grow([], 5, 50);
    expect(addedEvents(a, grow([], 5, 50))).toBeNull();
    expect(addedEvents(a, [a[1], a[0]])).toBeNull();
    expect(addedEvents(a, [])).toBeNull();
    expect(addedEvents([], a)).toEqual(a);
    expect(mergeLog([{ old: 1 }], { from: null, events: a, length: a.length })).toEqual(a);
  });

  it("takes the events out of a table and puts them back", () => {
    const table = { seq: 3, view: { hand: [1], events: [{ e: 1 }], score: 2 } } as unknown as Table;
    const bare = withoutEvents(table);
    expect(bare.view).toEqual({ hand: [1], score: 2 });
    expect(eventsOf(bare)).toEqual([]);
    expect(withEvents(bare, eventsOf(table))).toEqual(table);
    // The text the page rebuilds for the next patch is the server's text.
    expect(JSON.stringify(JSON.parse(JSON.stringify(bare)))).toBe(JSON.stringify(bare));
  });
});
