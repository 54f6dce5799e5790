/**
 * The view's public keys (the Game contract's `publicView`), for every game of the registry:
 * each key it lists is one of the view's own, and in every state of random games (every seat
 * count, the default options and each option's other values) every reader's view has, under
 * that key, exactly what the spectator's has (deep-equal). That is what lets the room write and
 * compare those keys once per change for every reader (src/table-stream.ts): a seat's push
 * never holds there anything another reader would not see alike.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { games, seatCounts, type AnyGame } from "../../src/engine";
import { FuzzRng } from "../fuzz/rng";

/** The default options and, for each option field, each of its other values alone. */
function optionSets(game: AnyGame): Record<string, unknown>[] {
  const defaults = v.parse(game.options, {}) as Record<string, unknown>;
  const sets = [defaults];
  for (const f of game.optionFields) {
    const values = f.kind === "boolean" ? [!f.default] : f.choices.filter((c) => c !== f.default);
    for (const value of values) {
      const r = v.safeParse(game.options, { ...defaults, [f.key]: value });
      if (r.success) sets.push(r.output as Record<string, unknown>);
    }
  }
  return sets;
}

for (const game of Object.values(games)) {
  describe(`the public view: ${game.id}`, () => {
    const keys = game.publicView ?? [];

    it("lists keys of the view, once each, neither its events nor its options", () => {
      const state = game.setup({
        seats: game.seats.default,
        options: v.parse(game.options, {}),
        seed: "public-keys",
      });
      const view = game.view(state, null) as Record<string, unknown>;
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) {
        expect(Object.hasOwn(view, key), key).toBe(true);
        expect(["events", "options"]).not.toContain(key);
      }
    });

    it("gives every reader the spectator's value of each public key, in every state", () => {
      const rng = new FuzzRng(`public-${game.id}`);
      let compared = 0;
      for (const seats of seatCounts(game.seats)) {
        for (const [i, options] of optionSets(game).entries()) {
          // Three games with the defaults (a random game of some is short), one with each other.
          for (let g = 0; g < (i === 0 ? 3 : 1); g++) {
            let state: unknown = game.setup({ seats, options, seed: `public-${seats}-${i}-${g}` });
            for (let n = 0; n < 400 && game.toAct(state).length > 0; n++) {
              const spectator = game.view(state, null) as Record<string, unknown>;
              for (let reader = 0; reader < seats; reader++) {
                const view = game.view(state, reader) as Record<string, unknown>;
                for (const key of keys)
                  expect(view[key], `${key}, seat ${reader}, move ${n}`).toEqual(spectator[key]);
                compared++;
              }
              const toAct = game.toAct(state);
              const seat = toAct[rng.int(toAct.length)]!;
              const legal = game.legalMoves(state, seat) as unknown[];
              const r = game.play(state, seat, legal[rng.int(legal.length)]);
              if (!r.ok) throw new Error(`${game.id}: ${r.error.message}`);
              state = r.state;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(200);
    });
  });
}
