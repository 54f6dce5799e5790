/**
 * Which emails a change calls for, and running them when their time comes. After every change
 * the room calls `planMail`; it only adds jobs to the room's schedule (so every email runs
 * from the one alarm and survives restarts). When a job runs, `runMailJob` checks again that
 * the email is still due: the turn is the same, the player is not at the table and has not
 * looked since the turn began, the idle time really passed.
 */
import { planChannels, runChannelJob } from "../channels";
import { dueAt, onHoliday, clockOf } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { noticeDelay, others, seatName, stillDue } from "../kernel/rules";
import { addJob, hasJob, type MailJob } from "../kernel/schedule";
import { markMailed, markReminded, turnOf, type Turn } from "../kernel/turns";
import { updateSettings } from "../kernel/settings";
import type { Body } from "./compose";
import { remindAfter, remindEvery } from "./config";
import { deliver, gameTitle } from "./deliver";
import { recentMoves } from "./move-words";
import { replyInvite } from "./reply";
import { mailSeat, readMailSeats, type MailSeat } from "./store";
import { say, when } from "./words";

/** What happened in a change, as far as emails care. */
export interface MailEvents {
  /** Seats whose turn began. */
  began: readonly number[];
  /** A seat a player just took. */
  joined?: number;
}

/** Adds the email jobs a change calls for. */
export function planMail(ctx: RoomContext, events: MailEvents): void {
  planChannels(ctx, events); // push and chat webhooks
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
}

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
  else {
    at = Math.max(turn.sinceAt ?? 0, turn.seenAt ?? 0) + remindAfter(ctx.env);
    const warn = dueAt(turn, clock, ctx.settings.days, 0.8);
    if (warn !== null) at = Math.min(at, warn);
  }
  const holiday = onHoliday(clock, at);
  return holiday ?? at;
}

/** Runs one email job; true if something went out. */
export async function runMailJob(ctx: RoomContext, job: MailJob): Promise<boolean> {
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
    case "push":
    case "chat":
    case "push-over":
      return runChannelJob(ctx, job);
  }
}

async function yourTurn(ctx: RoomContext, seat: number, seq: number): Promise<boolean> {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq !== seq || turn.mailed) return false;
  // Dealt with now, whatever follows: at most one "your turn" email per turn change.
  markMailed(ctx.sql, seat);
  if (!stillDue(ctx, seat, seq, turn)) return false;
  return deliver(ctx, seat, "turn", (m) => turnBody(ctx, m, "turn"));
}

async function reminder(ctx: RoomContext, seat: number, seq: number): Promise<boolean> {
  const turn = turnOf(ctx.sql, seat);
  if (turn.sinceSeq !== seq || ctx.game.outcome(ctx.snapshot.state) !== null) return false;
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
  markReminded(ctx.sql, seat, ctx.now);
  addJob(ctx.sql, ctx.now + remindEvery(ctx.env), job);
  return deliver(ctx, seat, "remind", (m) => turnBody(ctx, m, "remind"));
}

function turnBody(ctx: RoomContext, m: MailSeat, kind: "turn" | "remind"): Body {
  const p = { game: gameTitle(ctx), others: others(ctx, m.seat), name: seatName(ctx, m.seat) };
  const turn = turnOf(ctx.sql, m.seat);
  const paragraphs =
    kind === "turn"
      ? [say(m.lang, "turn_hello", p)]
      : [say(m.lang, "remind_body", { ...p, since: when(m.lang, turn.sinceAt ?? ctx.now) })];
  const due = dueAt(turn, clockOf(ctx.sql, m.seat), ctx.settings.days);
  if (due !== null) paragraphs.push(say(m.lang, "deadline_line", { due: when(m.lang, due) }));
  const lines = recentMoves(ctx.game, ctx.snapshot.state, m.seat, (s) => seatName(ctx, s), m.lang);
  if (lines.length) paragraphs.push(say(m.lang, "turn_since"));
  const reply = replyInvite(ctx, m);
  return {
    subject: say(m.lang, kind === "turn" ? "turn_subject" : "remind_subject", p),
    paragraphs,
    lines,
    after: reply ? [reply.paragraph] : undefined,
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
    headers: reply?.headers,
  };
}

function joinedBody(ctx: RoomContext, m: MailSeat, joined: number): Body {
  const p = { game: gameTitle(ctx), name: seatName(ctx, joined) };
  return {
    subject: say(m.lang, "joined_subject", p),
    paragraphs: [say(m.lang, "joined_body", p)],
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
  };
}

function overBody(ctx: RoomContext, m: MailSeat): Body {
  const outcome = ctx.game.outcome(ctx.snapshot.state);
  const p = { game: gameTitle(ctx), others: others(ctx, m.seat) };
  const paragraphs: string[] = [];
  const ending = ctx.settings.ending;
  if (ending)
    paragraphs.push(
      say(m.lang, ending.reason === "resign" ? "over_resigned" : "over_forfeit", {
        name: seatName(ctx, ending.seat),
      }),
    );
  if (!outcome || outcome.winners.length === 0) paragraphs.push(say(m.lang, "over_draw"));
  else if (outcome.winners.includes(m.seat)) paragraphs.push(say(m.lang, "over_won"));
  else
    paragraphs.push(
      say(m.lang, "over_lost", {
        winners: outcome.winners.map((s) => seatName(ctx, s)).join(", "),
      }),
    );
  return {
    subject: say(m.lang, "over_subject", p),
    paragraphs,
    action: { href: m.link, label: say(m.lang, "open_table") },
    footer: true,
  };
}

/** The "time is up" email to every other player of an absent seat. */
export async function mailOverdue(ctx: RoomContext, absent: number): Promise<void> {
  for (const m of readMailSeats(ctx.sql)) {
    if (m.seat === absent) continue;
    const p = { game: gameTitle(ctx), others: others(ctx, m.seat), name: seatName(ctx, absent) };
    await deliver(ctx, m.seat, "overdue", (mm) => ({
      subject: say(m.lang, "overdue_subject", p),
      paragraphs: [say(m.lang, "overdue_body", p)],
      action: { href: mm.link, label: say(m.lang, "open_table") },
      footer: true,
    }));
  }
}

/** Whether `seat` has an address (confirmed or not) in this game: for its own table. */
export function mailInfo(ctx: Pick<RoomContext, "sql">, seat: number) {
  const m = mailSeat(ctx.sql, seat);
  return m ? { address: m.address, confirmed: m.confirmed, muted: m.muted } : null;
}
