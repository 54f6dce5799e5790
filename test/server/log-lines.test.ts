// The server's log over a whole game with email, push and table talk: every line any part of
// the Worker or its Durable Objects writes to the console is one JSON object with a level and
// an event (src/server/log.ts), only the known fields, and never a token, an invitation, an
// address, a reply secret, a push endpoint, the VAPID private key or a word of talk. The
// failures met on the way (a push service refusing, a device gone, a reply that fails its
// checks) each write their line, and the counters (src/server/metrics.ts, the local fake)
// count the game, its moves, the emails and the pushes. A move writes a line only when slow.
import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { parseReplyAddress } from "../../src/server/mail/inbound/address";
import { errorText, scrub } from "../../src/server/log";
import { localMetrics } from "../../src/server/metrics";
import { receiveEmail, takeRawReply } from "../../src/server/routes/inbound-mail";
import { call, chooser, getTable, postMove, twoPlayerGame } from "./helpers";
import { confirmAddress, freshAddress, inbox, sendPendingMail } from "./mail-helpers";
import { answerWith, newSubscription, sentTo, subscribe } from "./push-helpers";

/** The fields a line may carry (LogFields of src/server/log.ts, with level and event). */
const FIELDS = new Set([
  "level",
  "event",
  "game",
  "gameKind",
  "seq",
  "op",
  "ms",
  "code",
  "kind",
  "via",
  "status",
  "seat",
  "host",
  "error",
  "check",
  "outcome",
  "problems",
]);

const written: unknown[][] = [];

beforeEach(() => {
  written.length = 0;
  for (const method of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(args);
    });
});

afterEach(() => vi.restoreAllMocks());

describe("the log of a whole game", () => {
  it("is JSON lines with known fields and no secret, and the counters count it", async () => {
    localMetrics.reset();
    const { id, tokens, created } = await twoPlayerGame();
    const addresses = [freshAddress(), freshAddress()];
    for (const seat of [0, 1]) await confirmAddress(id, tokens[seat]!, addresses[seat]!);
    // Seat 1's device takes pushes; seat 0's push service refuses them (a failure line).
    const devices = [await newSubscription(), await newSubscription()];
    await answerWith(devices[0]!.endpoint, 500);
    for (const seat of [0, 1]) {
      await subscribe(id, tokens[seat]!, devices[seat]!);
    }
    const words = ["the old mill at midnight", "bring the blue cards"];
    for (const seat of [0, 1]) {
      const said = await call("POST", `/api/games/${id}/talk`, {
        token: tokens[seat],
        body: { text: words[seat] },
      });
      expect(said.status, said.text).toBe(201);
    }
    // Play to the end, the notices of every change sent; halfway, seat 1's device is gone.
    const choose = chooser(38);
    let table = await getTable(id);
    for (let n = 0; table.outcome === null && n < 400; n++) {
      if (n === 6) await answerWith(devices[1]!.endpoint, 410);
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      const end = mine.legal.find((m) => (m as { type?: string }).type === "endTurn");
      const answer = await postMove(
        id,
        tokens[seat]!,
        mine.seq,
        end ?? mine.legal[choose(mine.legal.length)],
      );
      expect(answer.status, answer.text).toBe(200);
      table = answer.body;
      await sendPendingMail(id);
    }
    expect(table.outcome).not.toBeNull();
    // A reply to a "your turn" email that fails its sender checks (no SPF/DKIM verdict). Every
    // email has a Reply-To; a turn's is the one that names its game, seat and turn.
    const turnMail = (await inbox(addresses[0]!)).find(
      (m) => parseReplyAddress(env, m.headers["Reply-To"] ?? "") !== null,
    );
    expect(turnMail, "a your-turn mail").toBeDefined();
    const replyTo = turnMail!.headers["Reply-To"]!;
    const tag = parseReplyAddress(env, replyTo)!;
    const raw = `From: <${addresses[0]}>\r\nTo: ${replyTo}\r\nSubject: Re\r\n\r\nstand\r\n`;
    expect(await takeRawReply(env, raw, tag)).toBe("unauthenticated");
    // The same through the Worker's email handler, which logs the outcome.
    await receiveEmail(
      {
        from: addresses[0],
        to: replyTo,
        rawSize: raw.length,
        raw: new Response(raw).body!,
        headers: new Headers(),
        setReject: () => {},
      } as unknown as ForwardableEmailMessage,
      env,
    );

    // Every line: one JSON object, a level and an event, known fields only.
    expect(written.length).toBeGreaterThan(10);
    const lines = written.map((args) => {
      expect(args).toHaveLength(1);
      expect(typeof args[0]).toBe("string");
      const line = JSON.parse(args[0] as string) as Record<string, unknown>;
      expect(["info", "warn", "error"]).toContain(line.level);
      expect(typeof line.event).toBe("string");
      for (const key of Object.keys(line)) expect(FIELDS, `field ${key}`).toContain(key);
      return args[0] as string;
    });
    const events = lines.map((l) => (JSON.parse(l) as { event: string }).event);
    // Lines from the Worker, the room and the features all came through here.
    for (const event of ["game.created", "push.refused", "mail.reply"])
      expect(events, event).toContain(event);
    // Moves are counted (below), not logged one by one: only a slow one writes a line.
    expect(events).not.toContain("move");
    // Failure lines say what to check.
    for (const l of lines.map((t) => JSON.parse(t) as Record<string, unknown>))
      if (l.level === "error") expect(typeof l.check, String(l.event)).toBe("string");

    const vapid = (await env.OUTBOX.get(env.OUTBOX.idFromName("dev")).vapidJwk())!;
    const secrets = [
      ...tokens,
      ...created.invites.map((i) => i.invite),
      ...addresses,
      ...addresses.map((a) => a.split("@")[0]!),
      ...words,
      ...words.map((w) => w.split(" ").slice(-2).join(" ")),
      replyTo.split("@")[0]!,
      tag.secret,
      ...devices.flatMap((d) => [new URL(d.endpoint).pathname, d.keys.auth, d.keys.p256dh]),
      vapid.d!,
    ];
    const all = lines.join("\n");
    for (const secret of secrets)
      expect(all.includes(secret), `a line holds ${secret}`).toBe(false);

    // The counters, from the local fake.
    expect(localMetrics.get("game.created", "pazaak")).toBe(1);
    expect(localMetrics.get("move", "pazaak")).toBe(table.seq);
    expect(localMetrics.get("mail.sent", "confirm")).toBe(2);
    expect(localMetrics.get("mail.sent")).toBeGreaterThan(2);
    expect(localMetrics.get("push.sent")).toBeGreaterThan(0);
    expect(localMetrics.get("push.gone")).toBe(1);
    expect(localMetrics.get("push.failed")).toBeGreaterThan(0);
    expect(await sentTo(devices[1]!.endpoint)).not.toHaveLength(0);
  });
});

