/**
 * The nudge channel (kernel/channel.ts): it plans nothing after a change (the nudge action
 * plans its own job, actions.ts) and, when a nudge job runs, tells the nudged seat, while that
 * turn is still on: by email (notify/deliver.ts, with every rule of emails: a confirmed
 * address, not stopped, under the daily cap) and by push to its devices. Neither is sent to
 * the seat if its player is at the table: the table shows the nudge.
 */
import type { Channel } from "../kernel/channel";
import type { RoomContext } from "../kernel/context";
import { noticeNames, seatName } from "../kernel/rules";
import { turnOf } from "../kernel/turns";
import { deliver } from "../notify/deliver";
import type { MailSeat } from "../notify/store";
import { saySlow } from "../notify/slow-words";
import { personalLink } from "../origin";
import { pushToSeat } from "../push/deliver";
import { sha256Hex } from "../security";
import type { NudgeJob } from "./actions";
import { sayNudge } from "./words";

/** The nudge channel. */
export const nudgeChannel: Channel<NudgeJob> = {
  name: "nudge",
  plan() {},
  take: (job) => (job.kind === "nudge" ? (job as NudgeJob) : null),
  async run(ctx, job) {
    if (turnOf(ctx.sql, job.seat).sinceSeq !== job.seq) return false;
    if (ctx.online.has(job.seat)) return false;
    await deliver(ctx, job.seat, "nudge", (m) => nudgeBody(ctx, m, job.by));
    const topic = (await sha256Hex(`${ctx.meta.id}:${job.seat}`)).slice(0, 32);
    await pushToSeat(ctx.env, ctx.sql, job.seat, topic, (sub) => ({
      title: sayNudge(sub.lang, "push_title", { game: ctx.game.title, by: seatName(ctx, job.by) }),
      body: sayNudge(sub.lang, "push_body", { by: seatName(ctx, job.by) }),
      url: personalLink(ctx.settings.origin, ctx.meta.id, sub.link),
      tag: `${ctx.meta.id}:${job.seat}`,
    }));
    return false;
  },
};

/** The nudge email of `m`'s seat, from `by`. */
function nudgeBody(ctx: RoomContext, m: MailSeat, by: number) {
  const p = {
    ...noticeNames(ctx, m.seat),
    by: seatName(ctx, by),
  };
  return {
    subject: saySlow(m.lang, "nudge_subject", p),
    paragraphs: [saySlow(m.lang, "nudge_body", p)],
    action: { href: m.link, label: sayNudge(m.lang, "open_table") },
    footer: true,
  };
}
