// "My data" and "forget me" without an account: asked from a table (a link mailed to the seat's
// confirmed address does it) or by replying to any Tavolo email. After "forget me", the storage of
// every Durable Object the test touched (each room's SQLite and key-value pairs, the address's
// AddressBook) holds neither the address nor its hash; "my data" mails the address, and only it,
// a JSON export of its games and settings without a card; strangers and unconfirmed requests
// change nothing.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { StoredMail } from "../../src/server/mail/dev-mailbox";
import { normalizeAddress } from "../../src/server/mail/message";
import { sha256Hex } from "../../src/server/security";
import { parseReplyAddress } from "../../src/server/mail/inbound/address";
import { takeRawReply } from "../../src/server/routes/inbound-mail";
import { call, expectError, roomOf, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  freshAddress,
  inbox,
  linkIn,
  open,
  sendPendingMail,
} from "./mail-helpers";
import { newSubscription, subscribe } from "./push-helpers";
import { book, HOUR, untilTurnOf } from "./slow-helpers";

const PASS = (domain: string) =>
  `ARC-Authentication-Results: i=1; mx.cloudflare.net; dkim=pass header.d=${domain} header.s=s1; spf=pass smtp.mailfrom=a@${domain}`;

/** A raw reply from `from` to the Reply-To of `mail`, saying `body`. */
function raw(mail: StoredMail, from: string, body: string, auth = PASS(from.split("@")[1]!)) {
  return [
    auth,
    `From: Player <${from}>`,
    `To: ${mail.headers["Reply-To"]}`,
    `Subject: Re: ${mail.subject}`,
    `Message-ID: <${crypto.randomUUID()}@example.org>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ].join("\r\n");
}

/** Replies to `mail` from `from` through the email handler. */
function reply(mail: StoredMail, from: string, body: string, auth?: string) {
  const to = mail.headers["Reply-To"] ?? "";
  expect(to, `no Reply-To on ${mail.subject}`).not.toBe("");
  return takeRawReply(env, raw(mail, from, body, auth), parseReplyAddress(env, to));
}

/** Every value kept by the Durable Object `stub`: its SQL tables' rows and its key-value pairs. */
function storageOf(stub: DurableObjectStub): Promise<string> {
  return runInDurableObject(stub, (_instance, state: DurableObjectState) => {
    const tables = state.storage.sql
      .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .toArray()
      .map((t) => t.name)
      .filter((name) => !name.startsWith("_cf_") && !name.startsWith("sqlite_"));
    const rows = tables.map((name) => [
      name,
      state.storage.sql.exec(`SELECT * FROM "${name}"`).toArray(),
    ]);
    return JSON.stringify([rows, [...state.storage.kv.list()]]);
  });
}

/** How many times the address or its AddressBook's hash occur in the storage of `stubs`. */
async function hits(address: string, stubs: DurableObjectStub[]): Promise<number> {
  const hash = await sha256Hex(`address:${normalizeAddress(address)}`);
  let n = 0;
  for (const stub of stubs) {
    const kept = (await storageOf(stub)).toLowerCase();
    n += kept.split(normalizeAddress(address)).length - 1 + kept.split(hash).length - 1;
  }
  return n;
}

/**
 * An address confirmed for seat 0 of one game (with a push device and a daily summary holding
 * that game) and given, unconfirmed, for seat 1 of another; the other seat of the first game has
 * an address of its own.
 */
async function everywhere() {
  const anna = freshAddress();
  const bruno = freshAddress();
  const one = await twoPlayerGame();
  await confirmAddress(one.id, one.tokens[0], anna);
  await confirmAddress(one.id, one.tokens[1], bruno);
  await subscribe(one.id, one.tokens[0], await newSubscription());
  await untilTurnOf(one.id, one.tokens, 0);
  await sendPendingMail(one.id);
  const daily = await call("PUT", `/api/games/${one.id}/mail/digest`, {
    token: one.tokens[0],
    body: { mode: "daily", time: "08:00", tz: "Europe/Rome", lang: "en" },
  });
  expect(daily.status, daily.text).toBe(200);
  expect((await (await book(anna)).held()).map((g) => g.gameId)).toEqual([one.id]);
  const two = await twoPlayerGame();
  const given = await call("PUT", `/api/games/${two.id}/mail`, {
    token: two.tokens[1],
    body: { address: anna, lang: "it" },
  });
  expect(given.status, given.text).toBe(200);
  const stubs = [roomOf(one.id), roomOf(two.id), await book(anna)];
  expect(await hits(anna, stubs)).toBeGreaterThan(0);
  return { anna, bruno, one, two, stubs };
}

describe("forget me", () => {
  it("from a table: the link mailed to the address removes it from every game and its book", async () => {
    const { anna, bruno, one, two, stubs } = await everywhere();
    const asked = await call("POST", `/api/games/${one.id}/mail/my-data`, {
      token: one.tokens[0],
      body: { what: "forget" },
    });
    expect(asked.status, asked.text).toBe(202);
    const mail = (await inbox(anna)).at(-1)!;
    expect(mail.subject).toBe("Tavolo: forget this address");
    const link = linkIn(mail.text, "/mail/my-data");
    // Asking and opening the page change nothing: only the button does.
    const before = await hits(anna, stubs);
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Forget my address");
    expect(await hits(anna, stubs)).toBe(before);
    const done = await open(link, "POST");
    expect(done.status, done.text).toBe(200);
    expect(done.text).toContain('data-done="forgotten"');

    expect(await hits(anna, stubs)).toBe(0);
    // The seat's push device went with its confirmed address; the other seat keeps its own.
    const table = await call<{ mail: unknown; push: { devices: number } }>(
      "GET",
      `/api/games/${one.id}`,
      { token: one.tokens[0] },
    );
    expect(JSON.stringify(table.body)).not.toContain(anna);
    expect(await hits(bruno, [roomOf(one.id)])).toBeGreaterThan(0);
    const other = await call("GET", `/api/games/${two.id}`, { token: two.tokens[1] });
    expect(other.text).not.toContain(anna);
    // One note says so; the link works once.
    expect((await inbox(anna)).at(-1)!.subject).toBe("Tavolo: this address is forgotten");
    expect((await open(link, "POST")).status).toBe(404);
  });

  it("by replying to any Tavolo email, in Italian too", async () => {
    const { anna, stubs, one } = await everywhere();
    // The confirmation email is not a "your turn" email: its Reply-To is the plain address.
    const confirmation = (await inbox(anna)).find((m) => m.subject.includes("confirm"))!;
    expect(parseReplyAddress(env, confirmation.headers["Reply-To"] ?? "")).toBeNull();
    // A stranger writing as the address, without the platform's word for it, does nothing.
    expect(await reply(confirmation, anna, "forget me", "X-Nothing: 1")).toBe("unauthenticated");
    expect(await hits(anna, stubs)).toBeGreaterThan(0);
    expect(await reply(confirmation, anna, "Dimenticami, per favore!\n\n> quoted")).toBe(
      "my-data: forgotten",
    );
    expect(await hits(anna, stubs)).toBe(0);
    expect((await inbox(anna)).at(-1)!.subject).toBe("Tavolo: questo indirizzo è dimenticato");
    // Asking again finds nothing and sends nothing.
    const count = (await inbox(anna)).length;
    expect(await reply(confirmation, anna, "forget me")).toBe("my-data: nothing");
    expect((await inbox(anna)).length).toBe(count);
    expect(await hits(anna, [roomOf(one.id), await book(anna)])).toBe(0);
  });
});

describe("my data", () => {
  it("mails the address its games, seats and settings as JSON, never a card or another's address", async () => {
    const { anna, bruno, one, two } = await everywhere();
    const turn = (await inbox(anna)).find((m) => m.subject.includes("your turn"));
    const any = turn ?? (await inbox(anna)).at(-1)!;
    expect(await reply(any, anna, "my data")).toBe("my-data: sent");
    const mail = (await inbox(anna)).at(-1)!;
    expect(mail.to).toBe(anna);
    expect(mail.subject).toBe("Tavolo: what we keep about this address");
    const data = JSON.parse(
      mail.text.slice(mail.text.indexOf("{"), mail.text.lastIndexOf("}") + 1),
    );
    expect(data.address).toBe(anna);
    expect(data.settings.digest.mode).toBe("daily");
    expect(data.settings.gamesInNextSummary).toBe(1);
    expect(
      data.seats.map((s: { gameId: string; seat: number; confirmed: boolean }) => [
        s.gameId,
        s.seat,
        s.confirmed,
      ]),
    ).toEqual(
      [
        [one.id, 0, true],
        [two.id, 1, false],
        // In the address book's order: game ids sorted by code unit, as `.sort()` does (not
        // localeCompare, which puts "n…" before "R…" and failed on such random ids).
      ].sort((a, b) => (String(a[0]) < String(b[0]) ? -1 : 1)),
    );
    expect(data.seats.find((s: { seat: number }) => s.seat === 0).pushDevices).toBe(1);
    expect(mail.text).not.toContain(bruno);
    expect(mail.text).not.toMatch(/"(hand|deck|sideDeck|state|seed|cards)"/);
    // One answer an hour: a second request is not answered.
    expect(await reply(any, anna, "my data")).toBe("my-data: too soon");
    expect((await inbox(anna)).at(-1)!.subject).toBe(mail.subject);
    // Other words are no command on the plain address: nothing happens.
    const confirmation = (await inbox(anna)).find((m) => m.subject.includes("confirm"))!;
    expect(await reply(confirmation, anna, "stand")).toBe("ignored");
  });

  it("is asked only for the seat's own confirmed address, and its link can expire", async () => {
    const { anna, one, two } = await everywhere();
    const spectator = await call("POST", `/api/games/${one.id}/mail/my-data`, {
      body: { what: "export" },
    });
    expect(spectator.status).toBe(403);
    // Seat 1 of game two gave the address but never confirmed it: no link goes out; and a
    // request must be one of the two.
    const refused = [
      [two.id, two.tokens[1], "forget", 409, "mail/not-confirmed"],
      [one.id, one.tokens[0], "everything", 400, "input/invalid"],
    ] as const;
    for (const [id, token, what, status, code] of refused)
      expectError(
        await call("POST", `/api/games/${id}/mail/my-data`, { token, body: { what } }),
        status,
        code,
      );
    const bad = await open(`http://tavolo.test/mail/my-data?g=${one.id}&t=${"A".repeat(43)}`);
    expect(bad.status).toBe(404);
    // A link unused for a day has expired, and does nothing.
    const asked = await call("POST", `/api/games/${one.id}/mail/my-data`, {
      token: one.tokens[0],
      body: { what: "forget" },
    });
    expect(asked.status, asked.text).toBe(202);
    const link = linkIn((await inbox(anna)).at(-1)!.text, "/mail/my-data");
    advanceClock(25 * HOUR);
    const late = await open(link, "POST");
    expect(late.status).toBe(410);
    expect(late.text).toContain("This link has expired");
    expect(await hits(anna, [roomOf(one.id)])).toBeGreaterThan(0);
  });
});
