/**
 * Helpers of the push and webhook tests, written from the RFCs and independent of the server's
 * code: a browser's subscription made here (its keys and decryption: test/push-crypto.ts), the
 * outgoing requests read from the development outbox and a VAPID header verified (RFC 8292),
 * all with Web Crypto.
 */
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { PushStatus, Table } from "../../src/protocol";
import type { KeptRequest } from "../../src/server/outbox/dev-outbox";
import { call, chooser, getTable, postMove } from "./helpers";
import { decryptAes128gcm, newPushKeys, unb64url } from "../push-crypto";

const te = new TextEncoder();

/** A browser's push subscription, with the private parts only the browser would hold. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  privateKey: CryptoKey;
}

/** A fresh subscription on Google's push service host (allowed by default). */
export async function newSubscription(): Promise<TestSubscription> {
  const { p256dh, auth, privateKey } = await newPushKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/t-${crypto.randomUUID()}`,
    keys: { p256dh, auth },
    privateKey,
  };
}

/** The subscription as a page sends it (`PushSubscription.toJSON()` plus the language). */
export function subscriptionBody(sub: TestSubscription, lang = "en") {
  return { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys, lang };
}

/** Turns push on for the seat of `token` with `sub` (in `lang`): the seat's devices. */
export async function subscribe(
  id: string,
  token: string,
  sub: TestSubscription,
  lang = "en",
): Promise<PushStatus> {
  const answer = await call<PushStatus>("PUT", `/api/games/${id}/push`, {
    token,
    body: subscriptionBody(sub, lang),
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** Requests the server sent to `url`, oldest first. */
export async function sentTo(url: string): Promise<KeptRequest[]> {
  const box = env.OUTBOX.get(env.OUTBOX.idFromName("dev"));
  return (await box.list(url)).reverse();
}

/** Makes the outbox answer `status` to requests for `url` (null: back to 201). */
export async function answerWith(url: string, status: number | null): Promise<void> {
  await env.OUTBOX.get(env.OUTBOX.idFromName("dev")).answer(url, status);
}

/** Decrypts an `aes128gcm` push body with the subscription's private key; the JSON inside. */
export async function decryptPush(sub: TestSubscription, request: KeptRequest): Promise<unknown> {
  expect(request.headers["Content-Encoding"]).toBe("aes128gcm");
  const keys = { ...sub.keys, privateKey: sub.privateKey };
  return JSON.parse(await decryptAes128gcm(keys, unb64url(request.body)));
}

/** Verifies `Authorization: vapid t=…, k=…` for `endpoint`; the JWT's claims and key. */
export async function verifyVapid(
  request: KeptRequest,
): Promise<{ claims: { aud: string; exp: number; sub: string }; key: string }> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(
    request.headers["Authorization"] ?? "",
  );
  expect(match, request.headers["Authorization"]).not.toBeNull();
  const [header, claims, signature] = match![1]!.split(".") as [string, string, string];
  const key = await crypto.subtle.importKey(
    "raw",
    unb64url(match![2]!),
    { name: "ECDSA", namedCurve: "P-256" },
    false,
    ["verify"],
  );
  const valid = await crypto.subtle.verify(
    { name: "ECDSA", hash: "SHA-256" },
    key,
    unb64url(signature),
    te.encode(`${header}.${claims}`),
  );
  expect(valid).toBe(true);
  expect(JSON.parse(new TextDecoder().decode(unb64url(header)))).toEqual({
    typ: "JWT",
    alg: "ES256",
  });
  return {
    claims: JSON.parse(new TextDecoder().decode(unb64url(claims))) as {
      aud: string;
      exp: number;
      sub: string;
    },
    key: match![2]!,
  };
}

/** The seat to act plays a move chosen by `choose`; the new table. */
export async function playOne(
  id: string,
  tokens: readonly string[],
  choose: (n: number) => number,
) {
  const table = await getTable(id);
  const seat = table.toAct[0]!;
  const mine = await getTable(id, tokens[seat]);
  const answer = await postMove(id, tokens[seat]!, mine.seq, mine.legal[choose(mine.legal.length)]);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/**
 * Plays until a turn of `seat` begins (it was not to act, and now is); the table then. Pazaak
 * seats end their turn when they can (rather than stand), so a game lasts many turns.
 */
export async function untilTurnOf(
  id: string,
  tokens: readonly string[],
  seat: number,
): Promise<Table> {
  const random = chooser(3);
  for (let i = 0; i < 50; i++) {
    const table = await getTable(id);
    if (table.outcome !== null) throw new Error("the game ended before that turn");
    const before = new Set(table.toAct);
    const mover = table.toAct[0]!;
    const mine = await getTable(id, tokens[mover]);
    const end = mine.legal.find((m) => (m as { type?: string }).type === "endTurn");
    const move = end ?? mine.legal[random(mine.legal.length)];
    const answer = await postMove(id, tokens[mover]!, mine.seq, move);
    if (answer.status !== 200) throw new Error(answer.text);
    const next = answer.body;
    if (next.toAct.includes(seat) && !before.has(seat)) return next;
  }
  throw new Error(`no turn of seat ${seat} began`);
}
