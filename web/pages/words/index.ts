/** The word pack of the pages around the tables: one lazy chunk per language. */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const pagesWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};

/** The home page's pack (hero, pitches, "your games"): the other pages load it too. */
export const homeWords: WordPack = {
  en: () => import("./home-en").then((m) => m.words),
  it: () => import("./home-it").then((m) => m.words),
  nl: () => import("./home-nl").then((m) => m.words),
};
