/** The registry: Pazaak is listed and a whole match runs through the generic AnyGame members. */
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
});
