/**
 * encodeJSON (src/engine/core/encode.ts) and the frozen shared events of views
 * (src/engine/core/frozen.ts): the text is always what JSON.stringify gives, the cache never
 * answers an old text for a value that changed, and a shared event cannot be changed through a
 * view. That states are plain JSON is test/engine/contract.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { encodeJSON, freezeEvent, games, type AnyGame } from "../../src/engine";
import { botRun } from "./kit";

/** Every state of a bot game with `seats` seats (at most `cap` moves). */
function botStates(game: AnyGame, seats: number, seed: string, cap = 400): unknown[] {
  return botRun(game, seats, seed, { cap }).states;
}

describe("encodeJSON", () => {
  for (const game of Object.values(games)) {
    it(`gives JSON.stringify's text for every view of a whole ${game.title} game, cache warm or cold`, () => {
      const seats = game.seats.default;
      const readers = [...Array.from({ length: seats }, (_, i) => i), null];
      let views = 0;
      for (const state of botStates(game, seats, `encode-${game.id}`)) {
        for (const reader of readers) {
          const view: unknown = game.view(state, reader);
          // A table as the room pushes it wraps the view.
          const table = {
            type: "table",
            table: { seq: views, view, legal: [], rematch: undefined },
          };
          expect(encodeJSON(view)).toBe(JSON.stringify(view));
          expect(encodeJSON(table)).toBe(JSON.stringify(table));
          views++;
        }
        // The state itself too (after a JSON round trip: a state read back from storage).
        const stored: unknown = JSON.parse(JSON.stringify(state));
        expect(encodeJSON(stored)).toBe(JSON.stringify(stored));
      }
      expect(views).toBeGreaterThan(20);
    });
  }

  it("matches JSON.stringify on the awkward cases", () => {
    class WithToJSON {
      toJSON() {
        return { as: "json" };
      }
    }
    const values: unknown[] = [
      null,
      0,
      -0,
      1.5e300,
      NaN,
      Infinity,
      'quote " backslash \\ newline \n tab \t nul \u0000 emoji 🎴 lone \ud800',
      true,
      [],
      {},
      [undefined, () => 1, Symbol("s"), null],
      { a: undefined, b: () => 1, c: 1, [Symbol("k")]: 2, 'key "q"': 3 },
      { 2: "two", 1: "one", b: "b", a: "a" },
      new Date(0),
      new WithToJSON(),
      { nested: [new WithToJSON(), { d: new Date(1) }] },
      Object.freeze({ frozen: Object.freeze([1, 2, { three: 3 }]) }),
      // eslint-disable-next-line no-sparse-arrays
      [1, , 3],
      Object.create(null) as object,
    ];
    for (const x of values) expect(encodeJSON(x)).toBe(JSON.stringify(x));
  });

  it("never answers a stale text: a shallowly frozen object whose inside changes is encoded anew", () => {
    const inner = { n: 1 };
    const outer = Object.freeze({ inner });
    expect(encodeJSON(outer)).toBe('{"inner":{"n":1}}');
    inner.n = 2;
    expect(encodeJSON(outer)).toBe('{"inner":{"n":2}}');
    const arr: Readonly<{ a: number }>[] = [Object.freeze({ a: 1 })];
    expect(encodeJSON(arr)).toBe('[{"a":1}]');
    arr.push(Object.freeze({ a: 2 }));
    expect(encodeJSON(arr)).toBe('[{"a":1},{"a":2}]');
  });

  it("follows a log as it grows, loses events at the front, forks or changes", () => {
    const ev = (n: number) => Object.freeze({ type: "e", n, cards: Object.freeze([n, -n]) });
    const check = (x: unknown) => expect(encodeJSON(x)).toBe(JSON.stringify(x));
    let log = [0, 1, 2, 3, 4].map(ev);
    const view = (events: unknown[]) => ({ seat: 0, events, tail: { events } });
    check(view(log));
    log = [...log, ev(5), ev(6)];
    check(view(log));
    check(view(log.slice()));
    log = log.slice(3); // the front trimmed, as a full log is
    check(view(log));
    log = [...log, ev(7)];
    check(view(log));
    const fork = [...log.slice(0, -1), ev(8)];
    check(view(fork));
    check(view(log));
    const changed = log.slice();
    changed[1] = ev(99); // same last element, something else in the middle
    check(view(changed));
    // An unfrozen event in a log is never remembered: changing it shows in the next text.
    const loose = { type: "loose", n: 1 };
    const mixed: unknown[] = [...log.slice(0, 2), loose, ...log.slice(2)];
    check(view(mixed));
    loose.n = 2;
    check(view(mixed));
    // A string that looks like the encoder's marker is encoded as itself.
    check({ name: "\u0000log:0", other: "\u0000log:0", events: log });
    check({ name: "\u0000log:0", events: log });
    check([log, log]);
  });

  it("follows a full log sliding for hundreds of moves, with forks from old logs", () => {
    const ev = (n: number) => Object.freeze({ type: "e", n, text: "x".repeat(n % 7) });
    const check = (x: unknown) => expect(encodeJSON(x)).toBe(JSON.stringify(x));
    let log: readonly unknown[] = Object.freeze([]);
    const kept: (readonly unknown[])[] = [];
    let n = 0;
    for (let move = 0; move < 600; move++) {
      // One to three events a move, the log kept at its last 50 (as the games keep 200).
      const next = [...log];
      for (let k = 0; k <= move % 3; k++) next.push(ev(n++));
      log = Object.freeze(next.length > 50 ? next.slice(next.length - 50) : next);
      if (log.length > 0) check({ events: log });
      if (move % 37 === 0) kept.push(log);
      // A fork from a log of long ago (a bot's search, a retried move) and its own next log.
      if (move % 53 === 0 && kept.length > 1) {
        const old = kept[Math.floor(kept.length / 2)]!;
        check({ events: old });
        const forked = Object.freeze([...old.slice(1), ev(10_000 + move)]);
        check({ events: forked });
        check({ events: Object.freeze([...forked, ev(20_000 + move)]) });
      }
    }
    for (const old of kept) if (old.length > 0) check({ events: old });
  });
});

describe("views share frozen events", () => {
  it("freezeEvent freezes all the way down and is idempotent", () => {
    const e = { type: "x", cards: ["a"], nested: { list: [{ v: 1 }] } };
    expect(freezeEvent(e)).toBe(e);
    expect(Object.isFrozen(e.cards)).toBe(true);
    expect(Object.isFrozen(e.nested.list[0])).toBe(true);
    expect(freezeEvent(e)).toBe(e);
  });

  for (const game of Object.values(games)) {
    it(`${game.title}: changing an event through a view throws and leaves the state alone`, () => {
      const states = botStates(game, game.seats.default, `frozen-${game.id}`, 60);
      const state = states.at(-1)!;
      const before = JSON.stringify(state);
      const view = game.view(state, 0) as { events: Record<string, unknown>[] };
      expect(view.events.length).toBeGreaterThan(0);
      for (const e of view.events) {
        // Events holding arrays may be copies (Pazaak's set ends); the flat ones are shared.
        if (!Object.isFrozen(e)) continue;
        expect(() => {
          e.type = "changed";
        }).toThrow(TypeError);
      }
      // The list itself is shared by every view of the state, frozen too.
      expect(() => view.events.pop()).toThrow(TypeError);
      expect((game.view(state, 1) as { events: unknown }).events).toBe(view.events);
      expect(JSON.stringify(state)).toBe(before);
    });
  }
});
