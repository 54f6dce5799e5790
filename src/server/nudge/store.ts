/**
 * The nudges of a room: one row per seat, the last polite reminder another player sent it
 * (the turn it was for, who sent it, when). A seat is nudged at most once per turn: a row whose
 * `seq` is the seat's current turn means that turn's nudge is spent.
 */

import { oneTable, type RoomSql } from "../kernel/room-sql";

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

/** The nudges' table, made by the first nudge. */
const NUDGES = oneTable(
  "nudges",
  `seat INTEGER PRIMARY KEY, seq INTEGER NOT NULL, by_seat INTEGER NOT NULL, at INTEGER NOT NULL`,
);

/** Every seat's last nudge, by seat. */
export function readNudges(sql: RoomSql): Map<number, Nudge> {
  return new Map(
    sql
      .read<Row>(NUDGES, "SELECT * FROM nudges")
      .map((r) => [r.seat, { seat: r.seat, seq: r.seq, by: r.by_seat, at: r.at }]),
  );
}

/** Records a nudge (replacing the seat's previous one). */
export function writeNudge(sql: RoomSql, n: Nudge): void {
  sql.write(
    NUDGES,
    "INSERT OR REPLACE INTO nudges (seat, seq, by_seat, at) VALUES (?, ?, ?, ?)",
    n.seat,
    n.seq,
    n.by,
    n.at,
  );
}

/** Forgets a seat's nudges (the seat changed hands). */
export function forgetNudges(sql: RoomSql, seat: number): void {
  sql.change(NUDGES, "DELETE FROM nudges WHERE seat = ?", seat);
}
