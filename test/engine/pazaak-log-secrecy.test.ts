/**
 * Regression (found by the fuzzing harness, case `logs/pazaak/0`): the log told the
 * opponent and spectators that a side deck was drawn at random (`randomSideDeck`) while one
 * chosen by hand read `sideDeck`, though the table shows neither. Both now read `sideDeck`
 * for anyone but the actor.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";

describe("Pazaak log: how a side deck was chosen stays secret", () => {
  it("a random and a chosen side deck read the same to the others, and the views agree", () => {
    const s = pazaak.setup({ seats: 2, options: v.parse(pazaak.options, {}), seed: "log" });
    const chosen = pazaak.legalMoves(s, 0).find((m) => m.type === "sideDeck")!;
    const random = { type: "randomSideDeck" } as const;
    for (const reader of [1, null]) {
      const a = pazaak.play(s, 0, chosen);
      const b = pazaak.play(s, 0, random);
      if (!a.ok || !b.ok) throw new Error("both moves are legal");
      expect(pazaak.view(a.state, reader)).toEqual(pazaak.view(b.state, reader));
      expect(pazaak.moveView(random, 0, reader)).toEqual({ type: "sideDeck" });
      expect(pazaak.moveView(chosen, 0, reader)).toEqual({ type: "sideDeck" });
    }
    expect(pazaak.moveView(random, 0, 0)).toEqual(random);
    expect(pazaak.moveView(chosen, 0, 0)).toEqual(chosen);
  });
});
