/** Mattazza's running score for the home list (web/scores.ts): marks (lost hands) per seat. */
import type { MattazzaView } from "../../src/engine/games/mattazza/types";
import type { ScoreSummary } from "../game-ui";

/** Marks per seat: the fewer, the better. */
export const summary: ScoreSummary = {
  score: (view) => (view as MattazzaView).seats.map((s) => s.marks),
};
