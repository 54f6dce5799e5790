/**
 * The seat's word pack (seat-en.ts): one lazy chunk per language (i18n/index.ts `loadPack`),
 * loaded with the seat's part in a replay embed; everywhere else en.ts joins it to the table's.
 */
import type { WordPack } from "../../i18n";

/** Loaders of the pack's languages. */
export const seatWords: WordPack = {
  en: () => import("./seat-en").then((m) => m.words),
  it: () => import("./seat-it").then((m) => m.words),
  nl: () => import("./seat-nl").then((m) => m.words),
};
