/**
 * Endings outside the rules: a resignation, a game claimed from a player whose time ran
 * out, or a game the site's operator closed. The engine knows nothing of them; `withEnding` wraps the game so that, once the room
 * records an ending, everything the room asks (outcome, who acts, legal moves, playing) answers
 * as for a finished game, and the table, the log, rematches and bots follow without special
 * cases.
 */
import { refuse, type AnyGame } from "../../engine";
import type { Ending } from "../kernel/settings";

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

/**
 * The ending where `loser` gives up (or loses on time): `loser` and its team (the game's `team`,
 * a partner in MazzelTof) lose, every other seat wins.
 */
export function endingFor(
  reason: Ending["reason"],
  loser: number,
  seats: number,
  team: readonly number[] = [loser],
): Ending {
  const all = Array.from({ length: seats }, (_, s) => s);
  const losing = (s: number) => s === loser || team.includes(s);
  return {
    reason,
    seat: loser,
    outcome: {
      winners: all.filter((s) => !losing(s)),
      losers: all.filter(losing),
      scores: all.map((s) => (losing(s) ? 0 : 1)),
    },
  };
}

/** The ending of a game the site's operator closed: nobody wins, nobody loses. */
export function closedEnding(seats: number): Ending {
  return {
    reason: "closed",
    seat: -1,
    outcome: { winners: [], losers: [], scores: Array.from({ length: seats }, () => 0) },
  };
}

/** The seats that lose with `seat` in `game` (its team, or the seat alone). */
export function teamOfSeat(game: AnyGame, state: unknown, seat: number): number[] {
  return game.team?.(state, seat) ?? [seat];
}
