/**
 * The registry: Pazaak is listed and a whole match runs through the generic AnyGame members;
 * no game's play() changes the state it was given or a view built earlier (the room keeps the
 * last table it pushed to each seat and diffs the next one against it).
 */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { findGame, games, type AnyGame } from "../../src/engine";

describe("registry", () => {
  it("lists pazaak and finds it by id, and nothing for unknown ids", () => {
    expect(Object.keys(games)).toContain("pazaak");
    expect(findGame("pazaak")).toBe(games.pazaak);
    expect(findGame("toString")).toBeUndefined();
    expect(findGame("nope")).toBeUndefined();
  });

  it("games.pazaak drives a whole match through the generic members only", () => {
    const game: AnyGame = games.pazaak!;
    expect(game.id).toBe("pazaak");
    expect(game.title).toBe("Pazaak");
    expect(game.seats).toEqual({ min: 2, max: 2, default: 2 });
    const options = v.parse(game.options, {});
    for (const f of game.optionFields) expect(options[f.key]).toEqual(f.default);
    let state = game.setup({ seats: 2, options, seed: "registry" });
    expect(state.version).toBe(1);
    let moves = 0;
    while (game.toAct(state).length > 0) {
      expect(game.outcome(state)).toBeNull();
      const seat: number = game.toAct(state)[0]!;
      const move = game.bot(state, seat);
      expect(v.safeParse(game.move, move).success).toBe(true);
      expect(game.moveView(move, seat, null)).toBeDefined();
      expect(game.view(state, seat)).toBeDefined();
      const r = game.play(state, seat, move);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      state = r.state;
      expect(++moves).toBeLessThan(2000);
    }
    const out = game.outcome(state);
    expect(out).not.toBeNull();
    expect(out!.winners).toHaveLength(1);
    expect(out!.losers).toHaveLength(1);
    expect(Math.max(...out!.scores)).toBe(3);
    expect(game.legalMoves(state, 0)).toEqual([]);
  });

  it("no game's play() changes the state it was given or any view built from it", () => {
    /** Freezes a value and everything in it, so a write anywhere throws (modules are strict). */
    const deepFreeze = (x: unknown): void => {
      if (x === null || typeof x !== "object") return;
      if (!Object.isFrozen(x)) Object.freeze(x);
      for (const v of Object.values(x)) deepFreeze(v);
    };
    for (const game of Object.values(games) as AnyGame[]) {
      const options = v.parse(game.options, {});
      for (let g = 0; g < 3; g++) {
        let state = game.setup({ seats: game.seats.default, options, seed: `frozen-${g}` });
        let moves = 0;
        while (game.toAct(state).length > 0 && moves < 3000) {
          deepFreeze(state);
          const readers = [...Array.from({ length: game.seats.default }, (_, i) => i), null];
          const views = readers.map((r) => game.view(state, r));
          deepFreeze(views);
          const texts = views.map((view) => JSON.stringify(view));
          const seat: number = game.toAct(state)[0]!;
          const r = game.play(state, seat, game.bot(state, seat));
          expect(r.ok, `${game.id}: move ${moves}`).toBe(true);
          if (!r.ok) break;
          expect(views.map((view) => JSON.stringify(view))).toEqual(texts);
          state = r.state;
          moves++;
        }
        expect(game.outcome(state), `${game.id} game ${g} ends`).not.toBeNull();
      }
    }
  });
});
