/**
 * Every game's UI manifest (web/{game}/index.ts, shaped by web/game-ui.ts), in the home page's
 * order: the one list the shared pages read any per-game data from. A new game adds one line.
 * Each manifest is small data and loaders, so this list costs a page a few bytes per game and
 * pulls no game's table, words or rules into its first download.
 */
// The tables' styles are `*.css?inline` imports: any program that reaches them through this
// list (the Node tests and benchmarks that read it) needs their declaration too.
/// <reference path="./inline-css.d.ts" />
import type { GameUi } from "./game-ui";
import { mattazza } from "./mattazza";
import { mazzeltof } from "./mazzeltof";
import { mazzo } from "./mazzo";
import { pazaak } from "./pazaak";

/** The games, playable first. */
export const GAMES = [pazaak, mazzo, mattazza, mazzeltof] as const;

/** The manifest of the game with that id, or undefined (an unknown or retired game). */
export function gameUi(id: string): GameUi | undefined {
  return GAMES.find((g) => g.id === id);
}

/** The keys of every game's word packs, for `t` (i18n/pack-keys.ts): types only. */
export type GameWordKey = (typeof GAMES)[number] extends infer G
  ? G extends GameUi<string, infer W>
    ? keyof W
    : never
  : never;
