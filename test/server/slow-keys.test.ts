// Slow games over weeks, part four: "my games" keys (a device's list, encrypted by the browser,
// stored under a ring with an access value; a new key makes the old one open nothing) and
// "send me links to all my games" (one email to a confirmed address with its own seats only,
// rate-limited, the same answer for every address).
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { KEY_UNUSED_DAYS } from "../../src/server/limits/retention";
import { now } from "../../src/server/clock";
import { call, expectError, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  confirmedAddress,
  freshAddress,
  inbox,
  mailsAbout,
  open,
  runDueJobs,
} from "./mail-helpers";
import { book, DAY, HOUR } from "./slow-helpers";

/** How many seats the AddressBook of `address` holds. */
const seatsOf = async (address: string) => (await (await book(address)).seats()).length;

/** A game whose seat 1 gave and confirmed a fresh address, once that address's book has the seat. */
async function bookedSeat() {
  const g = await twoPlayerGame();
  const address = await confirmedAddress(g.id, g.tokens[1]);
  await runDueJobs(g.id, now());
  await expect.poll(() => seatsOf(address)).toBe(1);
  return { g, address };
}

const part = () => crypto.randomUUID().replace(/-/g, "").slice(0, 24) + "abcdefghijklmnopqrs";

describe("my games keys", () => {
  it("opens for the current access value only; a new key revokes the old", async () => {
    const ring = part();
    const a = part();
    const b = part();
    const put = await call("PUT", `/api/keys/${ring}`, {
      body: { next: { auth: a, data: "c2VjcmV0" } },
    });
    expect(put.status, put.text).toBe(200);
    const opened = await call<{ data: string }>("POST", `/api/keys/${ring}/open`, {
      body: { auth: a },
    });
    expect(opened.body.data).toBe("c2VjcmV0");
    expectError(
      await call("POST", `/api/keys/${ring}/open`, { body: { auth: b } }),
      404,
      "keys/unknown",
    );
    expectError(
      await call("POST", `/api/keys/${part()}/open`, { body: { auth: a } }),
      404,
      "keys/unknown",
    );
    // Nobody takes an existing ring over without its access value.
    expectError(
      await call("PUT", `/api/keys/${ring}`, { body: { next: { auth: b, data: "eA" } } }),
      404,
      "keys/unknown",
    );
    // A new key: the old access value opens nothing.
    const renewed = await call("PUT", `/api/keys/${ring}`, {
      body: { auth: a, next: { auth: b, data: "bmV3" } },
    });
    expect(renewed.status, renewed.text).toBe(200);
    expectError(
      await call("POST", `/api/keys/${ring}/open`, { body: { auth: a } }),
      404,
      "keys/unknown",
    );
    expect(
      (await call<{ data: string }>("POST", `/api/keys/${ring}/open`, { body: { auth: b } })).body
        .data,
    ).toBe("bmV3");
    expectError(
      await call("PUT", `/api/keys/x`, { body: { next: { auth: a, data: "" } } }),
      400,
      "input/invalid",
    );
    expectError(
      await call("PUT", `/api/keys/${part()}`, {
        body: { next: { auth: a, data: "not base64!" } },
      }),
      400,
      "input/invalid",
    );
  });
});

describe("a list unused for a year", () => {
  /** Runs the key's alarm, as the platform would at its time. */
  const ringAlarm = (ring: string) =>
    runDurableObjectAlarm(env.KEYS.get(env.KEYS.idFromName(`ring:${ring}`)));
  const opens = async (ring: string, auth: string) =>
    (await call("POST", `/api/keys/${ring}/open`, { body: { auth } })).status;

  it("is deleted; opening or saving it keeps it another year", async () => {
    const ring = part();
    const a = part();
    expect(
      (await call("PUT", `/api/keys/${ring}`, { body: { next: { auth: a, data: "bGlzdA" } } }))
        .status,
    ).toBe(200);
    advanceClock(300 * DAY);
    await ringAlarm(ring); // early: it waits for its time
    expect(await opens(ring, a)).toBe(200); // a use: another year from now
    advanceClock(364 * DAY);
    await ringAlarm(ring);
    expect(await opens(ring, a)).toBe(200);
    advanceClock(KEY_UNUSED_DAYS * DAY + 60_000);
    expect(await ringAlarm(ring)).toBe(true);
    expect(await opens(ring, a)).toBe(404);
    // Nothing is left: the ring is free again.
    const b = part();
    expect(
      (await call("PUT", `/api/keys/${ring}`, { body: { next: { auth: b, data: "bmV3" } } }))
        .status,
    ).toBe(200);
  });
});

