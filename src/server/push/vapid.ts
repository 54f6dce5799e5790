/**
 * VAPID (RFC 8292): the server's P-256 key pair identifies it to push services, which only
 * deliver to a subscription made with the same public key. This module is the pure part (key
 * formats, the signed header); where the keys come from is keys.ts.
 */
import { now } from "../clock";
import { fromB64url, toB64url } from "../b64";

/** The server's key pair: the public key as browsers take it, the private one as a JWK. */
export interface VapidKeys {
  /** Uncompressed P-256 point, base64url (`applicationServerKey`). */
  publicKey: string;
  jwk: JsonWebKey;
}

/** A JWK for a public key (base64url, 65 bytes) and its private scalar (base64url, 32 bytes). */
export function jwkOf(publicKey: string, privateKey: string): JsonWebKey {
  const pub = fromB64url(publicKey);
  if (pub.length !== 65 || pub[0] !== 4 || fromB64url(privateKey).length !== 32)
    throw new Error("VAPID keys have the wrong size");
  return {
    kty: "EC",
    crv: "P-256",
    x: toB64url(pub.slice(1, 33)),
    y: toB64url(pub.slice(33, 65)),
    d: privateKey,
    ext: true,
  };
}

/** The public key of a private JWK. */
export function publicOf(jwk: JsonWebKey): string {
  const x = fromB64url(jwk.x ?? "");
  const y = fromB64url(jwk.y ?? "");
  const out = new Uint8Array(65);
  out[0] = 4;
  out.set(x, 1);
  out.set(y, 33);
  return toB64url(out);
}

/** A fresh key pair (the development outbox keeps one). */
export async function generateVapidJwk(): Promise<JsonWebKey> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
    "verify",
  ])) as CryptoKeyPair;
  return (await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey;
}

/**
 * The `Authorization` header for a request to `endpoint`: `vapid t=<JWT>, k=<public key>`, the
 * JWT (ES256) naming the push service's origin as audience and expiring in 12 hours (the
 * services refuse more than 24).
 */
export async function vapidAuthorization(
  keys: VapidKeys,
  endpoint: string,
  subject: string,
): Promise<string> {
  const te = new TextEncoder();
  const header = toB64url(te.encode(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = toB64url(
    te.encode(
      JSON.stringify({
        aud: new URL(endpoint).origin,
        exp: Math.floor(now() / 1000) + 12 * 3600,
        sub: subject,
      }),
    ),
  );
  const key = await crypto.subtle.importKey(
    "jwk",
    keys.jwk,
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["sign"],
  );
  // Web Crypto's ECDSA signature is r ‖ s (64 bytes), which is what JWS ES256 wants.
  const signature = await crypto.subtle.sign(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    te.encode(`${header}.${claims}`),
  );
  return `vapid t=${header}.${claims}.${toB64url(signature)}, k=${keys.publicKey}`;
}
