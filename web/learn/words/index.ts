/** The lesson page's word pack (web/learn/words): one lazy chunk per language. */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const learnWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};
