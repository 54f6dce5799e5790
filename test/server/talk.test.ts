// Table talk in the room: posting and reading over HTTP and the socket, the length cap, HTML
// and bidirectional controls kept as text, the per-seat rate limit, the creator's mute, the
// spectators' permission (off by default, proved by non-interference: a post changes no byte a
// spectator gets), pages that never show talk (share tags, oEmbed), and removal with the game.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ServerMessage } from "../../src/protocol";
import { advanceClock, now } from "../../src/server/clock";
import { overrideLimits } from "../../src/server/limits/config";
import type { TalkMessage, TalkResponse } from "../../src/talk";
import {
  call,
  createGame,
  expectError,
  fetchWorker,
  getTable,
  ORIGIN,
  postMove,
  roomOf,
  Socket,
  twoPlayerGame,
} from "./helpers";

afterEach(() => overrideLimits({}));

const post = (id: string, token: string | undefined, body: unknown) =>
  call<TalkMessage>("POST", `/api/games/${id}/talk`, { token, body });
const read = (id: string, token?: string) =>
  call<TalkResponse>("GET", `/api/games/${id}/talk`, { token });
const settings = (id: string, token: string | undefined, body: unknown) =>
  call<TalkResponse>("PUT", `/api/games/${id}/talk/settings`, { token, body });

/** Reads socket messages until a `talk` one arrives. */
async function nextTalk(s: Socket): Promise<TalkMessage> {
  for (;;) {
    const m = (await s.next()) as ServerMessage;
    if (m.type === "talk") return m.message;
  }
}

