/**
 * MazzelTof's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and one loader, of its
 * parts (parts.ts: its table, words, rules…), so another game's table page carries no more of
 * MazzelTof than this, and its table, words and rules stay lazy chunks no other game's page downloads.
 */
import { gameEntries } from "../game-entries";
import type { GameEntries, GameUi } from "../game-ui";
import type { MazzelTofWords } from "./words/en";

/** MazzelTof in the shared pages. */
export const mazzeltof: GameUi<"mazzeltof", MazzelTofWords> = {
  id: "mazzeltof",
  playable: true,
  players: "2 / 4",
  tone: "red",
  glyph: "♦",
  parts: () => import("./parts").then((m) => m.parts),
};

/** What the build makes of MazzelTof (web/game-ui.ts `GameEntries`, scripts/build-web.mjs). */
export const entries: GameEntries = /* @__PURE__ */ gameEntries("./MazzelTofTable.tsx", {
  seat: "./seat.tsx",
  createSeats: "./CreateTeams.tsx",
});
