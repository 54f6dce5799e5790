// Chat webhooks: only the creator attaches one, only Discord's and Slack's
// incoming-webhook addresses are accepted (no other destination), the address is only ever
// shown masked, each turn change posts "{name}, it's your move in Pazaak" with the spectator
// link in the service's own body format, and the webhook is dropped after failures.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "../../src/server/index";
import type { Table, WebhookStatus } from "../../src/protocol";
import { call, createGame, expectError, getLog, getTable, twoPlayerGame } from "./helpers";
import { sendPendingMail } from "./mail-helpers";
import { answerWith, sentTo, untilTurnOf } from "./push-helpers";
import type { ClaimSeatResponse } from "../../src/protocol";

let n = 0;
/** A fresh Discord webhook address nobody else in the run uses. */
function discordUrl(): string {
  return `https://discord.com/api/webhooks/${1234567890123 + ++n}/tok_${crypto.randomUUID().replace(/-/g, "")}`;
}
function slackUrl(): string {
  const t = crypto.randomUUID().replace(/-/g, "").slice(0, 24);
  return `https://hooks.slack.com/services/T0${++n}ABCDE/B0ABCDEFG/${t}`;
}

function attach(id: string, token: string | null, url: string, lang = "en") {
  return call<WebhookStatus>("PUT", `/api/games/${id}/webhook`, {
    ...(token === null ? {} : { token }),
    body: { url, lang },
  });
}

