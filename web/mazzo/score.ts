/** Mazzo's running score for the home list's "2–1" (web/scores.ts): cards in each seat's loot. */
import { score } from "../../src/engine/games/mazzo/score";
import type { ScoreSummary } from "../game-ui";

/** Cards in each seat's loot. */
export const summary: ScoreSummary = {
  score: (view) => score(view as Parameters<typeof score>[0]),
};
