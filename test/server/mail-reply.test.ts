// Reply to play: raw replies to a "your turn" email, fed to the email handler as
// Cloudflare Email Routing would deliver them: plain, HTML-only, quoted by common mail
// programs, in Italian and Dutch, from a wrong sender, failing SPF/DKIM, to an old turn, and
// gibberish. Each asserts the game's seq and log and the answers in the development mailbox.
import { env, runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import { parseReplyAddress } from "../../src/server/mail/inbound/address";
import { receiveEmail } from "../../src/server/routes/inbound-mail";
import type { StoredMail } from "../../src/server/mail/dev-mailbox";
import { createGame, getLog, getTable, postMove, roomOf } from "./helpers";
import {
  advanceClock,
  confirmedAddress,
  freshAddress,
  inbox,
  jobs,
  pazaakByMail,
  sendPendingMail,
} from "./mail-helpers";
import { PASS, reply } from "./reply-helpers";

/** The newest "your turn" email to `to`. */
async function turnMail(to: string): Promise<StoredMail> {
  const mails = (await inbox(to)).filter((m) => m.subject.includes("your turn"));
  expect(mails.length, `no your-turn email to ${to}`).toBeGreaterThan(0);
  return mails[mails.length - 1]!;
}

/** The newest email to `to`. */
async function last(to: string): Promise<StoredMail> {
  const mails = await inbox(to);
  return mails[mails.length - 1]!;
}

/**
 * Plays on (seat 0 by HTTP with its first legal move, computers by their alarm) until seat 0
 * has a "your turn" email: a turn that began after its address was confirmed.
 */
async function untilTurnMail(id: string, token: string, to: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    await sendPendingMail(id);
    const mails = (await inbox(to)).filter((m) => m.subject.includes("your turn"));
    const t = await getTable(id, token);
    if (mails.length > 0 && t.toAct.includes(0)) return;
    expect(t.outcome).toBeNull();
    if (t.toAct.includes(0)) {
      const moved = await postMove(id, token, t.seq, t.legal[0]);
      expect(moved.status, moved.text).toBe(200);
      continue;
    }
    const first = (await jobs(id))[0];
    if (!first) break;
    advanceClock(2000);
    await runDurableObjectAlarm(roomOf(id));
  }
}

/** A Pazaak game of two confirmed addresses, both past the side-deck choice by email. */
async function pazaakInPlay() {
  const { id, tokens, addresses } = await pazaakByMail();
  // Turns are ended at the table (read as a spectator, so nobody "looked") until the seat to
  // act has its "your turn" email.
  let seat = 0;
  for (let i = 0; i < 6; i++) {
    advanceClock(1000);
    await sendPendingMail(id);
    const t = await getTable(id);
    seat = t.toAct[0]!;
    if ((await inbox(addresses[seat]!)).some((m) => m.subject.includes("your turn"))) break;
    await postMove(id, tokens[seat]!, t.seq, { type: "endTurn" });
  }
  return { id, tokens, addresses, seat, to: addresses[seat]!, token: tokens[seat]! };
}

