// A seat's address: bad input is refused with a clear code and sends nothing; a
// confirmation link works once and expires; the unsubscribe token can do nothing else; the
// address never appears in any answer but its owner's own table.
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { call, expectError, getLog, getTable, postMove, Socket, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmAddress,
  confirmedAddress,
  freshAddress,
  inbox,
  linkIn,
  open,
  sendPendingMail,
} from "./mail-helpers";

/** The seat of `token` sees its address, confirmed or not (and not muted), on its own table. */
async function expectAddress(
  id: string,
  token: string | undefined,
  address: string,
  confirmed: boolean,
) {
  expect((await getTable(id, token)).mail).toEqual({ address, confirmed, muted: false });
}

describe("giving an address", () => {
  it("refuses an invalid address and header injection, and sends nothing", async () => {
    const { id, tokens } = await twoPlayerGame();
    const good = freshAddress();
    for (const address of [
      "not an address",
      "a@b",
      `${good}\r\nBcc: victim@example.org`,
      `Eve <${good}>`,
      `${good},other@example.org`,
      "x".repeat(300) + "@example.org",
    ]) {
      const answer = await call("PUT", `/api/games/${id}/mail`, {
        token: tokens[0],
        body: { address },
      });
      expectError(answer, 400, "mail/invalid-address");
    }
    expect(await inbox(good)).toEqual([]);
    // A name cannot carry a line break into a subject either.
    const bad = await call("POST", "/api/games", {
      body: { game: "pazaak", name: "Eve\r\nBcc: x@example.org" },
    });
    expectError(bad, 400, "input/invalid");
    // Spectators and strangers cannot give an address.
    expectError(
      await call("PUT", `/api/games/${id}/mail`, { body: { address: good } }),
      403,
      "auth/spectator",
    );
  });

  it("a confirmation link works once, expires after 48 hours, and a wrong one is refused", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[0]);
    const link = linkIn((await inbox(address))[0]!.text, "/mail/confirm");
    const twice = await open(link, "POST");
    expect(twice.status).toBe(410);
    expect(twice.text).toContain("mail/link-used");

    const late = freshAddress();
    await call("PUT", `/api/games/${id}/mail`, { token: tokens[1], body: { address: late } });
    const lateLink = linkIn((await inbox(late))[0]!.text, "/mail/confirm");
    advanceClock(49 * 60 * 60 * 1000);
    const expired = await open(lateLink, "POST");
    expect(expired.status).toBe(410);
    expect(expired.text).toContain("mail/link-expired");
    await expectAddress(id, tokens[1], late, false);

    const wrong = await open(lateLink.replace(/t=[\w-]+/, `t=${"A".repeat(24)}`), "POST");
    expect(wrong.status).toBe(404);
    expect(wrong.text).toContain("mail/bad-link");
    expect((await open(`http://tavolo.test/mail/confirm?g=${id}&t=short`, "POST")).status).toBe(
      404,
    );
    // Only the one confirmation email went to each address.
    expect((await inbox(late)).length).toBe(1);
  });

  it("the player can change and remove the address", async () => {
    const { id, tokens } = await twoPlayerGame();
    const first = await confirmedAddress(id, tokens[0]);
    await expectAddress(id, tokens[0], first, true);
    const removed = await call("DELETE", `/api/games/${id}/mail`, { token: tokens[0] });
    expect(removed.status).toBe(200);
    expect((await getTable(id, tokens[0])).mail).toBeUndefined();
  });

  it("the unsubscribe token cannot act on the seat", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    // Every email carries the unsubscribe link in its header, the confirmation too.
    const header = (await inbox(address))[0]!.headers["List-Unsubscribe"]!;
    const unsub = /t=([\w-]+)&scope=game/.exec(header)![1]!;
    expectError(await call("GET", `/api/games/${id}`, { token: unsub }), 403, "auth/bad-token");
    expectError(
      await call("POST", `/api/games/${id}/moves`, {
        token: unsub,
        body: { seq: 1, moveId: "u1", move: { type: "stand" } },
      }),
      403,
      "auth/bad-token",
    );
    expectError(
      await call("PUT", `/api/games/${id}/mail`, { token: unsub, body: { address } }),
      403,
      "auth/bad-token",
    );
    expectError(
      await call("POST", `/api/games/${id}/resign`, { token: unsub }),
      403,
      "auth/bad-token",
    );
    // Nor can the seat token unsubscribe: the links take only their own token.
    const viaSeat = await open(
      `http://tavolo.test/mail/unsubscribe?g=${id}&t=${tokens[1]}&scope=all`,
      "POST",
    );
    expect(viaSeat.status).toBe(404);
  });

  it("a changed address gets new unsubscribe links: the old address's cannot stop the new one", async () => {
    const { id, tokens } = await twoPlayerGame();
    const typo = freshAddress();
    const right = freshAddress();
    // A wrong address first: its owner got the confirmation, with its unsubscribe header.
    await call("PUT", `/api/games/${id}/mail`, { token: tokens[0], body: { address: typo } });
    const old = /<(http[^>]*scope=game)>/.exec(
      (await inbox(typo))[0]!.headers["List-Unsubscribe"]!,
    )![1]!;
    await confirmAddress(id, tokens[0], right);
    for (const scope of ["game", "all"]) {
      const stop = await open(old.replace("scope=game", `scope=${scope}`), "POST");
      expect(stop.status).toBe(404);
      expect(stop.text).toContain("mail/bad-link");
    }
    await expectAddress(id, tokens[0], right, true);
    // Giving the same address again keeps its links: the ones it already has still work.
    const mine = /<(http[^>]*scope=game)>/.exec(
      (await inbox(right))[0]!.headers["List-Unsubscribe"]!,
    )![1]!;
    await call("PUT", `/api/games/${id}/mail`, { token: tokens[0], body: { address: right } });
    expect((await open(mine, "POST")).status).toBe(200);
    expect((await getTable(id, tokens[0])).mail?.muted).toBe(true);
  });

  it("the address never appears in any answer but its owner's table", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    const { socket: other } = await Socket.hello(id, tokens[1]);
    const { socket: watcher } = await Socket.hello(id);
    await confirmAddress(id, tokens[0], address);
    const seen: string[] = [];
    const keep = (x: unknown) => seen.push(JSON.stringify(x));
    let table: Table = await getTable(id, tokens[0]);
    expect(JSON.stringify(table)).toContain(address);
    for (let i = 0; i < 6 && table.outcome === null; i++) {
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      if (seat !== 0) keep(mine);
      const answer = await postMove(id, tokens[seat]!, mine.seq, mine.legal[0]);
      if (seat !== 0) keep(answer.body);
      table = answer.body;
      await sendPendingMail(id);
    }
    keep(await getTable(id, tokens[1]));
    keep(await getTable(id));
    keep(await getLog(id));
    keep(await getLog(id, tokens[1]));
    keep((await call("GET", "/status")).body);
    await other.tableAt(table.seq);
    await watcher.tableAt(table.seq);
    keep(other.messages);
    keep(watcher.messages);
    other.close();
    watcher.close();
    expect(seen.length).toBeGreaterThan(8);
    for (const text of seen) expect(text).not.toContain(address);
    expect(seen.join("").toLowerCase()).not.toContain(address.split("@")[0]!.toLowerCase());
  });
});
