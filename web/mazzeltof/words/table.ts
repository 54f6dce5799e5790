/**
 * The words every MazzelTof table draws with, without a seated player's own (words/seat.ts): a replay
 * embed's first words, its seat's coming with the seat's part. One lazy chunk per language.
 */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const tableWords: WordPack = {
  en: () => import("./table-en").then((m) => m.words),
  it: () => import("./table-it").then((m) => m.words),
  nl: () => import("./table-nl").then((m) => m.words),
};
