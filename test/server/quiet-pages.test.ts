// Quiet pages: a seat's page that no person has touched yet (a link previewer or a mail scanner
// following a "your turn" link) says `quiet` in its hello and reads the table with `?quiet=1`.
// It follows the seat's table, but the seat is not online, not seen and has not looked, so its
// emails still go; its `here` (a person's first input) counts the seat at once, and tells everyone.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import type { Table } from "../../src/protocol";
import { call, expectError, getTable, roomOf, Socket, twoPlayerGame } from "./helpers";
import { advanceClock, confirmAddress, freshAddress, jobs, mailsAbout } from "./mail-helpers";
import { playChosen } from "./move-helpers";

/** A two-player Pazaak game at the start of Bruno's (seat 1) turn; his address confirmed. */
async function brunosTurn(): Promise<{ id: string; tokens: string[]; address: string }> {
  const { id, tokens } = await twoPlayerGame();
  const address = freshAddress();
  await confirmAddress(id, tokens[1]!, address);
  const first = (n: number) => n - n;
  let table = await getTable(id, tokens[0]);
  while (table.toAct.includes(1)) table = await playChosen(id, tokens, table, first);
  while (!table.toAct.includes(1)) table = await playChosen(id, tokens, table, first);
  // Whatever happens next happens after the turn began.
  advanceClock(1000);
  return { id, tokens, address };
}

/**
 * Runs the room's alarm while its earliest job is the hello sweep (a socket opened) or a notice
 * that goes after the short debounce (mail-helpers.ts `sendPendingMail`, past the sweep).
 */
async function sendNotices(id: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const first = (await jobs(id))[0];
    if (!first || !["sweep", "mail", "push", "chat", "links"].includes(first.kind)) return;
    if (first.what === "remind") return;
    await runDurableObjectAlarm(roomOf(id));
  }
}

/** The players as a stranger reads them: presence only. */
async function presence(id: string) {
  return (await getTable(id)).players.map((p) => ({ online: p.online, lastSeen: p.lastSeen }));
}

/** Waits until the room holds `n` sockets (a closed one's end has run there). */
async function roomHolds(id: string, n: number): Promise<void> {
  await vi.waitFor(async () => {
    const held = await runInDurableObject(roomOf(id), (_r, state) => state.getWebSockets().length);
    expect(held).toBe(n);
  });
}

