/**
 * The schedule table and the room's one alarm. Every timed job (a computer seat's move, closing
 * sockets that never said hello, emails, push notifications, chat posts, reminders, deadlines,
 * a game's removal) is a row; the Durable Object alarm is always set to the earliest due time,
 * so nothing waits for a page to be open. The kernel knows no job's meaning: each job type
 * belongs to the feature that plans and runs it (kernel/channel.ts), or to the room (a computer
 * move, the hello sweep, the removal). A row keeps the job as JSON (`payload`) and its `kind`.
 */
import { RoomSql, type Sql } from "./room-sql";

/** A timed job as stored: its kind names who runs it; the rest is that owner's. */
export type ScheduledJob = { kind: string } & Record<string, unknown>;

/**
 * Says the schedule was written: what the room kept of it (`RoomSql.scheduleKept`) is read
 * again. Every write to the schedule calls it, the functions of this file and any other.
 */
export function scheduleChanged(sql: Sql): void {
  if (sql instanceof RoomSql) sql.scheduleKept.clear();
}

/**
 * What `read` answers of the schedule, through the room's `RoomSql` read once under `key` and
 * kept until the schedule is written (`scheduleChanged`): most changes read it and write nothing.
 */
export function keptFromSchedule<T>(sql: Sql, key: string, read: () => T): T {
  if (!(sql instanceof RoomSql)) return read();
  if (sql.scheduleKept.has(key)) return sql.scheduleKept.get(key) as T;
  const value = read();
  sql.scheduleKept.set(key, value);
  return value;
}

/** Adds a job due at `due` (ms since the epoch). Call `rearm` afterwards. */
export function addJob(sql: Sql, due: number, job: ScheduledJob): void {
  scheduleChanged(sql);
  sql.exec(
    "INSERT INTO schedule (due, kind, payload) VALUES (?, ?, ?)",
    due,
    job.kind,
    JSON.stringify(job),
  );
}

/** Whether a job of this kind (and for this seat) is already waiting. */
export function hasJob(sql: Sql, job: ScheduledJob): boolean {
  return sql
    .exec<{ payload: string }>("SELECT payload FROM schedule WHERE kind = ?", job.kind)
    .toArray()
    .some((r) => r.payload === JSON.stringify(job));
}

/**
 * Removes and returns the jobs to run now: every job due by `now`, and at least the earliest.
 * The alarm is only ever set to the earliest due time, so when it fires that job is due by
 * construction (this also lets tests fire the alarm early with `runDurableObjectAlarm`).
 */
export function takeDueJobs(sql: Sql, now: number): ScheduledJob[] {
  const rows = sql
    .exec<{ id: number; due: number; payload: string }>(
      "SELECT id, due, payload FROM schedule ORDER BY due, id",
    )
    .toArray();
  const first = rows[0];
  if (!first) return [];
  const due = rows.filter((r) => r.due <= Math.max(now, first.due));
  scheduleChanged(sql);
  for (const r of due) sql.exec("DELETE FROM schedule WHERE id = ?", r.id);
  return due.map((r) => JSON.parse(r.payload) as ScheduledJob);
}

/**
 * The room's one alarm, set to the earliest due job, or cleared when nothing is scheduled. Owned
 * by the room instance (GameRoom): it remembers what it last set while the room is in memory.
 */
export class RoomAlarm {
  /** The alarm last set (null: none); undefined when unknown (a fresh instance, or it rang). */
  #armed: number | null | undefined;

  constructor(
    private readonly storage: DurableObjectStorage,
    private readonly sql: Sql,
  ) {}

  /** Sets the alarm to the earliest due job, or clears it when nothing is scheduled. */
  async rearm(): Promise<void> {
    let due: number | null;
    try {
      // Kept until the schedule is written: most changes plan nothing.
      due = keptFromSchedule(this.sql, "due", () => {
        const rows = this.sql
          .exec<{ due: number | null }>("SELECT min(due) AS due FROM schedule")
          .toArray();
        return rows[0]?.due ?? null;
      });
    } catch {
      // No schedule table: the room holds no game (or it was removed, lifetime.ts).
      due = null;
    }
    // Most changes leave the earliest job where it was: setting the same alarm again is a
    // storage write the move would wait for. Remembered before awaiting, so a later call that
    // wants the same time relies on this one, and one that wants another is queued after it.
    if (this.#armed === due) return;
    this.#armed = due;
    try {
      if (due === null) await this.storage.deleteAlarm();
      else await this.storage.setAlarm(due);
    } catch (err) {
      this.#armed = undefined;
      throw err;
    }
  }

  /**
   * Forgets the remembered alarm: the alarm ran (the platform clears it), or the room's storage
   * was deleted. The next `rearm` sets it again.
   */
  gone(): void {
    this.#armed = undefined;
  }
}

/** The waiting jobs of `kind`, each with its row id and due time. */
export function readJobs(sql: Sql, kind: string): { id: number; due: number; job: ScheduledJob }[] {
  return sql
    .exec<{ id: number; due: number; payload: string }>(
      "SELECT id, due, payload FROM schedule WHERE kind = ?",
      kind,
    )
    .toArray()
    .map((r) => ({ id: r.id, due: r.due, job: JSON.parse(r.payload) as ScheduledJob }));
}

/** Moves the waiting job of row `id` to `due`. */
export function moveJob(sql: Sql, id: number, due: number): void {
  scheduleChanged(sql);
  sql.exec("UPDATE schedule SET due = ? WHERE id = ?", due, id);
}

/** Removes the waiting job of row `id`. */
export function dropJob(sql: Sql, id: number): void {
  scheduleChanged(sql);
  sql.exec("DELETE FROM schedule WHERE id = ?", id);
}
