/** The replay page's own word pack (web/replay/page-words): one lazy chunk per language. */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const replayPageWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};
