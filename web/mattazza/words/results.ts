/** The results' word pack: one lazy chunk per language (i18n/index.ts `loadPack`). */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const resultWords: WordPack = {
  en: () => import("./results-en").then((m) => m.words),
  it: () => import("./results-it").then((m) => m.words),
  nl: () => import("./results-nl").then((m) => m.words),
};
