// The live socket: hello first (token in the message, never the URL), each socket pushed its
// own table after every change, online flags, ping, and refusals that never crash the room.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ServerMessage, Table } from "../../src/protocol";
import type { ClaimSeatResponse } from "../../src/protocol";
import {
  call,
  chooser,
  createGame,
  playThroughHttp,
  expectError,
  postMove,
  roomOf,
  Socket,
  twoPlayerGame,
  type ViewShape,
} from "./helpers";

/** Checks that a table shows its reader's own hand and side deck and nobody else's. */
function expectOwnViewOnly(table: Table, reader: 0 | 1 | null) {
  expect(table.seat).toBe(reader);
  const view = table.view as ViewShape;
  expect(view.you).toBe(reader);
  for (const s of [0, 1] as const) {
    if (s === reader) {
      expect(Array.isArray(view.seats[s].hand)).toBe(true);
    } else {
      expect(view.seats[s]).not.toHaveProperty("hand");
      expect(view.seats[s]).not.toHaveProperty("sideDeck");
    }
  }
  if (table.outcome === null) expect(table).not.toHaveProperty("seed");
}

describe("the live socket", () => {
  it("plays a whole match with tables pushed to each socket in its own view", async () => {
    const { id, tokens } = await twoPlayerGame();
    const [a, b, watcher] = await Socket.everyReader(id, tokens);
    expectOwnViewOnly(a.table, 0);
    expectOwnViewOnly(b.table, 1);
    expectOwnViewOnly(watcher.table, null);
    expect(b.table.players.map((p) => p.online)).toEqual([true, true]);
    // A saw B come online.
    const aOnline = await a.socket.nextTable();
    expect(aOnline.players.map((p) => p.online)).toEqual([true, true]);

    const sockets = [a.socket, b.socket] as const;
    const choose = chooser(11);
    let seq = 0;
    let last: Table | null = null;
    for (let guard = 0; guard < 2000; guard++) {
      const tables = await Promise.all([
        a.socket.tableAt(seq),
        b.socket.tableAt(seq),
        watcher.socket.tableAt(seq),
      ]);
      tables.forEach((t, i) => {
        expect(t.seq).toBe(seq);
        expectOwnViewOnly(t, i === 2 ? null : (i as 0 | 1));
      });
      last = tables[0];
      if (last.outcome !== null) break;
      const seat = last.toAct[0]! as 0 | 1;
      const mine = tables[seat];
      expect(mine.legal.length).toBeGreaterThan(0);
      expect(tables[1 - seat]!.legal).toEqual(
        tables[1 - seat]!.toAct.includes(1 - seat) ? tables[1 - seat]!.legal : [],
      );
      const answer = await postMove(id, tokens[seat], seq, mine.legal[choose(mine.legal.length)]);
      expect(answer.status, answer.text).toBe(200);
      seq += 1;
      void sockets;
    }
    expect(last?.outcome).not.toBeNull();
    expect(last?.seed).toMatch(/^[0-9a-f]{32}$/);

    // Every message either player's socket ever got was its own view.
    for (const [socket, reader] of [
      [a.socket, 0],
      [b.socket, 1],
      [watcher.socket, null],
    ] as const)
      for (const m of socket.messages) if (m.type === "table") expectOwnViewOnly(m.table, reader);

    // Closing a seat's socket tells the others it went offline.
    b.socket.close();
    const after = await a.socket.nextTable();
    expect(after.players.map((p) => p.online)).toEqual([true, false]);
    a.socket.close();
    watcher.socket.close();
  });

  it("answers ping, and refuses malformed messages without closing", async () => {
    const { id, tokens } = await twoPlayerGame();
    const socket = await Socket.open(id);
    socket.send({ type: "ping" });
    expect(await socket.next()).toEqual({ type: "pong" });
    socket.send('  { "type" : "ping" }');
    expect(await socket.next()).toEqual({ type: "pong" });
    socket.send("not json{");
    expect(await socket.next()).toMatchObject({
      type: "error",
      error: { code: "input/malformed-json" },
    });
    socket.send({ type: "move", move: { type: "stand" } });
    expect(await socket.next()).toMatchObject({ type: "error", error: { code: "input/invalid" } });
    socket.send("x".repeat(10_000));
    expect(await socket.next()).toMatchObject({ type: "error", error: { code: "input/invalid" } });
    expect(socket.closed).toBeNull();
    socket.send({ type: "hello", token: tokens[1] });
    const table = await socket.nextTable();
    expectOwnViewOnly(table, 1);
    socket.send({ type: "hello" });
    expect(await socket.next()).toMatchObject({ type: "error", error: { code: "input/invalid" } });
    socket.close();
  });

  it("closes with 4003 on a bad token and 4001 without hello", async () => {
    const { id } = await twoPlayerGame();
    const bad = await Socket.open(id);
    bad.send({ type: "hello", token: "A".repeat(24) });
    expect(await bad.next()).toMatchObject({ type: "error", error: { code: "auth/bad-token" } });
    expect((await bad.closedWith()).code).toBe(4003);

    const malformed = await Socket.open(id);
    malformed.send({ type: "hello", token: "short" });
    expect(await malformed.next()).toMatchObject({
      type: "error",
      error: { code: "auth/bad-token" },
    });
    expect((await malformed.closedWith()).code).toBe(4003);

    const silent = await Socket.open(id);
    const stub = roomOf(id);
    // Move the hello deadline into the past instead of waiting five seconds.
    await runInDurableObject(stub, (_room, state) => {
      for (const ws of state.getWebSockets())
        ws.serializeAttachment({ authed: false, seat: null, deadline: 0 });
    });
    expect(await runDurableObjectAlarm(stub)).toBe(true);
    const message: ServerMessage = await silent.next();
    expect(message).toMatchObject({ type: "error", error: { code: "auth/no-hello" } });
    expect((await silent.closedWith()).code).toBe(4001);
  });

  it("refuses plain GETs (426) and unknown games (404)", async () => {
    const { id } = await twoPlayerGame();
    expectError(await call("GET", `/api/games/${id}/live`), 426, "http/upgrade-required");
    expectError(
      await call("GET", `/api/games/AAAAAAAAAAAAAAAA/live`, { headers: { Upgrade: "websocket" } }),
      404,
      "room/not-found",
    );
  });
  it("counts a seat online while any of its pages is open; pushes joins and rematches", async () => {
    const created = await createGame();
    const id = created.id;
    const watcher = await Socket.hello(id);
    expect(watcher.table.players.map((p) => p.online)).toEqual([false, false]);
    const first = await Socket.hello(id, created.token);
    const second = await Socket.hello(id, created.token);
    expect(second.table.players[0]!.online).toBe(true);
    first.socket.close();
    // The second page is still open, so seat 0 stays online for the first page's closing push.
    const afterClose = await second.socket.nextTable();
    expect(afterClose.players[0]!.online).toBe(true);

    // A friend joining is pushed to everyone.
    const invite = created.invites[0]!.invite;
    const joined = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite, name: "Bruno" },
    });
    expect(joined.status).toBe(200);
    const seen = await watcher.socket.nextTableWhere((t) => t.players[1]!.joined);
    expect(seen.seq).toBe(0);
    expect(seen.players[1]).toMatchObject({ name: "Bruno", joined: true, online: false });

    // Play to the end; the rematch id reaches open pages.
    await playThroughHttp(id, [created.token, joined.body.token], chooser(21));
    const rematch = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: joined.body.token,
    });
    expect(rematch.status).toBe(200);
    const pushed = await second.socket.nextTableWhere((t) => t.rematch !== undefined);
    expect(pushed.rematch).toBe(rematch.body.id);
    expectOwnViewOnly(pushed, 0);
    second.socket.close();
    watcher.socket.close();
  });
});
