/**
 * A room's schema and its migrations (kernel/schema.ts, kernel/migrations.ts; docs/decisions.md,
 * "A new game's record in one row" and "State versions and numbered migrations"): creating a game
 * writes CREATE_ROWS rows, tables included, keeps its whole record in meta's row at today's
 * version; loading it runs no migration; a room made by the first code (meta keyed by its id,
 * the schedule with AUTOINCREMENT and its index, seats without `level`, no ledger, none of the
 * features' tables) and one made with the `seats`, `snapshot` and `clock_rules` tables are each
 * migrated once on their first load into meta's row, their old tables gone and nothing lost,
 * and play on (joined, played, a seat replaced, evicted, rematched).
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { DEFAULT_OPTIONS as DEFAULTS } from "../../src/engine/games/pazaak/options";
import { readClockRules } from "../../src/server/kernel/calendar";
import { readLedger } from "../../src/server/kernel/ledger";
import { MIGRATIONS } from "../../src/server/kernel/migrations";
import { SCHEMA_VERSION } from "../../src/server/kernel/schema";
import { readSeats } from "../../src/server/kernel/seats";
import { readSettings } from "../../src/server/kernel/settings";
import { sha256Hex } from "../../src/server/security";
import type { ClaimSeatResponse, InviteLink } from "../../src/protocol";
import {
  call,
  chooser,
  getTable,
  installMeter,
  meterOf,
  playThroughHttp,
  postMove,
  roomOf,
} from "./helpers";

/**
 * Rows a two-seat game's creation writes: 6 for the kernel's three tables (meta, moves,
 * schedule: each CREATE TABLE writes two rows of SQLite's own schema), then meta's row (the
 * game, its settings, both seats, the ledger and the first state) and the removal date's job.
 * Every other table is made by its feature's first write (kernel/room-sql.ts).
 */
const CREATE_ROWS = 8;

/** Every table and index a room holds, by name. */
function names(sql: SqlStorage): string[] {
  return sql
    .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name NOT LIKE '_cf_%'")
    .toArray()
    .map((r) => r.name)
    .sort();
}

/** The schema version meta's row holds. */
function versionOf(sql: SqlStorage): number | null {
  return sql.exec<{ version: number | null }>("SELECT version FROM meta").one().version;
}

/** Tables of the old layouts that the migrations fold into meta's row. */
const OLD_TABLES = ["seats", "snapshot", "settings", "clock_rules", "turns"];

