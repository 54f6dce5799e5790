// One confirmation email per address and game (docs/decisions.md, "Confirmations, caps and stop
// all"): giving an unconfirmed address again sends nothing, whoever gives it and even after
// removing it; sending the link again is the giving seat's explicit, rate-limited action; and
// confirmation emails never use up the address's daily cap for game mail.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { MailStatus } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { call, chooser, expectError, fetchWorker, getTable, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  freshAddress,
  inbox,
  linkIn,
  mailsAbout,
  open,
  sendPendingMail,
} from "./mail-helpers";
import { playOne } from "./push-helpers";

const give = (id: string, token: string, address: string) =>
  call<MailStatus>("PUT", `/api/games/${id}/mail`, { token, body: { address, lang: "en" } });
const resend = (id: string, token?: string) =>
  call<MailStatus>("POST", `/api/games/${id}/mail/resend`, token === undefined ? {} : { token });

/** The AddressBook of `address`, as the server names it. */
async function bookOf(address: string) {
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`address:${address}`),
  );
  const key = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return env.ADDRESSES.get(env.ADDRESSES.idFromName(key));
}

describe("one confirmation per address and game", () => {
  it("five PUTs of the same address send one email, whose link still confirms", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    for (let i = 0; i < 5; i++) {
      const given = await give(id, tokens[0], address);
      expect(given.status, given.text).toBe(200);
      expect(given.body).toEqual({ address, confirmed: false, muted: false });
    }
    const mails = await inbox(address);
    expect(mails.length).toBe(1);
    const link = linkIn(mails[0]!.text, "/mail/confirm");
    expect((await open(link, "POST")).status).toBe(200);
    expect((await getTable(id, tokens[0])).mail).toMatchObject({ confirmed: true });
  });

  it("removing and giving it again, or another seat giving it, sends nothing more", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    expect((await give(id, tokens[0], address)).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      expect((await call("DELETE", `/api/games/${id}/mail`, { token: tokens[0] })).status).toBe(
        200,
      );
      expect((await give(id, tokens[0], address)).status).toBe(200);
    }
    // Another address in between does not reset the first one's.
    expect((await give(id, tokens[0], freshAddress())).status).toBe(200);
    expect((await give(id, tokens[0], address)).status).toBe(200);
    expectError(await give(id, tokens[1], address), 409, "mail/confirm-pending");
    expect((await inbox(address)).length).toBe(1);
    // The link of the one email still confirms the seat that gave it.
    expect(
      (await open(linkIn((await inbox(address))[0]!.text, "/mail/confirm"), "POST")).status,
    ).toBe(200);
  });

  it("after it expires, giving the address again sends a new one", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    expect((await give(id, tokens[0], address)).status).toBe(200);
    advanceClock(49 * 60 * 60 * 1000);
    expect((await give(id, tokens[0], address)).status).toBe(200);
    expect((await inbox(address)).length).toBe(2);
  });
});

