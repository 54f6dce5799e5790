/**
 * The overdue channel (kernel/channel.ts): after every change it schedules a deadline job for
 * each person's turn that began, when the game has a time per move; when the job runs and the
 * time (plus holidays) is really up, the other players are told once, by email
 * (notify/channel.ts `mailOverdue`) and on the table, which offers them the choice
 * (actions.ts). A holiday that moved the deadline plans the job again. Its jobs are
 * `{kind: "deadline"}`, stored in the shape they have always had.
 */
import type { Channel } from "../kernel/channel";
import { clockOf, dueAt, writeClock } from "../kernel/clocks";
import { human } from "../kernel/rules";
import { addJob } from "../kernel/schedule";
import { turnOf } from "../kernel/turns";
import { mailOverdue } from "../notify/channel";
import { protectAtDeadline } from "./auto";

/** A turn's deadline: the turn `seat` began at move `seq`. */
export type DeadlineJob = { kind: "deadline"; seat: number; seq: number };

/** The overdue channel. */
export const overdueChannel: Channel<DeadlineJob> = {
  name: "overdue",

  plan(ctx, { began }) {
    if (ctx.settings.days <= 0) return;
    for (const seat of began) {
      if (!human(ctx, seat)) continue;
      const turn = turnOf(ctx.sql, seat);
      const due = dueAt(turn, clockOf(ctx.sql, seat), ctx.settings.days);
      if (due !== null && turn.sinceSeq !== null)
        addJob(ctx.sql, due, { kind: "deadline", seat, seq: turn.sinceSeq });
    }
  },

  take: (job) => (job.kind === "deadline" ? (job as DeadlineJob) : null),

  /** True when the table changed (an offer appeared). */
  async run(ctx, job) {
    const turn = turnOf(ctx.sql, job.seat);
    if (turn.sinceSeq !== job.seq || ctx.game.outcome(ctx.snapshot.state) !== null) return false;
    const clock = clockOf(ctx.sql, job.seat);
    const due = dueAt(turn, clock, ctx.settings.days);
    if (due === null) return false;
    if (ctx.now < due) {
      addJob(ctx.sql, due, job); // a holiday moved it
      return false;
    }
    if (clock.overdueSeq === job.seq) return false;
    // Automatic protection (auto.ts): a day of holiday instead, and the deadline moves.
    if (await protectAtDeadline(ctx, job.seat)) {
      const moved = dueAt(turn, clockOf(ctx.sql, job.seat), ctx.settings.days);
      if (moved !== null) addJob(ctx.sql, moved, job);
      return true;
    }
    writeClock(ctx.sql, { ...clock, overdueSeq: job.seq });
    await mailOverdue(ctx, job.seat);
    return true;
  },
};
