/**
 * When a seat's "looked at" time is worth a row. The time a player last looked (a table read,
 * a socket hello) is read only by notices of a turn that are still waiting in the schedule:
 * "your turn" emails and reminders, push and chat notices (rules.ts `stillDue`, the email
 * channel's reminder time). A look while none of them waits for the seat, or while it is not
 * the seat's turn (a turn that begins later starts after this look, so the look can never
 * count for it), changes nothing any notice will read: it is not written, and a table read
 * writes no row (docs/decisions.md, "A new game's record in one row").
 */
import type { Sql } from "./room-sql";
import { markSeen, turnOf } from "./turns";

/**
 * Jobs that never read a seat's looked-at time: the room's own (a computer's move, the hello
 * sweep, the game's removal) and the deadline, which runs on the turn's start alone. Any other
 * job naming the seat (email, push, chat, and a channel added later) counts as one that may.
 */
const BLIND = ["bot", "sweep", "expire", "deadline"];

/** Whether a job that may read `seat`'s looked-at time waits in the schedule. */
export function lookWanted(sql: Sql, seat: number): boolean {
  const rows = sql
    .exec<{ payload: string }>(
      `SELECT payload FROM schedule WHERE kind NOT IN (${BLIND.map(() => "?").join(", ")})`,
      ...BLIND,
    )
    .toArray();
  return rows.some((r) => (JSON.parse(r.payload) as { seat?: unknown }).seat === seat);
}

/**
 * The seat's player looked at the game at `now`: written (one row) only while it is the seat's
 * turn and a notice that reads it waits; answers whether it was written.
 */
export function lookedAt(sql: Sql, seat: number, now: number): boolean {
  if (turnOf(sql, seat).sinceSeq === null || !lookWanted(sql, seat)) return false;
  markSeen(sql, seat, now);
  return true;
}
