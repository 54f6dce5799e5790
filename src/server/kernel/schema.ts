/**
 * The kernel's SQLite schema: the game record (meta's one row: what the game is, its settings,
 * its seats, the room's ledger and the latest state; the move log) and the schedule. One room
 * holds one game, so every table is small; the latest state is one row, so loading never
 * replays history. Each feature makes its own tables on its first write (room-sql.ts); rooms
 * made by older code are brought to this schema once, in order (migrations.ts).
 */
import type { Sql } from "./room-sql";

/**
 * The schema version a room made now has: the number of the last migration (migrations.ts),
 * kept in meta's `version` column.
 */
export const SCHEMA_VERSION = 3;

// New rooms create these tables with few rows written (docs/decisions.md, "A new game's record in
// one row"): meta's id is no key (its one row needs no index: a key cost a row at creation and one
// at the insert), and the schedule has a plain integer key and no index on `due` (AUTOINCREMENT's
// sqlite_sequence and the index cost rows at creation and at every job added or taken; the schedule
// holds a few rows, read whole). Meta's row also holds the settings (`config`, settings.ts), the
// seats (`seat_list`, seats.ts), the room's ledger (`room`, ledger.ts), the schema version, and
// the latest state (`seq`, `state`, store.ts; last, so reading the small columns before it never
// reads the state's pages).
const STATEMENTS = [
  `CREATE TABLE IF NOT EXISTS meta (
     id TEXT NOT NULL,
     game TEXT NOT NULL,
     options TEXT NOT NULL,
     seats INTEGER NOT NULL,
     seed TEXT NOT NULL,
     commitment TEXT NOT NULL,
     created INTEGER NOT NULL,
     creator INTEGER NOT NULL,
     rematch TEXT,
     rematch_of TEXT,
     config TEXT,
     seat_list TEXT,
     room TEXT,
     version INTEGER,
     seq INTEGER,
     state TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS moves (
     seq INTEGER PRIMARY KEY,
     seat INTEGER NOT NULL,
     move TEXT NOT NULL,
     move_id TEXT NOT NULL,
     result TEXT NOT NULL,
     at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS schedule (
     id INTEGER PRIMARY KEY,
     due INTEGER NOT NULL,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL
   )`,
];

/** Creates the kernel's tables (only when a game is created). */
export function ensureSchema(sql: Sql): void {
  for (const statement of STATEMENTS) sql.exec(statement);
}

/**
 * Whether this room holds a game. Checked without creating anything, so looking up an
 * unknown game id leaves no storage behind.
 */
export function hasGame(sql: Sql): boolean {
  const tables = sql.exec<{ n: number }>(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
  );
  return (
    tables.one().n > 0 && sql.exec<{ n: number }>("SELECT count(*) AS n FROM meta").one().n > 0
  );
}
