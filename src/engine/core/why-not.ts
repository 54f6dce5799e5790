/**
 * "Why not?": the reason a seat may not make a move now, as the engine's own refusal (a rule
 * code and its sentence), without playing it. It is `play`'s answer and nothing else, so the
 * reason a player reads is the one a real move would get; the tests prove that it depends only
 * on what the seat may see (test/engine/coach-secrecy.test.ts).
 */
import type { RuleError } from "./errors";
import type { AnyGame, Seat } from "./game";

/**
 * Why `seat` may not make `move` in `state`: the refusal `play` would answer, or null when the
 * move would be accepted. Pure; `move` is unchecked input, as for `play`.
 */
export function whyNot(game: AnyGame, state: unknown, seat: Seat, move: unknown): RuleError | null {
  const result = game.play(state, seat, move);
  return result.ok ? null : result.error;
}
