/**
 * A per-seat counter over a fixed one-minute window, kept by the room in memory: the one limiter
 * behind moves per seat (seat-rate.ts) and table talk per seat (talk/rate.ts), each with its own
 * limit and sentence. Counting in memory costs no storage write per request, and a room evicted
 * from memory has been quiet, so losing the count then is harmless.
 */
import { waitWords } from "./rate";

const MINUTE_MS = 60_000;

/** A refusal: the seconds to wait and the sentence that says so. */
export interface RateRefusal {
  retryAfter: number;
  message: string;
}

/** The per-seat counter of one room, for one kind of request. */
export class WindowRate {
  private readonly windows = new Map<number, { start: number; count: number }>();

  /**
   * @param limit requests per seat per minute, read at each request (0: no limit)
   * @param refusal the sentence of a refusal, from the limit and the wait in words
   */
  constructor(
    private readonly limit: () => number,
    private readonly refusal: (limit: number, wait: string) => string,
  ) {}

  /** Counts one request of `seat` at `at`; a refusal's seconds to wait and sentence, or null. */
  take(seat: number, at: number): RateRefusal | null {
    const limit = this.limit();
    if (limit <= 0) return null;
    let w = this.windows.get(seat);
    if (!w || at - w.start >= MINUTE_MS) {
      w = { start: at, count: 0 };
      this.windows.set(seat, w);
    }
    if (w.count >= limit) {
      const retryAfter = Math.max(1, Math.ceil((w.start + MINUTE_MS - at) / 1000));
      return { retryAfter, message: this.refusal(limit, waitWords(retryAfter)) };
    }
    w.count++;
    return null;
  }
}
