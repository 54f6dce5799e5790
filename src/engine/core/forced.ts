/**
 * Whether a seat's move is forced: it truly has one choice. The room plays such a move for a
 * seat that asked it to (src/server/autoplay/); the rule is the engine's, shared by every game.
 */
import type { AnyGame, Seat } from "./game";
import { sameJson } from "./same-json";

/**
 * The one move `seat` can make now when it has exactly one real choice (`Game.choices`, else
 * its legal moves; the same move listed twice counts once), or null: it is not to act, the
 * game is over, or it has a choice to make. Pure; reads only what `legalMoves` reads.
 */
export function forcedMove(game: AnyGame, state: unknown, seat: Seat): unknown {
  if (game.outcome(state) !== null || !game.toAct(state).includes(seat)) return null;
  const moves: unknown[] = game.choices ? game.choices(state, seat) : game.legalMoves(state, seat);
  const [first] = moves;
  return first !== undefined && moves.every((m) => sameJson(m, first)) ? first : null;
}
