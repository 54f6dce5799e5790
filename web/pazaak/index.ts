/**
 * Pazaak's UI manifest (web/game-ui.ts), listed in web/games.ts: small data and loaders only,
 * so its table, words and rules stay lazy chunks that no other game's page downloads.
 */
import type { GameUi } from "../game-ui";
import { words } from "./words";
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
  table: () => import("./PazaakTable").then((m) => m.PazaakTable),
  words,
  rules: () => import("./rules").then((m) => m.rules),
  score: () => import("./score").then((m) => m.summary),
  replay: () => import("./replay"),
};
