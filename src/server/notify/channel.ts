/**
 * The email channel (kernel/channel.ts): which emails a change calls for, and sending them when
 * their time comes. After every change the room's loop calls `plan`; it only adds jobs to the
 * room's schedule (so every email runs from the one alarm and survives restarts). When a job
 * runs, it checks again that the email is still due: the turn is the same, the player is not at
 * the table and has not looked since the turn began (kernel/rules.ts), the idle time really
 * passed. Its jobs are `{kind: "mail"}`, stored in the shape they have always had. Also the one
 * email another feature sends: the "time is up" notice (deadlines/channel.ts).
 */
import type { Channel } from "../kernel/channel";
import { dueAt, onHoliday, clockOf } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { human, noticeDelay, roomWillPlay, stillDue } from "../kernel/rules";
import { addJob, hasJob } from "../kernel/schedule";
import { updateSettings } from "../kernel/settings";
import { markMailed, markReminded, turnOf, type Turn } from "../kernel/turns";
import { joinedBody, overBody, overdueBody, turnBody } from "./bodies";
import { remindAfter, remindEvery } from "./config";
import { deliver } from "./deliver";
import { holdForDigest } from "./digest";
import { readMailSeats } from "./store";

/** An email job: "your turn" and reminders for a turn, game over, a friend joined. */
export type MailJob =
  | { kind: "mail"; what: "turn" | "remind"; seat: number; seq: number }
  | { kind: "mail"; what: "over" }
  | { kind: "mail"; what: "joined"; seat: number };

const WHATS: readonly unknown[] = ["turn", "remind", "over", "joined"];

/** The email channel. */
export const emailChannel: Channel<MailJob> = {
  name: "email",

  plan(ctx, events) {
    const at = ctx.now + noticeDelay(ctx.env);
    const wanted = new Set(
      readMailSeats(ctx.sql)
        .filter((m) => m.confirmed && !m.muted)
        .map((m) => m.seat),
    );
    for (const seat of events.began) {
      if (!wanted.has(seat)) continue;
      addJob(ctx.sql, at, { kind: "mail", what: "turn", seat, seq: ctx.snapshot.seq });
      planReminder(ctx, seat);
    }
    if (
      events.joined !== undefined &&
      events.joined !== ctx.meta.creator &&
      wanted.has(ctx.meta.creator)
    )
      addJob(ctx.sql, at, { kind: "mail", what: "joined", seat: events.joined });
    if (ctx.game.outcome(ctx.snapshot.state) !== null && !ctx.settings.overMailed) {
      ctx.settings = updateSettings(ctx.sql, { overMailed: true });
      if (wanted.size > 0) addJob(ctx.sql, at, { kind: "mail", what: "over" });
    }
  },

  // Push and chat jobs were once stored with kind "mail" too: those are theirs (`what`).
  take: (job) => (job.kind === "mail" && WHATS.includes(job.what) ? (job as MailJob) : null),

  async run(ctx, job) {
    await runMailJob(ctx, job);
    return false; // an email changes no table
  },
};

/** Schedules the next reminder of `seat`'s current turn, if it has one and none is waiting. */
export function planReminder(ctx: RoomContext, seat: number): void {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq === null) return;
  const job: MailJob = { kind: "mail", what: "remind", seat, seq: turn.sinceSeq };
  if (!hasJob(ctx.sql, job)) addJob(ctx.sql, remindAt(ctx, turn), job);
}

/**
 * When the next reminder is due: a set time after the player last looked or the turn began
 * (whichever is later), or at 80% of the time per move if that comes first; after a reminder,
 * the next one no sooner than `remindEvery`; never during the player's holiday.
 */
function remindAt(ctx: RoomContext, turn: Turn): number {
  const clock = clockOf(ctx.sql, turn.seat);
  let at: number;
  if (turn.remindedAt !== null) at = turn.remindedAt + remindEvery(ctx.env);
  else at = Math.max(turn.sinceAt ?? 0, turn.seenAt ?? 0) + remindAfter(ctx.env);
  // The deadline warning comes on time, whatever reminder went before it.
  const warn = dueAt(turn, clock, ctx.settings.days, 0.8);
  if (warn !== null && (turn.remindedAt === null || turn.remindedAt < warn))
    at = Math.min(at, warn);
  const holiday = onHoliday(clock, at);
  return holiday ?? at;
}

/** Runs one email job; true if something went out. */
async function runMailJob(ctx: RoomContext, job: MailJob): Promise<boolean> {
  switch (job.what) {
    case "turn":
      return yourTurn(ctx, job.seat, job.seq);
    case "remind":
      return reminder(ctx, job.seat, job.seq);
    case "joined":
      return deliver(ctx, ctx.meta.creator, "joined", (m) => joinedBody(ctx, m, job.seat));
    case "over": {
      let any = false;
      for (const m of readMailSeats(ctx.sql))
        any = (await deliver(ctx, m.seat, "over", (mm) => overBody(ctx, mm))) || any;
      return any;
    }
  }
}

async function yourTurn(ctx: RoomContext, seat: number, seq: number): Promise<boolean> {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq !== seq || turn.mailed) return false;
  // Dealt with now, whatever follows: at most one "your turn" email per turn change.
  markMailed(ctx.sql, seat);
  // A turn the room is to play for the seat (its order, its forced move) is no turn to tell it of.
  if (roomWillPlay(ctx, seat, seq)) return false;
  // A summary lists every game awaiting the move, looked at or not (digest.ts).
  if (human(ctx, seat) && (await holdForDigest(ctx, seat, "turn"))) return false;
  if (!stillDue(ctx, seat, seq, turn)) return false;
  return deliver(ctx, seat, "turn", (m) => turnBody(ctx, m, "turn"));
}

async function reminder(ctx: RoomContext, seat: number, seq: number): Promise<boolean> {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq !== seq || ctx.game.outcome(ctx.snapshot.state) !== null) return false;
  if (roomWillPlay(ctx, seat, seq)) return false;
  const due = remindAt(ctx, turn);
  const job: MailJob = { kind: "mail", what: "remind", seat, seq };
  if (ctx.now < due) {
    addJob(ctx.sql, due, job);
    return false;
  }
  if (ctx.online.has(seat)) {
    // At the table now: idleness starts again from here.
    addJob(ctx.sql, ctx.now + remindAfter(ctx.env), job);
    return false;
  }
  // In the summary instead, unless it is the deadline warning (digest.ts).
  const held = await holdForDigest(ctx, seat, "remind");
  markReminded(ctx.sql, seat, ctx.now);
  addJob(ctx.sql, remindAt(ctx, turnOf(ctx.sql, seat)), job);
  if (held) return false;
  return deliver(ctx, seat, "remind", (m) => turnBody(ctx, m, "remind"));
}

/** The "time is up" email to every other player of an absent seat. */
export async function mailOverdue(ctx: RoomContext, absent: number): Promise<void> {
  for (const m of readMailSeats(ctx.sql)) {
    if (m.seat === absent) continue;
    await deliver(ctx, m.seat, "overdue", (mm) => overdueBody(ctx, mm, absent));
  }
}
