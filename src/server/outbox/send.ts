/**
 * The one way the server makes an outgoing request for push and chat webhooks: to the network
 * in production, into the development outbox when `DEV_OUTBOX` is "on". Callers have checked
 * the destination (push/endpoint.ts, webhooks/url.ts); redirects are not followed, so an
 * allowed host cannot send the request anywhere else. Answers the HTTP status, 0 when the
 * request did not get an answer.
 */
import type { Env } from "../env";
import { toB64url } from "../b64";
import { devOutbox, outboxOn } from "./dev-outbox";

/** Posts `body` to `url`; the status, or 0 on a network failure. */
export async function post(
  env: Env,
  url: string,
  headers: Record<string, string>,
  body: Uint8Array<ArrayBuffer> | string,
): Promise<number> {
  if (outboxOn(env))
    return devOutbox(env).deliver({
      url,
      headers,
      body: typeof body === "string" ? body : toB64url(body),
    });
  try {
    const res = await fetch(url, { method: "POST", headers, body, redirect: "manual" });
    // The answer's body is not needed; reading it frees the connection.
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}
