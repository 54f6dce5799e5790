/** The registry: MazzelTof is listed and whole games run through the generic AnyGame members. */
import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { findGame, games, type AnyGame } from "../../src/engine";

describe("registry: mazzeltof", () => {
  it("lists mazzeltof and finds it by id", () => {
    expect(Object.keys(games)).toContain("mazzeltof");
    expect(findGame("mazzeltof")).toBe(games.mazzeltof);
  });

  for (const seats of [2, 3, 4]) {
    it(`games.mazzeltof drives a whole ${seats}-seat game through the generic members only`, () => {
      const game: AnyGame = games.mazzeltof!;
      expect(game.id).toBe("mazzeltof");
      expect(game.title).toBe("MazzelTof");
      expect(game.seats).toEqual({ min: 2, max: 4, default: 4, counts: [2, 4] });
      const options = v.parse(game.options, {});
      for (const f of game.optionFields) expect(options[f.key]).toEqual(f.default);
      let state = game.setup({ seats, options, seed: `registry-${seats}` });
      expect(state.version).toBe(1);
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      let moves = 0;
      while (game.toAct(state).length > 0) {
        expect(game.outcome(state)).toBeNull();
        const seat: number = game.toAct(state)[0]!;
        const move = game.bot(state, seat);
        expect(v.safeParse(game.move, move).success).toBe(true);
        expect(game.legalMoves(state, seat)).toContainEqual(move);
        for (let r = 0; r < seats; r++) expect(game.moveView(move, seat, r)).toBeDefined();
        expect(game.view(state, null)).toBeDefined();
        const r = game.play(state, seat, move);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        state = r.state;
        expect(++moves).toBeLessThan(2000);
      }
      const out = game.outcome(state);
      expect(out).not.toBeNull();
      expect(out!.winners.length).toBeGreaterThan(0);
      expect(out!.losers.length).toBeGreaterThan(0);
      expect(out!.scores).toHaveLength(seats);
      for (let s = 0; s < seats; s++) expect(game.legalMoves(state, s)).toEqual([]);
    });
  }
});
