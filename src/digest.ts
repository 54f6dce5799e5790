/**
 * SHA-256 digests with the platform's own Web Crypto, for the Worker and the browser alike:
 * the server stores digests of secrets and publishes the seed's as the game's commitment; the
 * browser checks that commitment against the revealed seed and names a push device by its
 * endpoint's digest, so both must compute the very same text.
 */

/** Bytes as lowercase hex. */
export function hex(bytes: Uint8Array): string {
  let out = "";
  for (const b of bytes) out += b.toString(16).padStart(2, "0");
  return out;
}

/** SHA-256 of a string's UTF-8 bytes. */
export async function sha256(text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}

/** SHA-256 of a string's UTF-8 bytes, as lowercase hex. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await sha256(text));
}