describe("table talk", () => {
  it("a seat posts; the other reads it over HTTP and gets it live; the tables carry only its id", async () => {
    const { id, tokens } = await twoPlayerGame();
    const bruno = await Socket.hello(id, tokens[1]);
    const answer = await post(id, tokens[0], { text: "  nice one  " });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({ seat: 0, text: "nice one" });
    expect(await nextTalk(bruno.socket)).toEqual(answer.body);
    const reaction = await post(id, tokens[1], { reaction: "clap" });
    expect(reaction.body).toMatchObject({ seat: 1, text: "", reaction: "clap" });
    const got = await read(id, tokens[1]);
    expect(got.body.messages.map((m) => m.text || m.reaction)).toEqual(["nice one", "clap"]);
    expect(got.body).toMatchObject({ spectators: false, muted: [], canPost: true });
    const table = await getTable(id, tokens[0]);
    expect(table.talk).toEqual({ last: reaction.body.id, spectators: false, muted: [] });
    expect(JSON.stringify(table)).not.toContain("nice one");
    bruno.socket.close();
  });

  it("has no talk alone with the computer (nobody to talk to): no table part, a clear refusal", async () => {
    const g = await createGame({ computer: [1] });
    expect((await getTable(g.id, g.token)).talk).toBeUndefined();
    expectError(await post(g.id, g.token, { text: "hi" }), 403, "talk/closed");
  });

  it("caps the length, refuses empty text and malformed requests with clear codes", async () => {
    const { id, tokens } = await twoPlayerGame();
    expect((await post(id, tokens[0], { text: "é".repeat(280) })).status).toBe(201);
    const long = expectError(
      await post(id, tokens[0], { text: "a".repeat(281) }),
      400,
      "talk/too-long",
    );
    expect(long.error.message).toContain("280");
    // Emoji count as people see them: 280 flags are fine.
    expect((await post(id, tokens[0], { text: "🇮🇹".repeat(280) })).status).toBe(201);
    expectError(await post(id, tokens[0], { text: " \n\t " }), 400, "talk/empty");
    expectError(await post(id, tokens[0], { text: "x", reaction: "clap" }), 400, "input/invalid");
    expectError(await post(id, tokens[0], { reaction: "heart" }), 400, "input/invalid");
    expectError(await post(id, tokens[0], { text: 5 }), 400, "input/invalid");
    expectError(await post(id, tokens[0], { text: "x", html: true }), 400, "input/invalid");
    expectError(await post(id, undefined, { text: "hi" }), 403, "auth/spectator");
    expectError(await post(id, "x".repeat(30), { text: "hi" }), 403, "auth/bad-token");
  });

  it("keeps HTML and bidirectional controls as the text they are; drops other controls", async () => {
    const { id, tokens } = await twoPlayerGame();
    const html = `<img src=x onerror="alert(1)"><a href="javascript:alert(2)">win</a> https://evil.example`;
    const bidi = "abc \u202Egnp.exe\u202C \u2066x\u2069 \u200F";
    expect((await post(id, tokens[0], { text: html })).body.text).toBe(html);
    expect((await post(id, tokens[0], { text: bidi })).body.text).toBe(bidi.trim());
    expect((await post(id, tokens[0], { text: "a\u0000b\u0007c\r\nd\n\n\n\ne" })).body.text).toBe(
      "abc\nd\n\ne",
    );
    const back = await read(id, tokens[1]);
    expect(back.headers.get("Content-Type")).toContain("application/json");
    expect(back.body.messages.map((m) => m.text)).toEqual([html, bidi.trim(), "abc\nd\n\ne"]);
  });

  it("refuses a seat that floods, with the wait; the other seat still talks", async () => {
    overrideLimits({ talkPerMinute: 3 });
    const { id, tokens } = await twoPlayerGame();
    for (let i = 0; i < 3; i++)
      expect((await post(id, tokens[0], { text: `m${i}` })).status).toBe(201);
    const flood = await post(id, tokens[0], { reaction: "thumbs" });
    const body = expectError(flood, 429, "limit/too-many");
    expect(body.error.message).toMatch(/at most 3 messages a minute/);
    expect(Number(flood.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await post(id, tokens[1], { text: "calm down" })).status).toBe(201);
    advanceClock(61_000);
    expect((await post(id, tokens[0], { text: "sorry" })).status).toBe(201);
  });

  it("the creator mutes a seat: it cannot post, its messages reach nobody else, unmuting restores", async () => {
    const { id, tokens } = await twoPlayerGame();
    const before = await post(id, tokens[1], { text: "rude words" });
    expectError(
      await settings(id, tokens[1], { mute: { seat: 0, muted: true } }),
      403,
      "auth/not-creator",
    );
    const anna = await Socket.hello(id, tokens[0]);
    const muted = await settings(id, tokens[0], { mute: { seat: 1, muted: true } });
    expect(muted.status, muted.text).toBe(200);
    expect(muted.body.muted).toEqual([1]);
    expectError(await post(id, tokens[1], { text: "more rude words" }), 403, "talk/muted");
    expect((await read(id, tokens[0])).body.messages).toEqual([]);
    // The author still sees what they wrote, and that they may not post.
    expect((await read(id, tokens[1])).body).toMatchObject({ canPost: false, muted: [1] });
    expect((await read(id, tokens[1])).body.messages.map((m) => m.text)).toEqual(["rude words"]);
    expect((await getTable(id, tokens[0])).talk?.last).toBe(0);
    // Nothing of seat 1 came over Anna's socket; her own message does.
    const mine = await post(id, tokens[0], { text: "thanks" });
    expect(await nextTalk(anna.socket)).toEqual(mine.body);
    expect(anna.socket.raw.join("")).not.toContain("rude");
    await settings(id, tokens[0], { mute: { seat: 1, muted: false } });
    expect((await read(id, tokens[0])).body.messages.map((m) => m.text)).toEqual([
      "rude words",
      "thanks",
    ]);
    expect(before.body.id).toBeLessThan(mine.body.id);
    expectError(
      await settings(id, tokens[0], { mute: { seat: 0, muted: true } }),
      400,
      "input/invalid",
    );
    anna.socket.close();
  });

  it("spectators read nothing until the creator allows it, and never post (non-interference)", async () => {
    const { id, tokens } = await twoPlayerGame();
    const watcher = await Socket.hello(id);
    const tableBefore = (await call("GET", `/api/games/${id}`)).text;
    const refusalBefore = await read(id);
    expectError(refusalBefore, 403, "talk/closed");
    const rawBefore = [...watcher.socket.raw];
    // Two posts whose texts differ: a spectator's bytes must not depend on them at all.
    await post(id, tokens[0], { text: "secret plan: stand on 18" });
    await post(id, tokens[1], { text: "a different secret" });
    expect((await call("GET", `/api/games/${id}`)).text).toBe(tableBefore);
    expect((await read(id)).text).toBe(refusalBefore.text);
    // A move after the posts: the spectator's next message is that table, nothing before it.
    const t = await getTable(id, tokens[0]);
    expect((await postMove(id, tokens[0], t.seq, { type: "randomSideDeck" })).status).toBe(200);
    await watcher.socket.tableAt(t.seq + 1);
    const fresh = watcher.socket.raw.slice(rawBefore.length);
    expect(fresh.join("")).not.toMatch(/secret|"talk"/);
    expect(watcher.socket.raw.slice(0, rawBefore.length)).toEqual(rawBefore);
    // Allowed: the spectator reads what is said from now on (what was said among the players
    // stays theirs), gets new messages live, and still cannot post.
    expectError(await settings(id, tokens[1], { spectators: true }), 403, "auth/not-creator");
    expect((await settings(id, tokens[0], { spectators: true })).body.spectators).toBe(true);
    expect((await read(id)).body.messages).toEqual([]);
    expect((await read(id)).body.canPost).toBe(false);
    expect((await getTable(id)).talk).toMatchObject({ spectators: true, last: 0 });
    const next = await post(id, tokens[1], { reaction: "laugh" });
    expect(await nextTalk(watcher.socket)).toEqual(next.body);
    expect((await read(id)).body.messages).toEqual([next.body]);
    expect((await getTable(id)).talk?.last).toBe(next.body.id);
    // The players still read everything.
    expect((await read(id, tokens[0])).body.messages).toHaveLength(3);
    expectError(await post(id, undefined, { text: "me too" }), 403, "auth/spectator");
    watcher.socket.close();
  });

  it("shows spectators only what was said while they were allowed to read", async () => {
    const { id, tokens } = await twoPlayerGame();
    await post(id, tokens[0], { text: "before: between us" });
    await settings(id, tokens[0], { spectators: true });
    const open = await post(id, tokens[1], { text: "while open" });
    await settings(id, tokens[0], { spectators: false });
    await post(id, tokens[0], { text: "closed again: between us" });
    const closedLast = await post(id, tokens[1], { reaction: "wow" });
    await settings(id, tokens[0], { spectators: true });
    const reopened = await post(id, tokens[0], { text: "open again" });
    expect((await read(id)).body.messages.map((m) => m.text)).toEqual(["while open", "open again"]);
    expect((await read(id)).body.messages.map((m) => m.id)).toEqual([
      open.body.id,
      reopened.body.id,
    ]);
    expect(closedLast.body.id).toBeLessThan(reopened.body.id);
    expect((await getTable(id)).talk?.last).toBe(reopened.body.id);
    expect((await read(id, tokens[1])).body.messages).toHaveLength(5);
  });

  it("never shows talk in link previews or oEmbed", async () => {
    const { id, tokens } = await twoPlayerGame();
    await settings(id, tokens[0], { spectators: true });
    await post(id, tokens[0], { text: "zanzibar-7 meets at dawn" });
    const text = async (path: string) =>
      (
        await fetchWorker(new Request(`${ORIGIN}${path}`, { headers: { Accept: "text/html" } }))
      ).text();
    const page = await text(`/g/${id}`);
    expect(page).toContain("<meta");
    expect(page).not.toContain("zanzibar");
    const oembed = await text(`/oembed?url=${encodeURIComponent(`${ORIGIN}/g/${id}`)}&format=json`);
    expect(oembed).toContain("iframe");
    expect(oembed).not.toContain("zanzibar");
  });

  it("keeps message text out of the server's logs", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((k) =>
      vi.spyOn(console, k),
    );
    try {
      const { id, tokens } = await twoPlayerGame();
      await post(id, tokens[0], { text: "quixotic-whisper" });
      await post(id, tokens[0], { text: "q".repeat(999) });
      await read(id, tokens[1]);
      const logged = spies.flatMap((s) => s.mock.calls.flat().map(String)).join("\n");
      expect(logged).not.toContain("quixotic");
      expect(logged).not.toContain("qqqq");
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });

  it("goes with the game: removing an unplayed game removes its talk", async () => {
    const { id, tokens } = await twoPlayerGame();
    await post(id, tokens[0], { text: "anyone there?" });
    advanceClock(8 * 86_400_000);
    for (let i = 0; i < 10; i++) {
      const due = await runInDurableObject(roomOf(id), (_, s) => s.storage.getAlarm());
      if (due === null || due > now()) break;
      await runDurableObjectAlarm(roomOf(id));
    }
    expectError(await read(id, tokens[0]), 404, "room/not-found");
    const tables = await runInDurableObject(roomOf(id), (_, s) =>
      s.storage.sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE name LIKE 'talk%'")
        .toArray(),
    );
    expect(tables).toEqual([]);
  });
});
