/**
 * What one push notification costs the Worker in CPU: encrypting the payload for a device
 * (RFC 8291 aes128gcm: an ECDH key pair, ECDH, three HKDFs, AES-GCM) and signing the VAPID
 * header (RFC 8292, ES256), with the server's own modules on Node's Web Crypto.
 * Run: npx vitest bench --config vitest.engine.config.ts --run bench/push.bench.ts
 */
import { bench, describe } from "vitest";
import { toB64url } from "../src/server/b64";
import { encrypt } from "../src/server/push/ece";
import { generateVapidJwk, publicOf, vapidAuthorization } from "../src/server/push/vapid";

const pair = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
  "deriveBits",
])) as CryptoKeyPair;
const keys = {
  p256dh: toB64url((await crypto.subtle.exportKey("raw", pair.publicKey)) as ArrayBuffer),
  auth: toB64url(crypto.getRandomValues(new Uint8Array(16))),
};
const jwk = await generateVapidJwk();
const vapid = { publicKey: publicOf(jwk), jwk };
const payload = new TextEncoder().encode(
  JSON.stringify({
    title: "Your turn in Pazaak",
    body: "Anna: it is your move, Bruno.",
    url: "https://tavolo.example/g/abcdefghijklmnop#seat=abcdefghijklmnopqrstuvwxyz012345",
    tag: "abcdefghijklmnop:1",
  }),
);
const endpoint = "https://fcm.googleapis.com/fcm/send/bench";

// A plain figure first (vitest's table follows): the mean of 500 whole pushes.
const N = 500;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  await encrypt(keys, payload);
  await vapidAuthorization(vapid, endpoint, "mailto:bench@tavolo.example");
}
console.log(
  `push: encrypt + VAPID header, mean of ${N}: ${((performance.now() - t0) / N).toFixed(3)} ms`,
);

describe("web push", () => {
  bench("encrypt one payload (aes128gcm)", async () => {
    await encrypt(keys, payload);
  });
  bench("sign one VAPID header (ES256)", async () => {
    await vapidAuthorization(vapid, endpoint, "mailto:bench@tavolo.example");
  });
});
