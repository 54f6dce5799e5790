// Slow games over weeks, part two: one summary a day per address (its AddressBook collects the
// games awaiting it across rooms and sends at the chosen time of day in the chosen zone),
// nothing when nothing awaits, deadline warnings on time, RFC 8058 one-click unsubscribe.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { DigestStatus, Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { nextDigestAt } from "../../src/server/notify/digest-time";
import { call, expectError, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  freshAddress,
  inbox,
  mailsAbout,
  open,
  passTime,
  runDueJobs,
  sendPendingMail,
} from "./mail-helpers";
import { book, HOUR, untilTurnOf } from "./slow-helpers";

/** Moves the clock to the book's summary time and runs its alarm. */
async function summaryTime(address: string): Promise<void> {
  const stub = await book(address);
  const at = await runInDurableObject(stub, (_o, state) =>
    state.storage.kv.get<number>("digestAt"),
  );
  expect(at).toBeDefined();
  if (at! > now()) advanceClock(at! - now() + 1000);
  await runDurableObjectAlarm(stub);
}

/** A turn of `seat` that begins now (after its address was given). */
async function freshTurnOf(id: string, tokens: readonly string[], seat: number): Promise<Table> {
  await untilTurnOf(id, tokens, 1 - seat);
  return untilTurnOf(id, tokens, seat);
}

const daily = (id: string, token: string, time: string, tz: string) =>
  call<DigestStatus>("PUT", `/api/games/${id}/mail/digest`, {
    token,
    body: { mode: "daily", time, tz, lang: "en" },
  });

describe("the time of a summary", () => {
  it("is the next time the zone's clock shows the chosen time", () => {
    const t = Date.UTC(2026, 0, 15, 12, 0); // winter: Rome is UTC+1
    expect(nextDigestAt(t, 8 * 60, "Europe/Rome")).toBe(Date.UTC(2026, 0, 16, 7, 0));
    expect(nextDigestAt(t, 14 * 60, "Europe/Rome")).toBe(Date.UTC(2026, 0, 15, 13, 0));
    const summer = Date.UTC(2026, 6, 15, 12, 0); // summer: UTC+2
    expect(nextDigestAt(summer, 8 * 60, "Europe/Rome")).toBe(Date.UTC(2026, 6, 16, 6, 0));
    expect(nextDigestAt(t, 9 * 60, "America/New_York")).toBe(Date.UTC(2026, 0, 15, 14, 0));
    expect(nextDigestAt(t, 9 * 60, "Not/AZone")).toBe(Date.UTC(2026, 0, 16, 9, 0));
  });
});

