// Table talk with slow play: the your-turn email lists what the others wrote since the
// reader's last visit; a reply whose words name no move is posted to the table through the
// real email handler ("Posted to the table: …"), a move and a message can come in one reply,
// a redelivered reply posts nothing twice; a push says only "Anna wrote a message".
import { describe, expect, it } from "vitest";
import type { TalkResponse } from "../../src/talk";
import { call, getLog, getTable, postMove, twoPlayerGame } from "./helpers";
import { advanceClock, inbox, pazaakByMail, sendPendingMail } from "./mail-helpers";
import { reply } from "./reply-helpers";
import { decryptPush, newSubscription, sentTo, subscribe, subscriptionBody } from "./push-helpers";

const say = (id: string, token: string, body: unknown) =>
  call("POST", `/api/games/${id}/talk`, { token, body });
const talkOf = async (id: string, token: string) =>
  (await call<TalkResponse>("GET", `/api/games/${id}/talk`, { token })).body.messages;

async function turnMails(to: string) {
  return (await inbox(to)).filter((m) => m.subject.includes("your turn"));
}

/**
 * A Pazaak game of two confirmed addresses past the side decks: the seat to act says
 * "good luck, <b>{i}</b>" and ends its turn, until the other seat gets a your-turn email
 * written after that message (tables read as a spectator, so nobody "looked").
 */
async function pazaakTalking(want?: number) {
  const { id, tokens, addresses } = await pazaakByMail();
  for (let i = 0; i < 8; i++) {
    advanceClock(1000);
    await sendPendingMail(id);
    const t = await getTable(id);
    const mover = t.toAct[0]!;
    const seat = 1 - mover;
    const had = (await turnMails(addresses[seat]!)).length;
    advanceClock(1000);
    expect((await say(id, tokens[mover]!, { text: `good luck, <b>${i}</b>` })).status).toBe(201);
    await postMove(id, tokens[mover]!, t.seq, { type: "endTurn" });
    advanceClock(1000);
    await sendPendingMail(id);
    const mails = await turnMails(addresses[seat]!);
    if (want !== undefined && seat !== want) continue;
    if (mails.length > had && (await getTable(id)).toAct.includes(seat))
      return { id, tokens, addresses, seat, to: addresses[seat]!, mail: mails[mails.length - 1]! };
  }
  throw new Error("no your-turn email after a message");
}

describe("table talk by email", () => {
  it("the your-turn email lists what the others wrote since the reader's last visit, as text", async () => {
    const g = await pazaakTalking();
    const other = g.seat === 0 ? "Bruno" : "Anna";
    expect(g.mail.text).toContain("New at the table since your last visit:");
    expect(g.mail.text).toMatch(new RegExp(`${other}: good luck, <b>\\d</b>`));
    // The HTML part escapes it: the message is text there too.
    expect(g.mail.html).toMatch(new RegExp(`${other}: good luck, &lt;b&gt;\\d&lt;/b&gt;`));
    expect(g.mail.html).not.toMatch(/<b>\d<\/b>/);
    // Only the others' messages: the reader's own are not news to them.
    const mine = g.seat === 0 ? "Anna:" : "Bruno:";
    expect(g.mail.text.split("New at the table")[1]).not.toContain(mine);
  });

  it("a reply that names no move is posted to the table, and the answer says so", async () => {
    const g = await pazaakTalking();
    const before = (await getTable(g.id, g.tokens[g.seat])).seq;
    expect(await reply(g.mail, g.to, "away till Sunday\n\nOn Mon, Tavolo wrote:\n> stand")).toBe(
      "posted",
    );
    expect((await getTable(g.id, g.tokens[g.seat])).seq).toBe(before);
    const other = g.tokens[1 - g.seat]!;
    const talk = await talkOf(g.id, other);
    expect(talk[talk.length - 1]).toMatchObject({ seat: g.seat, text: "away till Sunday" });
    const answers = await inbox(g.to);
    const answer = answers[answers.length - 1]!;
    expect(answer.subject).toContain("posted to the table");
    expect(answer.text).toContain("Posted to the table: “away till Sunday”");
    expect(answer.text).toContain("- stand");
    // "???" names nothing and says nothing: no post, the moves listed.
    expect(await reply(g.mail, g.to, "???")).toBe("unclear");
    expect(await talkOf(g.id, other)).toHaveLength(talk.length);
  });

  it("a move and a message in one reply; the same reply again posts nothing twice", async () => {
    const g = await pazaakTalking();
    const id = crypto.randomUUID();
    expect(await reply(g.mail, g.to, "stand\nwell played, see you Sunday", { messageId: id })).toBe(
      "moved",
    );
    const log = await getLog(g.id, g.tokens[0]);
    expect(log.moves[log.moves.length - 1]).toMatchObject({
      seat: g.seat,
      move: { type: "stand" },
    });
    const other = g.tokens[1 - g.seat]!;
    const talk = await talkOf(g.id, other);
    expect(talk[talk.length - 1]).toMatchObject({
      seat: g.seat,
      text: "well played, see you Sunday",
    });
    const answers = await inbox(g.to);
    expect(answers[answers.length - 1]!.text).toContain(
      "Posted to the table: “well played, see you Sunday”",
    );
    expect(await reply(g.mail, g.to, "stand\nwell played, see you Sunday", { messageId: id })).toBe(
      "duplicate",
    );
    expect(await talkOf(g.id, other)).toHaveLength(talk.length);
  });

  it("a muted seat's reply is not posted, and the answer says why", async () => {
    const g = await pazaakTalking(1); // the creator (seat 0) cannot be muted
    await call("PUT", `/api/games/${g.id}/talk/settings`, {
      token: g.tokens[0],
      body: { mute: { seat: 1, muted: true } },
    });
    expect(await reply(g.mail, g.to, "you all cheat")).toBe("posted");
    const answers = await inbox(g.to);
    expect(answers[answers.length - 1]!.text).toContain("Not posted to the table:");
    expect((await talkOf(g.id, g.tokens[0])).map((m) => m.text)).not.toContain("you all cheat");
  });

  it("a push says who wrote, never what", async () => {
    const { id, tokens } = await twoPlayerGame();
    const sub = await newSubscription();
    await subscribe(id, tokens[1], sub, "it");
    expect((await say(id, tokens[0], { text: "meet me at the old mill" })).status).toBe(201);
    const sent = await sentTo(sub.endpoint);
    expect(sent).toHaveLength(1);
    const payload = (await decryptPush(sub, sent[0]!)) as Record<string, string>;
    expect(payload.body).toBe("Anna ha scritto un messaggio");
    expect(JSON.stringify(payload)).not.toMatch(/mill/);
    // A second message soon after: no second buzz.
    await say(id, tokens[0], { reaction: "thumbs" });
    expect(await sentTo(sub.endpoint)).toHaveLength(1);
    // Nothing to the author's own devices.
    const own = await newSubscription();
    await call("PUT", `/api/games/${id}/push`, { token: tokens[0], body: subscriptionBody(own) });
    const already = (await sentTo(own.endpoint)).length; // the device's own greeting, if any
    await say(id, tokens[0], { text: "hello?" });
    expect(await sentTo(own.endpoint)).toHaveLength(already);
  });
});
