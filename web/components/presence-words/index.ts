/** The presence lines' word pack: one lazy chunk per language (i18n/index.ts `loadPack`). */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const presenceWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};
