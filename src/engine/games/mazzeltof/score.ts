/**
 * The running score as numbers per seat, read from any reader's view (a spectator's too): what
 * the home list shows ("2–1", web/mazzeltof/score.ts) and a shared link's preview says.
 */
import type { MazzelTofView } from "./types";

/** Cards left in each seat's team draw pile (a team's number for each of its seats). */
export function score(view: MazzelTofView): number[] {
  return view.positions.map((p) => view.teams[p.team].drawCount);
}
