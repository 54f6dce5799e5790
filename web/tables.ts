/**
 * Each playable game's table component, loaded on demand from its manifest (web/games.ts):
 * every game's table is its own lazy chunk, so adding a game does not make another game's page
 * heavier.
 */
import type { ComponentType } from "preact";
import { loadGameWords } from "./game-words";
import { gameUi } from "./games";
import type { TableProps } from "./table-props";

const started = new Map<string, Promise<ComponentType<TableProps>>>();
/** The tables whose chunk and words have arrived. */
const arrived = new Map<string, ComponentType<TableProps>>();

/**
 * The table component of `game`, downloading its chunk once; calling it early (before the
 * table data arrives) lets the two downloads overlap. Undefined for a game with no table.
 */
export function loadTable(game: string): Promise<ComponentType<TableProps>> | undefined {
  const ui = gameUi(game);
  if (!ui) return undefined;
  let p = started.get(game);
  if (!p) {
    // The table and its words arrive together: the table never renders with raw keys.
    p = Promise.all([ui.parts().then((parts) => parts.table()), loadGameWords(game)]).then(
      ([table]) => (arrived.set(game, table), table),
    );
    started.set(game, p);
  }
  return p;
}

/**
 * The table component of `game` once `loadTable` has brought it, else undefined: a page whose
 * table code came before its data (a table link's first visit) draws the table in the same
 * render as the data, not a frame later.
 */
export function loadedTable(game: string): ComponentType<TableProps> | undefined {
  return arrived.get(game);
}
