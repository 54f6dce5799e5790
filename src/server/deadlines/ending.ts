/**
 * Endings outside the rules: a resignation, or a game claimed from a player whose time ran
 * out. The engine knows nothing of them; `withEnding` wraps the game so that, once the room
 * records an ending, everything the room asks (outcome, who acts, legal moves, playing) answers
 * as for a finished game, and the table, the log, rematches and bots follow without special
 * cases.
 */
import { refuse, type AnyGame } from "../../engine";
import type { Ending } from "../room/settings";

/** `game` as the room plays it: finished once `ending` is set. */
export function withEnding(game: AnyGame, ending: Ending | null): AnyGame {
  if (!ending) return game;
  return {
    ...game,
    outcome: () => ending.outcome,
    toAct: () => [],
    legalMoves: () => [],
    play: () => refuse("rule/game-over", "The game is over."),
  } satisfies AnyGame;
}

/** The ending where `loser` gives up (or loses on time) and every other seat wins. */
export function endingFor(reason: Ending["reason"], loser: number, seats: number): Ending {
  const all = Array.from({ length: seats }, (_, s) => s);
  return {
    reason,
    seat: loser,
    outcome: {
      winners: all.filter((s) => s !== loser),
      losers: [loser],
      scores: all.map((s) => (s === loser ? 0 : 1)),
    },
  };
}