describe("daily summary", () => {
  it("collects the games awaiting an address across games and sends one email a day", async () => {
    const bruno = freshAddress();
    const one = await twoPlayerGame();
    const two = await twoPlayerGame();
    await confirmAddress(one.id, one.tokens[1], bruno);
    await confirmAddress(two.id, two.tokens[1], bruno);
    // Only a confirmed address has a choice; bad input is refused.
    expectError(
      await call("GET", `/api/games/${one.id}/mail/digest`, { token: one.tokens[0] }),
      409,
      "mail/not-confirmed",
    );
    expectError(await daily(one.id, one.tokens[1], "25:00", "Europe/Rome"), 400, "input/invalid");
    expectError(await daily(one.id, one.tokens[1], "08:00", "Mars/Base"), 400, "input/invalid");
    const set = await daily(one.id, one.tokens[1], "08:30", "Europe/Amsterdam");
    expect(set.status, set.text).toBe(200);
    expect(set.body).toEqual({ mode: "daily", time: "08:30", tz: "Europe/Amsterdam" });
    // The choice is the address's: the other game reads it too.
    const read = await call<DigestStatus>("GET", `/api/games/${two.id}/mail/digest`, {
      token: two.tokens[1],
    });
    expect(read.body).toEqual(set.body);

    await freshTurnOf(one.id, one.tokens, 1);
    await freshTurnOf(two.id, two.tokens, 1);
    await sendPendingMail(one.id);
    await sendPendingMail(two.id);
    expect(await mailsAbout(bruno, "your turn")).toEqual([]);
    expect((await (await book(bruno)).held()).map((g) => g.gameId).sort()).toEqual(
      [one.id, two.id].sort(),
    );
    await summaryTime(bruno);
    const summaries = await mailsAbout(bruno, "games await your move");
    expect(summaries.length).toBe(1);
    const mail = summaries[0]!;
    expect(mail.subject).toBe("Tavolo: 2 games await your move");
    expect(mail.text).toContain("Pazaak with Anna: your turn since");
    expect(mail.text).toContain(`/g/${one.id}#seat=`);
    expect(mail.text).toContain(`/g/${two.id}#seat=`);
    // One-click unsubscribe (RFC 8058) for the address, and a stop link per game.
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsub = mail.headers["List-Unsubscribe"]!.slice(1, -1);
    expect(unsub).toContain("scope=all");
    expect(mail.text).toContain(`g=${one.id}`);
    expect(mail.text).toContain("scope=game");

    // Bruno plays in game one: the next summary lists game two only.
    await untilTurnOf(one.id, one.tokens, 0);
    await runDueJobs(one.id, now());
    // The room's own alarm may be the one telling the book, still on its way: wait for it.
    await expect
      .poll(async () => (await (await book(bruno)).held()).map((g) => g.gameId))
      .toEqual([two.id]);
    await summaryTime(bruno);
    const next = (await inbox(bruno)).at(-1)!;
    expect(next.subject).toBe("Tavolo: 1 game awaits your move");
    expect(next.text).not.toContain(`/g/${one.id}#`);

    // Choosing again from a game whose turn already waits (its "your turn" went by email
    // before) puts that game in the next summary at once.
    const three = await twoPlayerGame();
    await confirmAddress(three.id, three.tokens[1], bruno);
    await call("PUT", `/api/games/${three.id}/mail/digest`, {
      token: three.tokens[1],
      body: { mode: "turn" },
    });
    await freshTurnOf(three.id, three.tokens, 1);
    await sendPendingMail(three.id);
    expect((await (await book(bruno)).held()).map((g) => g.gameId)).toEqual([]);
    expect((await daily(three.id, three.tokens[1], "08:30", "Europe/Amsterdam")).status).toBe(200);
    expect((await (await book(bruno)).held()).map((g) => g.gameId)).toEqual([three.id]);
    // One click in the mail program stops every email to the address.
    const clicked = await open(unsub, "POST", "List-Unsubscribe=One-Click");
    expect(clicked.status).toBe(200);
    expect(await (await book(bruno)).unsubscribed()).toBe(true);
    const before = (await inbox(bruno)).length;
    await summaryTime(bruno);
    expect((await inbox(bruno)).length).toBe(before);
  });

  it("quotes under each game what the others wrote there since the reader's last visit", async () => {
    const bruno = freshAddress();
    const { id, tokens } = await twoPlayerGame();
    await confirmAddress(id, tokens[1], bruno);
    expect((await daily(id, tokens[1], "09:00", "UTC")).status).toBe(200);
    await freshTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    advanceClock(60_000); // the messages come after Bruno's last look at the table
    const say = (token: string, text: string) =>
      call("POST", `/api/games/${id}/talk`, { token, body: { text } });
    expect((await say(tokens[0]!, "away till Sunday <b>really</b>")).status).toBe(201);
    expect((await say(tokens[1]!, "my own words")).status).toBe(201);
    await summaryTime(bruno);
    const mail = (await mailsAbout(bruno, "awaits your move")).at(-1)!;
    expect(mail.text).toContain("Anna: away till Sunday <b>really</b>");
    expect(mail.text).not.toContain("my own words");
    // In the HTML part a message is text, never markup.
    expect(mail.html).toContain("away till Sunday &lt;b&gt;really&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>really</b>");
  });

  it("sends nothing when nothing awaits, and back to each turn sends each turn", async () => {
    const anna = freshAddress();
    const { id, tokens } = await twoPlayerGame();
    await confirmAddress(id, tokens[1], anna);
    await untilTurnOf(id, tokens, 0); // nothing awaits seat 1
    expect((await daily(id, tokens[1], "07:00", "UTC")).status).toBe(200);
    const before = (await inbox(anna)).length;
    await summaryTime(anna);
    expect((await inbox(anna)).length).toBe(before);
    const back = await call<DigestStatus>("PUT", `/api/games/${id}/mail/digest`, {
      token: tokens[1],
      body: { mode: "turn" },
    });
    expect(back.body).toEqual({ mode: "turn" });
    await freshTurnOf(id, tokens, 1);
    await runDueJobs(id, now() + 2 * HOUR); // past the debounce (an older turn's reminder may be first)
    expect((await mailsAbout(anna, "your turn")).length).toBe(1);
  });

  it("still sends the deadline warning on time", async () => {
    const bruno = freshAddress();
    const { id, tokens } = await twoPlayerGame({}, 3);
    await confirmAddress(id, tokens[1], bruno);
    expect((await daily(id, tokens[1], "07:00", "UTC")).status).toBe(200);
    await freshTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect(await mailsAbout(bruno, "your turn")).toEqual([]);
    // The idle reminder after a day goes into the summary...
    await passTime(id, 25 * HOUR);
    expect(await mailsAbout(bruno, "still your turn")).toEqual([]);
    // ...the warning at 80 % of three days comes by itself.
    await passTime(id, 34 * HOUR);
    const warned = await mailsAbout(bruno, "still your turn");
    expect(warned.length).toBe(1);
    expect(warned[0]!.text).toContain("Your time for this move runs out");
  });
});
