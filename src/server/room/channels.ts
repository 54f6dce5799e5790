/**
 * The room's channels (kernel/channel.ts), in the order they plan after a change: push, chat,
 * email, then the notices of a player whose time ran out. The room loops over this list; a
 * due job that is not the room's own goes to the channel that takes it. Also the `channels` RPC
 * method's settings (a seat's push devices, the creator's chat webhook), handed to their
 * features.
 */
import type { PushStatus, WebhookStatus } from "../../protocol";
import { overdueChannel } from "../deadlines/channel";
import type { RoomResult } from "../errors";
import type { Channel } from "../kernel/channel";
import type { RoomContext } from "../kernel/context";
import type { ScheduledJob } from "../kernel/schedule";
import { emailChannel } from "../notify/channel";
import { digestChannel } from "../notify/digest";
import { linksChannel } from "../notify/links";
import { nudgeChannel } from "../nudge";
import { pushChannel } from "../push/channel";
import {
  addDevice,
  prepareDevice,
  removeDevice,
  type NewDevice,
  type PreparedDevice,
} from "../push/devices";
import { chatChannel } from "../webhooks/channel";
import { removeWebhook, setWebhook } from "../webhooks/settings";
import { log } from "../log";

/** Every channel, in planning order (push and chat were planned before email, and still are). */
export const CHANNELS: readonly Channel[] = [
  pushChannel,
  chatChannel,
  emailChannel,
  overdueChannel,
  nudgeChannel,
  digestChannel,
  linksChannel,
];

/** Runs `job` through the channel that takes it; true if the tables changed. */
export async function runChannelJob(ctx: RoomContext, job: ScheduledJob): Promise<boolean> {
  for (const channel of CHANNELS) {
    const mine = channel.take(job);
    if (mine) return channel.run(ctx, mine);
  }
  log("error", "job.orphan", {
    game: ctx.meta.id,
    kind: job.kind,
    check: "A stored job names a kind no channel takes: a channel was removed without its jobs.",
  });
  return false;
}

/** What the `channels` RPC method is asked to do. */
export type ChannelOp =
  | ({ op: "push-add" } & NewDevice)
  | { op: "push-remove"; device: string }
  | { op: "webhook-set"; url: string; lang: string }
  | { op: "webhook-remove" };

/** What `op` needs from awaits, before the room's synchronous part (a new device's id). */
export async function prepareChannelOp(op: ChannelOp): Promise<PreparedDevice | null> {
  return op.op === "push-add" ? prepareDevice(op) : null;
}

/** Runs `op` for `seat`. `prepared` is prepareChannelOp's answer. */
export function applyChannelOp(
  ctx: RoomContext,
  seat: number,
  op: ChannelOp,
  prepared: PreparedDevice | null,
): RoomResult<PushStatus | WebhookStatus> {
  switch (op.op) {
    case "push-add":
      return addDevice(ctx, seat, op, prepared);
    case "push-remove":
      return removeDevice(ctx, seat, op.device);
    case "webhook-set":
      return setWebhook(ctx, seat, op.url, op.lang);
    case "webhook-remove":
      return removeWebhook(ctx, seat);
  }
}
