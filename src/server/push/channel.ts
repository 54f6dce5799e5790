/**
 * The push channel (kernel/channel.ts): after every change it plans a "your turn" push for each
 * person whose turn began and who has a device, and one "game over" push per game, after the
 * same debounce as the emails; when the job runs it checks again that the notice is still due
 * (kernel/rules.ts: the turn is the same, the player is not at the table and has not looked
 * since it began, the seat is a person's) and sends it to every device of the seat (deliver.ts).
 *
 * Its jobs are `{kind: "push"}`. Rooms planned them, before push had its own kind, as
 * `{kind: "mail", what: "push" | "push-over"}`: `take` reads those too (docs/decisions.md,
 * "Channels: one interface, each feature owns its jobs").
 */
import type { Channel } from "../kernel/channel";
import type { RoomContext } from "../kernel/context";
import { human, noticeDelay, others, roomWillPlay, seatName, stillDue } from "../kernel/rules";
import { addJob, hasJob } from "../kernel/schedule";
import { personalLink } from "../origin";
import { sha256Hex } from "../security";
import { pushToSeat, type PushPayload } from "./deliver";
import { firstOverPush, readPushSubs, type PushSub } from "./store";
import { say } from "./words";

/** A push job: "your turn" for the turn `seat` began at move `seq`, or "game over". */
export type PushJob =
  { kind: "push"; what: "turn"; seat: number; seq: number } | { kind: "push"; what: "over" };

/** The push channel. */
export const pushChannel: Channel<PushJob> = {
  name: "push",

  plan(ctx, { began }) {
    const at = ctx.now + noticeDelay(ctx.env);
    const subs = readPushSubs(ctx.sql);
    const seats = new Set(subs.map((s) => s.seat));
    const add = (job: PushJob) => {
      if (!hasJob(ctx.sql, job)) addJob(ctx.sql, at, job);
    };
    for (const seat of began)
      if (human(ctx, seat) && seats.has(seat))
        add({ kind: "push", what: "turn", seat, seq: ctx.snapshot.seq });
    // The flag is written only when there is a device to tell (a row per game otherwise).
    if (ctx.game.outcome(ctx.snapshot.state) !== null && subs.length > 0 && firstOverPush(ctx.sql))
      add({ kind: "push", what: "over" });
  },

  take(job) {
    if (job.kind === "push") return job as PushJob;
    if (job.kind !== "mail") return null;
    // The older shape, from when push jobs rode inside the email's.
    if (job.what === "push")
      return { kind: "push", what: "turn", seat: Number(job.seat), seq: Number(job.seq) };
    if (job.what === "push-over") return { kind: "push", what: "over" };
    return null;
  },

  async run(ctx, job) {
    if (job.what === "over") await pushOver(ctx);
    else if (stillDue(ctx, job.seat, job.seq) && !roomWillPlay(ctx, job.seat, job.seq))
      await pushToSeat(ctx.env, ctx.sql, job.seat, await topic(ctx, job.seat), (sub) =>
        turnPayload(ctx, sub),
      );
    return false; // a push changes no table
  },
};

/** The push Topic of a game and seat: 32 characters of the URL-safe alphabet (RFC 8030). */
async function topic(ctx: RoomContext, seat: number): Promise<string> {
  return (await sha256Hex(`${ctx.meta.id}:${seat}`)).slice(0, 32);
}

function turnPayload(ctx: RoomContext, sub: PushSub): PushPayload {
  const p = { game: ctx.game.title, others: others(ctx, sub.seat), name: seatName(ctx, sub.seat) };
  return {
    title: say(sub.lang, "turn_title", p),
    body: say(sub.lang, "turn_body", p),
    url: personalLink(ctx.settings.origin, ctx.meta.id, sub.link),
    tag: `${ctx.meta.id}:${sub.seat}`,
  };
}

/** "Game over" to every seat with a device that is not at the table. */
async function pushOver(ctx: RoomContext): Promise<void> {
  const outcome = ctx.game.outcome(ctx.snapshot.state);
  const seats = new Set(readPushSubs(ctx.sql).map((s) => s.seat));
  for (const seat of seats) {
    if (ctx.online.has(seat) || !human(ctx, seat)) continue;
    await pushToSeat(ctx.env, ctx.sql, seat, await topic(ctx, seat), (sub) => {
      const p = { game: ctx.game.title, others: others(ctx, seat) };
      const winners = outcome?.winners ?? [];
      const body =
        winners.length === 0
          ? say(sub.lang, "over_draw")
          : winners.includes(seat)
            ? say(sub.lang, "over_won", p)
            : say(sub.lang, "over_lost", {
                winners: winners.map((s) => seatName(ctx, s)).join(", "),
              });
      return {
        title: say(sub.lang, "over_title", p),
        body,
        url: personalLink(ctx.settings.origin, ctx.meta.id, sub.link),
        tag: `${ctx.meta.id}:${seat}`,
      };
    });
  }
}
