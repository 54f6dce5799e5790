// "Your turn" emails: exactly one per turn change over a whole game, none before
// the address is confirmed, none while the player is at the table or has looked since the turn
// began, none after either unsubscribe, the daily cap, and the friend-joined email.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { call, chooser, createGame, getTable, Socket, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  confirmedAddress,
  freshAddress,
  inbox,
  linkIn,
  mailsAbout,
  open,
  sendPendingMail,
} from "./mail-helpers";
import { playChosen } from "./move-helpers";

/** Plays the first legal move of the seat to act (its table read first, as a page would). */
async function playOne(id: string, tokens: readonly string[], pick = 0): Promise<Table> {
  return playChosen(id, tokens, await getTable(id, tokens[0]), (n) => pick % n);
}

describe("your-turn emails", () => {
  it("exactly one per turn change over a whole game, to the right seat with its link", async () => {
    const { id, tokens } = await twoPlayerGame();
    const addresses = [freshAddress(), freshAddress()];
    await confirmAddress(id, tokens[0], addresses[0]!);
    await confirmAddress(id, tokens[1], addresses[1]!);
    const expected = [0, 0];
    const choose = chooser(12);
    let table = await getTable(id, tokens[0]);
    let moves = 0;
    while (table.outcome === null) {
      const before = new Set(table.toAct);
      table = await playChosen(id, tokens, table, choose);
      for (const s of table.toAct) if (!before.has(s)) expected[s]!++;
      // The debounce passes before anyone looks again: the alarm sends what is due.
      await sendPendingMail(id);
      moves++;
    }
    expect(moves).toBeGreaterThan(10);
    expect(expected[0]! + expected[1]!).toBeGreaterThan(2);
    for (const seat of [0, 1]) {
      const turns = await mailsAbout(addresses[seat]!, "your turn");
      expect(turns.length).toBe(expected[seat]);
      // The deal is random, so a seat's own count varies (seat 1 may win in two turns); every
      // seat gets at least one turn, and the game as a whole changes turns many times.
      expect(expected[seat]).toBeGreaterThan(0);
      for (const m of turns) {
        expect(m.text).toContain(`/g/${id}#seat=${tokens[seat]}`);
        expect(m.subject).toContain("Pazaak with");
        expect(m.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
        expect(m.headers["List-Unsubscribe"]).toMatch(/^<http.*\/mail\/unsubscribe\?/);
        expect(m.headers["In-Reply-To"]).toBe(`<${id}.${seat}@tavolo.test>`);
        expect(m.headers["References"]).toBe(m.headers["In-Reply-To"]);
        expect(m.html).toContain("<a href=");
      }
      // And the result, once.
      expect((await mailsAbout(addresses[seat]!, "game over")).length).toBe(1);
    }
    // The opponent's moves are told in words in some email.
    const all = (await mailsAbout(addresses[1]!, "your turn")).map((m) => m.text).join("\n");
    expect(all).toMatch(/Anna (drew|played|stands|ends the turn)/);
  });

  it("nothing is sent before the address is confirmed", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    const given = await call("PUT", `/api/games/${id}/mail`, {
      token: tokens[1],
      body: { address, lang: "en" },
    });
    expect(given.status).toBe(200);
    expect(given.body).toEqual({ address, confirmed: false, muted: false });
    for (let i = 0; i < 6; i++) {
      await playOne(id, tokens, i);
      await sendPendingMail(id);
    }
    const mails = await inbox(address);
    expect(mails.map((m) => m.subject)).toEqual(["Tavolo: confirm your address for Pazaak"]);
    expect(mails[0]!.text).toContain("/mail/confirm?g=");
  });

  it("none while the player has the game open, none once they looked", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    // Side decks: Anna's first, then Bruno's while connected — then it is someone's turn.
    const { socket } = await Socket.hello(id, tokens[1]);
    for (let i = 0; i < 6; i++) {
      await playOne(id, tokens);
      await sendPendingMail(id);
    }
    expect(await mailsAbout(address, "your turn")).toEqual([]);
    socket.close();
    await socket.closedWith().catch(() => {});
    // Not connected now, but Bruno reads the table after his turn begins: no email either.
    let table = await getTable(id, tokens[0]);
    while (table.toAct.includes(1)) table = await playOne(id, tokens);
    while (!table.toAct.includes(1)) table = await playOne(id, tokens);
    advanceClock(1000);
    await getTable(id, tokens[1]);
    await sendPendingMail(id);
    expect(await mailsAbout(address, "your turn")).toEqual([]);
  });

  it("none after the one-click POST for this game, none after the 'all' confirmation page", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    let table = await getTable(id, tokens[0]);
    let count = 0;
    while (count === 0 && table.outcome === null) {
      table = await playOne(id, tokens);
      await sendPendingMail(id);
      count = (await mailsAbout(address, "your turn")).length;
    }
    expect(count).toBe(1);
    const mail = (await mailsAbout(address, "your turn"))[0]!;
    const oneClick = mail.headers["List-Unsubscribe"]!.slice(1, -1);
    // RFC 8058: the mail program POSTs this body to the header's link.
    const done = await open(oneClick, "POST", "List-Unsubscribe=One-Click");
    expect(done.status, done.text).toBe(200);
    for (let i = 0; i < 8; i++) {
      await playOne(id, tokens, i);
      await sendPendingMail(id);
    }
    expect((await mailsAbout(address, "your turn")).length).toBe(1);

    // A second game, same address: "stop all" through its page (GET shows a button, POST acts).
    const second = await twoPlayerGame();
    await confirmAddress(second.id, second.tokens[1], address);
    for (let i = 0; i < 4; i++) {
      await playOne(second.id, second.tokens, i);
      await sendPendingMail(second.id);
    }
    const mails = await mailsAbout(address, "your turn");
    const all = linkIn(mails[mails.length - 1]!.text, "/mail/unsubscribe");
    const allLink = all.replace("scope=game", "scope=all");
    const page = await open(allLink);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
    const before = (await inbox(address)).length;
    expect((await open(allLink, "POST")).status).toBe(200);
    for (let i = 0; i < 8; i++) {
      await playOne(second.id, second.tokens, i);
      await sendPendingMail(second.id);
    }
    expect((await inbox(address)).length).toBe(before);
    // Not even a confirmation for a third game: the address asked for nothing more.
    const third = await twoPlayerGame();
    const again = await call("PUT", `/api/games/${third.id}/mail`, {
      token: third.tokens[0],
      body: { address },
    });
    expect(again.status).toBe(429);
    expect((await inbox(address)).length).toBe(before);
  });

  it("respects the per-address daily cap across games", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    // Fill today's counter to one below the cap (500 in the test configuration).
    const key = Array.from(
      new Uint8Array(
        await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`address:${address}`)),
      ),
      (b) => b.toString(16).padStart(2, "0"),
    ).join("");
    const book = env.ADDRESSES.get(env.ADDRESSES.idFromName(key));
    // Read and set in one go inside the book, which counts every email in turn: the room's own
    // alarm may already have sent the first your-turn email (the confirmation email is counted
    // apart, mail-confirm-flood.test.ts).
    let counted = 0;
    await runInDurableObject(book, (_b, state) => {
      counted = Number(state.storage.kv.get("count") ?? 0);
      state.storage.kv.put("day", new Date(now()).toISOString().slice(0, 10));
      state.storage.kv.put("count", 499);
    });
    expect(counted).toBeLessThanOrEqual(1);
    let table = await getTable(id, tokens[0]);
    for (let i = 0; i < 30 && table.outcome === null; i++) {
      table = await playOne(id, tokens, i);
      await sendPendingMail(id);
    }
    // One more than those counted before the cap was near, then none.
    await expect
      .poll(async () => (await mailsAbout(address, "your turn")).length)
      .toBe(counted + 1);
    await runInDurableObject(book, (_b, state) => expect(state.storage.kv.get("count")).toBe(500));
  });

  it("tells the creator when a friend joins", async () => {
    const created = await createGame();
    const address = await confirmedAddress(created.id, created.token);
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      body: { invite: created.invites[0]!.invite, name: "Bruno" },
    });
    expect(claimed.status).toBe(200);
    await sendPendingMail(created.id);
    const joined = await mailsAbout(address, "joined");
    expect(joined.length).toBe(1);
    expect(joined[0]!.subject).toBe("Pazaak: Bruno joined your table");
  });
});
