/**
 * Mazzo's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and one loader, of its
 * parts (parts.ts: its table, words, rules…), so another game's table page carries no more of
 * Mazzo than this, and its table, words and rules stay lazy chunks no other game's page downloads.
 */
import { gameEntries } from "../game-entries";
import type { GameEntries, GameUi } from "../game-ui";
import type { MazzoWords } from "./words/en";
import type { StakesWords } from "./words/stakes-en";

/** Mazzo in the shared pages. */
export const mazzo: GameUi<"mazzo", MazzoWords & StakesWords> = {
  id: "mazzo",
  playable: true,
  players: "2",
  tone: "purple",
  glyph: "⚔",
  parts: () => import("./parts").then((m) => m.parts),
};

/** What the build makes of Mazzo (web/game-ui.ts `GameEntries`, scripts/build-web.mjs). */
export const entries: GameEntries = /* @__PURE__ */ gameEntries("./MazzoTable.tsx");
