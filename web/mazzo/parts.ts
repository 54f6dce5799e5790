/**
 * Mazzo's parts for the shared pages (web/game-ui.ts `GameParts`): the loaders of its table, words,
 * rules, score and replay, a small chunk the manifest (index.ts) loads. Only Mazzo's own table
 * page has it in its first download (scripts/build-web.mjs `tableEntries`).
 */
import type { GameParts } from "../game-ui";
import { words } from "./words";

/** Mazzo's loaders. */
export const parts: GameParts = {
  table: () => import("./MazzoTable").then((m) => m.MazzoTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
