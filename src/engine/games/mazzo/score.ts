/**
 * The running score as numbers per seat, read from any reader's view (a spectator's too): what
 * the home list shows ("2–1", web/mazzo/score.ts) and a shared link's preview says.
 */
import type { MazzoView } from "./types";

/** Cards in each seat's loot. */
export function score(view: MazzoView): number[] {
  return view.seats.map((s) => s.loot.length);
}
