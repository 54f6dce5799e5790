/**
 * Each playable game's table component, loaded on demand: every game's table is its own lazy
 * chunk, so adding a game does not make another game's page heavier. A new game adds one line.
 */
import type { ComponentType } from "preact";
import { loadGameWords } from "./game-words";
import type { TableProps } from "./table-props";

type Loader = () => Promise<ComponentType<TableProps>>;

const LOADERS: Record<string, Loader | undefined> = {
  pazaak: () => import("./pazaak/PazaakTable").then((m) => m.PazaakTable),
  mazzo: () => import("./mazzo/MazzoTable").then((m) => m.MazzoTable),
  mazzeltof: () => import("./mazzeltof/MazzelTofTable").then((m) => m.MazzelTofTable),
  mattazza: () => import("./mattazza/MattazzaTable").then((m) => m.MattazzaTable),
};

const started = new Map<string, Promise<ComponentType<TableProps>>>();

/** Whether a game has a table in this build. */
export function hasTable(game: string): boolean {
  return LOADERS[game] !== undefined;
}

/**
 * The table component of `game`, downloading its chunk once; calling it early (before the
 * table data arrives) lets the two downloads overlap. Undefined for a game with no table.
 */
export function loadTable(game: string): Promise<ComponentType<TableProps>> | undefined {
  const load = LOADERS[game];
  if (!load) return undefined;
  let p = started.get(game);
  if (!p) {
    // The table and its words arrive together: the table never renders with raw keys.
    p = Promise.all([load(), loadGameWords(game)]).then(([table]) => table);
    started.set(game, p);
  }
  return p;
}
