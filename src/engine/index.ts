/**
 * The registry of games: anything (the GameRoom, the browser, bots, tests, benchmarks) can
 * drive any game through the same members of the Game contract.
 */
import type { AnyGame } from "./core/game";
import { mattazza } from "./games/mattazza";
import { mazzo } from "./games/mazzo";
import { mazzeltof } from "./games/mazzeltof";
import { pazaak } from "./games/pazaak";

/** Every playable game, by id. */
export const games: Record<string, AnyGame> = {
  [pazaak.id]: pazaak,
  [mazzo.id]: mazzo,
  [mattazza.id]: mattazza,
  [mazzeltof.id]: mazzeltof,
};

/** The game with that id, or undefined. */
export function findGame(id: string): AnyGame | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}

export * from "./core";