describe("a move's line", () => {
  it("is written only when committing and pushing the move was slow", async () => {
    const { id, tokens } = await twoPlayerGame();
    const play = async () => {
      const table = await getTable(id, tokens[0]);
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      const answer = await postMove(id, tokens[seat]!, mine.seq, mine.legal[0]);
      expect(answer.status, answer.text).toBe(200);
      return answer.body.seq;
    };
    const moveLines = (event: string) =>
      written
        .map((args) => JSON.parse(args[0] as string) as Record<string, unknown>)
        .filter((l) => l.event === event);
    await play();
    expect(moveLines("move")).toHaveLength(0);
    // Every read of the clock 60 ms after the one before: the move took at least that long.
    let at = Date.now();
    vi.spyOn(Date, "now").mockImplementation(() => (at += 60));
    const seq = await play();
    const slow = moveLines("move.slow").filter((l) => l.seq === seq);
    expect(slow).toHaveLength(1);
    expect(slow[0]).toMatchObject({ level: "warn", game: id, gameKind: "pazaak", seq });
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(50);
  });
});

describe("a free string in a line", () => {
  it("loses addresses and secret-looking runs, and is cut short", () => {
    const text = scrub(
      `Resend refused anna.b+x@mail.example.org: token ${"Ab3_-".repeat(8)} at https://t.example/g/x#seat=${"Q".repeat(32)}`,
    );
    expect(text).not.toContain("anna");
    expect(text).not.toContain("Ab3_-Ab3_-");
    expect(text).not.toContain("QQQQ");
    expect(text).toContain("[address]");
    expect(text).toContain("[secret]");
    expect(scrub("x".repeat(1000)).length).toBeLessThanOrEqual(300);
    expect(errorText(new TypeError('bad "anna@example.org" here'))).toBe("TypeError: bad … here");
    expect(errorText("thrown text")).toBe("non-error thrown");
  });
});
