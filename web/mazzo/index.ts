/**
 * Mazzo's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and loaders only,
 * so its table, words and rules stay lazy chunks that no other game's page downloads.
 */
import type { GameUi } from "../game-ui";
import { words } from "./words";
import type { MazzoWords } from "./words/en";
import type { StakesWords } from "./words/stakes-en";

/** Mazzo in the shared pages. */
export const mazzo: GameUi<"mazzo", MazzoWords & StakesWords> = {
  id: "mazzo",
  playable: true,
  players: "2",
  tone: "purple",
  glyph: "⚔",
  table: () => import("./MazzoTable").then((m) => m.MazzoTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
