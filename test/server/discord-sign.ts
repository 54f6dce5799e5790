/**
 * Requests signed as Discord's proxy signs them for an Activity (its documented headers: a
 * base64 JSON payload, its Ed25519 signature, `created_at` as the timestamp), with key pairs of
 * the tests' own: a fixed throwaway pair the browser tests' server is given, and fresh ones made
 * in a test. Runs in workerd and in Node (WebCrypto's Ed25519).
 */

/** A made-up application id (a snowflake's shape). */
export const TEST_DISCORD_APP_ID = "1300000000000000001";
/** A seat secret of the tests' own. */
export const TEST_DISCORD_SECRET = "test-discord-seat-secret-0123456789abcdef";

/** The fixed throwaway key pair (JWK), generated once for these tests; never Discord's. */
const FIXED = {
  crv: "Ed25519",
  d: "NCa1NCLzv_mOg5KU6BSw_ZPKVv8hstEgKRnXPIPq1j0",
  x: "j0ZqzDNmNZFMNzk8Zdr9qZbaNdl0o13_Yvd5NwSaN6s",
  kty: "OKP",
};
/** The fixed pair's public key as the Developer Portal shows one: hex. */
export const TEST_DISCORD_PUBLIC_KEY =
  "8f466acc336635914c37393c65dafda996da35d974a35dff62f77937049a37ab";

/** A key pair to sign with, and its public key in hex. */
export interface SigningKey {
  privateKey: CryptoKey;
  publicHex: string;
}

const hex = (b: Uint8Array) => [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
const b64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));

/** The fixed pair. */
export async function fixedKey(): Promise<SigningKey> {
  const privateKey = await crypto.subtle.importKey("jwk", FIXED, { name: "Ed25519" }, false, [
    "sign",
  ]);
  return { privateKey, publicHex: TEST_DISCORD_PUBLIC_KEY };
}

/** A fresh pair, made now. */
export async function freshKey(): Promise<SigningKey> {
  const pair = (await crypto.subtle.generateKey({ name: "Ed25519" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  const raw = new Uint8Array((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer);
  return { privateKey: pair.privateKey, publicHex: hex(raw) };
}

/**
 * The three headers of a request the proxy forwarded for `userId`, signed at `createdAt`
 * (seconds) and good until `expiresAt`, with `key`; the signature in base64 (Discord's
 * JavaScript sample) or hex (its Python sample).
 */
export async function signProxy(args: {
  userId: string;
  createdAt: number;
  expiresAt?: number;
  key: SigningKey;
  applicationId?: string;
  encoding?: "base64" | "hex";
}): Promise<Record<string, string>> {
  const payload = new TextEncoder().encode(
    JSON.stringify({
      application_id: args.applicationId ?? TEST_DISCORD_APP_ID,
      user_id: args.userId,
      is_developer: false,
      created_at: args.createdAt,
      expires_at: args.expiresAt ?? args.createdAt + 900,
    }),
  );
  const signature = new Uint8Array(
    await crypto.subtle.sign({ name: "Ed25519" }, args.key.privateKey, payload),
  );
  return {
    "X-Signature-Ed25519": args.encoding === "hex" ? hex(signature) : b64(signature),
    "X-Signature-Timestamp": String(args.createdAt),
    "X-Discord-Proxy-Payload": b64(payload),
  };
}