describe("a quiet seat page", () => {
  it("follows its seat's table, but the seat is not online, seen, or looked: the email goes", async () => {
    const { id, tokens, address } = await brunosTurn();
    const before = await presence(id);
    const quiet = await Socket.hello(id, tokens[1], { quiet: true });
    // The seat's own table, with its moves: the page is ready for the person who comes.
    expect(quiet.table.seat).toBe(1);
    expect(quiet.table.legal.length).toBeGreaterThan(0);
    expect(quiet.table.players[1]!.online).toBe(false);
    const read = await call<Table>("GET", `/api/games/${id}?quiet=1`, { token: tokens[1] });
    expect(read.status).toBe(200);
    expect(read.body.seat).toBe(1);
    expect(await presence(id)).toEqual(before);

    await sendNotices(id);
    expect((await mailsAbout(address, "your turn")).length).toBe(1);

    // Its going changes nothing either: it was never there.
    quiet.socket.close();
    await roomHolds(id, 0);
    expect(await presence(id)).toEqual(before);
  });

  it("says here at a person's first input: seen, online and looked at once, everyone told", async () => {
    const { id, tokens, address } = await brunosTurn();
    const anna = await Socket.hello(id, tokens[0]);
    const lastSeen = (await presence(id))[1]!.lastSeen!;
    const quiet = await Socket.hello(id, tokens[1], { quiet: true });
    expect(quiet.table.players[1]!.online).toBe(false);
    quiet.socket.send({ type: "here" });
    // Anna's next table is the one that says Bruno is here (his quiet hello pushed her nothing).
    const told = await anna.socket.nextTable();
    expect(told.players[1]!.online).toBe(true);
    expect(told.players[1]!.lastSeen).toBeGreaterThanOrEqual(lastSeen);
    expect((await quiet.socket.nextTable()).players[1]!.online).toBe(true);

    // He looked after his turn began: no email, even once his page is gone.
    quiet.socket.close();
    const gone = await anna.socket.nextTable();
    expect(gone.players[1]!.online).toBe(false);
    await sendNotices(id);
    expect(await mailsAbout(address, "your turn")).toEqual([]);
    anna.socket.close();
  });

  it("a plain read, and a hello without quiet (a page from before), count at once as before", async () => {
    const { id, tokens, address } = await brunosTurn();
    const page = await Socket.hello(id, tokens[1], { quiet: false });
    expect(page.table.players[1]!.online).toBe(true);
    page.socket.close();
    await roomHolds(id, 0);
    await sendNotices(id);
    expect(await mailsAbout(address, "your turn")).toEqual([]);

    const other = await brunosTurn();
    await getTable(other.id, other.tokens[1]);
    await sendNotices(other.id);
    expect(await mailsAbout(other.address, "your turn")).toEqual([]);
  });

  it("never closes a person's page, and its own kind makes way only for its own kind", async () => {
    const { id, tokens } = await twoPlayerGame();
    const people = [];
    for (let i = 0; i < 3; i++) people.push(await Socket.hello(id, tokens[0]));
    const quiet = [];
    for (let i = 0; i < 4; i++) quiet.push(await Socket.hello(id, tokens[0], { quiet: true }));
    // A fourth quiet page closes the oldest quiet one, never a person's.
    expect((await quiet[0]!.socket.closedWith()).code).toBe(4009);
    for (const p of people) expect(p.socket.closed).toBeNull();
    // A person shows up on a quiet page: now it is a fourth person's device.
    quiet[1]!.socket.send({ type: "here" });
    expect((await people[0]!.socket.closedWith()).code).toBe(4009);
    expect(quiet[1]!.socket.closed).toBeNull();
    for (const s of [...people, ...quiet]) s.socket.close();
  });
});

describe("here and quiet, as input", () => {
  it("here before hello is an error, the socket stays; a spectator's or a counted page's here is nothing", async () => {
    const { id, tokens } = await twoPlayerGame();
    const early = await Socket.open(id);
    early.send({ type: "here" });
    expect(await early.next()).toMatchObject({
      type: "error",
      error: { code: "input/invalid", message: "Say hello first, then here." },
    });
    early.send({ type: "ping" });
    expect(await early.next()).toEqual({ type: "pong" });
    early.close();

    for (const token of [undefined, tokens[0]]) {
      const page = await Socket.hello(id, token);
      page.socket.send({ type: "here", extra: 1 });
      expect(await page.socket.next()).toMatchObject({
        type: "error",
        error: { code: "input/invalid" },
      });
      page.socket.send({ type: "here" });
      page.socket.send({ type: "ping" });
      // Nothing came between: the here changed nothing anyone is told.
      expect(await page.socket.next()).toEqual({ type: "pong" });
      page.socket.close();
    }
    const watcher = await Socket.hello(id, undefined, { path: "watch" });
    watcher.socket.send({ type: "here" });
    watcher.socket.send({ type: "ping" });
    expect(await watcher.socket.next()).toEqual({ type: "pong" });
    watcher.socket.close();
  });

  it("a table read's quiet takes only 1", async () => {
    const { id, tokens } = await twoPlayerGame();
    const bad = await call("GET", `/api/games/${id}?quiet=yes`, { token: tokens[1] });
    expect(expectError(bad, 400, "input/invalid").error.message).toMatch(/^quiet: /);
    expect((await call("GET", `/api/games/${id}?quiet=1`)).status).toBe(200);
  });
});
