/**
 * Hints of a learning game: the move the normal computer would make for a seat, decided from
 * that seat's view only, with the reason in words when the game can give one. A game whose
 * normal player reads anything beyond the seat's view, or that can say why, gives its own
 * `hint` (each game's `hint.ts` today); any other game's hint is its normal computer's move.
 */
import type { AnyGame, Seat } from "./game";

/** Why a hint proposes its move: a namespaced code, its English sentence and the numbers in it. */
export interface HintReason {
  /** `pazaak/stand`, …: the page words it in the reader's language from the code. */
  code: string;
  /** The reason in English, for any other client. */
  message: string;
  /** The numbers the sentence names (`{ total: 18 }`), for the page's own words. */
  values?: Record<string, number>;
}

/** A hint: a move to propose, and why when the game says. */
export interface Hint<M = unknown> {
  move: M;
  reason?: HintReason;
}

/**
 * The hint for `seat`, or null when it is not to act (or the game is over). Deterministic: the
 * same view gives the same hint.
 */
export function hintFor(game: AnyGame, state: unknown, seat: Seat): Hint | null {
  if (game.outcome(state) !== null || !game.toAct(state).includes(seat)) return null;
  return game.hint ? game.hint(state, seat) : { move: game.bot(state, seat, "normal") };
}

/**
 * How a game writes its hints: `hinted(move, code, message, values?)` is the move with its
 * reason, the code under the game's name (`mazzo` and `attack`: `mazzo/attack`).
 */
export function hintWriter<M>(game: string) {
  return (move: M, code: string, message: string, values?: Record<string, number>): Hint<M> => ({
    move,
    reason: { code: `${game}/${code}`, message, ...(values ? { values } : {}) },
  });
}
