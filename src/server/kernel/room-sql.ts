/**
 * A room's SQL storage, with what the room knows of its own tables: one per room instance,
 * made and kept by the room (GameRoom), handed to every feature that keeps a table.
 *
 * A feature's table is made by the feature's first write, with an explicit call (`write`), so
 * a game that never uses email, push, a webhook, talk, nudges or holidays pays no CREATE rows
 * for them (docs/decisions.md, "A feature's table is made by its first write"). Its reads ask
 * first whether the table is there (`read`): a room that never made it answers what an empty
 * table answers, and writes nothing. The statements are the feature's own, run as written.
 * Which tables exist is read from `sqlite_master` once per room instance and kept here.
 *
 * Every statement of the room runs through `exec`, so a meter (room/meter.ts, benchmarks and
 * tests only) sees them all.
 */

/** The part of SQLite storage the kernel's own tables need (meta, moves, schedule: always there). */
export type Sql = Pick<SqlStorage, "exec">;

/** The JSON columns of meta's one row that a request reads again and again. */
export type MetaJson = "config" | "seat_list" | "room";

/**
 * A JSON column of meta's one row (settings, seats, ledger). Through the room's `RoomSql` it is
 * read once and then kept: the room is its one writer (`writeMetaJson`), and a move would
 * otherwise read the ledger a dozen times. Plain storage (a test, a bench) reads it each time.
 */
export function readMetaJson(sql: Sql, column: MetaJson): string | null {
  const kept = sql instanceof RoomSql ? sql.kept : null;
  if (kept?.has(column)) return kept.get(column)!;
  const text =
    sql.exec<Record<MetaJson, string | null>>(`SELECT ${column} FROM meta LIMIT 1`).toArray()[0]?.[
      column
    ] ?? null;
  kept?.set(column, text);
  return text;
}

/** Writes a JSON column of meta's one row (and keeps it, `readMetaJson`). */
export function writeMetaJson(sql: Sql, column: MetaJson, text: string): void {
  sql.exec(`UPDATE meta SET ${column} = ?`, text);
  if (sql instanceof RoomSql) sql.kept.set(column, text);
}

/** A table a feature makes when it first writes: its name and the statements that make it. */
export interface FeatureTable {
  readonly name: string;
  /** CREATE TABLE (and any CREATE INDEX) statements, run in order once. */
  readonly create: readonly string[];
}

/** A feature's table made by one statement, `CREATE TABLE {name} ({columns})`. */
export function oneTable(name: string, columns: string): FeatureTable {
  return { name, create: [`CREATE TABLE ${name} (${columns})`] };
}

/** What sees each statement the room runs (room/meter.ts). */
export interface StatementMeter {
  saw(cursor: SqlStorageCursor<Record<string, SqlStorageValue>>): void;
}

/** The room's storage with its tables known; see the file's header. */
export class RoomSql implements Sql {
  /** The tables the room holds, read on first need; null before. */
  #present: Set<string> | null = null;
  /** Counts the statements (DEV_BENCH only; null otherwise). */
  meter: StatementMeter | null = null;
  /** Meta's JSON columns as last read or written (`readMetaJson`). */
  readonly kept = new Map<MetaJson, string | null>();
  /**
   * The time of the last move (store.ts `lastMoveAt`) as last read or committed; undefined when
   * unknown. A move's commit (records.ts) sets it; the log's other writers leave it true (a
   * restore writes a new game's log after `forget`, the bench's padding adds older moves).
   */
  lastMove: number | null | undefined = undefined;
  /**
   * What the room last read of its schedule, by the reader's key (lifetime.ts: the planned
   * removal); cleared by every write to the schedule (schedule.ts `scheduleChanged`).
   */
  readonly scheduleKept = new Map<string, unknown>();

  constructor(readonly storage: SqlStorage) {}

  /** Runs a statement as written (the kernel's tables, or a feature's table known to be there). */
  exec<T extends Record<string, SqlStorageValue>>(
    query: string,
    ...bindings: unknown[]
  ): SqlStorageCursor<T> {
    const cursor = this.storage.exec<T>(query, ...bindings);
    this.meter?.saw(cursor);
    return cursor;
  }

  /** Whether the room holds the table. */
  has(table: FeatureTable | string): boolean {
    const name = typeof table === "string" ? table : table.name;
    this.#present ??= new Set(
      this.exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray()
        .map((r) => r.name),
    );
    return this.#present.has(name);
  }

  /** Makes the table if the room does not hold it yet (its feature is about to write to it). */
  make(table: FeatureTable): void {
    if (this.has(table)) return;
    for (const statement of table.create) this.exec(statement);
    this.#present?.add(table.name);
  }

  /** The rows a read of a feature's table answers; none when the room never made the table. */
  read<T extends Record<string, SqlStorageValue>>(
    table: FeatureTable,
    query: string,
    ...bindings: unknown[]
  ): T[] {
    return this.has(table) ? this.exec<T>(query, ...bindings).toArray() : [];
  }

  /** A write that adds rows to a feature's table, making the table first if needed. */
  write(table: FeatureTable, query: string, ...bindings: unknown[]): void {
    this.make(table);
    this.exec(query, ...bindings);
  }

  /** An UPDATE or DELETE of a feature's table: nothing to do when the room never made it. */
  change(table: FeatureTable, query: string, ...bindings: unknown[]): void {
    if (this.has(table)) this.exec(query, ...bindings);
  }

  /**
   * Forgets which tables exist and what it kept of meta, the log and the schedule (the room's
   * storage was deleted, a migration changed it, or a test wrote it behind the room's back).
   */
  forget(): void {
    this.#present = null;
    this.kept.clear();
    this.lastMove = undefined;
    this.scheduleKept.clear();
  }
}
