/** The registry: Mazzo is listed and a whole game runs through the generic AnyGame members. */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { findGame, games, type AnyGame } from "../../src/engine";
import { mazzo } from "../../src/engine/games/mazzo";

describe("registry: mazzo", () => {
  it("lists mazzo next to pazaak and finds it by id", () => {
    expect(Object.keys(games)).toEqual(expect.arrayContaining(["pazaak", "mazzo"]));
    expect(findGame("mazzo")).toBe(mazzo);
  });

  it("games.mazzo drives a whole game through the generic members only", () => {
    const game: AnyGame = games.mazzo!;
    expect(game.id).toBe("mazzo");
    expect(game.title).toBe("Mazzo");
    expect(game.seats).toEqual({ min: 2, max: 2, default: 2 });
    const options = v.parse(game.options, {});
    for (const f of game.optionFields) expect(options[f.key]).toEqual(f.default);
    let state = game.setup({ seats: 2, options, seed: "registry" });
    expect(state.version).toBe(1);
    let moves = 0;
    while (game.toAct(state).length > 0) {
      expect(game.outcome(state)).toBeNull();
      const seat: number = game.toAct(state)[0]!;
      expect(game.legalMoves(state, seat).length).toBeGreaterThan(0);
      const move = game.bot(state, seat);
      expect(v.safeParse(game.move, move).success).toBe(true);
      for (const reader of [0, 1, null]) expect(game.moveView(move, seat, reader)).toBeDefined();
      expect(game.view(state, seat)).toBeDefined();
      const r = game.play(state, seat, move);
      expect(r.ok).toBe(true);
      if (!r.ok) break;
      state = r.state;
      expect(++moves).toBeLessThan(100);
    }
    const out = game.outcome(state);
    expect(out).not.toBeNull();
    expect(out!.winners.length + out!.losers.length).toBe(2);
    expect(out!.scores).toHaveLength(2);
    // Every card ends in a loot pile, except an undealt pile after an instant win (A7).
    expect(out!.scores[0]! + out!.scores[1]!).toBeLessThanOrEqual(16);
    expect(out!.scores[0]! + out!.scores[1]!).toBeGreaterThan(0);
    expect(game.legalMoves(state, 0)).toEqual([]);
    expect(game.legalMoves(state, 1)).toEqual([]);
  });
});
