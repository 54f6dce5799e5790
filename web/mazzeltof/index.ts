/**
 * MazzelTof's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and loaders
 * only, so its table, words, rules and create-form teams stay lazy chunks that no other game's
 * page downloads.
 */
import type { GameUi } from "../game-ui";
import { words } from "./words";
import type { MazzelTofWords } from "./words/en";

/** MazzelTof in the shared pages. */
export const mazzeltof: GameUi<"mazzeltof", MazzelTofWords> = {
  id: "mazzeltof",
  playable: true,
  players: "2 / 4",
  tone: "red",
  glyph: "♦",
  table: () => import("./MazzelTofTable").then((m) => m.MazzelTofTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
  createSeats: () => import("./CreateTeams").then((m) => m.MazzelTofTeams),
};
