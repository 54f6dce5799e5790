/**
 * What a room keeps of its standing orders beside their rules (store.ts keeps an order as a
 * seat's rule of kind "order:<kind>" with its settings): the seat's view when each order last
 * stood (the "before" of its next check, orders.ts), and per seat the latest order that was
 * cancelled and why, which only that seat's table shows. Both tables are made by their first
 * write.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";

/** The latest order of a seat that was cancelled: its kind, the reason code, when. */
export interface Cancelled {
  kind: string;
  reason: string;
  at: number;
}

interface SeenRow extends Record<string, SqlStorageValue> {
  view: string;
}

type CancelledRow = Cancelled & Record<string, SqlStorageValue>;

const SEEN = oneTable(
  "autoplay_seen",
  "seat INTEGER NOT NULL, kind TEXT NOT NULL, view TEXT NOT NULL, PRIMARY KEY (seat, kind)",
);

const CANCELLED = oneTable(
  "autoplay_cancelled",
  "seat INTEGER PRIMARY KEY, kind TEXT NOT NULL, reason TEXT NOT NULL, at INTEGER NOT NULL",
);

/** The seat's view (JSON text) when its order `kind` last stood, or null (just given). */
export function readSeen(sql: RoomSql, seat: number, kind: string): string | null {
  const rows = sql.read<SeenRow>(
    SEEN,
    "SELECT view FROM autoplay_seen WHERE seat = ? AND kind = ?",
    seat,
    kind,
  );
  return rows[0]?.view ?? null;
}

/** Keeps the seat's view (JSON text) as its order `kind`'s "before". */
export function writeSeen(sql: RoomSql, seat: number, kind: string, view: string): void {
  sql.write(
    SEEN,
    "INSERT OR REPLACE INTO autoplay_seen (seat, kind, view) VALUES (?, ?, ?)",
    seat,
    kind,
    view,
  );
}

/** Forgets the "before" of the seat's order `kind` (null: of all its orders). */
export function dropSeen(sql: RoomSql, seat: number, kind: string | null): void {
  if (kind === null) sql.change(SEEN, "DELETE FROM autoplay_seen WHERE seat = ?", seat);
  else sql.change(SEEN, "DELETE FROM autoplay_seen WHERE seat = ? AND kind = ?", seat, kind);
}

/** Records that the seat's order was cancelled, and why (replacing an older record). */
export function writeCancelled(sql: RoomSql, seat: number, c: Cancelled): void {
  sql.write(
    CANCELLED,
    "INSERT OR REPLACE INTO autoplay_cancelled (seat, kind, reason, at) VALUES (?, ?, ?, ?)",
    seat,
    c.kind,
    c.reason,
    c.at,
  );
}

/** The seat's latest cancelled order, or null. */
export function readCancelled(sql: RoomSql, seat: number): Cancelled | null {
  const row = sql.read<CancelledRow>(
    CANCELLED,
    "SELECT kind, reason, at FROM autoplay_cancelled WHERE seat = ?",
    seat,
  )[0];
  return row ? { kind: row.kind, reason: row.reason, at: row.at } : null;
}

/** Forgets the seat's cancelled order (it gave its orders again, or changed hands). */
export function dropCancelled(sql: RoomSql, seat: number): void {
  sql.change(CANCELLED, "DELETE FROM autoplay_cancelled WHERE seat = ?", seat);
}
