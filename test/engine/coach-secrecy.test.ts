/**
 * Non-interference of "why not?" and of learning games' hints, for every registered game: a
 * change to anything a seat may not see (another seat's hand, a face-down pile, the generator;
 * the fuzz specs' hidden changes) leaves the reason for each of its moves and its hint
 * byte-identical. The moves asked about are every seat's legal moves met so far in the game,
 * so a seat also asks about cards it does not hold, and the actions a table shows refused (a
 * short side deck, a face-up answer with any card, a call for help, the red pawn's answers).
 */
import { describe, expect, it } from "vitest";
import { games, hintFor, seatCounts, whyNot, type AnyGame } from "../../src/engine";
import { specOf } from "../fuzz/specs";
import { TestRng, botRun, jsonCopy } from "./kit";

/** The actions a table may show refused, asked about at every step (the cards' come from `met`). */
function actions(game: AnyGame, seats: number, met: Iterable<unknown>): unknown[] {
  const cards = new Set<string>();
  for (const m of met) {
    const card = (m as { card?: unknown }).card;
    if (typeof card === "string") cards.add(card);
  }
  const targets = Array.from({ length: seats }, (_, target) => target);
  switch (game.id) {
    case "pazaak":
      return [{ type: "sideDeck", cards: [...cards].slice(0, 3) }, { type: "stand" }];
    case "mazzo":
      return [...[...cards].map((card) => ({ type: "faceUp", card })), { type: "believe" }];
    case "mattazza":
      return targets.map((target) => ({ type: "callForHelp", target }));
    case "mazzeltof":
      return [{ type: "cancelSkip" }, { type: "acceptSkip" }, { type: "drawFive" }];
    default:
      return [];
  }
}

/** Every step of a bot game, with a pool of moves met so far (up to `pool` distinct ones). */
function cases(game: AnyGame, seats: number, seed: string, pool = 60) {
  const run = botRun(game, seats, seed, { cap: 400 });
  const met = new Map<string, unknown>();
  return run.states.map((state) => {
    for (let s = 0; s < seats; s++)
      for (const m of game.legalMoves(state, s)) {
        const key = JSON.stringify(m);
        if (met.size < pool || met.has(key)) met.set(key, m);
      }
    return { state, moves: [...met.values(), ...actions(game, seats, met.values())] };
  });
}

/** What a seat is told about each move and its hint, as bytes. */
function told(game: AnyGame, state: unknown, seat: number, moves: unknown[]): string {
  return JSON.stringify({
    why: moves.map((m) => whyNot(game, state, seat, m)),
    hint: hintFor(game, state, seat),
  });
}

describe.each(Object.values(games).map((g) => [g.id, g] as const))("%s", (_id, game) => {
  const spec = specOf(game.id);
  it.each(seatCounts(game.seats).filter((n) => n > 1))(
    "with %i seats, a hidden change leaves why-not and the hint the same",
    (seats) => {
      const rng = new TestRng(`coach-${game.id}-${seats}`);
      let compared = 0;
      const steps = cases(game, seats, `coach-${game.id}-${seats}`);
      for (let i = 0; i < steps.length; i += 3) {
        const { state, moves } = steps[i]!;
        const json = JSON.stringify(state);
        for (let seat = 0; seat < seats; seat++) {
          const before = told(game, state, seat, moves);
          const changes = spec.hidden(state as never, seat, rng);
          for (const change of changes.slice(0, 4)) {
            const copy = jsonCopy(JSON.parse(json) as unknown);
            if (!change.apply(copy as never)) continue;
            const after = told(game, copy, seat, moves);
            expect(after, `step ${i}, seat ${seat}, ${change.what}`).toBe(before);
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(20);
    },
  );
});
