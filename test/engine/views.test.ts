/**
 * encodeViews (src/engine/core/views.ts): every reader's view of a state encoded at once, the
 * parts they share written once. Each text must be exactly JSON.stringify of that reader's view
 * (what the room sent before, so clients read the same bytes), cache warm or cold, and a seat's
 * text must not change when something it may not see does (non-interference with the hidden
 * changes of each game's fuzz spec, encoded together with the other readers whose texts do
 * change). The event log's remembered texts (core/encode.ts), which both encoders use, are
 * checked on logs that grow, slide at the front and branch.
 */
import { describe, expect, it } from "vitest";
import {
  encodeJSON,
  encodeViews,
  freezeEvent,
  games,
  sameJSON,
  seatCounts,
} from "../../src/engine";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { botRun } from "./kit";

/** Every reader of a game with `seats` seats: each seat, then the spectator. */
function readers(seats: number): (number | null)[] {
  return [...Array.from({ length: seats }, (_, i) => i), null];
}

describe("encodeViews", () => {
  for (const game of Object.values(games)) {
    const spec = specOf(game.id);
    it(`gives JSON.stringify's text of every reader's view of a whole ${game.title} game, at every seat count`, () => {
      let checked = 0;
      for (const seats of seatCounts(game.seats)) {
        const all = readers(seats);
        const run = botRun(game, seats, `views-${game.id}-${seats}`, { cap: 400 });
        // A game with its own encoder (Pazaak's view-text.ts) against the generic one too.
        const generic = { ...game, encodeViews: undefined };
        for (const state of run.states) {
          const texts = encodeViews(game, state, all);
          expect(texts).toEqual(all.map((r) => JSON.stringify(game.view(state, r))));
          if (game.encodeViews) expect(encodeViews(generic, state, all)).toEqual(texts);
          checked++;
        }
        // Cold: a state read back from storage (nothing frozen, nothing known), one reader.
        const stored: unknown = JSON.parse(JSON.stringify(run.states.at(-1)));
        expect(encodeViews(game, stored, [0])).toEqual([JSON.stringify(game.view(stored, 0))]);
      }
      expect(checked).toBeGreaterThan(10);
    });

    it(`keeps a ${game.title} seat's text byte-identical when a card it may not see changes`, () => {
      const rng = new FuzzRng(`views-hidden-${game.id}`);
      let compared = 0;
      for (const seats of seatCounts(game.seats)) {
        const all = readers(seats);
        const run = botRun(game, seats, `views-hidden-${seats}`, { cap: spec.maxMoves });
        const every = Math.max(1, Math.floor(run.states.length / 8));
        const sampled = run.states.filter((_, i) => i % every === 0 || i === run.states.length - 1);
        for (const state of sampled) {
          const json = JSON.stringify(state);
          const before = encodeViews(game, state, all);
          for (const [i, reader] of all.entries()) {
            for (const change of spec.hidden(state as never, reader, rng)) {
              const copy = JSON.parse(json) as unknown;
              if (!change.apply(copy as never)) continue;
              // Encoded with every other reader, whose views may well change.
              expect(encodeViews(game, copy, all)[i], `${reader}: ${change.what}`).toBe(before[i]);
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }

  it("gives JSON.stringify's text of MazzelTof's views when partners see each other's hands", () => {
    const game = games.mazzeltof!;
    const all = readers(4);
    const run = botRun(game, 4, "views-partners", { options: { partnerSeesHand: true }, cap: 300 });
    for (const state of run.states)
      expect(encodeViews(game, state, all)).toEqual(
        all.map((r) => JSON.stringify(game.view(state, r))),
      );
  });

  it("writes a view with parts unlike the spectator's as JSON.stringify does", () => {
    // A made-up game whose seats' views differ from the spectator's in every way a view can.
    const shared = freezeEvent({ options: { a: 1 } });
    const log = Array.from({ length: 40 }, (_, n) => freezeEvent({ n, text: `e"${n}` }));
    const views: Record<string, unknown> = {
      spectator: { you: null, list: [1, 2, 3], nested: { x: [{ y: 1 }], z: "s" }, log, shared },
      0: { you: 0, list: [1, 2], nested: { x: [{ y: 2 }], z: "s", extra: undefined }, log, shared },
      1: { list: [1, 2, 3], you: 1, nested: { z: "s", x: [{ y: 1 }] }, log: log.slice(1), shared },
      2: { you: 2, list: [1, 2, 3, -0, NaN, null], nested: "flat", log: [], shared: { a: 1 } },
    };
    const fake = { view: (_s: unknown, r: number | null) => views[r === null ? "spectator" : r] };
    const all = [0, 1, 2, null];
    const texts = encodeViews(fake as never, null, all);
    expect(texts).toEqual(all.map((r) => JSON.stringify(fake.view(null, r))));
  });

  it("sameJSON says equal only for values with the same text", () => {
    expect(sameJSON({ a: 1, b: [2] }, { a: 1, b: [2] })).toBe(true);
    expect(sameJSON({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJSON([1, 2], [1, 2, 3])).toBe(false);
    expect(sameJSON(0, -0)).toBe(true);
    expect(sameJSON(NaN, NaN)).toBe(false);
    expect(sameJSON({ a: undefined }, {})).toBe(false);
  });
});

describe("the event log's remembered texts", () => {
  it("give JSON.stringify's text for logs that grow, slide at the front and branch", () => {
    const events = Array.from({ length: 300 }, (_, n) => freezeEvent({ n, s: `ev ${n}` }));
    // Growing, then a window of 200 sliding along.
    for (let end = 1; end <= events.length; end++) {
      const log = events.slice(Math.max(0, end - 200), end);
      expect(encodeJSON({ events: log })).toBe(JSON.stringify({ events: log }));
    }
    // A branch: the same first events, then others.
    const branch = [
      ...events.slice(0, 40),
      ...Array.from({ length: 30 }, (_, n) => freezeEvent({ b: n })),
    ];
    expect(encodeJSON({ events: branch })).toBe(JSON.stringify({ events: branch }));
    // An element that is not frozen is written as it is now, never from a remembered text.
    const open: Record<string, unknown>[] = [{ x: 1 }, ...events.slice(0, 20)];
    const text = encodeJSON({ events: open });
    expect(text).toBe(JSON.stringify({ events: open }));
    open[0]!.x = 2;
    expect(encodeJSON({ events: open })).toBe(JSON.stringify({ events: open }));
  });
});
