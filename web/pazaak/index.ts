/**
 * Pazaak's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and one loader, of its
 * parts (parts.ts: its table, words, rules…), so another game's table page carries no more of
 * Pazaak than this, and its table, words and rules stay lazy chunks no other game's page downloads.
 */
import { gameEntries } from "../game-entries";
import type { GameEntries, GameUi } from "../game-ui";
import type { PazaakBuilderWords } from "./tool-words/builder-en";
import type { PazaakBustWords } from "./tool-words/bust-en";
import type { PazaakVerifyWords } from "./tool-words/verify-en";
import type { PazaakWords } from "./words/en";

/** Pazaak in the shared pages. */
export const pazaak: GameUi<
  "pazaak",
  PazaakWords & PazaakBuilderWords & PazaakVerifyWords & PazaakBustWords
> = {
  id: "pazaak",
  playable: true,
  players: "2",
  tone: "green",
  glyph: "20",
  parts: () => import("./parts").then((m) => m.parts),
};

/** What the build makes of Pazaak (web/game-ui.ts `GameEntries`, scripts/build-web.mjs). */
export const entries: GameEntries = /* @__PURE__ */ gameEntries("./PazaakTable.tsx", {
  firstParts: ["./SideDeckBuilder.tsx"],
  firstWords: "./tool-words/builder-{lang}.ts",
  notInReplay: {
    "./Verify.tsx": ["Verify"],
    "./SideDeckBuilder.tsx": ["SideDeckBuilder"],
    "./BustHint.tsx": ["BustHint"],
  },
});
