/**
 * Secrets: random ids, seat tokens, invites and seeds from crypto.getRandomValues; SHA-256
 * digests (only digests are stored); constant-time comparison of digests. Nothing here logs.
 */
import { hex } from "../digest";

// The digest the browser computes too (the seed's commitment), from the one shared file.
export { sha256Hex } from "../digest";

/** Bytes of a game id: 96 bits, 16 base64url characters (fits protocol.ts `GameId`). */
const GAME_ID_BYTES = 12;
/** Bytes of a seat token or invite: 144 bits, 24 base64url characters (fits `Secret`). */
const SECRET_BYTES = 18;
/** Bytes of a game seed: 128 bits, 32 hex characters. */
const SEED_BYTES = 16;

function randomBytes(n: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(n));
}

/** base64url without padding. */
export function base64url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** A fresh, unguessable game id. */
export function newGameId(): string {
  return base64url(randomBytes(GAME_ID_BYTES));
}

/** A fresh seat token or invite. */
export function newSecret(): string {
  return base64url(randomBytes(SECRET_BYTES));
}

/**
 * A secret derived from another: 144 bits of SHA-256(label, secret), base64url. Only a holder
 * of `secret` can compute it, and the same holder always gets the same value (a rematch seat
 * for the token of the finished game, on any of the player's devices).
 */
export async function derivedSecret(secret: string, label: string): Promise<string> {
  const bytes = new TextEncoder().encode(`tavolo:${label}:${secret}`);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return base64url(digest.slice(0, SECRET_BYTES));
}

/** A fresh game seed: 128 random bits as hex. */
export function newSeed(): string {
  return hex(randomBytes(SEED_BYTES));
}

/**
 * Compares two hex digests in time independent of where they differ. Both are SHA-256 hex
 * (64 characters), so lengths only differ for a missing digest, which is not secret.
 */
export function sameDigest(a: string | null | undefined, b: string | null | undefined): boolean {
  if (typeof a !== "string" || typeof b !== "string" || a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
