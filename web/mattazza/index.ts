/**
 * Mattazza's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and one loader, of its
 * parts (parts.ts: its table, words, rules…), so another game's table page carries no more of
 * Mattazza than this, and its table, words and rules stay lazy chunks no other game's page downloads.
 */
import { gameEntries } from "../game-entries";
import type { GameEntries, GameUi } from "../game-ui";
import type { MattazzaWords } from "./words/en";
import type { ResultWords } from "./words/results-en";

/** Mattazza in the shared pages. */
export const mattazza: GameUi<"mattazza", MattazzaWords & ResultWords> = {
  id: "mattazza",
  playable: true,
  players: "3–6",
  tone: "gold",
  glyph: "☀",
  parts: () => import("./parts").then((m) => m.parts),
};

/** What the build makes of Mattazza (web/game-ui.ts `GameEntries`, scripts/build-web.mjs). */
export const entries: GameEntries = /* @__PURE__ */ gameEntries("./MattazzaTable.tsx", {
  resultWords: "./words/results-{lang}.ts",
});