describe("reply to play", () => {
  it("a your-turn email carries a per-seat Reply-To and the moves in words", async () => {
    const g = await pazaakInPlay();
    const mail = await turnMail(g.to);
    const to = mail.headers["Reply-To"]!;
    expect(to).toMatch(
      new RegExp(`^play\\+[0-9a-f]{24}\\.${g.seat}\\.[0-9a-f]{16}@reply\\.localhost$`),
    );
    expect(to.split("@")[0]!.length).toBeLessThanOrEqual(64);
    expect(parseReplyAddress(env, to)).toMatchObject({ gameId: g.id, seat: g.seat });
    expect(mail.text).toContain("reply to this email with your move");
    expect(mail.text).toContain("“stand”");
    // The other seat's email (if any) names another address: one per seat.
    const other = (await inbox(g.addresses[1 - g.seat]!)).find((m) => m.headers["Reply-To"]);
    if (other) expect(other.headers["Reply-To"]).not.toBe(to);
  });

  it("plain replies move in Pazaak: English 'stand', with the same seq and log as a page", async () => {
    const g = await pazaakInPlay();
    const before = await getTable(g.id, g.token);
    expect(await reply(await turnMail(g.to), g.to, "Stand")).toBe("moved");
    const after = await getTable(g.id, g.token);
    expect(after.seq).toBe(before.seq + 1);
    const log = await getLog(g.id, g.token);
    expect(log.moves[log.moves.length - 1]).toMatchObject({
      seat: g.seat,
      move: { type: "stand" },
    });
    const answer = await last(g.to);
    expect(answer.subject).toContain("your move “stand” is in");
    expect(answer.subject).not.toMatch(/played/);
    expect(answer.headers["Auto-Submitted"]).toBe("auto-replied");
  });

  it("Italian 'sto' and Dutch 'blijf staan' stand too; answers speak the seat's language", async () => {
    for (const word of ["sto", "Blijf staan."]) {
      const g = await pazaakInPlay();
      const before = (await getTable(g.id, g.token)).seq;
      expect(await reply(await turnMail(g.to), g.to, word)).toBe("moved");
      const log = await getLog(g.id, g.token);
      expect(log.moves[log.moves.length - 1]!.move).toEqual({ type: "stand" });
      expect((await getTable(g.id, g.token)).seq).toBe(before + 1);
    }
  });

  it("quoted replies as Gmail, Apple Mail, Outlook and Thunderbird write them", async () => {
    const bodies = [
      "end turn\n\nOn Mon, 30 Nov 2026 at 13:00, Tavolo <tavolo@tavolo.example>\nwrote:\n> Hello Anna, it is your turn\n",
      "End\n\nSent from my iPhone\n\n> On 30 Nov 2026, at 13:00, Tavolo <tavolo@tavolo.example> wrote:\n> stand\n",
      "end turn\r\n\r\n________________________________\r\nFrom: Tavolo <tavolo@tavolo.example>\r\nSent: Monday\r\nstand\r\n",
      "On 30/11/2026 13:00, Tavolo wrote:\n> Hello Anna, it is your turn. stand\n\npasso\n",
    ];
    for (const body of bodies) {
      const g = await pazaakInPlay();
      const before = (await getTable(g.id, g.token)).seq;
      expect(await reply(await turnMail(g.to), g.to, body), body).toBe("moved");
      const log = await getLog(g.id, g.token);
      expect(log.moves[log.moves.length - 1]!.move, body).toEqual({ type: "endTurn" });
      expect((await getTable(g.id, g.token)).seq).toBe(before + 1);
    }
  });

  it("an HTML-only reply is read as text", async () => {
    const g = await pazaakInPlay();
    const html = `<div dir="ltr">Stand&nbsp;</div><br><div class="gmail_quote"><div>On Mon wrote:</div><blockquote>end turn</blockquote></div>`;
    expect(await reply(await turnMail(g.to), g.to, html, { html: true })).toBe("moved");
    const log = await getLog(g.id, g.token);
    expect(log.moves[log.moves.length - 1]!.move).toEqual({ type: "stand" });
  });

  it("words that name no move change nothing in the game and are answered with the legal moves", async () => {
    const g = await pazaakInPlay();
    const before = await getTable(g.id, g.token);
    const count = (await inbox(g.to)).length;
    // Words that name no move are table talk (talk-mail.test.ts): posted, not played.
    expect(await reply(await turnMail(g.to), g.to, "flibbertigibbet wobble")).toBe("posted");
    expect((await getTable(g.id, g.token)).seq).toBe(before.seq);
    const answer = await last(g.to);
    expect((await inbox(g.to)).length).toBe(count + 1);
    expect(answer.subject).toContain("posted to the table");
    expect(answer.text).toContain("flibbertigibbet");
    expect(answer.text).toContain("- stand");
    expect(answer.text).toContain("- end turn");
    // The answer's own Reply-To works: the listed words are a move.
    expect(await reply(answer, g.to, "end turn")).toBe("moved");
  });

  it("a wrong sender or a failed SPF/DKIM check moves nothing and gets no answer", async () => {
    const g = await pazaakInPlay();
    const before = (await getTable(g.id, g.token)).seq;
    const mail = await turnMail(g.to);
    const count = (await inbox(g.to)).length;
    const stranger = freshAddress();
    expect(await reply(mail, stranger, "stand")).toBe("ignored");
    const domain = g.to.split("@")[1]!;
    const failed = `ARC-Authentication-Results: i=1; mx.cloudflare.net; dkim=fail header.d=${domain}; spf=fail smtp.mailfrom=${g.to}`;
    expect(await reply(mail, g.to, "stand", { auth: failed })).toBe("unauthenticated");
    // A verdict the sender wrote itself, under another id or below the MX's, counts for nothing.
    const forged = `Authentication-Results: mx.evil.example; dkim=pass header.d=${domain}`;
    expect(await reply(mail, g.to, "stand", { auth: forged })).toBe("unauthenticated");
    expect(await reply(mail, g.to, "stand", { auth: `${failed}\r\n${PASS(domain)}` })).toBe(
      "unauthenticated",
    );
    expect((await getTable(g.id, g.token)).seq).toBe(before);
    expect((await inbox(g.to)).length).toBe(count);
    expect(await inbox(stranger)).toHaveLength(0);
  });

  it("a reply to an old turn is stale: nothing moves and the answer says so", async () => {
    const g = await pazaakInPlay();
    const old = await turnMail(g.to);
    expect(await reply(old, g.to, "end turn")).toBe("moved");
    const seq = (await getTable(g.id, g.token)).seq;
    expect(await reply(old, g.to, "stand")).toBe("stale");
    expect((await getTable(g.id, g.token)).seq).toBe(seq);
    expect((await last(g.to)).subject).toContain("the turn has moved on");
  });

  it("a made-up secret is not ours: ignored, no answer; mail to other addresses is rejected", async () => {
    const g = await pazaakInPlay();
    const mail = await turnMail(g.to);
    const count = (await inbox(g.to)).length;
    const forged = {
      ...mail,
      headers: {
        ...mail.headers,
        "Reply-To": mail.headers["Reply-To"]!.replace(/\.[0-9a-f]{16}@/, ".0123456789abcdef@"),
      },
    };
    expect(await reply(forged, g.to, "stand")).toBe("ignored");
    expect((await inbox(g.to)).length).toBe(count);
    let rejected = "";
    await receiveEmail(
      {
        from: g.to,
        to: "someone@reply.localhost",
        rawSize: 10,
        raw: new Response("x").body!,
        headers: new Headers(),
        setReject: (why: string) => void (rejected = why),
      } as unknown as ForwardableEmailMessage,
      env,
    );
    expect(rejected).not.toBe("");
  });

  // Pazaak's replies are tested at length above; every other game gets the unclear reply's list.
  const others = Object.keys(games).filter((g) => g !== "pazaak");
  for (const game of others) {
    it(`${game}: an unclear reply lists the moves; replying with a listed one plays it`, async () => {
      const created = await createGame({
        game,
        seats: game === "mattazza" ? 3 : 2,
        computer: game === "mattazza" ? [1, 2] : [1],
      });
      const a = await confirmedAddress(created.id, created.token);
      await untilTurnMail(created.id, created.token, a);
      const before = await getTable(created.id, created.token);
      expect(before.toAct).toContain(0);
      expect(await reply(await turnMail(a), a, "???")).toBe("unclear");
      const answer = await last(a);
      const listed = answer.text
        .split("\n")
        .filter((l) => l.startsWith("- "))
        .map((l) => l.slice(2));
      expect(listed.length).toBeGreaterThan(0);
      expect((await getTable(created.id, created.token)).seq).toBe(before.seq);
      expect(await reply(answer, a, listed[0]!)).toBe("moved");
      const log = await getLog(created.id, created.token);
      expect(log.moves.some((m) => m.seat === 0)).toBe(true);
    });
  }
});
