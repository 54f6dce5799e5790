/** The word pack of the Telegram Mini App's entry page: one lazy chunk per language. */
import type { WordPack } from "../../../i18n";

/** Loaders of the pack's languages. */
export const telegramWords: WordPack = {
  en: () => import("./en").then((m) => m.words),
  it: () => import("./it").then((m) => m.words),
  nl: () => import("./nl").then((m) => m.words),
};
