/**
 * The single operations every game's vitest benchmark times at one moment of a game: a move
 * played, the computer's choice and a seat's view. Imported by the *.bench.ts files only (it
 * needs vitest's `bench`).
 */
import { bench } from "vitest";
import type { AnyGame } from "../src/engine";

/**
 * Benchmarks `play` of `move` by `seat` in `state`, the bot's move of that seat there, and the
 * view of seat 0, named `${label}` as each game's table of results shows them.
 */
export function benchMoment(
  game: AnyGame,
  state: unknown,
  seat: number,
  move: unknown,
  labels: { play: string; bot: string },
): void {
  bench(labels.play, () => {
    game.play(state, seat, move);
  });
  bench(labels.bot, () => {
    game.bot(state, seat);
  });
  bench("view() for a seat", () => {
    game.view(state, 0);
  });
}
