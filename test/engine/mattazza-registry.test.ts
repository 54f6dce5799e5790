/** The registry: Mattazza is listed and a whole match runs through the generic AnyGame members. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { findGame, games, type AnyGame } from "../../src/engine";

describe("registry: mattazza", () => {
  it("lists mattazza and finds it by id", () => {
    expect(Object.keys(games)).toContain("mattazza");
    expect(findGame("mattazza")).toBe(games.mattazza);
  });

  it("games.mattazza drives a whole match through the generic members only", () => {
    const game: AnyGame = games.mattazza!;
    expect(game.id).toBe("mattazza");
    expect(game.title).toBe("Mattazza");
    expect(game.seats).toEqual({ min: 2, max: 6, default: 4 });
    const options = v.parse(game.options, {});
    for (const f of game.optionFields) expect(options[f.key]).toEqual(f.default);
    expect(Object.keys(options).sort()).toEqual(game.optionFields.map((f) => f.key).sort());
    let state = game.setup({ seats: 4, options, seed: "registry" });
    expect(state.version).toBe(1);
    let moves = 0;
    while (game.toAct(state).length > 0) {
      expect(game.outcome(state)).toBeNull();
      const seat: number = game.toAct(state)[0]!;
      const move = game.bot(state, seat);
      expect(v.safeParse(game.move, move).success).toBe(true);
      expect(game.legalMoves(state, seat)).toContainEqual(move);
      expect(game.moveView(move, seat, null)).toEqual(move);
      expect(game.view(state, seat)).toBeDefined();
      const r = game.play(state, seat, move);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      state = JSON.parse(JSON.stringify(r.state));
      expect(++moves).toBeLessThan(5000);
    }
    const out = game.outcome(state);
    expect(out).not.toBeNull();
    expect(out!.losers.length).toBeGreaterThan(0);
    expect(out!.winners.length + out!.losers.length).toBe(4);
    expect(Math.max(...out!.scores)).toBeGreaterThanOrEqual(3);
    expect(game.legalMoves(state, 0)).toEqual([]);
  });
});
