/**
 * The nudges of a room: one row per seat, the last polite reminder another player sent it
 * (the turn it was for, who sent it, when). A seat is nudged at most once per turn: a row whose
 * `seq` is the seat's current turn means that turn's nudge is spent.
 */

/** The last nudge a seat received. */
export interface Nudge {
  seat: number;
  /** The turn (its starting move number) the nudge was for. */
  seq: number;
  by: number;
  at: number;
}

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  seq: number;
  by_seat: number;
  at: number;
}

/** Creates the table if needed (idempotent). */
export function ensureNudges(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS nudges (
    seat INTEGER PRIMARY KEY, seq INTEGER NOT NULL, by_seat INTEGER NOT NULL, at INTEGER NOT NULL)`);
}

/** Every seat's last nudge, by seat. */
export function readNudges(sql: SqlStorage): Map<number, Nudge> {
  return new Map(
    sql
      .exec<Row>("SELECT * FROM nudges")
      .toArray()
      .map((r) => [r.seat, { seat: r.seat, seq: r.seq, by: r.by_seat, at: r.at }]),
  );
}

/** Records a nudge (replacing the seat's previous one). */
export function writeNudge(sql: SqlStorage, n: Nudge): void {
  sql.exec(
    "INSERT OR REPLACE INTO nudges (seat, seq, by_seat, at) VALUES (?, ?, ?, ?)",
    n.seat,
    n.seq,
    n.by,
    n.at,
  );
}

/** Forgets a seat's nudges (the seat changed hands). */
export function forgetNudges(sql: SqlStorage, seat: number): void {
  sql.exec("DELETE FROM nudges WHERE seat = ?", seat);
}
