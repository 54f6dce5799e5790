/**
 * What a table shows beyond the game, gathered from the features that own it: everyone's clock
 * when there is a time per move and an ending outside the rules (deadlines/), each seat's own
 * email settings (notify/), push devices (push/) and automatic moves (autoplay/), the creator's
 * chat webhook (webhooks/), and when a finished game will be removed (lifetime.ts). tableFor puts
 * only the reader's own entries in its table. Built once per view (view.ts).
 */
import type { MailStatus, PushStatus } from "../../protocol";
import { clockInfo } from "../deadlines/actions";
import { mailStatus, readMailSeats } from "../notify/store";
import { pushStatus } from "../push/devices";
import { readPushSubs } from "../push/store";
import { webhookStatus } from "../webhooks/settings";
import { talkTables } from "../talk";
import type { RoomContext } from "../kernel/context";
import { nudgeInfos } from "../nudge";
import { autoplayInfo } from "../autoplay";
import { expiresAt } from "./lifetime";
import type { TableExtra } from "./table";

/** The extras of every table, built once per view. */
export function tableExtra(ctx: RoomContext): TableExtra {
  const mail = new Map<number, MailStatus>();
  for (const m of readMailSeats(ctx.sql)) mail.set(m.seat, mailStatus(m));
  const push = new Map<number, PushStatus>();
  for (const seat of new Set(readPushSubs(ctx.sql).map((s) => s.seat)))
    push.set(seat, pushStatus(ctx.sql, seat));
  const webhook = webhookStatus(ctx.sql).webhook;
  const { days, ending } = ctx.settings;
  return {
    ...(days > 0 ? { clock: clockInfo(ctx) } : {}),
    ...(ending ? { ending: { reason: ending.reason, seat: ending.seat } } : {}),
    mail,
    ...(ctx.game.outcome(ctx.snapshot.state) !== null ? { expiresAt: expiresAt(ctx) } : {}),
    push,
    ...(webhook ? { webhook } : {}),
    nudge: nudgeInfos(
      ctx,
      ctx.seats.filter((s) => !s.computer).map((s) => s.seat),
    ),
    autoplay: new Map(
      ctx.seats.filter((s) => !s.computer).map((s) => [s.seat, autoplayInfo(ctx, s.seat)]),
    ),
    talk: talkTables(ctx),
    ...(ctx.settings.learning ? { learning: true as const } : {}),
  };
}
