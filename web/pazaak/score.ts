/** Pazaak's running score for the home list's "2–1" (web/scores.ts): sets won per seat. */
import type { PazaakView } from "../../src/engine/games/pazaak/types";
import type { ScoreSummary } from "../game-ui";

/** Sets won per seat. */
export const summary: ScoreSummary = {
  score: (view) => (view as PazaakView).seats.map((s) => s.setsWon),
};
