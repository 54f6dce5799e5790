/**
 * How long a game is kept: a game nobody has played is removed `unstartedDays`
 * after it was created or a seat was last seen, a finished game `finishedDays` after it ended
 * (its replay and verification work until then), and a game in progress is never removed.
 *
 * The removal is one `expire` job of the room's schedule; its due time is the removal time,
 * so nothing else is stored and a finished table can say when (`Table.expiresAt`). The plan is
 * checked after every change but written only when it changes: a move in progress costs a read.
 * The job checks again when it runs, and removes the game with `deleteAll` (and its alarm).
 */
import type { Sql } from "../kernel/room-sql";
import { limitsOf } from "../limits/config";
import type { RoomContext } from "../kernel/context";
import { addJob, type RoomAlarm } from "../kernel/schedule";
import { closeAll } from "./sockets";
import { relaysGone } from "../relay/list";

const DAY_MS = 86_400_000;

/** The removal of a game that never started or is long finished, due at `at`. */
export type ExpireJob = { kind: "expire"; why: "unstarted" | "finished"; at: number };

/** Where a game stands for its lifetime. */
function stage(ctx: RoomContext): ExpireJob["why"] | "playing" {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return "finished";
  return ctx.snapshot.seq === 0 ? "unstarted" : "playing";
}

/** The last sign of life of a game without moves: its creation, or a seat seen since. */
function lastSign(ctx: RoomContext): number {
  return Math.max(ctx.meta.created, ...ctx.seats.map((s) => s.lastSeen ?? 0));
}

/** The planned removal (`expire` job), if any. */
function planned(sql: Sql): { id: number; due: number; why: ExpireJob["why"] } | null {
  const row = sql
    .exec<{ id: number; due: number; payload: string }>(
      "SELECT id, due, payload FROM schedule WHERE kind = 'expire' ORDER BY due LIMIT 1",
    )
    .toArray()[0];
  return row ? { id: row.id, due: row.due, why: (JSON.parse(row.payload) as ExpireJob).why } : null;
}

/**
 * Keeps the removal plan in step with the game: none while it is played; for a game without
 * moves, `unstartedDays` after creation; once it is over, `finishedDays` from the moment the
 * room first saw it over (planned once, so later visits do not push it back).
 */
export function planExpiry(ctx: RoomContext): void {
  const now = stage(ctx);
  const plan = planned(ctx.sql);
  if (plan && plan.why === now) return;
  if (plan) ctx.sql.exec("DELETE FROM schedule WHERE kind = 'expire'");
  const { unstartedDays, finishedDays } = limitsOf(ctx.env);
  if (now === "finished" && finishedDays > 0)
    expireAt(ctx.sql, "finished", ctx.now + finishedDays * DAY_MS);
  else if (now === "unstarted" && unstartedDays > 0)
    expireAt(ctx.sql, "unstarted", ctx.meta.created + unstartedDays * DAY_MS);
}

/** Plans the removal at `at`. */
function expireAt(sql: Sql, why: ExpireJob["why"], at: number): void {
  addJob(sql, at, { kind: "expire", why, at });
}

/** When a finished game will be removed (ms since the epoch), for its table; else undefined. */
export function expiresAt(ctx: RoomContext): number | undefined {
  const plan = planned(ctx.sql);
  return plan?.why === "finished" ? plan.due : undefined;
}

/**
 * Runs an `expire` job: removes the game if it still should go (true), else plans again. A job
 * run early (the alarm runs the earliest job even before it is due) waits for its time; a game
 * without moves whose seats were seen lately gets its time counted from then. A game that
 * started or ended meanwhile keeps the plan of its new stage (made at that change).
 */
export async function runExpiry(
  state: DurableObjectState,
  alarm: RoomAlarm,
  ctx: RoomContext,
  job: ExpireJob,
): Promise<boolean> {
  const now = stage(ctx);
  if (now !== job.why) return false;
  const due =
    now === "unstarted"
      ? Math.max(job.at, lastSign(ctx) + limitsOf(ctx.env).unstartedDays * DAY_MS)
      : job.at;
  if (due > ctx.now) {
    expireAt(ctx.sql, now, due);
    return false;
  }
  closeAll(state, "room/not-found", "This game has been removed.");
  await relaysGone(ctx.env, ctx.sql, "This game has been removed.");
  await state.storage.deleteAlarm();
  await state.storage.deleteAll();
  alarm.gone();
  ctx.sql.forget(); // no table is left
  return true;
}
