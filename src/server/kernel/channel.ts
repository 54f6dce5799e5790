/**
 * The one shape of the room's channels: the features that, after a change, plan timed jobs on
 * the room's schedule and later run them: email (notify/), push notifications (push/), chat
 * posts (webhooks/) and the notices of a player whose time ran out (deadlines/). Each owns its
 * kind of job. The room knows none of them by name: it loops over its list (room/channels.ts)
 * after every change, and hands each due job that is not its own to the channel that takes it.
 */
import type { RoomContext } from "./context";
import type { ScheduledJob } from "./schedule";

/** What happened in a change, as far as channels care. */
export interface ChangeEvents {
  /** Seats whose turn began. */
  began: readonly number[];
  /** A seat a player just took. */
  joined?: number;
}

/** A channel of the room and its kind of job `J`. */
export interface Channel<J extends ScheduledJob = ScheduledJob> {
  /** Its name, for logs. */
  readonly name: string;
  /** Adds the jobs a change calls for to the schedule (run after every change, in order). */
  plan(ctx: RoomContext, change: ChangeEvents): void;
  /**
   * A job taken from the schedule as this channel's, or null when it is another's. A job stored
   * in an older shape (rooms keep their rows across versions) is read into today's shape here.
   */
  take(job: ScheduledJob): J | null;
  /** Runs one of its jobs, checking again that it is still due; true if the tables changed. */
  run(ctx: RoomContext, job: J): Promise<boolean>;
}
