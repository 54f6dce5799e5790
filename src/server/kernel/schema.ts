/**
 * The kernel's SQLite schema: the game record (meta, seats, moves, snapshot), the schedule, and
 * the kernel's later tables (settings, clocks) and columns (the ledger's, the computer seats' level). One room holds one game,
 * so every table is small; `snapshot` has a single row so loading never replays history (and
 * carries the room's ledger, ledger.ts). Each feature keeps its own tables, which the room makes
 * (room/schema.ts); the `seats` columns once reserved for email stay unused.
 */

import { ensureLedger } from "./ledger";
import { ensureSeatLevels } from "./seats";

// Rooms made since session 6 create these tables with fewer rows written (docs/decisions.md,
// "Rows a new game writes"): meta's id is no key (its one row needs no index: a key cost a row
// at creation and one at the insert), seats come with their `level` column (no ALTER), and the
// schedule has a plain integer key and no index on `due` (AUTOINCREMENT's sqlite_sequence and
// the index cost rows at creation and at every job added or taken; the schedule holds a few
// rows, read whole). Meta's row also holds the settings (`config`, kernel/settings.ts), so they
// cost neither a table nor a row of their own. Older rooms keep the tables they made; the code reads both alike.
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
     config TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS seats (
     seat INTEGER PRIMARY KEY,
     name TEXT,
     token_hash TEXT,
     invite_hash TEXT,
     computer INTEGER NOT NULL DEFAULT 0,
     joined INTEGER NOT NULL DEFAULT 0,
     last_seen INTEGER,
     email TEXT,
     email_confirmed INTEGER NOT NULL DEFAULT 0,
     notify_state TEXT,
     level TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS moves (
     seq INTEGER PRIMARY KEY,
     seat INTEGER NOT NULL,
     move TEXT NOT NULL,
     move_id TEXT NOT NULL,
     result TEXT NOT NULL,
     at INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS snapshot (
     id INTEGER PRIMARY KEY CHECK (id = 0),
     seq INTEGER NOT NULL,
     state TEXT NOT NULL,
     room TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS schedule (
     id INTEGER PRIMARY KEY,
     due INTEGER NOT NULL,
     kind TEXT NOT NULL,
     payload TEXT NOT NULL
   )`,
];

/** Creates the tables if they do not exist yet (only when a game is created). */
export function ensureSchema(sql: SqlStorage): void {
  for (const statement of STATEMENTS) sql.exec(statement);
}

/**
 * Creates the kernel's columns added after the first rooms (the ledger's, the seats' level) if
 * needed; the settings and clocks tables are made on first write (room/schema.ts). Run at creation and whenever a room loads (room/schema.ts), so rooms
 * created before them get them too (every statement is idempotent).
 */
export function ensureKernelTables(sql: SqlStorage): void {
  ensureLedger(sql);
  // Client move ids are found in the ledger now (ledger.ts): the index cost a row per move.
  sql.exec("DROP INDEX IF EXISTS moves_by_client_id");
  ensureSeatLevels(sql);
}

/**
 * Whether this room holds a game. Checked without creating anything, so looking up an
 * unknown game id leaves no storage behind.
 */
export function hasGame(sql: SqlStorage): boolean {
  const tables = sql.exec<{ n: number }>(
    "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
  );
  if (tables.one().n === 0) return false;
  return sql.exec<{ n: number }>("SELECT count(*) AS n FROM meta").one().n > 0;
}
