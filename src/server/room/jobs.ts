/**
 * The alarm's work: the jobs that are due (kernel/schedule.ts), each run by its owner (the
 * room's own: the hello sweep, the game's removal, a computer's move, a move the room plays for
 * a seat (autoplay-turn.ts); or a channel's, through channels.ts), then the room's steps after a
 * change, which plan the next alarm. A failing job is logged and the others still run: the
 * alarm never throws.
 */
import { now } from "../clock";
import { takeDueJobs, type ScheduledJob } from "../kernel/schedule";
import type { AutoJob } from "../autoplay";
import { autoTurn } from "./autoplay-turn";
import { botTurn, type BotJob } from "./bots";
import { runChannelJob } from "./channels";
import type { RoomHost } from "./host";
import { runExpiry, type ExpireJob } from "./lifetime";
import { sweep } from "./live";
import { logFailure } from "../log";

/** What the job runner needs from the room. */
export type JobHost = Pick<
  RoomHost,
  "ctx" | "sql" | "alarm" | "load" | "loaded" | "forget" | "context" | "afterChange"
>;

/**
 * Runs the jobs that are due (computer moves, emails, deadlines, the hello sweep), then the
 * usual steps after a change. Never throws.
 */
export async function runAlarm(host: JobHost): Promise<void> {
  host.alarm.gone(); // the platform cleared the alarm that woke us
  const jobs = takeDueJobs(host.sql, now());
  let changed = false;
  for (const job of jobs) {
    try {
      changed = (await runJob(host, job)) || changed;
    } catch (err) {
      logFailure("job.failed", err, {
        game: host.loaded()?.meta.id,
        kind: job.kind,
        check:
          "A scheduled job threw; it is not run again at once: look for the job's own error line.",
      });
    }
  }
  try {
    if (host.load()) await host.afterChange({ quiet: !changed });
    else await host.alarm.rearm();
  } catch (err) {
    logFailure("alarm.failed", err, {
      game: host.loaded()?.meta.id,
      check: "The room could not plan its next alarm: its timed jobs wait until the next request.",
    });
  }
}

/** One job of the schedule, the room's own or a channel's (channels.ts); true if tables changed. */
async function runJob(host: JobHost, job: ScheduledJob): Promise<boolean> {
  if (!host.load()) return false; // sockets, too, exist only with a game
  if (job.kind === "sweep") sweep(host.ctx);
  else if (job.kind === "expire") {
    // True: the game was removed, and the room holds none from now on.
    if (await runExpiry(host.ctx, host.alarm, host.context(), job as ExpireJob)) host.forget();
  } else if (job.kind === "bot")
    return botTurn(host.ctx, host.sql, host.loaded()!, (job as BotJob).seat, now());
  else if (job.kind === "autoplay") return autoTurn(host, job as AutoJob);
  else return runChannelJob(host.context(), job);
  return false;
}
