/**
 * The chat channel (kernel/channel.ts): after every change it plans a post to the game's chat
 * webhook for each person whose turn began, after the same debounce as the emails; when the
 * job runs it checks again that the notice is still due (kernel/rules.ts) and posts it
 * (post.ts). The post carries the spectator link, never a seat's.
 *
 * Its jobs are `{kind: "chat"}`. Rooms planned them, before chat had its own kind, as `{kind:
 * "mail", what: "chat"}`: `take` reads those too (docs/decisions.md, "Channels: one interface, each
 * feature owns its jobs").
 */
import type { Channel } from "../kernel/channel";
import { human, noticeDelay, seatName, stillDue } from "../kernel/rules";
import { addJob, hasJob } from "../kernel/schedule";
import { postToChat, webhooksOn } from "./post";
import { readWebhook } from "./store";
import { say } from "./words";

/** A chat job: "your turn" for the turn `seat` began at move `seq`. */
export type ChatJob = { kind: "chat"; seat: number; seq: number };

/** The chat channel. */
export const chatChannel: Channel<ChatJob> = {
  name: "chat",

  plan(ctx, { began }) {
    if (!webhooksOn(ctx.env) || readWebhook(ctx.sql) === null) return;
    const at = ctx.now + noticeDelay(ctx.env);
    for (const seat of began) {
      const job: ChatJob = { kind: "chat", seat, seq: ctx.snapshot.seq };
      if (human(ctx, seat) && !hasJob(ctx.sql, job)) addJob(ctx.sql, at, job);
    }
  },

  take(job) {
    if (job.kind === "chat") return job as ChatJob;
    // The older shape, from when chat jobs rode inside the email's.
    if (job.kind === "mail" && job.what === "chat")
      return { kind: "chat", seat: Number(job.seat), seq: Number(job.seq) };
    return null;
  },

  async run(ctx, job) {
    const hook = readWebhook(ctx.sql);
    if (!hook || !stillDue(ctx, job.seat, job.seq)) return false;
    const text = say(hook.lang, "chat_turn", {
      name: seatName(ctx, job.seat),
      game: ctx.game.title,
    });
    await postToChat(ctx.env, ctx.sql, `${text}\n${ctx.settings.origin}/g/${ctx.meta.id}`);
    return false; // a post changes no table
  },
};
