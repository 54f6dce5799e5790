/**
 * The guarded `play` of src/engine/core/play.ts on a toy game: the order of its checks, the
 * fast path, the default turn by `toAct`, a game's own `turn`, the catch-all, and that a game
 * giving neither `turn` nor `toAct` fails when it is defined. That every registered game keeps
 * these refusals is test/engine/contract.test.ts's.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  accept,
  guardedPlay,
  refuse,
  type GameState,
  type PlayResult,
  type PlayRules,
} from "../../src/engine";

interface Toy extends GameState {
  seats: number;
  turn: number;
  over: boolean;
  count: number;
}
type ToyMove = { type: "add"; n: number };

const toy = (over = false): Toy => ({ version: 1, seats: 3, turn: 1, over, count: 0 });

const rules: PlayRules<Toy, ToyMove> = {
  move: v.object({ type: v.literal("add"), n: v.number() }),
  seats: (s) => s.seats,
  over: (s) => s.over,
  toAct: (s) => [s.turn],
  words: { noSuchSeat: (seat) => `There is no seat ${seat} here.`, over: "It is over." },
  apply: (s, _seat, m) => (m.n < 0 ? refuse("rule/negative", "No.") : accept({ ...s, count: m.n })),
};

const codeOf = (r: PlayResult<Toy>) => (r.ok ? "ok" : r.error.code);

describe("guardedPlay", () => {
  const play = guardedPlay(rules);

  it("checks the shape, then the seat, then the end, then the turn, then the game's rules", () => {
    expect(codeOf(play(toy(true), 9, { type: "fly" }))).toBe("input/invalid-move");
    expect(codeOf(play(toy(true), 9, { type: "add", n: 1 }))).toBe("rule/no-such-seat");
    expect(codeOf(play(toy(true), 0, { type: "add", n: 1 }))).toBe("rule/game-over");
    expect(codeOf(play(toy(), 0, { type: "add", n: 1 }))).toBe("rule/not-your-turn");
    expect(codeOf(play(toy(), 1, { type: "add", n: -1 }))).toBe("rule/negative");
    expect(play(toy(), 1, { type: "add", n: 2 })).toEqual({
      ok: true,
      state: { ...toy(), count: 2 },
    });
  });

  it("words each refusal: where the move is malformed, the game's sentences, the default turn", () => {
    const r = play(toy(), 1, { type: "add", n: "2" });
    expect(!r.ok && r.error.message).toMatch(/^That move is not well-formed \(at "n"\): /);
    for (const seat of [-1, 3, 1.5, NaN]) {
      const r = play(toy(), seat, { type: "add", n: 1 });
      expect(!r.ok && r.error.message).toBe(`There is no seat ${seat} here.`);
    }
    const over = play(toy(true), 1, { type: "add", n: 1 });
    expect(!over.ok && over.error.message).toBe("It is over.");
    const turn = play(toy(), 2, { type: "add", n: 1 });
    expect(!turn.ok && turn.error.message).toBe("It is not your turn.");
  });

  it("takes a fast path's move without the schema, and parses when it answers null", () => {
    const fast = guardedPlay({
      ...rules,
      fastMove: (m) => (m === "one" ? { type: "add", n: 1 } : null),
    });
    expect(fast(toy(), 1, "one")).toEqual({ ok: true, state: { ...toy(), count: 1 } });
    expect(codeOf(fast(toy(), 1, "two"))).toBe("input/invalid-move");
    expect(codeOf(fast(toy(), 1, { type: "add", n: 3 }))).toBe("ok");
  });

  it("lets a game's own turn hook decide, with its own words", () => {
    const own = guardedPlay({
      ...rules,
      toAct: undefined,
      turn: (s, seat) => (seat === 0 ? refuse("rule/sits-out", "Seat 0 sits out.") : null),
    });
    expect(codeOf(own(toy(), 0, { type: "add", n: 1 }))).toBe("rule/sits-out");
    expect(codeOf(own(toy(), 2, { type: "add", n: 1 }))).toBe("ok");
  });

  it("turns an exception into engine/internal-error, and refuses to define a play without a turn", () => {
    const r = play(null as unknown as Toy, 1, { type: "add", n: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("engine/internal-error");
      expect(r.error.message).toMatch(/^The game could not apply this move \(.+\)\.$/);
    }
    expect(() => guardedPlay({ ...rules, toAct: undefined })).toThrow(/`turn` or `toAct`/);
  });
});
