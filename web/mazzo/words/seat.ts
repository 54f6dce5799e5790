/**
 * The seat's word pack (seat-en.ts): one lazy chunk per language (i18n/index.ts `loadPack`),
 * loaded with the seat's part in an embed, and with the table's words on a table page.
 */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const seatWords: WordPack = {
  en: () => import("./seat-en").then((m) => m.words),
  it: () => import("./seat-it").then((m) => m.words),
  nl: () => import("./seat-nl").then((m) => m.words),
};
