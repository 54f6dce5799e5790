// Push keys are checked (docs/security.md, "Push devices"): a 65-byte p256dh that is no point
// on P-256 is refused at subscription with push/bad-key, and a device whose key cannot be
// written to, or whose push service says it is gone (404/410), is dropped at the next push,
// freeing its place among the seat's five.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { PushStatus } from "../../src/protocol";
import { writePushSub } from "../../src/server/push/store";
import { call, expectError, getTable, roomOf, roomSqlOf, twoPlayerGame } from "./helpers";
import { sendPendingMail } from "./mail-helpers";
import { answerWith, newSubscription, sentTo, subscriptionBody, untilTurnOf } from "./push-helpers";

/** 0x04 ‖ x ‖ y with x = y = 1: the right length and shape, and not a point on P-256. */
function offCurveKey(): string {
  const raw = new Uint8Array(65);
  raw[0] = 4;
  raw[32] = 1;
  raw[64] = 1;
  return btoa(String.fromCharCode(...raw))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

describe("push keys", () => {
  it("refuses a p256dh that is not a P-256 point, with a clear 400", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    const bad = { ...subscriptionBody(sub), keys: { ...sub.keys, p256dh: offCurveKey() } };
    const answer = await call("PUT", `/api/games/${id}/push`, { token: tokens[1], body: bad });
    const body = expectError(answer, 400, "push/bad-key");
    expect(body.error.message).toContain("P-256");
    expect((await getTable(id, tokens[1])).push).toBeUndefined();
    // The real key of the same device is taken.
    const good = await call<PushStatus>("PUT", `/api/games/${id}/push`, {
      token: tokens[1],
      body: subscriptionBody(sub),
    });
    expect(good.status, good.text).toBe(200);
    expect(good.body.devices).toHaveLength(1);
  });

  it("drops a stored device whose key is no point, and one whose service answers 410", async () => {
    const { id, tokens } = await twoPlayerGame();
    const ok = await newSubscription();
    const gone = await newSubscription();
    for (const s of [ok, gone]) {
      const put = await call("PUT", `/api/games/${id}/push`, {
        token: tokens[1],
        body: subscriptionBody(s),
      });
      expect(put.status, put.text).toBe(200);
    }
    // A device stored before keys were checked (or carried from such a game).
    const broken = `https://fcm.googleapis.com/fcm/send/t-${crypto.randomUUID()}`;
    await runInDurableObject(roomOf(id), (room) =>
      writePushSub(
        roomSqlOf(room),
        {
          seat: 1,
          device: "00000000000000ff",
          endpoint: broken,
          p256dh: offCurveKey(),
          auth: ok.keys.auth,
          lang: "en",
          link: "",
        },
        Date.now(),
      ),
    );
    expect((await getTable(id, tokens[1])).push!.devices).toHaveLength(3);
    await answerWith(gone.endpoint, 410);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect(await sentTo(ok.endpoint)).toHaveLength(1);
    expect(await sentTo(broken)).toEqual([]);
    const left = (await getTable(id, tokens[1])).push!.devices;
    expect(left).toHaveLength(1);
    expect(left).not.toContain("00000000000000ff");
    await answerWith(gone.endpoint, null);
  });
});
