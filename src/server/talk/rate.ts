/**
 * Table talk messages per seat per minute, counted by the room in memory with a fixed window
 * per seat (the pattern of limits/seat-rate.ts): a seat that floods the table is refused with
 * the wait in words; a room evicted from memory has been quiet, so losing the count is harmless.
 */
import { waitWords } from "../limits/rate";

const MINUTE_MS = 60_000;

/** The per-seat message counter of one room. */
export class TalkRate {
  private readonly windows = new Map<number, { start: number; count: number }>();

  /** @param limit messages per seat per minute, read at each post (0: no limit) */
  constructor(private readonly limit: () => number) {}

  /** Counts one message of `seat` at `at`; a refusal's seconds to wait and sentence, or null. */
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
        message: `That is a lot of talk: at most ${limit} messages a minute from one seat. Try again in ${waitWords(retryAfter)}.`,
      };
    }
    w.count++;
    return null;
  }
}
