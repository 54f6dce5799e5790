/**
 * Which push endpoints the server will post to. A subscription's endpoint comes from the
 * browser, so from anyone holding a seat token: the server must not become a way to send
 * requests to arbitrary addresses. Only https on the hosts of the browsers' push services is
 * accepted (Google's FCM for Chrome, Edge and most Android browsers, Mozilla's autopush,
 * Microsoft's WNS, Apple's); `PUSH_HOSTS` replaces the list (comma-separated; a leading dot
 * allows every subdomain).
 */
import type { Env } from "../env";
import { sha256Hex } from "../security";

const DEFAULT_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  ".push.services.mozilla.com",
  ".notify.windows.com",
  ".push.apple.com",
];

/** The allowed hosts: exact names, or suffixes starting with a dot. */
export function pushHosts(env: Env): string[] {
  const set = env.PUSH_HOSTS?.split(",")
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  return set && set.length > 0 ? set : DEFAULT_HOSTS;
}

/** Whether `endpoint` is an https URL on an allowed push service host (no user, no port). */
export function allowedEndpoint(env: Env, endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase();
  return pushHosts(env).some((h) =>
    h.startsWith(".") ? host.endsWith(h) && host.length > h.length : host === h,
  );
}

/**
 * A device's id: the first 16 hex digits of the endpoint's SHA-256. The page computes the same
 * from its own subscription to know whether this device is on, and removes it by this id; the
 * endpoint itself never leaves the server.
 */
export async function deviceId(endpoint: string): Promise<string> {
  return (await sha256Hex(endpoint)).slice(0, 16);
}
