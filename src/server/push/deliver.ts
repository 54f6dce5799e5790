/**
 * Sending one notification to every device of a seat: the JSON payload encrypted for each
 * device (ece.ts), the VAPID header (vapid.ts), posted through the one outgoing path
 * (outbox/send.ts). A device whose push service answers 404 or 410 is gone for good and is
 * removed, and so is one whose key is not a P-256 point (no push could ever reach it); other failures are logged without the endpoint and never thrown.
 */
import type { RoomSql } from "../kernel/room-sql";
import type { Env } from "../env";
import { post } from "../outbox/send";
import { encrypt, onCurve } from "./ece";
import { deletePushSub, readPushSubs, type PushSub } from "./store";
import { vapidKeys, vapidSubject } from "./keys";
import { vapidAuthorization } from "./vapid";
import { log, logFailure } from "../log";
import { metrics } from "../metrics";

/** What the service worker shows (web/sw.ts reads exactly this). */
export interface PushPayload {
  title: string;
  body: string;
  /** The page the notification opens: the game at the seat (its personal link). */
  url: string;
  /** Notifications with the same tag replace each other: one per game and seat. */
  tag: string;
}

/** Sends `payload(sub)` to every device of `seat`; true if at least one push service took it. */
export async function pushToSeat(
  env: Env,
  sql: RoomSql,
  seat: number,
  topic: string,
  payload: (sub: PushSub) => PushPayload,
): Promise<boolean> {
  const subs = readPushSubs(sql, seat);
  if (subs.length === 0) return false;
  const keys = await vapidKeys(env);
  if (!keys) return false;
  let any = false;
  for (const sub of subs) {
    // A key that is no P-256 point (stored before keys were checked, or carried from such a
    // game) can never be written to: the device goes, freeing its place.
    if (!(await onCurve(sub.p256dh))) {
      deletePushSub(sql, sub.seat, sub.device);
      continue;
    }
    try {
      const body = await encrypt(
        { p256dh: sub.p256dh, auth: sub.auth },
        new TextEncoder().encode(JSON.stringify(payload(sub))),
      );
      const status = await post(
        env,
        sub.endpoint,
        {
          "Content-Type": "application/octet-stream",
          "Content-Encoding": "aes128gcm",
          // A day: a turn nobody saw in a day has had its reminder email by then.
          TTL: "86400",
          Urgency: "normal",
          // A newer message of the same game and seat replaces one still waiting for the device.
          Topic: topic,
          Authorization: await vapidAuthorization(keys, sub.endpoint, vapidSubject(env)),
        },
        body,
      );
      if (status === 404 || status === 410) {
        deletePushSub(sql, sub.seat, sub.device);
        metrics(env).count("push.gone");
      } else if (status >= 200 && status < 300) {
        any = true;
        metrics(env).count("push.sent");
      } else {
        metrics(env).count("push.failed");
        log("error", "push.refused", {
          host: new URL(sub.endpoint).hostname,
          status,
          check:
            "A push service refused a message: a 401/403 means the VAPID keys or VAPID_SUBJECT are wrong.",
        });
      }
    } catch (err) {
      metrics(env).count("push.failed");
      logFailure("push.failed", err, {
        check: "A push could not be encrypted or posted: check PUSH_HOSTS and the network.",
      });
    }
  }
  return any;
}
