// `npm run vapid-keys`: makes the VAPID key pair for Web Push with Node's own Web Crypto (no
// download): a P-256 key pair, printed as the two base64url values the Worker reads from the
// secrets VAPID_PUBLIC_KEY (the uncompressed point, 65 bytes) and VAPID_PRIVATE_KEY (32 bytes).
// Make it once per site and keep it: a new pair silently ends every device's subscription.
import { webcrypto } from "node:crypto";

const { subtle } = webcrypto;
const pair = await subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
  "sign",
  "verify",
]);
const publicKey = Buffer.from(await subtle.exportKey("raw", pair.publicKey)).toString("base64url");
const privateKey = (await subtle.exportKey("jwk", pair.privateKey)).d;
if (publicKey.length !== 87 || privateKey?.length !== 43)
  throw new Error("unexpected key sizes: this Node does not export P-256 keys as expected");

const env = process.argv.includes("--env")
  ? ` --env ${process.argv[process.argv.indexOf("--env") + 1]}`
  : "";
console.log(`VAPID_PUBLIC_KEY=${publicKey}
VAPID_PRIVATE_KEY=${privateKey}

Set them as secrets (paste each value when asked), once per environment:
  npx wrangler secret put VAPID_PUBLIC_KEY${env}
  npx wrangler secret put VAPID_PRIVATE_KEY${env}
Keep the private key somewhere safe: without it, every device must turn notifications on again.`);
