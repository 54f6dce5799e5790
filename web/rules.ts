/**
 * The rules pages' texts: one module per game and language (web/{game}/rules/{lang}.ts), each
 * its own lazy chunk, so the table and home pages carry none of it. A game adds its texts here;
 * a language it lacks falls back to English.
 */
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

type Loader = () => Promise<RulesDoc>;

const RULES: Record<string, Partial<Record<Lang, Loader>> | undefined> = {
  pazaak: {
    en: () => import("./pazaak/rules/en").then((m) => m.rules),
    it: () => import("./pazaak/rules/it").then((m) => m.rules),
    nl: () => import("./pazaak/rules/nl").then((m) => m.rules),
  },
  mazzo: {
    en: () => import("./mazzo/rules/en").then((m) => m.rules),
    it: () => import("./mazzo/rules/it").then((m) => m.rules),
    nl: () => import("./mazzo/rules/nl").then((m) => m.rules),
  },
  mazzeltof: {
    en: () => import("./mazzeltof/rules/en").then((m) => m.rules),
    it: () => import("./mazzeltof/rules/it").then((m) => m.rules),
    nl: () => import("./mazzeltof/rules/nl").then((m) => m.rules),
  },
  mattazza: {
    en: () => import("./mattazza/rules/en").then((m) => m.rules),
    it: () => import("./mattazza/rules/it").then((m) => m.rules),
    nl: () => import("./mattazza/rules/nl").then((m) => m.rules),
  },
};

/** Whether a game has a rules page. */
export function hasRules(game: string): boolean {
  return RULES[game] !== undefined;
}

/** The rules of `game` in `lang` (English where that language is missing); undefined if none. */
export function loadRules(game: string, lang: Lang): Promise<RulesDoc> | undefined {
  const forGame = RULES[game];
  const load = forGame?.[lang] ?? forGame?.en;
  return load?.();
}
