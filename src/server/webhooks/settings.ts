/**
 * The game's chat webhook as the room's `channels` RPC method hands it over (room/channels.ts):
 * the creator sets or removes it, and the creator's table shows it masked. The address's shape
 * is checked by the route first and again here, so the room never stores what it would not
 * post to.
 */
import type { RoomSql } from "../kernel/room-sql";
import type { WebhookStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { deleteWebhook, readWebhook, writeWebhook } from "./store";
import { chatService, masked, normalized } from "./url";

/** The webhook as its creator's table shows it: masked, never the address. */
export function webhookStatus(sql: RoomSql): WebhookStatus {
  const hook = readWebhook(sql);
  return {
    webhook: hook && { service: hook.service, masked: masked(hook.url), failures: hook.failures },
  };
}

/** Refusal of a webhook address that is not Discord's or Slack's. */
export function badWebhook() {
  return fail(
    "webhook/bad-url",
    "Give a Discord (https://discord.com/api/webhooks/…) or Slack (https://hooks.slack.com/services/…) incoming-webhook address.",
  );
}

/** Sets the game's webhook to `url` (its posts in `lang`), for the creator's `seat` only. */
export function setWebhook(
  ctx: RoomContext,
  seat: number,
  url: string,
  lang: string,
): RoomResult<WebhookStatus> {
  if (seat !== ctx.meta.creator) return notCreator();
  const service = chatService(url);
  if (!service) return badWebhook();
  writeWebhook(ctx.sql, { url: normalized(url), service, lang, failures: 0 });
  return ok(webhookStatus(ctx.sql));
}

/** Removes the game's webhook, for the creator's `seat` only. */
export function removeWebhook(ctx: RoomContext, seat: number): RoomResult<WebhookStatus> {
  if (seat !== ctx.meta.creator) return notCreator();
  deleteWebhook(ctx.sql);
  return ok(webhookStatus(ctx.sql));
}

function notCreator() {
  return fail(
    "auth/not-creator",
    "Only the player who created the game can change its chat webhook.",
  );
}
