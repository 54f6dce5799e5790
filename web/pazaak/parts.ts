/**
 * Pazaak's parts for the shared pages (web/game-ui.ts `GameParts`): the loaders of its table, words,
 * rules, score and replay, a small chunk the manifest (index.ts) loads. Only Pazaak's own table
 * page has it in its first download (scripts/build-web.mjs `tableEntries`).
 */
import type { GameParts } from "../game-ui";
import { joinPacks } from "../i18n/join-packs";
import { words } from "./words";
import { seatWords } from "./words/seat";

/** Pazaak's loaders. */
export const parts: GameParts = {
  table: () => import("./PazaakTable").then((m) => m.PazaakTable),
  // The hand is drawn with the table on its page: the seat's words come with the table's.
  words: joinPacks(words, seatWords),
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
