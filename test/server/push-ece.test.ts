// The Web Push encryption (src/server/push/ece.ts) against RFC 8291 Appendix A: with the
// appendix's sender key pair and salt injected, the body must be the RFC's bytes exactly,
// header and ciphertext, not merely something our own decryption reads back.
import { describe, expect, it } from "vitest";
import { fromB64url, toB64url } from "../../src/server/b64";
import { encrypt } from "../../src/server/push/ece";

/** RFC 8291 Appendix A, its line breaks removed. */
const RFC8291 = {
  plaintext: "When I grow up, I want to be a watermelon",
  asPublic:
    "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  asPrivate: "yfWPiYE-n46HLnH0KqZOF1fJJU3MYrct3AELtAQ-oRw",
  uaPublic:
    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
  salt: "DGv6ra1nlYgDCS1FRnbzlw",
  authSecret: "BTBZMqHH6r4Tts7J_aSIgg",
  header:
    "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8",
  ciphertext: "8pfeW0KbunFT06SuDKoJH9Ql87S1QUrdirN6GcG7sFz1y1sqLgVi1VhjVkHsUoEsbI_0LpXMuGvnzQ",
  body: "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLWyouBWLVWGNWQexSgSxsj_Qulcy4a-fN",
};

/** The appendix's application server key pair, as Web Crypto keys (JWK from its raw points). */
async function rfcSender(): Promise<CryptoKeyPair> {
  const pub = fromB64url(RFC8291.asPublic);
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: toB64url(pub.slice(1, 33)),
    y: toB64url(pub.slice(33, 65)),
  };
  const algorithm = { name: "ECDH", namedCurve: "P-256" };
  const privateKey = await crypto.subtle.importKey(
    "jwk",
    { ...jwk, d: RFC8291.asPrivate },
    algorithm,
    true,
    ["deriveBits"],
  );
  const publicKey = await crypto.subtle.importKey("jwk", jwk, algorithm, true, []);
  return { privateKey, publicKey };
}

describe("Web Push encryption (RFC 8291)", () => {
  it("reproduces the Appendix A body exactly, from its keys and salt", async () => {
    const body = await encrypt(
      { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret },
      new TextEncoder().encode(RFC8291.plaintext),
      { sender: await rfcSender(), salt: fromB64url(RFC8291.salt) },
    );
    // Section 5 prints the header and the ciphertext apart, and the body whole.
    const header = fromB64url(RFC8291.header);
    expect(toB64url(body.slice(0, header.length))).toBe(RFC8291.header);
    expect(toB64url(body.slice(header.length))).toBe(RFC8291.ciphertext);
    expect(toB64url(body)).toBe(RFC8291.body);
  });

  it("draws a fresh key pair and salt for every message without them", async () => {
    const keys = { p256dh: RFC8291.uaPublic, auth: RFC8291.authSecret };
    const plain = new TextEncoder().encode(RFC8291.plaintext);
    const [a, b] = [await encrypt(keys, plain), await encrypt(keys, plain)];
    expect(a.length).toBe(fromB64url(RFC8291.body).length);
    expect(toB64url(a.slice(0, 16))).not.toBe(toB64url(b.slice(0, 16)));
    expect(toB64url(a.slice(21, 86))).not.toBe(toB64url(b.slice(21, 86)));
    expect(toB64url(a.slice(0, 16))).not.toBe(RFC8291.salt);
  });
});
