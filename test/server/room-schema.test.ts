/**
 * A room's schema, once per version (room/schema.ts; docs/decisions.md, "Rows a new game
 * writes"): creating a game writes at most CREATE_ROWS rows, tables included, and marks the
 * schema in its ledger; loading a room whose mark is this code's runs no schema statement;
 * a room made before (the old tables: meta keyed by its id, the schedule with AUTOINCREMENT
 * and its index, seats without `level`, no ledger column, none of the features' tables) loads,
 * gets the kernel's columns and the mark, and plays on.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS as DEFAULTS } from "../../src/engine/games/pazaak/options";
import { installMeter, meterOf } from "../../src/server/room/meter";
import { schemaMark } from "../../src/server/room/schema";
import { sha256Hex } from "../../src/server/security";
import { getTable, postMove, roomOf } from "./helpers";

/**
 * Rows a two-seat game's creation writes: 10 for the kernel's five tables (meta, seats, moves,
 * snapshot, schedule: each CREATE TABLE writes two rows of SQLite's own schema), then meta's row
 * with the settings in it, two seats, the snapshot with its ledger and the removal date's job.
 * Every other table is made on its first write (kernel/lazy-tables.ts). Below 15 needs fewer
 * kernel tables (docs/decisions.md, "Tables made when first written").
 */
const CREATE_ROWS = 15;

/** Every table and index a room holds, by name. */
function names(sql: SqlStorage): string[] {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name NOT LIKE '_cf_%'")
    .toArray()
    .map((r) => r.name)
    .sort();
}

/** The schema mark in a room's ledger, or null. */
function markOf(sql: SqlStorage): string | null {
  const room = sql.exec<{ room: string | null }>("SELECT room FROM snapshot").one().room;
  return room ? ((JSON.parse(room) as { schema?: string }).schema ?? null) : null;
}

describe("a room's schema", () => {
  it(`creating a game writes at most ${CREATE_ROWS} rows; a load on this schema runs none of it`, async () => {
    const id = `schema${crypto.randomUUID().slice(0, 8)}`;
    await runInDurableObject(roomOf(id), (_room, state) => {
      installMeter(state, { DEV_BENCH: "on" });
    });
    const made = await roomOf(id).create({
      id,
      game: "pazaak",
      seats: 2,
      options: {},
      name: "Anna",
      computer: [],
      timePerMove: 0,
      origin: "http://tavolo.test",
    });
    expect(made.ok).toBe(true);
    const token = (made as { value: { token: string } }).value.token;
    const report = await runInDurableObject(roomOf(id), (room, state) => {
      const r = meterOf(state)!.report(true);
      expect(markOf(state.storage.sql)).toBe(schemaMark());
      (room as unknown as { loaded: unknown }).loaded = null; // as after an eviction
      return r;
    });
    console.log(`create: ${JSON.stringify(report.create)}`);
    expect(report.create!.rowsWritten).toBeLessThanOrEqual(CREATE_ROWS);
    await getTable(id, token);
    const load = await runInDurableObject(roomOf(id), (_room, state) => meterOf(state)!.report());
    // The load read the mark and the game (and once which tables exist), made sure of no
    // table, and wrote nothing.
    expect(load.table!.rowsWritten).toBe(0);
    expect(load.table!.statements).toBeLessThan(30);
  });

  it("a room made before loads, gets the kernel's columns and the mark, and plays on", async () => {
    const id = `oldroom${crypto.randomUUID().slice(0, 8)}`;
    const token = "old-room-token-0123456789abcdef";
    const state = pazaak.setup({ seats: 2, options: DEFAULTS, seed: "old" });
    const [tokenHash, otherHash] = await Promise.all([sha256Hex(token), sha256Hex("other-seat")]);
    const fresh = await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      // The tables as the first rooms made them (kernel/schema.ts before session 6).
      sql.exec(`CREATE TABLE meta (id TEXT PRIMARY KEY, game TEXT NOT NULL, options TEXT NOT NULL,
        seats INTEGER NOT NULL, seed TEXT NOT NULL, commitment TEXT NOT NULL,
        created INTEGER NOT NULL, creator INTEGER NOT NULL, rematch TEXT, rematch_of TEXT)`);
      sql.exec(`CREATE TABLE seats (seat INTEGER PRIMARY KEY, name TEXT, token_hash TEXT,
        invite_hash TEXT, computer INTEGER NOT NULL DEFAULT 0, joined INTEGER NOT NULL DEFAULT 0,
        last_seen INTEGER, email TEXT, email_confirmed INTEGER NOT NULL DEFAULT 0, notify_state TEXT)`);
      sql.exec(`CREATE TABLE moves (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL,
        move TEXT NOT NULL, move_id TEXT NOT NULL, result TEXT NOT NULL, at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE snapshot (id INTEGER PRIMARY KEY CHECK (id = 0),
        seq INTEGER NOT NULL, state TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE schedule (id INTEGER PRIMARY KEY AUTOINCREMENT,
        due INTEGER NOT NULL, kind TEXT NOT NULL, payload TEXT NOT NULL)`);
      sql.exec("CREATE INDEX schedule_by_due ON schedule (due)");
      const now = Date.now();
      sql.exec(
        "INSERT INTO meta VALUES (?, 'pazaak', '{}', 2, 'old', 'c', ?, 0, NULL, NULL)",
        id,
        now,
      );
      sql.exec(
        "INSERT INTO seats (seat, name, token_hash, joined, last_seen) VALUES (0, 'Anna', ?, 1, ?)",
        tokenHash,
        now,
      );
      sql.exec(
        "INSERT INTO seats (seat, name, token_hash, joined, last_seen) VALUES (1, 'Bruno', ?, 1, ?)",
        otherHash,
        now,
      );
      sql.exec("INSERT INTO snapshot (id, seq, state) VALUES (0, 0, ?)", JSON.stringify(state));
      return names(sql);
    });
    expect(fresh).not.toContain("webhook");
    const table = await getTable(id, token);
    expect(table.seq).toBe(0);
    const answer = await postMove(id, token, 0, table.legal[0]);
    expect(answer.status, answer.text).toBe(200);
    // Evicted twice: the first load after the ledger's first write adds the mark.
    for (let i = 0; i < 2; i++) {
      await runInDurableObject(roomOf(id), (room) => {
        (room as unknown as { loaded: unknown }).loaded = null;
      });
      expect((await getTable(id, token)).seq).toBe(1);
    }
    await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      const now = names(sql);
      // The features' tables come on their first write (kernel/lazy-tables.ts): none was used.
      for (const t of ["mail_seats", "push_subs", "webhook", "talk_messages", "nudges"])
        expect(now, t).not.toContain(t);
      const seatColumns = sql
        .exec<{ name: string }>("SELECT name FROM pragma_table_info('seats')")
        .toArray()
        .map((r) => r.name);
      expect(seatColumns).toContain("level");
      expect(markOf(sql)).toBe(schemaMark());
      // The old schedule still takes jobs (its AUTOINCREMENT and index stay).
      expect(sql.exec("SELECT count(*) AS n FROM schedule").one().n).toBeGreaterThanOrEqual(0);
    });
  });
});
