/**
 * The view's public keys (the Game contract's `publicView`), for every game of the registry:
 * each key it lists is one of the view's own, and in every state of random games (every seat
 * count, the default options and each option's other values) every reader's view has, under
 * that key, exactly what the spectator's has (deep-equal); for a key public but for some keys
 * of its value (a list of its hidden keys), the same once those are taken out of it (or of each of its
 * objects), and those come after its other keys; and every reader's public part
 * (src/view-split.ts `publicPart`: the other keys' places too) is the spectator's to the byte.
 * That is what lets the room write the spectators' public part once per change and give it to
 * every reader without comparing (src/table-stream.ts, room/push.ts): a seat's push never holds
 * there anything another reader would not see alike, the page rebuilds each view with its keys
 * in their order, and the seat's table read from its stream is the very text of its own.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { games, seatCounts, type AnyGame } from "../../src/engine";
import { publicPart, type PublicView } from "../../src/view-split";
import { FuzzRng } from "../fuzz/rng";

/** `value` (an object, or each object of an array) without the keys `hidden`. */
function without(value: unknown, hidden: readonly string[]): unknown {
  const one = (item: unknown) =>
    Object.fromEntries(Object.entries(item as object).filter(([k]) => !hidden.includes(k)));
  return Array.isArray(value) ? value.map(one) : one(value);
}

/** Whether the keys `hidden` of `value` (of each of its objects) come after all its others. */
function hiddenLast(value: unknown, hidden: readonly string[]): boolean {
  const last = (item: unknown) => {
    const keys = Object.keys(item as object);
    const first = keys.findIndex((k) => hidden.includes(k));
    return first < 0 || keys.slice(first).every((k) => hidden.includes(k));
  };
  return Array.isArray(value) ? value.every(last) : last(value);
}

/** Checks that `view` has the spectator's value of each public entry (`at`: where, for a failure). */
function expectPublic(
  entries: readonly [string, true | readonly string[]][],
  view: Record<string, unknown>,
  spectator: Record<string, unknown>,
  at: string,
): void {
  for (const [key, hidden] of entries) {
    if (hidden === true) {
      expect(view[key], `${key}, ${at}`).toEqual(spectator[key]);
      continue;
    }
    // A partly public value: an object or an array of objects, the same without its hidden
    // keys, which come last.
    const value = view[key];
    expect(typeof value === "object" && value !== null, `${key}, ${at}`).toBe(true);
    expect(without(value, hidden), `${key}, ${at}`).toEqual(without(spectator[key], hidden));
    expect(hiddenLast(value, hidden), `${key}'s hidden keys last, ${at}`).toBe(true);
  }
}

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
    const entries = Object.entries(game.publicView ?? {}) as [string, true | readonly string[]][];
    const keys = entries.map(([key]) => key);
    /** The text of a view's public part (none without public keys: only the common fields). */
    const text = (view: Record<string, unknown>) =>
      JSON.stringify(publicPart(view, (game.publicView ?? {}) as PublicView));

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

    it("gives every reader the spectator's value of each public key and public part, in every state", () => {
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
                expectPublic(entries, view, spectator, `seat ${reader}, move ${n}`);
                expect(text(view), `seat ${reader}'s public part, move ${n}`).toBe(text(spectator));
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
