/**
 * Each game's word pack (its table's strings and its option labels), loaded with its table and
 * its create form so that no game's words weigh on another game's pages. A game adds one line.
 */
import { loadPack, type WordPack } from "./i18n";

const PACKS: Record<string, (() => Promise<{ words: WordPack }>) | undefined> = {
  pazaak: () => import("./pazaak/words"),
  mazzo: () => import("./mazzo/words"),
  mazzeltof: () => import("./mazzeltof/words"),
  mattazza: () => import("./mattazza/words"),
};

/** Loads the word pack of `game` into the dictionary (nothing for a game without one). */
export async function loadGameWords(game: string): Promise<void> {
  const pack = PACKS[game];
  if (pack) await loadPack((await pack()).words);
}
