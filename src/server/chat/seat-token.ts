/**
 * Seats bound to a chat app's user (Telegram now, Discord alike): the seat token of a user in a
 * game is derived, never stored. HMAC-SHA256 of the provider, the user id and the game id under
 * a server secret, cut to a seat token's 144 bits, so the same user gets the same token (and so
 * the same seat) back on any device, and nobody without the secret can compute it. The room
 * keeps only its digest, as for every other token.
 */
import { toB64url } from "../b64";

/** Bytes of a seat token (as security.ts `newSecret`). */
const TOKEN_BYTES = 18;

/** A chat app's user, as a verified request names them (never as a client claims). */
export interface ChatUser {
  /** The app: "telegram" (or "discord"). */
  provider: string;
  /** The app's own user id, as text. */
  id: string;
  /** A display name the app gave (first name, username), for the seat's name. */
  name: string;
}

/** HMAC-SHA256 of `message` under `key` (both text). */
export async function hmac(
  key: Uint8Array<ArrayBuffer> | string,
  message: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const raw = typeof key === "string" ? new TextEncoder().encode(key) : key;
  const k = await crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", k, new TextEncoder().encode(message)));
}

/**
 * The seat token of `user` in game `gameId`, under `secret` (the provider's server secret).
 * Changing the secret unbinds every seat: devices that hold a token keep it, nobody gets it back.
 */
export async function boundSeatToken(
  secret: string,
  user: Pick<ChatUser, "provider" | "id">,
  gameId: string,
): Promise<string> {
  const mac = await hmac(secret, `tavolo:seat:${user.provider}:${user.id}:${gameId}`);
  return toB64url(mac.slice(0, TOKEN_BYTES));
}
