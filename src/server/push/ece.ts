/**
 * Message encryption for Web Push (RFC 8291) in the `aes128gcm` content coding (RFC 8188), with
 * Web Crypto only. The push service relays an opaque body; only the subscribed browser (its
 * P-256 key and auth secret) can read it. One record: the payload fits Web Push's 4 KB limit.
 */
import { concat, fromB64url } from "../b64";

const te = new TextEncoder();

/** The keys of a browser's push subscription, base64url as `PushSubscription.toJSON()` has them. */
export interface SubscriptionKeys {
  /** The browser's P-256 public key, uncompressed (65 bytes). */
  p256dh: string;
  /** The 16-byte authentication secret. */
  auth: string;
}

/** Record size written in the header; any value larger than the one record works. */
const RECORD_SIZE = 4096;

/** HKDF-SHA-256 (extract and expand) of `length` bytes. */
async function hkdf(
  salt: Uint8Array<ArrayBuffer>,
  ikm: Uint8Array<ArrayBuffer>,
  info: Uint8Array<ArrayBuffer>,
  length: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  const bits = await crypto.subtle.deriveBits(
    { name: "HKDF", hash: "SHA-256", salt, info },
    key,
    length * 8,
  );
  return new Uint8Array(bits);
}

/** Whether subscription keys have the sizes RFC 8291 requires (checked before storing them). */
export function validKeys(keys: SubscriptionKeys): boolean {
  try {
    const pub = fromB64url(keys.p256dh);
    return pub.length === 65 && pub[0] === 4 && fromB64url(keys.auth).length === 16;
  } catch {
    return false;
  }
}

/**
 * Whether the browser's key is a point on P-256 (Web Crypto refuses to import one that is
 * not): 65 bytes of the right shape can still be no key at all, and every push to it would fail.
 */
export async function onCurve(p256dh: string): Promise<boolean> {
  try {
    const raw = fromB64url(p256dh);
    await crypto.subtle.importKey("raw", raw, { name: "ECDH", namedCurve: "P-256" }, false, []);
    return true;
  } catch {
    return false;
  }
}

/**
 * The sender's side of one message, fixed: its ECDH key pair (extractable) and salt. Only a test
 * passes it, to reproduce RFC 8291 Appendix A byte for byte; every push draws fresh ones.
 */
export interface FixedSender {
  sender: CryptoKeyPair;
  salt: Uint8Array<ArrayBuffer>;
}

/**
 * Encrypts `plaintext` for the subscription: a fresh ephemeral ECDH key pair and salt per
 * message (RFC 8291 §3; `fixed` replaces both, for the RFC's test vector), the body being
 * salt ‖ rs ‖ idlen ‖ keyid (the ephemeral public key) ‖ ciphertext (RFC 8188 §2.1).
 */
export async function encrypt(
  keys: SubscriptionKeys,
  plaintext: Uint8Array,
  fixed?: FixedSender,
): Promise<Uint8Array<ArrayBuffer>> {
  const uaPublic = fromB64url(keys.p256dh);
  const authSecret = fromB64url(keys.auth);
  const ua = await crypto.subtle.importKey(
    "raw",
    uaPublic,
    { name: "ECDH", namedCurve: "P-256" },
    false,
    [],
  );
  const local =
    fixed?.sender ??
    ((await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
      "deriveBits",
    ])) as CryptoKeyPair);
  const asPublic = new Uint8Array(
    (await crypto.subtle.exportKey("raw", local.publicKey)) as ArrayBuffer,
  );
  const ecdh = new Uint8Array(
    await crypto.subtle.deriveBits({ name: "ECDH", public: ua }, local.privateKey, 256),
  );
  // RFC 8291 §3.3: the input keying material binds both public keys and the auth secret.
  const keyInfo = concat(te.encode("WebPush: info\0"), uaPublic, asPublic);
  const ikm = await hkdf(authSecret, ecdh, keyInfo, 32);
  const salt = fixed?.salt ?? crypto.getRandomValues(new Uint8Array(16));
  const cek = await hkdf(salt, ikm, te.encode("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, te.encode("Content-Encoding: nonce\0"), 12);
  const aes = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["encrypt"]);
  // The last (and only) record ends with the delimiter 0x02 and no padding.
  const record = concat(plaintext, new Uint8Array([2]));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv: nonce }, aes, record),
  );
  const header = new Uint8Array(16 + 4 + 1);
  header.set(salt, 0);
  new DataView(header.buffer).setUint32(16, RECORD_SIZE);
  header[20] = asPublic.length;
  return concat(header, asPublic, sealed);
}
