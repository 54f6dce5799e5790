/**
 * Each game's word pack (its table's strings), from its manifest (web/games.ts): loaded with its
 * table and its create form so that no game's words weigh on another game's pages.
 */
import { gameUi } from "./games";
import { loadPack } from "./i18n";

/** Loads the word pack of `game` into the dictionary (nothing for an unknown game). */
export async function loadGameWords(game: string): Promise<void> {
  const ui = gameUi(game);
  if (ui) await loadPack((await ui.parts()).words);
}
