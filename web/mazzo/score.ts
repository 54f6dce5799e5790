/** Mazzo's running score for the home list's "2–1" (web/scores.ts): cards in each seat's loot. */
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import type { ScoreSummary } from "../game-ui";

/** Cards in each seat's loot. */
export const summary: ScoreSummary = {
  score: (view) => (view as MazzoView).seats.map((s) => s.loot.length),
};
