/**
 * When push notifications and chat posts go out, on the same path as the emails: after every
 * change `planMail` (notify/plan.ts) calls `planChannels`, which adds jobs to the room's
 * schedule after the same debounce; the alarm hands them back through `runMailJob` to
 * `runChannelJob`, which checks again that they are still due. The rules are the email's: one
 * per turn change, nothing if the turn is over, the player is at the table or has looked since
 * the turn began, and nothing for computer seats. The chat post carries the spectator link,
 * never a seat's.
 */
import { personalLink } from "../origin";
import { pushToSeat, type PushPayload } from "../push/deliver";
import { firstOverPush, readPushSubs, type PushSub } from "../push/store";
import type { RoomContext } from "../kernel/context";
import { human, noticeDelay, others, seatName, stillDue } from "../kernel/rules";
import { addJob, hasJob, type ChannelJob } from "../kernel/schedule";
import { sha256Hex } from "../security";
import { postToChat, webhooksOn } from "../webhooks/post";
import { readWebhook } from "../webhooks/store";
import { say } from "./words";

/** Adds the push and chat jobs of a change: `began` are the seats whose turn began. */
export function planChannels(ctx: RoomContext, events: { began: readonly number[] }): void {
  const at = ctx.now + noticeDelay(ctx.env);
  const subs = readPushSubs(ctx.sql);
  const pushSeats = new Set(subs.map((s) => s.seat));
  const hook = webhooksOn(ctx.env) && readWebhook(ctx.sql) !== null;
  const add = (job: ChannelJob) => {
    if (!hasJob(ctx.sql, job)) addJob(ctx.sql, at, job);
  };
  for (const seat of events.began) {
    if (!human(ctx, seat)) continue;
    if (pushSeats.has(seat)) add({ kind: "mail", what: "push", seat, seq: ctx.snapshot.seq });
    if (hook) add({ kind: "mail", what: "chat", seat, seq: ctx.snapshot.seq });
  }
  // The flag is written only when there is a device to tell (a row per game otherwise).
  if (ctx.game.outcome(ctx.snapshot.state) !== null && subs.length > 0 && firstOverPush(ctx.sql))
    add({ kind: "mail", what: "push-over" });
}

/** Runs one push or chat job; true if something went out. */
export async function runChannelJob(ctx: RoomContext, job: ChannelJob): Promise<boolean> {
  if (job.what === "push-over") return pushOver(ctx);
  if (!stillDue(ctx, job.seat, job.seq)) return false;
  if (job.what === "chat") {
    const text = (lang: string) =>
      say(lang, "chat_turn", { name: seatName(ctx, job.seat), game: ctx.game.title });
    const hook = readWebhook(ctx.sql);
    if (!hook) return false;
    return postToChat(ctx.env, ctx.sql, `${text(hook.lang)}\n${spectatorLink(ctx)}`);
  }
  return pushToSeat(ctx.env, ctx.sql, job.seat, await topic(ctx, job.seat), (sub) =>
    turnPayload(ctx, sub),
  );
}

/** The game's public address: what a chat channel may see. */
function spectatorLink(ctx: RoomContext): string {
  return `${ctx.settings.origin}/g/${ctx.meta.id}`;
}

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
async function pushOver(ctx: RoomContext): Promise<boolean> {
  const outcome = ctx.game.outcome(ctx.snapshot.state);
  let any = false;
  const seats = new Set(readPushSubs(ctx.sql).map((s) => s.seat));
  for (const seat of seats) {
    if (ctx.online.has(seat) || !human(ctx, seat)) continue;
    const sent = await pushToSeat(ctx.env, ctx.sql, seat, await topic(ctx, seat), (sub) => {
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
    any = sent || any;
  }
  return any;
}
