/** The stakes' word pack: one lazy chunk per language (i18n/index.ts `loadPack`). */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const stakesWords: WordPack = {
  en: () => import("./stakes-en").then((m) => m.words),
  it: () => import("./stakes-it").then((m) => m.words),
  nl: () => import("./stakes-nl").then((m) => m.words),
};
