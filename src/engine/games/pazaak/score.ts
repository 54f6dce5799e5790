/**
 * The running score as numbers per seat, read from any reader's view (a spectator's too): what
 * the home list shows ("2–1", web/pazaak/score.ts) and a shared link's preview says.
 */
import type { PazaakView } from "./types";

/** Sets won per seat. */
export function score(view: PazaakView): number[] {
  return view.seats.map((s) => s.setsWon);
}
