/**
 * The rules pages' texts: one module per game and language (web/{game}/rules/{lang}.ts, named
 * by the game's manifest, web/games.ts), each its own lazy chunk, so the table and home pages
 * carry none of it. Every game has the three languages (the manifest's type and
 * test/engine/web-manifests.test.ts see to it).
 */
import { gameUi } from "./games";
import type { Lang } from "./i18n";

/** One section of a rules page: a heading, paragraphs and an optional list. */
export interface RulesSection {
  title: string;
  text?: string[];
  list?: string[];
}

/** A game's rules for players, in one language. */
export interface RulesDoc {
  /** One sentence: the aim of the game. */
  lead: string;
  sections: RulesSection[];
}

/** The rules of `game` in `lang` (every game has all three languages); undefined if none. */
export function loadRules(game: string, lang: Lang): Promise<RulesDoc> | undefined {
  return gameUi(game)
    ?.parts()
    .then((p) => p.rules())
    .then((r) => r[lang]());
}
