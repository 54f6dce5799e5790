/**
 * The kernel's SQLite schema: the game record (meta, the move log, and in older rooms the seats
 * and the snapshot), the schedule, and the kernel's later tables (settings, clocks) and columns
 * (the ledger's, the computer seats' level). One room holds one game, so every table is small;
 * the latest state is one row (meta's, or the older rooms' `snapshot`), so loading never
 * replays history. Each feature keeps its own tables, which the room makes (room/schema.ts);
 * the older `seats` columns once reserved for email stay unused.
 */

import { noteLayout } from "./layout";
import { ensureLedger } from "./ledger";
import { ensureSeatLevels } from "./seats";

// New rooms create these tables with few rows written (docs/decisions.md, "A new game's record in
// one row"): meta's id is no key (its one row needs no index: a key cost a row at creation and one
// at the insert), and the schedule has a plain integer key and no index on `due` (AUTOINCREMENT's
// sqlite_sequence and the index cost rows at creation and at every job added or taken; the schedule
// holds a few rows, read whole). Meta's row also holds the settings (`config`, kernel/settings.ts),
// the seats (`seat_list`, seats.ts), the room's ledger (`room`, ledger.ts) and the latest state
// (`seq`, `state`, store.ts; last, so reading the small columns before it never reads the state's
// pages): no `seats` or `snapshot` table, no row per seat (layout.ts). Older rooms keep the tables they made; the code reads both alike.
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
  const held =
    tables.one().n > 0 && sql.exec<{ n: number }>("SELECT count(*) AS n FROM meta").one().n > 0;
  if (!held) noteLayout(sql, null); // a room removed and made again may be made another way
  return held;
}