describe("chat webhooks", () => {
  it("the creator attaches one; it is shown masked, to the creator only, never in full", async () => {
    const { id, tokens } = await twoPlayerGame();
    const url = discordUrl();
    const answer = await attach(id, tokens[0], url);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.webhook).toEqual({
      service: "discord",
      masked: `discord.com/…/${url.slice(-4)}`,
      failures: 0,
    });
    expect((await getTable(id, tokens[0])).webhook).toEqual(answer.body.webhook);
    expect((await getTable(id, tokens[1])).webhook).toBeUndefined();
    expect((await getTable(id)).webhook).toBeUndefined();
    const secret = url.split("/").pop()!;
    for (const text of [
      answer.text,
      JSON.stringify(await getTable(id, tokens[0])),
      JSON.stringify(await getTable(id, tokens[1])),
      JSON.stringify(await getLog(id, tokens[0])),
    ])
      expect(text).not.toContain(secret);
    // Slack too, replacing it; then removed.
    const slack = await attach(id, tokens[0], slackUrl());
    expect(slack.body.webhook?.service).toBe("slack");
    expect(slack.body.webhook?.masked).toMatch(/^hooks\.slack\.com\/…\/\w{4}$/);
    const removed = await call<WebhookStatus>("DELETE", `/api/games/${id}/webhook`, {
      token: tokens[0],
    });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.webhook).toBeNull();
    expect((await getTable(id, tokens[0])).webhook).toBeUndefined();
  });

  it("refuses every other destination with webhook/bad-url, and anyone but the creator", async () => {
    const { id, tokens } = await twoPlayerGame();
    const good = discordUrl();
    for (const url of [
      good.replace("https:", "http:"),
      good.replace("discord.com", "discord.com.evil.example"),
      good.replace("discord.com", "evil.example"),
      good.replace("discord.com", "discord.com:8443"),
      good.replace("https://", "https://user:pw@"),
      `${good}?wait=true`,
      `${good}#x`,
      "https://discord.com/api/users/@me",
      "https://discord.com/api/webhooks/123/../../../users/@me",
      "https://hooks.slack.com/workflows/T0/A0/123/abc",
      "https://hooks.slack.com.evil.example/services/T0ABCDE/B0ABCDE/abcdefghijklmnop",
      "https://169.254.169.254/latest/meta-data",
      "http://127.0.0.1:8787/api/games",
      "javascript:alert(1)",
      "",
    ]) {
      const answer = await attach(id, tokens[0], url);
      expectError(answer, 422, "webhook/bad-url");
    }
    expectError(await attach(id, tokens[1], good), 403, "auth/not-creator");
    expectError(await attach(id, null, good), 403, "auth/spectator");
    expectError(
      await call("DELETE", `/api/games/${id}/webhook`, { token: tokens[1] }),
      403,
      "auth/not-creator",
    );
    expectError(
      await call("PUT", `/api/games/${id}/webhook`, { token: tokens[0], body: { url: 3 } }),
      400,
      "input/invalid",
    );
    expect((await getTable(id, tokens[0])).webhook).toBeUndefined();
    // Another game's creator is not this game's.
    const other = await createGame();
    expectError(await attach(id, other.token, good), 403, "auth/bad-token");
  });

  it("posts each turn change with the spectator link, never a seat link (Discord body)", async () => {
    const { id, tokens } = await twoPlayerGame();
    const url = discordUrl();
    await attach(id, tokens[0], url);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    const posts = await sentTo(url);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(posts[0]!.body)).toEqual({
      content: `Bruno, it's your move in Pazaak\nhttp://tavolo.test/g/${id}`,
      allowed_mentions: { parse: [] },
    });
    for (const t of tokens) expect(posts[0]!.body).not.toContain(t);
    expect(posts[0]!.body).not.toContain("#");
    await untilTurnOf(id, tokens, 0);
    await sendPendingMail(id);
    expect(JSON.parse((await sentTo(url))[1]!.body).content).toMatch(/^Anna, it's your move/);
  });

  it("speaks Slack's format, in the creator's language, with names escaped", async () => {
    const created = await createGame({ name: "<!channel> & co" });
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      body: { invite: created.invites[0]!.invite, name: "Bruno" },
    });
    const tokens = [created.token, claimed.body.token] as const;
    const url = slackUrl();
    await attach(created.id, tokens[0], url, "nl");
    let table: Table = await untilTurnOf(created.id, tokens, 0);
    await sendPendingMail(created.id);
    const posts = await sentTo(url);
    expect(posts.length).toBeGreaterThan(0);
    const last = JSON.parse(posts[posts.length - 1]!.body) as { text: string };
    expect(last).toEqual({
      text: `&lt;!channel&gt; &amp; co, jij bent aan zet in Pazaak\nhttp://tavolo.test/g/${created.id}`,
    });
    expect(table.seq).toBeGreaterThan(0);
  });

  it("is dropped after five failures in a row (a success resets the count), at once on 404", async () => {
    // Two games of at most six turns each: a random Pazaak match may end after a dozen turns,
    // so one game for every step of this test could end before its last.
    const { id, tokens } = await twoPlayerGame();
    const url = discordUrl();
    await attach(id, tokens[0], url);
    await answerWith(url, 500);
    for (let i = 1; i <= 4; i++) {
      await untilTurnOf(id, tokens, i % 2);
      await sendPendingMail(id);
      expect((await getTable(id, tokens[0])).webhook?.failures).toBe(i);
    }
    await answerWith(url, null);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect((await getTable(id, tokens[0])).webhook?.failures).toBe(0);
    const failing = await twoPlayerGame();
    const down = discordUrl();
    await attach(failing.id, failing.tokens[0], down);
    await answerWith(down, 503);
    for (let i = 1; i <= 5; i++) {
      await untilTurnOf(failing.id, failing.tokens, i % 2);
      await sendPendingMail(failing.id);
    }
    expect((await getTable(failing.id, failing.tokens[0])).webhook).toBeUndefined();
    const posted = (await sentTo(down)).length;
    expect(posted).toBe(5);
    await untilTurnOf(failing.id, failing.tokens, 0);
    await sendPendingMail(failing.id);
    expect(await sentTo(down)).toHaveLength(posted);
    // A deleted webhook (404) goes at once.
    const next = await twoPlayerGame();
    const gone = discordUrl();
    await attach(next.id, next.tokens[0], gone);
    await answerWith(gone, 404);
    await untilTurnOf(next.id, next.tokens, 1);
    await sendPendingMail(next.id);
    expect((await getTable(next.id, next.tokens[0])).webhook).toBeUndefined();
  });

  it("CHAT_WEBHOOKS=off refuses new webhooks with webhook/unavailable", async () => {
    const { id, tokens } = await twoPlayerGame();
    const res = await worker.fetch(
      new Request(`http://tavolo.test/api/games/${id}/webhook`, {
        method: "PUT",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${tokens[0]}` },
        body: JSON.stringify({ url: discordUrl() }),
      }),
      { ...env, CHAT_WEBHOOKS: "off" },
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      "webhook/unavailable",
    );
    expect((await getTable(id, tokens[0])).webhook).toBeUndefined();
  });
});
