/** Pazaak's running score for the home list's "2–1" (web/scores.ts): sets won per seat. */
import { score } from "../../src/engine/games/pazaak/score";
import type { ScoreSummary } from "../game-ui";

/** Sets won per seat. */
export const summary: ScoreSummary = {
  score: (view) => score(view as Parameters<typeof score>[0]),
};
