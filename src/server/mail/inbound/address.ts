/**
 * The Reply-To address of a "your turn" email: `<local>+<game>.<seat>.<secret>@<domain>`, from
 * `REPLY_ADDRESS` (`<local>@<domain>`; with the development mailbox on, a local default). The
 * game id (16 base64url characters) is written as 24 hex digits, because mail systems may
 * change the case of an address and base64url is case-sensitive; the whole local part stays
 * under RFC 5321's 64 characters. The secret changes with every turn (notify/reply-store.ts).
 */
import type { Env } from "../../env";
import { devMailboxOn } from "../mailer";

/** The address replies go to when the development mailbox is on and none is configured. */
export const DEV_REPLY_ADDRESS = "play@reply.localhost";

/** The configured reply address split in two, or null when replying is switched off. */
export function replyBase(env: Env): { local: string; domain: string } | null {
  const configured = env.REPLY_ADDRESS?.trim() || (devMailboxOn(env) ? DEV_REPLY_ADDRESS : "");
  const m = /^([a-z0-9][a-z0-9._-]{0,20})@([a-z0-9.-]+\.[a-z0-9-]+)$/i.exec(configured);
  return m ? { local: m[1]!.toLowerCase(), domain: m[2]!.toLowerCase() } : null;
}

/**
 * The Reply-To header of an email that is not a "your turn" email: the reply address itself,
 * with no tag, where a reply can say "my data" or "forget me" (routes/inbound-mail.ts); no
 * header when replying is off.
 */
export function plainReplyTo(env: Env): Record<string, string> {
  const base = replyBase(env);
  return base ? { "Reply-To": `${base.local}@${base.domain}` } : {};
}

/** Whether `address` (any case) is the untagged reply address. */
export function isPlainReplyAddress(env: Env, address: string): boolean {
  const base = replyBase(env);
  return base !== null && address.trim().toLowerCase() === `${base.local}@${base.domain}`;
}

/** A reply address's parts. */
export interface ReplyTag {
  gameId: string;
  seat: number;
  secret: string;
}

function idToHex(id: string): string | null {
  if (!/^[A-Za-z0-9_-]{16}$/.test(id)) return null;
  const bin = atob(id.replace(/-/g, "+").replace(/_/g, "/"));
  let hex = "";
  for (let i = 0; i < bin.length; i++) hex += bin.charCodeAt(i).toString(16).padStart(2, "0");
  return hex;
}

function hexToId(hex: string): string {
  let bin = "";
  for (let i = 0; i < hex.length; i += 2)
    bin += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The reply address of `tag`, or null (replying off, or a game id of another form). */
export function replyAddress(env: Env, tag: ReplyTag): string | null {
  const base = replyBase(env);
  const hex = idToHex(tag.gameId);
  if (!base || hex === null || !/^[0-9a-f]{16}$/.test(tag.secret)) return null;
  const local = `${base.local}+${hex}.${tag.seat}.${tag.secret}`;
  return local.length <= 64 ? `${local}@${base.domain}` : null;
}

/** The parts of a reply address (any case), or null when it is not one of ours. */
export function parseReplyAddress(env: Env, address: string): ReplyTag | null {
  const base = replyBase(env);
  if (!base) return null;
  const m = /^([^+@]+)\+([0-9a-f]{24})\.(\d)\.([0-9a-f]{16})@(.+)$/.exec(
    address.trim().toLowerCase(),
  );
  if (!m || m[1] !== base.local || m[5] !== base.domain) return null;
  return { gameId: hexToId(m[2]!), seat: Number(m[3]), secret: m[4]! };
}
