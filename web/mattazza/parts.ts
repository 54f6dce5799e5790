/**
 * Mattazza's parts for the shared pages (web/game-ui.ts `GameParts`): the loaders of its table, words,
 * rules, score and replay, a small chunk the manifest (index.ts) loads. Only Mattazza's own table
 * page has it in its first download (scripts/build-web.mjs `tableEntries`).
 */
import type { GameParts } from "../game-ui";
import { words } from "./words";

/** Mattazza's loaders. */
export const parts: GameParts = {
  table: () => import("./MattazzaTable").then((m) => m.MattazzaTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
