// Web Push: a seat's devices, checked destinations, "your turn" and "game
// over" as encrypted messages the test decrypts with the subscription's own key, a VAPID
// header that verifies, the email's rules (one per turn change, never while the player is at
// the table or has looked), and devices dropped when the push service says they are gone.
import { describe, expect, it } from "vitest";
import type { PushKeyResponse, PushStatus, Table } from "../../src/protocol";
import {
  call,
  chooser,
  expectError,
  getLog,
  getTable,
  postMove,
  Socket,
  twoPlayerGame,
} from "./helpers";
import { sendPendingMail } from "./mail-helpers";
import {
  answerWith,
  decryptPush,
  newSubscription,
  playOne,
  sentTo,
  subscribe,
  subscriptionBody,
  untilTurnOf,
  verifyVapid,
} from "./push-helpers";

interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

describe("web push", () => {
  it("gives its VAPID public key: an uncompressed P-256 point, the same every time", async () => {
    const a = await call<PushKeyResponse>("GET", "/api/push/key");
    expect(a.status, a.text).toBe(200);
    const bytes = atob(a.body.publicKey.replace(/-/g, "+").replace(/_/g, "/") + "=");
    expect(bytes.length).toBe(65);
    expect(bytes.charCodeAt(0)).toBe(4);
    const b = await call<PushKeyResponse>("GET", "/api/push/key");
    expect(b.body.publicKey).toBe(a.body.publicKey);
  });

  it("keeps a device per seat, shows it only to that seat, never the endpoint", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    const status = await subscribe(id, tokens[1], sub);
    expect(status.devices).toHaveLength(1);
    expect(status.devices[0]).toMatch(/^[0-9a-f]{16}$/);
    expect((await getTable(id, tokens[1])).push).toEqual(status);
    expect((await getTable(id, tokens[0])).push).toBeUndefined();
    expect((await getTable(id)).push).toBeUndefined();
    const texts = [
      JSON.stringify(await getTable(id, tokens[0])),
      JSON.stringify(await getTable(id, tokens[1])),
      JSON.stringify(await getTable(id)),
      JSON.stringify(await getLog(id, tokens[1])),
    ];
    for (const text of texts) {
      expect(text).not.toContain(sub.endpoint);
      expect(text).not.toContain(sub.keys.auth);
    }
    // The same device again is one device; the player can turn it off.
    expect((await subscribe(id, tokens[1], sub)).devices).toEqual(status.devices);
    const off = await call<PushStatus>("DELETE", `/api/games/${id}/push/${status.devices[0]}`, {
      token: tokens[1],
    });
    expect(off.status, off.text).toBe(200);
    expect(off.body.devices).toEqual([]);
    expect((await getTable(id, tokens[1])).push).toBeUndefined();
  });

  it("refuses destinations that are not push services, bad keys, spectators and bad tokens", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    const put = (body: unknown, token: string | null = tokens[0]) =>
      call("PUT", `/api/games/${id}/push`, token === null ? { body } : { token, body });
    for (const endpoint of [
      "https://evil.example/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://user@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://push.services.mozilla.com.evil.example/x",
      "not a url",
    ]) {
      const answer = await put({ ...subscriptionBody(sub), endpoint });
      expectError(answer, 422, "push/bad-subscription");
    }
    expectError(
      await put({ ...subscriptionBody(sub), keys: { p256dh: "AAAA", auth: sub.keys.auth } }),
      422,
      "push/bad-subscription",
    );
    expectError(
      await put({ ...subscriptionBody(sub), keys: { p256dh: sub.keys.p256dh, auth: "AAAA" } }),
      422,
      "push/bad-subscription",
    );
    expectError(await put({ endpoint: sub.endpoint }), 400, "input/invalid");
    expectError(await put(subscriptionBody(sub), null), 403, "auth/spectator");
    expectError(await put(subscriptionBody(sub), "x".repeat(30)), 403, "auth/bad-token");
    expectError(
      await call("DELETE", `/api/games/${id}/push/not-a-device`, { token: tokens[0] }),
      400,
      "input/invalid",
    );
    // Mozilla's and Apple's services are allowed too.
    const moz = {
      ...subscriptionBody(sub),
      endpoint: "https://updates.push.services.mozilla.com/wpush/v2/x",
    };
    expect((await put(moz)).status).toBe(200);
    const apple = { ...subscriptionBody(sub), endpoint: "https://web.push.apple.com/QGx" };
    expect((await put(apple)).status).toBe(200);
    // Nothing was ever sent anywhere else.
    expect(await sentTo("https://evil.example/fcm/send/x")).toEqual([]);
  });

  it("sends 'your turn' encrypted to the device, with a VAPID header that verifies", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    await subscribe(id, tokens[1], sub, "it");
    await untilTurnOf(id, tokens, 1);
    expect(await sentTo(sub.endpoint)).toEqual([]); // the debounce has not passed
    await sendPendingMail(id);
    const sent = await sentTo(sub.endpoint);
    expect(sent).toHaveLength(1);
    const request = sent[0]!;
    const payload = (await decryptPush(sub, request)) as Payload;
    expect(payload).toEqual({
      title: "Tocca a te a Pazaak",
      body: "Anna: è la tua mossa, Bruno.",
      url: `http://tavolo.test/g/${id}#seat=${tokens[1]}`,
      tag: `${id}:1`,
    });
    expect(request.headers["TTL"]).toBe("86400");
    expect(request.headers["Topic"]).toMatch(/^[0-9a-f]{32}$/);
    const { claims, key } = await verifyVapid(request);
    expect(key).toBe((await call<PushKeyResponse>("GET", "/api/push/key")).body.publicKey);
    expect(claims.aud).toBe("https://fcm.googleapis.com");
    expect(claims.sub).toMatch(/^mailto:/);
    const inHours = (claims.exp * 1000 - Date.now()) / 3600_000;
    expect(inHours).toBeGreaterThan(1);
    expect(inHours).toBeLessThanOrEqual(24);
  });

  it("one per turn change over a whole game, and 'game over' once, to both players", async () => {
    const { id, tokens } = await twoPlayerGame();
    const subs = [await newSubscription(), await newSubscription()];
    await subscribe(id, tokens[0], subs[0]!);
    await subscribe(id, tokens[1], subs[1]!);
    const expected = [0, 0];
    const choose = chooser(21);
    let table = await getTable(id);
    while (table.outcome === null) {
      const before = new Set(table.toAct);
      table = await playOne(id, tokens, choose);
      for (const s of table.toAct) if (!before.has(s)) expected[s]!++;
      await sendPendingMail(id);
    }
    for (const seat of [0, 1]) {
      const payloads = await Promise.all(
        (await sentTo(subs[seat]!.endpoint)).map((r) => decryptPush(subs[seat]!, r)),
      );
      const turns = payloads.filter((p) => (p as Payload).title === "Your turn in Pazaak");
      const over = payloads.filter((p) => (p as Payload).title === "Pazaak: game over");
      expect(expected[seat]).toBeGreaterThan(0);
      expect(turns.length).toBe(expected[seat]);
      expect(over.length).toBe(1);
      expect((over[0] as Payload).body).toMatch(/^(You won against|.* won\.$|The game ended)/);
      expect(payloads.length).toBe(turns.length + 1);
    }
  });

  it("sends nothing while the player is at the table, or after they looked", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    await subscribe(id, tokens[1], sub);
    // At the table: an open socket for seat 1.
    const { socket } = await Socket.hello(id, tokens[1]);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect(await sentTo(sub.endpoint)).toEqual([]);
    socket.close();
    // Another game: the player looked at the table after the turn began.
    const other = await twoPlayerGame();
    const sub2 = await newSubscription();
    await subscribe(other.id, other.tokens[1], sub2);
    await untilTurnOf(other.id, other.tokens, 1);
    await getTable(other.id, other.tokens[1]);
    await sendPendingMail(other.id);
    expect(await sentTo(sub2.endpoint)).toEqual([]);
  });

  it("drops a device when its push service answers 404 or 410, keeps it after a 500", async () => {
    const { id, tokens } = await twoPlayerGame();
    const flaky = await newSubscription();
    const gone = await newSubscription();
    await answerWith(flaky.endpoint, 500);
    await answerWith(gone.endpoint, 410);
    await subscribe(id, tokens[1], flaky);
    await subscribe(id, tokens[1], gone);
    expect((await getTable(id, tokens[1])).push?.devices).toHaveLength(2);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect(await sentTo(gone.endpoint)).toHaveLength(1);
    expect(await sentTo(flaky.endpoint)).toHaveLength(1);
    expect((await getTable(id, tokens[1])).push?.devices).toHaveLength(1);
    const lost = await newSubscription();
    await answerWith(lost.endpoint, 404);
    await subscribe(id, tokens[0], lost);
    await untilTurnOf(id, tokens, 0);
    await sendPendingMail(id);
    expect((await getTable(id, tokens[0])).push).toBeUndefined();
  });
});