describe("sending the confirmation again", () => {
  it("is the giving seat's action, no sooner than ten minutes after the last, with a new link", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    expectError(await resend(id, tokens[0]), 409, "mail/nothing-to-confirm");
    expect((await give(id, tokens[0], address)).status).toBe(200);
    const soon = await resend(id, tokens[0]);
    expectError(soon, 429, "mail/resend-too-soon");
    expect(Number(soon.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectError(await resend(id), 403, "auth/spectator");
    expectError(await resend(id, tokens[1]), 409, "mail/nothing-to-confirm");
    expect((await inbox(address)).length).toBe(1);

    advanceClock(11 * 60 * 1000);
    const again = await resend(id, tokens[0]);
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual({ address, confirmed: false, muted: false });
    const mails = await inbox(address);
    expect(mails.length).toBe(2);
    expectError(await resend(id, tokens[0]), 429, "mail/resend-too-soon");
    // The first link died with the new one; the new one confirms.
    const old = await open(linkIn(mails[0]!.text, "/mail/confirm"), "POST");
    expect(old.status).toBe(404);
    expect((await open(linkIn(mails[1]!.text, "/mail/confirm"), "POST")).status).toBe(200);
    expectError(await resend(id, tokens[0]), 409, "mail/nothing-to-confirm");
  });
});

describe("confirmation emails and the daily cap", () => {
  it("strangers giving an address in many games never use up its owner's game mail", async () => {
    const address = freshAddress();
    // A stranger's three confirmations a day (the default), then refusals.
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const g = await twoPlayerGame();
      const given = await call("PUT", `/api/games/${g.id}/mail`, {
        token: g.tokens[0],
        body: { address, lang: "en" },
        headers: { "CF-Connecting-IP": "203.0.113.20" },
      });
      answers.push(given.status);
    }
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect((await inbox(address)).length).toBe(3);
    // The owner's game mail is untouched: one below the cap (500 here), a confirmation on top,
    // and the "your turn" email still goes.
    const book = await bookOf(address);
    await runInDurableObject(book, (_b, state) => {
      expect(state.storage.kv.get("count") ?? 0).toBe(0);
      state.storage.kv.put("day", new Date(now()).toISOString().slice(0, 10));
      state.storage.kv.put("count", 499);
    });
    // The owner (another client) confirms it all the same: the stranger spent only their own.
    const { id, tokens } = await twoPlayerGame();
    await confirmAddress(id, tokens[1], address);
    const random = chooser(7);
    let table = await getTable(id, tokens[0]);
    for (let i = 0; i < 30 && table.outcome === null; i++) {
      table = await playOne(id, tokens, random);
      await sendPendingMail(id);
    }
    expect((await mailsAbout(address, "your turn")).length).toBe(1);
  });
});

describe("whose budget a confirmation email spends", () => {
  /** Gives `address` for a new game's creator, as the client at `ip`. */
  const giveFrom = async (ip: string, address: string) => {
    const g = await twoPlayerGame();
    const answer = await call<MailStatus>("PUT", `/api/games/${g.id}/mail`, {
      token: g.tokens[0],
      body: { address, lang: "en" },
      headers: { "CF-Connecting-IP": ip },
    });
    return { ...g, answer };
  };
  /** Opens the newest confirmation link to `address` as the client at `ip` (GET, then POST). */
  const answerFrom = async (ip: string, address: string) => {
    const mails = await inbox(address);
    const link = linkIn(mails[mails.length - 1]!.text, "/mail/confirm");
    const done = await fetchWorker(
      new Request(link, { method: "POST", headers: { "CF-Connecting-IP": ip } }),
    );
    expect(done.status, await done.text()).toBe(200);
  };

  it("a stranger's requests never stop the owner confirming their own address", async () => {
    const address = freshAddress();
    const owner = "198.51.100.7";
    const stranger = "203.0.113.9";
    // The owner confirmed the address once today, from their own client.
    const first = await giveFrom(owner, address);
    expect(first.answer.status, first.answer.text).toBe(200);
    await answerFrom(owner, address);
    // A stranger gives it in new games until refused: their own three a day.
    const theirs = [];
    for (let i = 0; i < 4; i++) theirs.push((await giveFrom(stranger, address)).answer.status);
    expect(theirs).toEqual([200, 200, 200, 429]);
    // The owner gives it in new games as often as they play: never capped.
    for (let i = 0; i < 5; i++) {
      const again = await giveFrom(owner, address);
      expect(again.answer.status, again.answer.text).toBe(200);
    }
    expect((await inbox(address)).length).toBe(1 + 3 + 5);
    // Another stranger has a budget of their own, and it is three too.
    const other = [];
    for (let i = 0; i < 4; i++) other.push((await giveFrom("192.0.2.44", address)).answer.status);
    expect(other).toEqual([200, 200, 200, 429]);
  });

  it("a stranger's requests to an address never confirmed leave its owner their own three", async () => {
    const address = freshAddress();
    const stranger = [];
    for (let i = 0; i < 4; i++)
      stranger.push((await giveFrom("203.0.113.10", address)).answer.status);
    expect(stranger).toEqual([200, 200, 200, 429]);
    const owner = await giveFrom("198.51.100.8", address);
    expect(owner.answer.status, owner.answer.text).toBe(200);
    await answerFrom("198.51.100.8", address);
    expect((await getTable(owner.id, owner.tokens[0])).mail).toMatchObject({ confirmed: true });
  });
});
