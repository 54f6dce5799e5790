/**
 * MazzelTof's running score for the home list (web/scores.ts): the cards left in each team's
 * draw pile. Per seat it would repeat each team's number, so it is said in words, the reader's
 * team first: "Red 43 – Blue 33".
 */
import type { MazzelTofView } from "../../src/engine/games/mazzeltof/types";
import { score } from "../../src/engine/games/mazzeltof/score";
import type { ScoreSummary } from "../game-ui";

/** Cards left in each seat's team draw pile, and the two teams' in words. */
export const summary: ScoreSummary = {
  score: (view) => score(view as MazzelTofView),
  words: (view, seat) => {
    const v = view as MazzelTofView;
    const [red, blue] = [v.teams[0].drawCount, v.teams[1].drawCount];
    const mine = v.positions.find((p) => p.seat === seat)?.team ?? 0;
    return {
      key: mine === 1 ? "mg_score_mazzeltof_blue" : "mg_score_mazzeltof_red",
      params: { red, blue },
    };
  },
};
