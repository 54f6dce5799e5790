/** Mattazza's running score for the home list (web/scores.ts): marks (lost hands) per seat. */
import { score } from "../../src/engine/games/mattazza/score";
import type { ScoreSummary } from "../game-ui";

/** Marks per seat: the fewer, the better. */
export const summary: ScoreSummary = {
  score: (view) => score(view as Parameters<typeof score>[0]),
};
