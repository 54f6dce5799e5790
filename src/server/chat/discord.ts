/**
 * A Discord Activity's proxy-signed request, checked: Discord's proxy sends, with a request it
 * forwards, a base64 JSON payload (`application_id`, `user_id`, `created_at`, `expires_at`, in
 * seconds), its Ed25519 signature under the application's key (the Developer Portal's "Public
 * Key", hex), and `created_at` again as the timestamp (docs/chat-apps.md, "What Discord
 * signs"). The signature is checked with WebCrypto's Ed25519 over the payload's bytes; a
 * payload older than MAX_AGE_S, from the future, expired, or of another application is
 * refused. Replays are the caller's (routes/discord.ts, keyed by the payload, which the
 * signature covers whatever its encoding): this module keeps nothing.
 */
import { fromB64url } from "../b64";
import { fail, ok, type RoomResult } from "../errors";
import type { ChatUser } from "./seat-token";

/** The headers Discord's proxy signs with: the one place their names are written. */
export const DISCORD_PROXY_HEADERS = {
  signature: "X-Signature-Ed25519",
  timestamp: "X-Signature-Timestamp",
  payload: "X-Discord-Proxy-Payload",
} as const;

/** A signed payload older than this is refused, however long Discord let it live (seconds). */
export const MAX_AGE_S = 300;
/** How far a payload may be dated in the future (clocks differ a little). */
const SKEW_S = 30;
/** Longest payload accepted (Discord's is a few hundred bytes). */
const MAX_PAYLOAD = 2048;

/** What a valid signed request says. */
export interface DiscordProxy {
  user: ChatUser;
  /** When Discord signed it, seconds since the epoch. */
  createdAt: number;
}

const BAD =
  "This did not come through Discord (its signature does not match): open Tavolo from Discord again.";

/** The three headers as a request carries them (missing: undefined). */
export interface SignedHeaders {
  signature: string | undefined;
  timestamp: string | undefined;
  payload: string | undefined;
}

/** The public key's 32 bytes from its hex, or null when it is not one. */
export function publicKeyBytes(hexKey: string | undefined): Uint8Array<ArrayBuffer> | null {
  const key = hexKey?.trim() ?? "";
  if (!/^[0-9a-fA-F]{64}$/.test(key)) return null;
  return new Uint8Array(key.match(/../g)!.map((b) => parseInt(b, 16)));
}

/**
 * A signature's 64 bytes: Discord's JavaScript sample sends base64, its Python sample reads
 * hex, so both are taken (they cannot be confused: hex is 128 characters, base64 88).
 */
function signatureBytes(text: string): Uint8Array<ArrayBuffer> | null {
  if (/^[0-9a-fA-F]{128}$/.test(text))
    return new Uint8Array(text.match(/../g)!.map((b) => parseInt(b, 16)));
  if (!/^[A-Za-z0-9+/_-]{86}(==)?$/.test(text)) return null;
  const bytes = fromB64url(text);
  return bytes.length === 64 ? bytes : null;
}

/** Verifies Ed25519 `signature` over `data` with the raw public key; false on any failure. */
async function ed25519(
  key: Uint8Array<ArrayBuffer>,
  signature: Uint8Array<ArrayBuffer>,
  data: Uint8Array<ArrayBuffer>,
): Promise<boolean> {
  try {
    const k = await crypto.subtle.importKey("raw", key, { name: "Ed25519" }, false, ["verify"]);
    return await crypto.subtle.verify({ name: "Ed25519" }, k, signature, data);
  } catch {
    return false;
  }
}

/**
 * Checks a request's signed headers against the application's public key (hex) and, when
 * given, its id, at `nowMs`. Only a payload that passed the signature is read for its user.
 */
export async function verifyProxy(
  headers: SignedHeaders,
  publicKey: Uint8Array<ArrayBuffer>,
  applicationId: string | undefined,
  nowMs: number,
): Promise<RoomResult<DiscordProxy>> {
  const { signature, timestamp, payload } = headers;
  if (!signature || !timestamp || !payload)
    return fail(
      "discord/not-signed",
      "Open Tavolo from Discord: this page needs what Discord's proxy says about you.",
    );
  if (payload.length > MAX_PAYLOAD) return fail("discord/bad-signature", BAD);
  const sig = signatureBytes(signature);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromB64url(payload);
  } catch {
    return fail("discord/bad-signature", BAD);
  }
  if (!sig || !(await ed25519(publicKey, sig, bytes))) return fail("discord/bad-signature", BAD);
  const data = fieldsOf(bytes);
  if (!data || String(data.created_at) !== timestamp) return fail("discord/bad-signature", BAD);
  if (applicationId && data.application_id !== applicationId)
    return fail("discord/bad-signature", BAD);
  const nowS = nowMs / 1000;
  if (data.expires_at < nowS || nowS - data.created_at > MAX_AGE_S)
    return fail(
      "discord/expired",
      "Discord's pass for this visit is too old: close Tavolo in Discord and start it again.",
    );
  if (data.created_at - nowS > SKEW_S) return fail("discord/bad-signature", BAD);
  return ok({
    user: { provider: "discord", id: data.user_id, name: "Discord" },
    createdAt: data.created_at,
  });
}

/** The fields of a signed payload, checked for shape, or null. */
function fieldsOf(bytes: Uint8Array): {
  application_id: string;
  user_id: string;
  created_at: number;
  expires_at: number;
} | null {
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (typeof data !== "object" || data === null) return null;
  const { application_id, user_id, created_at, expires_at } = data as Record<string, unknown>;
  const snowflake = (x: unknown): x is string => typeof x === "string" && /^\d{1,20}$/.test(x);
  if (!snowflake(user_id) || !snowflake(application_id)) return null;
  if (!Number.isSafeInteger(created_at) || !Number.isSafeInteger(expires_at)) return null;
  return {
    application_id,
    user_id,
    created_at: created_at as number,
    expires_at: expires_at as number,
  };
}