describe("send me links to all my games", () => {
  it("one email to the address with its seats only; the same answer for an unknown address", async () => {
    const bruno = freshAddress();
    const carla = freshAddress();
    const one = await twoPlayerGame();
    const two = await twoPlayerGame();
    const three = await twoPlayerGame();
    await confirmAddress(one.id, one.tokens[1], bruno);
    await confirmAddress(two.id, two.tokens[0], bruno);
    await confirmAddress(three.id, three.tokens[1], carla);
    // The rooms tell Bruno's AddressBook from their alarms (a room's own alarm may be the one
    // telling it, still on its way when runDueJobs finds no job left: wait for the book).
    for (const g of [one, two, three]) await runDueJobs(g.id, now());
    await expect.poll(() => seatsOf(bruno)).toBe(2);

    const asked = await call("POST", "/api/mail/links", { body: { address: bruno, lang: "en" } });
    const unknown = await call("POST", "/api/mail/links", {
      body: { address: freshAddress(), lang: "en" },
    });
    expect(asked.status).toBe(202);
    expect({ status: unknown.status, text: unknown.text }).toEqual({
      status: asked.status,
      text: asked.text,
    });
    await expect.poll(async () => (await mailsAbout(bruno, "links to your games")).length).toBe(1);
    const mail = (await mailsAbout(bruno, "links to your games"))[0]!;
    expect(mail.text).toContain(`/g/${one.id}#seat=${one.tokens[1]}`);
    expect(mail.text).toContain(`/g/${two.id}#seat=${two.tokens[0]}`);
    // Nothing of another address's games, nor another seat of Bruno's games.
    expect(mail.text).not.toContain(three.id);
    expect(mail.text).not.toContain(one.tokens[0]);
    expect(mail.text).not.toContain(two.tokens[1]);
    // At most one an hour.
    await call("POST", "/api/mail/links", { body: { address: bruno, lang: "en" } });
    const before = (await inbox(bruno)).length;
    expect((await mailsAbout(bruno, "links to your games")).length).toBe(1);
    expect((await inbox(bruno)).length).toBe(before);
    expectError(
      await call("POST", "/api/mail/links", { body: { address: 5 } }),
      400,
      "input/invalid",
    );
  });

  it("carries a one-click List-Unsubscribe that stops every email, links included", async () => {
    const { g, address: erik } = await bookedSeat();
    await call("POST", "/api/mail/links", { body: { address: erik, lang: "en" } });
    await expect.poll(async () => (await mailsAbout(erik, "links to your games")).length).toBe(1);
    const mail = (await mailsAbout(erik, "links to your games"))[0]!;
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const stop = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1];
    expect(stop, JSON.stringify(mail.headers)).toMatch(/\/mail\/unsubscribe\?.*scope=all/);
    expect(mail.text).toContain(stop);
    // The mail program's one-click POST (RFC 8058) stops all email to the address.
    expect((await open(stop!, "POST", "List-Unsubscribe=One-Click")).status).toBe(200);
    expect(await (await book(erik)).unsubscribed()).toBe(true);
    advanceClock(2 * HOUR);
    await call("POST", "/api/mail/links", { body: { address: erik, lang: "en" } });
    await runDueJobs(g.id, now());
    expect((await mailsAbout(erik, "links to your games")).length).toBe(1);
  });

  it("forgets a seat whose address was removed", async () => {
    const { g, address: dora } = await bookedSeat();
    expect((await call("DELETE", `/api/games/${g.id}/mail`, { token: g.tokens[1] })).status).toBe(
      200,
    );
    await runDueJobs(g.id, now());
    await expect.poll(async () => await (await book(dora)).seats()).toEqual([]);
    await call("POST", "/api/mail/links", { body: { address: dora, lang: "en" } });
    // The confirmation email only: no links email comes for an address without seats.
    await call("POST", "/api/mail/links", { body: { address: dora, lang: "it" } });
    expect((await inbox(dora)).map((m) => m.subject)).toEqual([
      "Tavolo: confirm your address for Pazaak",
    ]);
  });
});
