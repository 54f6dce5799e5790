/**
 * Moves per seat per minute, counted by the room in memory (window-rate.ts): it bounds a script
 * flooding one game through a stolen or its own seat.
 */
import { WindowRate } from "./window-rate";

/** The per-seat move counter of one room. */
export class SeatRate extends WindowRate {
  /** @param limit moves per seat per minute, read at each move (0: no limit) */
  constructor(limit: () => number) {
    super(
      limit,
      (max, wait) =>
        `Too many moves from this seat (at most ${max} a minute): try again in ${wait}.`,
    );
  }
}
