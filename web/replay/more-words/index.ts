/** The replay's choices' word pack (web/replay/More.tsx): one lazy chunk per language (i18n `loadPack`). */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const moreWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};
