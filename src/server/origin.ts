/**
 * The origin of every link the server writes for someone else (emails, push notifications,
 * chat posts, the links a game and its rematch keep). A request's Host header is chosen by the
 * client, so it may name a site this server does not serve: links come from `PUBLIC_URL` when
 * it is set, else from the request's own origin only when the operator listed it in `ORIGINS`
 * or it is this machine (127.0.0.1, localhost, [::1]: `npm start`). Any other host is refused
 * with 421 before anything is stored (docs/decisions.md, "Link origins and per-client limits").
 */
import type { Env } from "./env";
import { ApiError } from "./errors";

/** Hosts that can only be reached from the machine the server runs on. */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Whether an IP address is this machine's (127.0.0.0/8, ::1, or IPv4 mapped into IPv6). */
function loopbackIp(ip: string): boolean {
  const v4 = ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, "");
  return v4 === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether a host name (as URL.hostname gives it) names this machine. */
export function loopbackHost(hostname: string): boolean {
  return LOOPBACK.has(hostname);
}

/**
 * Whether a request comes from the machine the server runs on: addressed to a loopback name
 * (127.0.0.1, localhost, [::1]: `npm start`, the tests' servers) and, when the runtime says who
 * connected (CF-Connecting-IP: always on Cloudflare, and set by wrangler dev), from a loopback
 * address. On Cloudflare neither holds, whatever the variables say (docs/decisions.md,
 * "Link origins and per-client limits").
 */
export function fromLoopback(request: Request): boolean {
  if (!loopbackHost(new URL(request.url).hostname)) return false;
  const ip = request.headers.get("CF-Connecting-IP");
  return ip === null || loopbackIp(ip);
}

/** The origin of a configured address ("https://tavolo.example/" → "https://tavolo.example"). */
function originOf(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** `PUBLIC_URL` as an origin, or null when it is unset (or not an http(s) address). */
export function publicOrigin(env: Pick<Env, "PUBLIC_URL">): string | null {
  return env.PUBLIC_URL ? originOf(env.PUBLIC_URL) : null;
}

/** Whether `origin` is one this server serves without PUBLIC_URL: listed in ORIGINS, or local. */
export function servedOrigin(env: Pick<Env, "ORIGINS">, origin: string): boolean {
  const listed = (env.ORIGINS ?? "")
    .split(",")
    .map((o) => originOf(o))
    .filter((o): o is string => o !== null);
  if (listed.includes(origin)) return true;
  try {
    return LOOPBACK.has(new URL(origin).hostname);
  } catch {
    return false;
  }
}

/**
 * The origin links for other people are built on, for a request to `url`: PUBLIC_URL, else
 * the request's origin when this server serves it; otherwise `http/unknown-host` (421).
 */
export function linkOrigin(env: Pick<Env, "PUBLIC_URL" | "ORIGINS">, url: string): string {
  const configured = publicOrigin(env);
  if (configured) return configured;
  const origin = new URL(url).origin;
  if (servedOrigin(env, origin)) return origin;
  throw new ApiError(
    "http/unknown-host",
    `This server does not serve ${new URL(url).host.slice(0, 80)}: links are made only for its own address (its operator sets PUBLIC_URL or ORIGINS).`,
  );
}

/**
 * A seat's personal link on `origin`: the stored link's `#seat=` fragment on the game's page.
 * Links are rebuilt when a message is written, so a PUBLIC_URL set later applies to every game.
 */
export function personalLink(origin: string, gameId: string, stored: string): string {
  const at = stored.indexOf("#");
  return `${origin}/g/${gameId}${at >= 0 ? stored.slice(at) : ""}`;
}
