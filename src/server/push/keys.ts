/**
 * Where the VAPID keys come from. Production: the secrets `VAPID_PUBLIC_KEY` and
 * `VAPID_PRIVATE_KEY` (base64url, as `npm run vapid-keys` prints them). With the
 * development outbox on (`npm start`, tests): a pair generated once and kept in the outbox's
 * storage, so a fresh clone works with no step. Without either, push is off.
 */
import type { Env } from "../env";
import { devOutbox, outboxOn } from "../outbox/dev-outbox";
import { generateVapidJwk, jwkOf, publicOf, type VapidKeys } from "./vapid";
import { log } from "../log";

/** The configured keys: the secrets, else the development outbox's pair, else null (push off). */
export async function vapidKeys(env: Env): Promise<VapidKeys | null> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    try {
      return {
        publicKey: env.VAPID_PUBLIC_KEY,
        jwk: jwkOf(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY),
      };
    } catch {
      log("error", "push.keys-malformed", {
        check:
          "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are malformed: push is off; make a pair with npm run vapid-keys (docs/deploy.md).",
      });
      return null;
    }
  }
  if (!outboxOn(env)) return null;
  const outbox = devOutbox(env);
  const jwk = (await outbox.vapidJwk()) ?? (await outbox.keepVapidJwk(await generateVapidJwk()));
  return { publicKey: publicOf(jwk), jwk };
}

/** Who runs this server, for push services (RFC 8292 `sub`): a mailto: or https: URL. */
export function vapidSubject(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  return `mailto:${env.MAIL_FROM ?? "tavolo@tavolo.example"}`;
}
