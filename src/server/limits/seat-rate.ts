/**
 * Moves per seat per minute, counted by the room in memory: a fixed one-minute window per
 * seat. It bounds a script flooding one game through a stolen or its own seat; counting in
 * memory costs no storage write per move, and a room evicted from memory has been quiet, so
 * losing the count then is harmless.
 */
import { waitWords } from "./rate";

const MINUTE_MS = 60_000;

/** The per-seat move counter of one room. */
export class SeatRate {
  private readonly windows = new Map<number, { start: number; count: number }>();

  /** @param limit moves per seat per minute, read at each move (0: no limit) */
  constructor(private readonly limit: () => number) {}

  /** Counts one move request of `seat` at `at`; a refusal's seconds to wait, or null. */
  take(seat: number, at: number): { retryAfter: number; message: string } | null {
    const limit = this.limit();
    if (limit <= 0) return null;
    let w = this.windows.get(seat);
    if (!w || at - w.start >= MINUTE_MS) {
      w = { start: at, count: 0 };
      this.windows.set(seat, w);
    }
    if (w.count >= limit) {
      const retryAfter = Math.max(1, Math.ceil((w.start + MINUTE_MS - at) / 1000));
      return {
        retryAfter,
        message: `Too many moves from this seat (at most ${limit} a minute): try again in ${waitWords(retryAfter)}.`,
      };
    }
    w.count++;
    return null;
  }
}