describe("a room's schema", () => {
  it("numbers its migrations one by one up to the version new rooms start at", () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(MIGRATIONS.at(-1)!.version).toBe(SCHEMA_VERSION);
  });

  it(`creating a game writes ${CREATE_ROWS} rows; loading it runs no migration`, async () => {
    const id = `schema${crypto.randomUUID().slice(0, 8)}`;
    await runInDurableObject(roomOf(id), (room) => {
      installMeter(room);
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
      const r = meterOf(room)!.report(true);
      const sql = state.storage.sql;
      expect(versionOf(sql)).toBe(SCHEMA_VERSION);
      // The whole record in meta's row: no seats or snapshot table.
      expect(names(sql)).toEqual(["meta", "moves", "schedule"]);
      expect(readSeats(sql).map((s) => [s.seat, s.name, s.joined])).toEqual([
        [0, "Anna", true],
        [1, null, false],
      ]);
      (room as unknown as { loaded: unknown }).loaded = null; // as after an eviction
      return r;
    });
    console.log(`create: ${JSON.stringify(report.create)}`);
    expect(report.create!.rowsWritten).toBe(CREATE_ROWS);
    await getTable(id, token);
    const load = await runInDurableObject(roomOf(id), (room) => meterOf(room)!.report());
    // The load read the version and the game, ran no migration, and wrote nothing.
    expect(load.tableText!.rowsWritten).toBe(0);
    expect(load.tableText!.statements).toBeLessThan(30);
  });

  it("a room made by the first code is migrated once on its first load, and plays on", async () => {
    const id = `oldroom${crypto.randomUUID().slice(0, 8)}`;
    const token = "old-room-token-0123456789abcdef";
    const state = pazaak.setup({ seats: 2, options: DEFAULTS, seed: "old" });
    const [tokenHash, otherHash] = await Promise.all([sha256Hex(token), sha256Hex("other-seat")]);
    const fresh = await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      // The tables as the first rooms made them (meta keyed by its id, AUTOINCREMENT, no `level`).
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
    // Evicted twice: the first load migrated it, the later ones find it at today's version.
    for (let i = 0; i < 2; i++) {
      await runInDurableObject(roomOf(id), (room) => {
        (room as unknown as { loaded: unknown }).loaded = null;
      });
      expect((await getTable(id, token)).seq).toBe(1);
    }
    await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      const now = names(sql);
      // The features' tables come on their first write (kernel/room-sql.ts): none was used.
      for (const t of ["mail_seats", "push_subs", "webhook", "talk_messages", "nudges"])
        expect(now, t).not.toContain(t);
      // One layout: the seats and the state moved into meta's row, their tables gone.
      for (const t of OLD_TABLES) expect(now, t).not.toContain(t);
      expect(readSeats(sql).map((s) => [s.seat, s.name, s.tokenHash, s.level])).toEqual([
        [0, "Anna", tokenHash, null],
        [1, "Bruno", otherHash, null],
      ]);
      // Listed for the nightly export on its first load (room/record-export.ts).
      expect(readSettings(sql)).toEqual({
        days: 0,
        origin: "",
        ending: null,
        overMailed: false,
        listed: true,
      });
      expect(readLedger(sql).moved[0]).toBeGreaterThan(0);
      expect(versionOf(sql)).toBe(SCHEMA_VERSION);
      // The old schedule still takes jobs (its AUTOINCREMENT and index stay).
      expect(sql.exec("SELECT count(*) AS n FROM schedule").one().n).toBeGreaterThanOrEqual(0);
    });
  });
  it("a room with the seats and snapshot tables is joined, played, handed over, reloaded and rematched", async () => {
    const id = `tables${crypto.randomUUID().slice(0, 8)}`;
    const token = "tables-room-token-0123456789abcdef";
    const invite = "tables-room-invite-0123456789abcd";
    const seed = "tables";
    const state = pazaak.setup({ seats: 2, options: DEFAULTS, seed });
    const [tokenHash, inviteHash, commitment] = await Promise.all(
      [token, invite, seed].map((t) => sha256Hex(t)),
    );
    const config = { days: 3, origin: "http://tavolo.test", ending: null, overMailed: false };
    await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      // The tables as rooms were made just before the record moved into meta's row.
      sql.exec(`CREATE TABLE meta (id TEXT NOT NULL, game TEXT NOT NULL, options TEXT NOT NULL,
        seats INTEGER NOT NULL, seed TEXT NOT NULL, commitment TEXT NOT NULL,
        created INTEGER NOT NULL, creator INTEGER NOT NULL, rematch TEXT, rematch_of TEXT,
        config TEXT)`);
      sql.exec(`CREATE TABLE seats (seat INTEGER PRIMARY KEY, name TEXT, token_hash TEXT,
        invite_hash TEXT, computer INTEGER NOT NULL DEFAULT 0, joined INTEGER NOT NULL DEFAULT 0,
        last_seen INTEGER, email TEXT, email_confirmed INTEGER NOT NULL DEFAULT 0,
        notify_state TEXT, level TEXT)`);
      sql.exec(`CREATE TABLE moves (seq INTEGER PRIMARY KEY, seat INTEGER NOT NULL,
        move TEXT NOT NULL, move_id TEXT NOT NULL, result TEXT NOT NULL, at INTEGER NOT NULL)`);
      sql.exec(`CREATE TABLE snapshot (id INTEGER PRIMARY KEY CHECK (id = 0),
        seq INTEGER NOT NULL, state TEXT NOT NULL, room TEXT)`);
      sql.exec(`CREATE TABLE schedule (id INTEGER PRIMARY KEY, due INTEGER NOT NULL,
        kind TEXT NOT NULL, payload TEXT NOT NULL)`);
      sql.exec(`CREATE TABLE clock_rules (id INTEGER PRIMARY KEY CHECK (id = 0),
        holiday_days INTEGER NOT NULL, weekends INTEGER NOT NULL)`);
      const now = Date.now();
      sql.exec(
        "INSERT INTO meta VALUES (?, 'pazaak', ?, 2, ?, ?, ?, 0, NULL, NULL, ?)",
        id,
        JSON.stringify(DEFAULTS),
        seed,
        commitment,
        now,
        JSON.stringify(config),
      );
      sql.exec(
        "INSERT INTO seats (seat, name, token_hash, joined, last_seen) VALUES (0, 'Anna', ?, 1, ?)",
        tokenHash,
        now,
      );
      sql.exec("INSERT INTO seats (seat, invite_hash) VALUES (1, ?)", inviteHash);
      // The ledger as that code wrote it, with the schema mark it kept then.
      const ledger = { turns: [], moved: [], recent: [], schema: "1.old" };
      sql.exec(
        "INSERT INTO snapshot (id, seq, state, room) VALUES (0, 0, ?, ?)",
        JSON.stringify(state),
        JSON.stringify(ledger),
      );
      sql.exec("INSERT INTO clock_rules (id, holiday_days, weekends) VALUES (0, 14, 1)");
      // Talk from before each message kept whether it was said in the open; spectators could read.
      sql.exec(`CREATE TABLE talk_messages (id INTEGER PRIMARY KEY AUTOINCREMENT,
        seat INTEGER NOT NULL, at INTEGER NOT NULL, text TEXT NOT NULL, reaction TEXT,
        origin TEXT UNIQUE)`);
      sql.exec(`CREATE TABLE talk_settings (id INTEGER PRIMARY KEY CHECK (id = 0),
        spectators INTEGER NOT NULL, muted TEXT NOT NULL)`);
      sql.exec("INSERT INTO talk_settings VALUES (0, 1, '[]')");
      sql.exec("INSERT INTO talk_messages (seat, at, text) VALUES (0, ?, 'ciao')", now);
    });
    const evict = () =>
      runInDurableObject(roomOf(id), (room) => {
        (room as unknown as { loaded: unknown }).loaded = null;
      });
    const join = async (code: string, name: string) => {
      const answer = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
        body: { invite: code, name },
      });
      expect(answer.status, answer.text).toBe(200);
      return answer.body.token;
    };
    const bruno = await join(invite, "Bruno");
    expect((await getTable(id, token)).players.map((p) => p.name)).toEqual(["Anna", "Bruno"]);
    const choose = chooser(7);
    expect((await playThroughHttp(id, [token, bruno], choose, { maxMoves: 3 })).seq).toBe(3);
    await evict();
    expect((await getTable(id, bruno)).seq).toBe(3);
    const replaced = await call<InviteLink>("POST", `/api/games/${id}/seats/1/replace`, { token });
    expect(replaced.status, replaced.text).toBe(200);
    const carla = await join(replaced.body.invite, "Carla");
    await evict();
    const table = await getTable(id, carla);
    expect(table.players.map((p) => p.name)).toEqual(["Anna", "Carla"]);
    expect(table.seat).toBe(1);
    // Moved into meta's row on the first load, the old tables gone, nothing lost.
    await runInDurableObject(roomOf(id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      for (const t of OLD_TABLES) expect(names(sql), t).not.toContain(t);
      const carlaSeat = readSeats(sql)[1]!;
      expect([carlaSeat.name, carlaSeat.joined]).toEqual(["Carla", true]);
      expect(sql.exec("SELECT seq FROM meta").one().seq).toBe(3);
      expect(sql.exec("SELECT count(*) AS n FROM moves").one().n).toBe(3);
      expect(readSettings(sql)).toMatchObject({ days: 3, origin: "http://tavolo.test" });
      expect(readClockRules(sql)).toEqual({ holidayDays: 14, weekends: true });
      expect(sql.exec("SELECT text, open FROM talk_messages").toArray()).toEqual([
        { text: "ciao", open: 1 },
      ]);
      expect(versionOf(sql)).toBe(SCHEMA_VERSION);
    });
    const over = await playThroughHttp(id, [token, carla], choose);
    expect(over.outcome).not.toBeNull();
    const rematch = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, { token });
    expect(rematch.status, rematch.text).toBe(200);
    // The rematch is a room of today: its record in meta's row, the clock rules carried over.
    await runInDurableObject(roomOf(rematch.body.id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      expect(versionOf(sql)).toBe(SCHEMA_VERSION);
      expect(names(sql)).not.toContain("seats");
      expect(readClockRules(sql)).toEqual({ holidayDays: 14, weekends: true });
      expect(readSeats(sql)[0]!.name).toBe("Anna");
    });
    const next = await getTable(rematch.body.id, rematch.body.token);
    expect(next.seq).toBe(0);
  });
});
