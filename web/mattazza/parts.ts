/**
 * Mattazza's parts for the shared pages (web/game-ui.ts `GameParts`): the loaders of its table, words,
 * rules, score and replay, a small chunk the manifest (index.ts) loads. Only Mattazza's own table
 * page has it in its first download (scripts/build-web.mjs `tableEntries`).
 */
import type { GameParts } from "../game-ui";
import { joinPacks } from "../i18n/join-packs";
import { words } from "./words";
import { seatWords } from "./words/seat";

/** Mattazza's loaders. */
export const parts: GameParts = {
  table: () => import("./MattazzaTable").then((m) => m.MattazzaTable),
  // The hand is drawn with the table on its page: the seat's words come with the table's.
  words: joinPacks(words, seatWords),
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
