/**
 * Table talk messages per seat per minute, counted by the room in memory with the rooms' one
 * per-seat limiter (limits/window-rate.ts): a seat that floods the table is refused with the
 * wait in words.
 */
import { WindowRate } from "../limits/window-rate";

/** The per-seat message counter of one room. */
export class TalkRate extends WindowRate {
  /** @param limit messages per seat per minute, read at each post (0: no limit) */
  constructor(limit: () => number) {
    super(
      limit,
      (max, wait) =>
        `That is a lot of talk: at most ${max} messages a minute from one seat. Try again in ${wait}.`,
    );
  }
}
