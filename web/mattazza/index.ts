/**
 * Mattazza's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and loaders only,
 * so its table, words and rules stay lazy chunks that no other game's page downloads.
 */
import type { GameUi } from "../game-ui";
import { words } from "./words";
import type { MattazzaWords } from "./words/en";

/** Mattazza in the shared pages. */
export const mattazza: GameUi<"mattazza", MattazzaWords> = {
  id: "mattazza",
  playable: true,
  players: "3–6",
  tone: "gold",
  glyph: "☀",
  table: () => import("./MattazzaTable").then((m) => m.MattazzaTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
