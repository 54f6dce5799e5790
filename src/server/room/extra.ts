/**
 * What a table shows beyond the game: everyone's clock when there is a time per
 * move, an ending outside the rules, and each seat's own email settings (tableFor puts only the
 * reader's own entry in its table), each seat's push devices and the creator's chat webhook
 *.
 */
import type { MailStatus, PushStatus } from "../../protocol";
import { clockInfo } from "../deadlines/actions";
import { mailStatus, readMailSeats } from "../notify/store";
import { pushStatus } from "../push/devices";
import { readPushSubs } from "../push/store";
import { webhookStatus } from "../webhooks/settings";
import type { RoomContext } from "../kernel/context";
import { expiresAt } from "./lifetime";
import type { TableExtra } from "./table";

/** The extras of every table, built once per change. */
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
  };
}
