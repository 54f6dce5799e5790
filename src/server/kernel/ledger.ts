/**
 * The room's small bookkeeping, kept in the snapshot's row (column `room`, JSON: meta's row in
 * rooms whose record is folded, layout.ts) so a move writes two rows and no more: the log
 * entry, and the snapshot with this ledger.
 * It holds each seat's turn (turns.ts reads and writes it here), when each seat last moved
 * (what `lastSeen` shows, without touching the seats table), and each seat's most recent client
 * move ids (for idempotent retries, without an index on the log that would cost a row per move).
 *
 * Rooms made before the ledger get the column on load (`ensureLedger`) and start an empty
 * ledger, taking over the rows of the old `turns` table the first time it is read.
 */
import { isFolded } from "./layout";
import type { Turn } from "./turns";

/** A seat's recent move, remembered to answer a retry of it. */
export interface RecentMove {
  /** The client's move id. */
  id: string;
  /** The move's number (seq after it). */
  seq: number;
  /** The holder mark of the seat's token (null for computer moves). */
  holder: string | null;
  /** The move as stored, JSON text. */
  move: string;
}

/** The ledger. Arrays are indexed by seat. */
export interface Ledger {
  turns: Turn[];
  /** When each seat last moved itself (not the computer for it), ms; null before. */
  moved: (number | null)[];
  /** Each seat's last RECENT_MOVES moves, newest last. */
  recent: RecentMove[][];
  /**
   * The mark of the room's schema as last applied (room/schema.ts): the tables are made sure
   * of only when the code's mark differs. Absent in rooms from before it.
   */
  schema?: string;
}

/**
 * How many client move ids of a seat are remembered: a client retries the move it is waiting
 * for, which is always its latest; an id older than this is treated as new (it then fails the
 * `seq` check as stale unless it happens to match the current seq).
 */
export const RECENT_MOVES = 4;

/** Adds the `room` column to the snapshot of rooms made before it (idempotent). */
export function ensureLedger(sql: SqlStorage): void {
  if (isFolded(sql)) return; // meta's row has it from birth
  const has = sql
    .exec<{ n: number }>(
      "SELECT count(*) AS n FROM pragma_table_info('snapshot') WHERE name = 'room'",
    )
    .one().n;
  if (has === 0) sql.exec("ALTER TABLE snapshot ADD COLUMN room TEXT");
}

/** An empty ledger (a new game, or a room made before the ledger). */
export function emptyLedger(): Ledger {
  return { turns: [], moved: [], recent: [] };
}

/** The ledger as stored, or null when none is (a room from before it, even before its column). */
export function storedLedger(sql: SqlStorage): Ledger | null {
  if (isFolded(sql)) {
    const room = sql
      .exec<{ room: string | null }>("SELECT room FROM meta LIMIT 1")
      .toArray()[0]?.room;
    return room ? (JSON.parse(room) as Ledger) : null;
  }
  try {
    const row = sql
      .exec<{ room: string | null }>("SELECT room FROM snapshot WHERE id = 0")
      .toArray()[0];
    return row?.room ? (JSON.parse(row.room) as Ledger) : null;
  } catch {
    return null; // a room from before the ledger's column
  }
}

/** Reads the ledger; a room made before it starts from its old `turns` rows, if any. */
export function readLedger(sql: SqlStorage): Ledger {
  const stored = storedLedger(sql);
  if (stored) return stored;
  const ledger = emptyLedger();
  for (const t of legacyTurns(sql)) ledger.turns[t.seat] = t;
  return ledger;
}

/** Writes the ledger alone (a table read, an email sent: one row). */
export function writeLedger(sql: SqlStorage, ledger: Ledger): void {
  if (isFolded(sql)) sql.exec("UPDATE meta SET room = ?", JSON.stringify(ledger));
  else sql.exec("UPDATE snapshot SET room = ? WHERE id = 0", JSON.stringify(ledger));
}

/** Notes a seat's own move: when it moved, and its id for retries. */
export function noteMove(ledger: Ledger, seat: number, move: RecentMove, at: number): void {
  ledger.moved[seat] = at;
  const recent = ledger.recent[seat] ?? [];
  recent.push(move);
  ledger.recent[seat] = recent.slice(-RECENT_MOVES);
  // Sparse arrays become nulls in JSON; fill the holes now so reads see the same thing.
  for (let s = 0; s < ledger.moved.length; s++) ledger.moved[s] ??= null;
  for (let s = 0; s < ledger.recent.length; s++) ledger.recent[s] ??= [];
}

/** The move `seat` made under client id `id`, if it is one of its recent moves. */
export function recentMove(ledger: Ledger, seat: number, id: string): RecentMove | null {
  return ledger.recent[seat]?.find((m) => m.id === id) ?? null;
}

interface TurnRow extends Record<string, SqlStorageValue> {
  seat: number;
  since_seq: number | null;
  since_at: number | null;
  seen_at: number | null;
  mailed: number;
  reminded_at: number | null;
}

/** The rows of the `turns` table rooms used before the ledger (none if it does not exist). */
function legacyTurns(sql: SqlStorage): Turn[] {
  const exists = sql
    .exec<{ n: number }>(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'turns'",
    )
    .one().n;
  if (exists === 0) return [];
  return sql
    .exec<TurnRow>("SELECT * FROM turns")
    .toArray()
    .map((r) => ({
      seat: r.seat,
      sinceSeq: r.since_seq,
      sinceAt: r.since_at,
      seenAt: r.seen_at,
      mailed: r.mailed === 1,
      remindedAt: r.reminded_at,
    }));
}
