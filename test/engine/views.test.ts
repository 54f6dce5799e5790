/**
 * The engine's views (every game's `view`): a seat's JSON must not change when something it may
 * not see does (non-interference, with the hidden changes of each game's fuzz spec), and the
 * public event log is the same for every reader, so one copy of it can serve them all.
 */
import { describe, expect, it } from "vitest";
import { games, seatCounts } from "../../src/engine";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { botRun } from "./kit";

/** Every reader of a game with `seats` seats: each seat, then the spectator. */
function readers(seats: number): (number | null)[] {
  return [...Array.from({ length: seats }, (_, i) => i), null];
}

describe("views", () => {
  for (const game of Object.values(games)) {
    const spec = specOf(game.id);
    it(`gives every reader of a whole ${game.title} game, at every seat count, the spectator's events`, () => {
      let checked = 0;
      for (const seats of seatCounts(game.seats)) {
        const run = botRun(game, seats, `events-${game.id}-${seats}`, { cap: 400 });
        for (const state of run.states) {
          const events = JSON.stringify((game.view(state, null) as { events: unknown }).events);
          for (const reader of readers(seats)) {
            const view = game.view(state, reader) as { events: unknown };
            expect(JSON.stringify(view.events)).toBe(events);
          }
          checked++;
        }
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
          const before = all.map((r) => JSON.stringify(game.view(state, r)));
          for (const [i, reader] of all.entries()) {
            for (const change of spec.hidden(state as never, reader, rng)) {
              const copy = JSON.parse(json) as unknown;
              if (!change.apply(copy as never)) continue;
              expect(JSON.stringify(game.view(copy, reader)), `${reader}: ${change.what}`).toBe(
                before[i],
              );
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});
