/**
 * How long a game is kept (limits/retention.ts, the numbers the privacy page states): a game
 * nobody has played is removed `unstartedDays` after it was created or a seat was last seen, a
 * finished game `finishedDays` after it ended (its replay and verification work until then),
 * and a game in progress `inactiveDays` after its last move, its seats warned by email
 * `warningDays` before.
 *
 * The removal is one `expire` job of the room's schedule; its due time is the removal time (for
 * a game in progress, first the warning's), so nothing else is stored and a finished table can
 * say when (`Table.expiresAt`). The plan is checked after every change but written only when
 * its stage changes: a move costs a read, never a write. The job checks again when it runs (a
 * game in progress counts from its last move then), and removes the game with `deleteAll` (and
 * its alarm), after telling the AddressBooks that knew it to forget it.
 */
import type { Sql } from "../kernel/room-sql";
import { retentionOf } from "../limits/retention";
import type { RoomContext } from "../kernel/context";
import { addJob, keptFromSchedule, scheduleChanged, type RoomAlarm } from "../kernel/schedule";
import { lastMoveAt } from "../kernel/store";
import { log } from "../log";
import { forgetGameInBooks } from "../notify/game-gone";
import { warnInactive } from "../notify/inactive";
import { closeAll } from "./sockets";
import { relaysGone } from "../relay/list";

const DAY_MS = 86_400_000;
/** How late a warning may go and still keep the end it was planned for. */
const LATE_MS = 3_600_000;

/**
 * The removal of a game that never started, is long finished or has had no move for long, due
 * at `at`. For a game in progress, `warned` is the time of the last move its seats were warned
 * after: the job first warns, then removes.
 */
export type ExpireJob = {
  kind: "expire";
  why: "unstarted" | "finished" | "inactive";
  at: number;
  warned?: number;
};

/** Where a game stands for its lifetime. */
function stage(ctx: RoomContext): ExpireJob["why"] {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return "finished";
  return ctx.snapshot.seq === 0 ? "unstarted" : "inactive";
}

/** The last sign of life of a game without moves: its creation, or a seat seen since. */
function lastSign(ctx: RoomContext): number {
  return Math.max(ctx.meta.created, ...ctx.seats.map((s) => s.lastSeen ?? 0));
}

/**
 * The planned removal (`expire` job), if any: read once and kept until the schedule is written
 * (schedule.ts `keptFromSchedule`), as every change checks it and few change it.
 */
function planned(sql: Sql): { id: number; due: number; why: ExpireJob["why"] } | null {
  return keptFromSchedule(sql, "expire", () => {
    const row = sql
      .exec<{ id: number; due: number; payload: string }>(
        "SELECT id, due, payload FROM schedule WHERE kind = 'expire' ORDER BY due LIMIT 1",
      )
      .toArray()[0];
    return row
      ? { id: row.id, due: row.due, why: (JSON.parse(row.payload) as ExpireJob).why }
      : null;
  });
}

/** When a game in progress is warned and removed, counted from its last move. */
function silence(ctx: RoomContext): { last: number; warn: number; end: number } {
  const { inactiveDays, warningDays } = retentionOf(ctx.env);
  const last = lastMoveAt(ctx.sql) ?? ctx.meta.created;
  const end = last + inactiveDays * DAY_MS;
  return { last, warn: end - warningDays * DAY_MS, end };
}

/**
 * Keeps the removal plan in step with the game: for a game without moves, `unstartedDays`
 * after creation; while it is played, the warning `inactiveDays - warningDays` after its last
 * move (planned once: the job counts from the last move when it runs); once it is over,
 * `finishedDays` from the moment the room first saw it over (planned once, so later visits do
 * not push it back).
 */
export function planExpiry(ctx: RoomContext): void {
  const now = stage(ctx);
  const plan = planned(ctx.sql);
  if (plan && plan.why === now) return;
  if (plan) {
    scheduleChanged(ctx.sql);
    ctx.sql.exec("DELETE FROM schedule WHERE kind = 'expire'");
  }
  const { unstartedDays, finishedDays, inactiveDays } = retentionOf(ctx.env);
  if (now === "finished" && finishedDays > 0)
    expireAt(ctx.sql, "finished", ctx.now + finishedDays * DAY_MS);
  else if (now === "unstarted" && unstartedDays > 0)
    expireAt(ctx.sql, "unstarted", ctx.meta.created + unstartedDays * DAY_MS);
  else if (now === "inactive" && inactiveDays > 0) expireAt(ctx.sql, "inactive", silence(ctx).warn);
}

/** Plans the removal at `at` (for a game in progress, warned after the move at `warned`). */
function expireAt(sql: Sql, why: ExpireJob["why"], at: number, warned?: number): void {
  addJob(sql, at, { kind: "expire", why, at, ...(warned === undefined ? {} : { warned }) });
}

/**
 * A game in progress's job: plans again when someone moved since, warns the seats once the
 * warning is due (then plans the removal), and answers whether the game should go now.
 */
async function inactiveDue(ctx: RoomContext, job: ExpireJob): Promise<boolean> {
  const { inactiveDays } = retentionOf(ctx.env);
  if (inactiveDays <= 0) return false; // turned off since: no plan until the game's next stage
  const { last, warn, end } = silence(ctx);
  if (job.warned === last) {
    if (end <= ctx.now) return true;
    expireAt(ctx.sql, "inactive", end, last);
  } else if (warn > ctx.now) expireAt(ctx.sql, "inactive", warn);
  else {
    // A warning on time keeps the end; a late one (the rule came in after the game's silence
    // began, or its alarm ran late) moves it, so a removal never comes sooner than the whole
    // warning time after the email.
    const at = ctx.now - warn <= LATE_MS ? end : ctx.now + (end - warn);
    if (at > ctx.now) await warnInactive(ctx, last, at, inactiveDays);
    expireAt(ctx.sql, "inactive", at, last);
  }
  return false;
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
  if (now === "inactive") {
    if (!(await inactiveDue(ctx, job))) return false;
  } else {
    const due =
      now === "unstarted"
        ? Math.max(job.at, lastSign(ctx) + retentionOf(ctx.env).unstartedDays * DAY_MS)
        : job.at;
    if (due > ctx.now) {
      expireAt(ctx.sql, now, due);
      return false;
    }
  }
  await removeGame(state, alarm, ctx, now);
  return true;
}

/**
 * Removes the game for good: the address books forget it, every socket and relay is told it
 * is gone, and the room's storage and alarm are deleted. `why` is the log line's outcome: a
 * lifetime's end, or `operator` (routes/operator.ts).
 */
export async function removeGame(
  state: DurableObjectState,
  alarm: RoomAlarm,
  ctx: RoomContext,
  why: ExpireJob["why"] | "operator",
): Promise<void> {
  log("info", "game.removed", { game: ctx.meta.id, gameKind: ctx.meta.game, outcome: why });
  await forgetGameInBooks(ctx);
  closeAll(state, "room/not-found", "This game has been removed.");
  await relaysGone(ctx.env, ctx.sql, "This game has been removed.");
  await state.storage.deleteAlarm();
  await state.storage.deleteAll();
  alarm.gone();
  ctx.sql.forget(); // no table is left
}
