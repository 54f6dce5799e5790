/**
 * The running score as numbers per seat, read from any reader's view (a spectator's too): what
 * the home list shows ("2–1", web/mattazza/score.ts) and a shared link's preview says.
 */
import type { MattazzaView } from "./types";

/** Marks (lost hands) per seat: the fewer, the better. */
export function score(view: MattazzaView): number[] {
  return view.seats.map((s) => s.marks);
}
