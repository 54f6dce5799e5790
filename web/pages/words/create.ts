/** The create form's words (create-{lang}.ts): one lazy chunk per language. */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const createWords: WordPack = {
  en: () => import("./create-en").then((m) => m.words),
  it: () => import("./create-it").then((m) => m.words),
  nl: () => import("./create-nl").then((m) => m.words),
};
