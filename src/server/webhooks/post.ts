/**
 * Posting one message to the game's chat webhook, in the body each service expects: Discord
 * `{content}` with mentions switched off (a player named "@everyone" pings nobody), Slack
 * `{text}` with `&`, `<` and `>` escaped (so a name cannot become a `<!channel>` mention or a
 * link). A success resets the failure count; a 404 or 410 (the webhook was deleted) drops it
 * at once; any other failure counts, and `WEBHOOK_MAX_FAILURES` in a row (default 5) drop it.
 */
import type { RoomSql } from "../kernel/room-sql";
import type { Env } from "../env";
import { post } from "../outbox/send";
import { deleteWebhook, readWebhook, writeWebhook, type Webhook } from "./store";
import { log } from "../log";
import { metrics } from "../metrics";

/** Whether chat webhooks are switched on (`CHAT_WEBHOOKS` is not "off"). */
export function webhooksOn(env: Env): boolean {
  return env.CHAT_WEBHOOKS !== "off";
}

/** Failures in a row after which the webhook is dropped. */
export function maxFailures(env: Env): number {
  const n = Number(env.WEBHOOK_MAX_FAILURES);
  return Number.isInteger(n) && n >= 1 ? n : 5;
}

/** The request body for the service. */
export function chatBody(hook: Pick<Webhook, "service">, text: string): string {
  if (hook.service === "discord")
    return JSON.stringify({ content: text, allowed_mentions: { parse: [] } });
  const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return JSON.stringify({ text: escaped });
}

/** Posts `text` to the webhook (if any); true if the service took it. */
export async function postToChat(env: Env, sql: RoomSql, text: string): Promise<boolean> {
  const hook = readWebhook(sql);
  if (!hook || !webhooksOn(env)) return false;
  const status = await post(
    env,
    hook.url,
    { "Content-Type": "application/json" },
    chatBody(hook, text),
  );
  // The creator may have replaced or removed the webhook during the post: count only for it.
  const now = readWebhook(sql);
  if (!now || now.url !== hook.url) return status >= 200 && status < 300;
  if (status >= 200 && status < 300) {
    metrics(env).count("chat.sent", hook.service);
    if (now.failures > 0) writeWebhook(sql, { ...now, failures: 0 });
    return true;
  }
  const failures = now.failures + 1;
  if (status === 404 || status === 410 || failures >= maxFailures(env)) deleteWebhook(sql);
  else writeWebhook(sql, { ...now, failures });
  metrics(env).count("chat.failed", hook.service);
  log("warn", "chat.refused", {
    via: hook.service,
    status,
    check:
      "A chat webhook refused a post: the creator's webhook may be gone (it is dropped after WEBHOOK_MAX_FAILURES).",
  });
  return false;
}
