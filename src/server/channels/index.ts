/**
 * Push subscriptions and the chat webhook, as the room's one RPC method `channels`
 * hands them over: a seat adds or removes one of its devices; the creator sets or removes the
 * game's webhook. Checks that need no storage (the endpoint's host, the webhook's shape) are
 * made by the route first and again here, so the room never stores what it would not post to.
 */
import type { PushStatus, WebhookStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { Env } from "../env";
import { allowedEndpoint, deviceId } from "../push/endpoint";
import { onCurve, validKeys } from "../push/ece";
import { deletePushSub, readPushSubs, writePushSub } from "../push/store";
import type { RoomContext } from "../kernel/context";
import { human } from "../kernel/rules";
import { deleteWebhook, readWebhook, writeWebhook } from "../webhooks/store";
import { chatService, masked, normalized } from "../webhooks/url";

export { planChannels, runChannelJob } from "./plan";

/** What the `channels` RPC method is asked to do. */
export type ChannelOp =
  | {
      op: "push-add";
      endpoint: string;
      keys: { p256dh: string; auth: string };
      lang: string;
      /** The seat's personal link, built by the route from the caller's own token. */
      link: string;
    }
  | { op: "push-remove"; device: string }
  | { op: "webhook-set"; url: string; lang: string }
  | { op: "webhook-remove" };

/** A seat's devices, as its own table shows them. */
export function pushStatus(sql: SqlStorage, seat: number): PushStatus {
  return { devices: readPushSubs(sql, seat).map((s) => s.device) };
}

/** The webhook as its creator's table shows it: masked, never the address. */
export function webhookStatus(sql: SqlStorage): WebhookStatus {
  const hook = readWebhook(sql);
  return {
    webhook: hook && { service: hook.service, masked: masked(hook.url), failures: hook.failures },
  };
}

/** Refusal of a subscription the server would not post to. */
export function badEndpoint() {
  return fail(
    "push/bad-subscription",
    "This browser's push subscription cannot be used: it must be an https address of a known push service with valid keys.",
  );
}

/** Refusal of a subscription whose browser key is not a P-256 point (ece.ts, `onCurve`). */
export function badKey() {
  return fail(
    "push/bad-key",
    "This browser's push key (keys.p256dh) is not a valid P-256 public key, so no notification could ever reach it: turn notifications off and on again in the browser.",
  );
}

/** Refusal of a webhook address that is not Discord's or Slack's. */
export function badWebhook() {
  return fail(
    "webhook/bad-url",
    "Give a Discord (https://discord.com/api/webhooks/…) or Slack (https://hooks.slack.com/services/…) incoming-webhook address.",
  );
}

/** What a push-add needs from awaits, before the room's synchronous part. */
export interface PreparedDevice {
  /** The device id (a digest of the endpoint). */
  id: string;
  /** Whether its key imports as a P-256 point. */
  keyOk: boolean;
}

/** The device id and the key check, computed before the room's synchronous part. */
export async function prepareChannel(op: ChannelOp): Promise<PreparedDevice | null> {
  if (op.op !== "push-add") return null;
  const [id, keyOk] = await Promise.all([deviceId(op.endpoint), onCurve(op.keys.p256dh)]);
  return id ? { id, keyOk } : null;
}

/** Runs `op` for `seat`. `prepared` is prepareChannel's answer. */
export function applyChannel(
  ctx: RoomContext,
  seat: number,
  op: ChannelOp,
  prepared: PreparedDevice | null,
): RoomResult<PushStatus | WebhookStatus> {
  switch (op.op) {
    case "push-add": {
      if (!prepared || !allowedEndpoint(ctx.env, op.endpoint) || !validKeys(op.keys))
        return badEndpoint();
      if (!prepared.keyOk) return badKey();
      const device = prepared.id;
      if (!human(ctx, seat)) return fail("auth/spectator", "Only players can do this.");
      writePushSub(
        ctx.sql,
        { seat, device, endpoint: op.endpoint, ...op.keys, lang: op.lang, link: op.link },
        ctx.now,
      );
      return ok(pushStatus(ctx.sql, seat));
    }
    case "push-remove":
      deletePushSub(ctx.sql, seat, op.device);
      return ok(pushStatus(ctx.sql, seat));
    case "webhook-set": {
      if (seat !== ctx.meta.creator) return notCreator();
      const service = chatService(op.url);
      if (!service) return badWebhook();
      writeWebhook(ctx.sql, { url: normalized(op.url), service, lang: op.lang, failures: 0 });
      return ok(webhookStatus(ctx.sql));
    }
    case "webhook-remove":
      if (seat !== ctx.meta.creator) return notCreator();
      deleteWebhook(ctx.sql);
      return ok(webhookStatus(ctx.sql));
  }
}

function notCreator() {
  return fail(
    "auth/not-creator",
    "Only the player who created the game can change its chat webhook.",
  );
}

/** Whether push can be used on this server (keys configured, or the development outbox). */
export function pushConfigured(env: Env): boolean {
  return Boolean((env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) || env.DEV_OUTBOX === "on");
}
