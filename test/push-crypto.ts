/**
 * The browser's side of Web Push for the tests, written from the RFCs and independent of the
 * server's code: a subscription's keys made here (a P-256 key pair and an auth secret), and an
 * `aes128gcm` body decrypted with them (RFC 8188, 8291), all with Web Crypto. The server tests
 * (test/server/push-helpers.ts) and the browser tests (test/e2e/push.test.ts) both read what
 * the server sent with it.
 */
import { expect } from "vitest";

const te = new TextEncoder();

/** base64url without padding. */
export function b64url(bytes: ArrayBuffer | Uint8Array): string {
  const u8 = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  return btoa(String.fromCharCode(...u8))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Decodes base64url (with or without padding). */
export function unb64url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, "+").replace(/_/g, "/");
  const bin = atob(b64 + "=".repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

/** A subscription's keys as the browser holds them: the public ones as sent, the private key. */
export interface PushKeys {
  p256dh: string;
  auth: string;
  privateKey: CryptoKey;
}

/** Fresh subscription keys. */
export async function newPushKeys(): Promise<PushKeys> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const pub = (await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer;
  return {
    p256dh: b64url(pub),
    auth: b64url(crypto.getRandomValues(new Uint8Array(16))),
    privateKey: pair.privateKey,
  };
}

async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  n: number,
) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(
    await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, n * 8),
  );
}

/** Decrypts an `aes128gcm` push body (one record) with the subscription's keys: its text. */
export async function decryptAes128gcm(
  keys: PushKeys,
  body: Uint8Array<ArrayBuffer>,
): Promise<string> {
  const salt = body.slice(0, 16);
  const idlen = body[20]!;
  const asPublic = body.slice(21, 21 + idlen);
  const sealed = body.slice(21 + idlen);
  expect(idlen).toBe(65);
  const as = await crypto.subtle.importKey(
    "raw",
    asPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const ecdh = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: as }, keys.privateKey, 256),
  );
  const info = new Uint8Array([
    ...te.encode("WebPush: info\0"),
    ...unb64url(keys.p256dh),
    ...asPublic,
  ]);
  const ikm = await hkdf(unb64url(keys.auth), ecdh, info, 32);
  const cek = await hkdf(salt, ikm, te.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, te.encode("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const record = new Uint8Array(
    await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, sealed),
  );
  // The last record: content, the delimiter 2, then any zero padding.
  let end = record.length - 1;
  while (end >= 0 && record[end] === 0) end--;
  expect(record[end]).toBe(2);
  return new TextDecoder().decode(record.slice(0, end));
}
