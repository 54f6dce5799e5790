/**
 * The room's schema migrations: numbered, run once each, in order, when a room made by older
 * code is first loaded (records.ts `loadGame`). Meta's `version` column holds the number of the
 * last one applied; a room made now starts at SCHEMA_VERSION and runs none. A migration moves
 * data into today's layout and drops what it replaces, in the load's one synchronous step (the
 * Durable Object writes it atomically): no code reads an older layout.
 *
 * To change the schema: add a migration with the next number, raise SCHEMA_VERSION (schema.ts)
 * to it, and make new rooms the same way in `ensureSchema` or the feature's table.
 */
import { emptyLedger, type Ledger } from "./ledger";
import type { RoomSql } from "./room-sql";
import { SCHEMA_VERSION } from "./schema";
import { seatsText, type SeatRecord } from "./seats";
import { settingsText, type Settings } from "./settings";
import type { Turn } from "./turns";

/** One change to the schema. */
export interface Migration {
  /** Its number: one more than the previous migration's. */
  version: number;
  /** What it does, for whoever reads the list. */
  does: string;
  run(sql: RoomSql): void;
}

/** The version a room is at: 0 for rooms from before meta had the column. */
export function versionOf(sql: RoomSql): number {
  if (!columnsOf(sql, "meta").has("version")) return 0;
  return (
    sql.exec<{ version: number | null }>("SELECT version FROM meta LIMIT 1").one().version ?? 0
  );
}

/**
 * Brings the room to SCHEMA_VERSION, running each migration it has not had, in order. Answers
 * whether any ran. The caller knows the room holds a game.
 */
export function migrate(sql: RoomSql): boolean {
  const from = versionOf(sql);
  if (from >= SCHEMA_VERSION) return false;
  for (const m of MIGRATIONS) if (m.version > from) m.run(sql);
  sql.exec("UPDATE meta SET version = ?", SCHEMA_VERSION);
  sql.forget();
  return true;
}

/** The columns of a table (none when it does not exist). */
function columnsOf(sql: RoomSql, table: string): Set<string> {
  return new Set(
    sql
      .exec<{ name: string }>("SELECT name FROM pragma_table_info(?)", table)
      .toArray()
      .map((r) => r.name),
  );
}

/** The one row of an older table, or undefined when the table or its row is not there. */
function oldRow(
  sql: RoomSql,
  table: string,
  where = "",
): Record<string, SqlStorageValue> | undefined {
  if (!sql.has(table)) return undefined;
  return sql.exec(`SELECT * FROM ${table} ${where} LIMIT 1`).toArray()[0];
}

/**
 * 1. One record layout. Rooms made before the record moved into meta's row kept the settings,
 * the clock rules, the seats, the snapshot and the turns in tables of their own; they move into
 * meta's row (`config`, `seat_list`, `state`, `room`) and those tables go.
 */
function foldRecord(sql: RoomSql): void {
  const columns = columnsOf(sql, "meta");
  for (const [name, type] of [
    ["config", "TEXT"],
    ["seat_list", "TEXT"],
    ["room", "TEXT"],
    ["version", "INTEGER"],
    ["seq", "INTEGER"],
    ["state", "TEXT"],
  ] as const)
    if (!columns.has(name)) sql.exec(`ALTER TABLE meta ADD COLUMN ${name} ${type}`);
  const row = sql
    .exec<{
      config: string | null;
      seat_list: string | null;
      room: string | null;
      state: string | null;
    }>("SELECT config, seat_list, room, state FROM meta LIMIT 1")
    .one();

  if (row.config === null || sql.has("clock_rules")) {
    const old = oldRow(sql, "settings", "WHERE id = 0");
    const settings: Settings = row.config
      ? (JSON.parse(row.config) as Settings)
      : {
          days: (old?.["days"] as number | undefined) ?? 0,
          origin: (old?.["origin"] as string | undefined) ?? "",
          ending: typeof old?.["ending"] === "string" ? JSON.parse(old["ending"]) : null,
          overMailed: old?.["over_mailed"] === 1,
        };
    const rules = oldRow(sql, "clock_rules", "WHERE id = 0");
    if (rules && !settings.clock)
      settings.clock = {
        holidayDays: rules["holiday_days"] as number,
        weekends: rules["weekends"] === 1,
      };
    sql.exec("UPDATE meta SET config = ?", settingsText(settings));
  }

  if (row.seat_list === null && sql.has("seats")) {
    const seats: SeatRecord[] = sql
      .exec("SELECT * FROM seats ORDER BY seat")
      .toArray()
      .map((r) => ({
        seat: r["seat"] as number,
        name: r["name"] as string | null,
        tokenHash: r["token_hash"] as string | null,
        inviteHash: r["invite_hash"] as string | null,
        computer: r["computer"] === 1,
        // Rooms from before computer levels have no column: their computers play the default.
        level: (r["level"] ?? null) as SeatRecord["level"],
        joined: r["joined"] === 1,
        lastSeen: r["last_seen"] as number | null,
      }));
    sql.exec("UPDATE meta SET seat_list = ?", seatsText(seats));
  }

  const snapshot = oldRow(sql, "snapshot", "WHERE id = 0");
  if (row.state === null && snapshot)
    sql.exec(
      "UPDATE meta SET seq = ?, state = ?",
      snapshot["seq"] as number,
      snapshot["state"] as string,
    );

  if (row.room === null) {
    const kept = snapshot?.["room"];
    const ledger: Ledger = typeof kept === "string" ? (JSON.parse(kept) as Ledger) : emptyLedger();
    // Rooms from before the ledger kept each seat's turn in a table of their own.
    if (typeof kept !== "string" && sql.has("turns"))
      for (const t of sql.exec("SELECT * FROM turns").toArray()) {
        const turn: Turn = {
          seat: t["seat"] as number,
          sinceSeq: t["since_seq"] as number | null,
          sinceAt: t["since_at"] as number | null,
          seenAt: t["seen_at"] as number | null,
          mailed: t["mailed"] === 1,
          remindedAt: t["reminded_at"] as number | null,
        };
        ledger.turns[turn.seat] = turn;
      }
    sql.exec("UPDATE meta SET room = ?", JSON.stringify(ledger));
  }

  for (const table of ["settings", "clock_rules", "seats", "snapshot", "turns"])
    sql.exec(`DROP TABLE IF EXISTS ${table}`);
}

/**
 * 2. No index on client move ids: they are found in the ledger (ledger.ts); the index cost a
 * row per move.
 */
function dropMoveIdIndex(sql: RoomSql): void {
  sql.exec("DROP INDEX IF EXISTS moves_by_client_id");
}

/**
 * 3. Each talk message keeps whether it was said in the open (spectators read only those). In
 * rooms from before, what spectators could read then stays readable.
 */
function talkInTheOpen(sql: RoomSql): void {
  if (!sql.has("talk_messages") || columnsOf(sql, "talk_messages").has("open")) return;
  sql.exec("ALTER TABLE talk_messages ADD COLUMN open INTEGER NOT NULL DEFAULT 0");
  const settings = oldRow(sql, "talk_settings", "WHERE id = 0");
  sql.exec("UPDATE talk_messages SET open = ?", settings?.["spectators"] === 1 ? 1 : 0);
}

/** Every migration, in order; the last one's number is SCHEMA_VERSION. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, does: "moves the record into meta's row", run: foldRecord },
  { version: 2, does: "drops the index on client move ids", run: dropMoveIdIndex },
  { version: 3, does: "marks the talk said in the open", run: talkInTheOpen },
];
