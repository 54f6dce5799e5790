/**
 * An audience never harms the table (docs/decisions.md, "An audience in front of the room"):
 * spectators from one client have a budget of their own and seats always get in and get every
 * push; silent sockets make way and are freed; spectators on a SpectatorRelay (`/watch`) get
 * exactly the patches a spectator on the room gets, in order, also once the log slides; a
 * relay that lost its memory keeps its sockets' state; the room feeds one message per relay,
 * not per spectator; the polling fallback is one cached table.
 */
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerMessage, Table } from "../../src/protocol";
import { overrideLimits } from "../../src/server/limits/config";
import type { Pushes } from "../../src/server/room/broadcast";
import { relayName, relayShards, shardOf } from "../../src/server/relay/config";
import {
  call,
  chooser,
  patchEvents,
  getTable,
  playThroughHttp,
  postMove,
  roomOf,
  seatedGame,
  Socket,
  twoPlayerGame,
  type ViewShape,
} from "./helpers";
import { playChosen } from "./move-helpers";

afterEach(() => overrideLimits({}));

/** The relay a client address's sockets go to. */
function relayOf(id: string, ip: string) {
  const name = relayName(id, shardOf(ip, relayShards(env)));
  return env.RELAYS.get(env.RELAYS.idFromName(name));
}

/** The relays a room feeds. */
async function relaysOf(id: string): Promise<string[]> {
  return runInDurableObject(roomOf(id), (_room, state) =>
    state.storage.sql
      .exec<{ name: string }>("SELECT name FROM relays ORDER BY name")
      .toArray()
      .map((r) => r.name),
  );
}

/** Opens `n` sockets and says hello on each: the ones let in, and the close codes of the others. */
async function crowd(
  id: string,
  n: number,
  at: { path?: "live" | "watch"; ip?: string },
): Promise<{ in: Socket[]; refused: number[] }> {
  // One after the other: a client's sockets waiting for hello are bounded (the oldest make way).
  const sockets: Socket[] = [];
  for (let i = 0; i < n; i++) {
    const s = await Socket.open(id, at);
    s.send({ type: "hello" });
    sockets.push(s);
  }
  const firsts = await Promise.all(sockets.map((s) => s.next().catch(() => null)));
  const out: { in: Socket[]; refused: number[] } = { in: [], refused: [] };
  for (const [i, s] of sockets.entries()) {
    if (firsts[i]?.type === "table") out.in.push(s);
    else out.refused.push((await s.closedWith()).code);
  }
  return out;
}

/** The messages a socket got, parsed, with their raw text. */
function wire(s: Socket): { m: ServerMessage; raw: string }[] {
  return s.raw.map((raw) => ({ m: JSON.parse(raw) as ServerMessage, raw }));
}

describe("seats never locked out", () => {
  it("lets every seat in and pushes it every move after 64+ spectator and silent sockets from one client", async () => {
    const { id, tokens } = await twoPlayerGame();
    const ip = "198.51.100.7";
    const onRoom = await crowd(id, 70, { ip });
    const onRelay = await crowd(id, 70, { path: "watch", ip });
    // The client's own budget: 16 per game, on the room and its relay together, nothing more.
    expect(onRoom.in.length).toBe(16);
    expect(onRoom.refused).toEqual(Array(54).fill(4029));
    expect(onRelay.in.length).toBe(0);
    expect(onRelay.refused).toEqual(Array(70).fill(4029));
    // And 64 raw sockets that never say hello: only the newest few keep waiting.
    const silent = await Promise.all(Array.from({ length: 64 }, () => Socket.open(id, { ip })));
    const pending = await runInDurableObject(
      roomOf(id),
      (_room, state) =>
        state.getWebSockets().filter((ws) => {
          const a = ws.deserializeAttachment() as { authed: boolean; closing?: boolean };
          return !a.authed && !a.closing;
        }).length,
    );
    expect(pending).toBe(32);

    // Every seat gets in, on three devices each, from that same address and from another.
    const seats = [
      ...(await Promise.all([0, 1, 2].map(() => Socket.hello(id, tokens[0], { ip })))),
      ...(await Promise.all([0, 1, 2].map(() => Socket.hello(id, tokens[1])))),
    ];
    for (const [i, s] of seats.entries()) expect(s.table.seat).toBe(i < 3 ? 0 : 1);
    // Every move reaches every seat socket.
    const choose = chooser(5);
    let table = await getTable(id, tokens[0]);
    for (let moves = 0; table.outcome === null && moves < 30; moves++) {
      table = await playChosen(id, tokens, table, choose);
      for (const [i, s] of seats.entries()) {
        const pushed = await s.socket.tableAt(table.seq);
        expect(pushed.seq).toBe(table.seq);
        expect(pushed.seat).toBe(i < 3 ? 0 : 1);
      }
    }
    // A fourth device of a seat closes one of that seat's sockets (4009, the oldest), nobody else's.
    const fourth = await Socket.hello(id, tokens[0], { ip });
    const gone = await Promise.race(
      seats.slice(0, 3).map((s) => s.socket.closedWith().then(() => s.socket)),
    );
    expect(gone.closed?.code).toBe(4009);
    expect(gone.messages.at(-1)).toMatchObject({
      type: "error",
      error: { code: "live/other-device" },
    });
    expect(seats.filter((s) => s.socket.closed !== null).length).toBe(1);
    for (const s of [...seats, { socket: fourth.socket }]) s.socket.close();
    for (const s of [...onRoom.in, ...onRelay.in, ...silent]) s.close();
  });

  it("closes and frees silent sockets on the room and on a relay", async () => {
    const { id, tokens } = await twoPlayerGame();
    const ip = "198.51.100.8";
    const silentRoom = await Socket.open(id, { ip });
    const silentRelay = await Socket.open(id, { path: "watch", ip });
    // Move the hello deadlines into the past instead of waiting five seconds.
    const past = (state: DurableObjectState) => {
      for (const ws of state.getWebSockets()) {
        const a = ws.deserializeAttachment() as { authed: boolean };
        if (!a.authed) ws.serializeAttachment({ ...a, deadline: 0 });
      }
    };
    await runInDurableObject(roomOf(id), (_r, state) => past(state));
    await runInDurableObject(relayOf(id, ip), (_r, state) => past(state));
    expect(await runDurableObjectAlarm(roomOf(id))).toBe(true);
    expect(await runDurableObjectAlarm(relayOf(id, ip))).toBe(true);
    for (const s of [silentRoom, silentRelay]) {
      expect(await s.next()).toMatchObject({ type: "error", error: { code: "auth/no-hello" } });
      expect((await s.closedWith()).code).toBe(4001);
    }
    // Whether or not the peer ever answers the close frame, no place is held.
    const held = (state: DurableObjectState) =>
      state.getWebSockets().filter((ws) => {
        const a = ws.deserializeAttachment() as { closing?: boolean } | null;
        return ws.readyState === WebSocket.OPEN && a !== null && !a.closing;
      }).length;
    expect(await runInDurableObject(roomOf(id), (_r, state) => held(state))).toBe(0);
    expect(await runInDurableObject(relayOf(id, ip), (_r, state) => held(state))).toBe(0);
    // With one place for spectators on the room and two per client, new pages still get in.
    overrideLimits({ socketsPerGame: 1, spectatorsPerClient: 2 });
    const watcher = await Socket.hello(id, undefined, { ip });
    const relayWatcher = await Socket.hello(id, undefined, { path: "watch", ip });
    const seat = await Socket.hello(id, tokens[1], { ip });
    expect([watcher.table.seat, relayWatcher.table.seat, seat.table.seat]).toEqual([null, null, 1]);
    for (const s of [watcher, relayWatcher, seat]) s.socket.close();
  });

  it("counts a client's spectators on /live and /watch together, and frees a place on close", async () => {
    const { id } = await twoPlayerGame();
    const ip = "203.0.113.77";
    overrideLimits({ spectatorsPerClient: 3 });
    const onRoom = await crowd(id, 2, { ip });
    expect(onRoom.in.length).toBe(2);
    // One place left: the relay takes one, then refuses.
    const onRelay = await crowd(id, 2, { path: "watch", ip });
    expect(onRelay.in.length).toBe(1);
    expect(onRelay.refused).toEqual([4029]);
    // And the room, the relay's socket counted, refuses a third page of its own.
    const more = await crowd(id, 1, { ip });
    expect(more.refused).toEqual([4029]);
    // A page on the room closes: the relay learns it, and a page gets in there.
    onRoom.in[0]!.ws.close();
    await onRoom.in[0]!.closedWith();
    await expect.poll(async () => (await crowd(id, 1, { path: "watch", ip })).in.length).toBe(1);
    // Another client keeps its own budget.
    expect((await crowd(id, 3, { path: "watch", ip: "203.0.113.78" })).in.length).toBe(3);
  });

  it("lets nine pages of one household open together: none closes another's socket", async () => {
    const { id } = await twoPlayerGame();
    const ip = "198.51.100.99";
    // All nine connect before any says hello (a browser restoring its tabs), on a cold relay.
    const pages = await Promise.all(
      Array.from({ length: 9 }, () => Socket.open(id, { path: "watch", ip })),
    );
    for (const p of pages) p.send({ type: "hello" });
    const firsts = await Promise.all(pages.map((p) => p.next()));
    expect(firsts.map((m) => m.type)).toEqual(Array(9).fill("table"));
    expect(pages.map((p) => p.closed)).toEqual(Array(9).fill(null));
    for (const p of pages) p.ws.close();
  });

  it("refuses a seat token on the spectators' address (4003)", async () => {
    const { id, tokens } = await twoPlayerGame();
    const s = await Socket.open(id, { path: "watch" });
    s.send({ type: "hello", token: tokens[0] });
    expect(await s.next()).toMatchObject({ type: "error", error: { code: "auth/watch-only" } });
    expect((await s.closedWith()).code).toBe(4003);
    const unknown = await Socket.open("AAAAAAAAAAAAAAAA", { path: "watch" });
    unknown.send({ type: "hello" });
    expect(await unknown.next()).toMatchObject({
      type: "error",
      error: { code: "room/not-found" },
    });
    expect((await unknown.closedWith()).code).toBe(4004);
  });
});

describe("spectators through relays", () => {
  it("gives a spectator on a relay exactly the patches a spectator on the room gets, in order, as the log slides", async () => {
    const { id, tokens } = await seatedGame("mattazza", 4);
    const ips = ["203.0.113.1", "203.0.113.2", "203.0.113.3"];
    const onRelays = await Promise.all(
      ips.map((ip) => Socket.hello(id, undefined, { path: "watch", ip })),
    );
    const many = await crowd(id, 12, { path: "watch", ip: ips[0] });
    const direct = await Socket.hello(id);
    const seat = await Socket.hello(id, tokens[0]);
    // An older page on a relay (its hello does not say it applies edits): whole tables only.
    const older = await Socket.hello(id, undefined, { path: "watch", ip: ips[1], edits: false });
    const end = await playThroughHttp(id, tokens, chooser(9), { maxMoves: 320 });
    const http = await getTable(id);
    expect(await direct.socket.tableAt(end.seq)).toEqual(http);
    expect(await older.socket.tableAt(end.seq)).toEqual(http);
    expect(wire(older.socket).filter((x) => x.m.type === "edits")).toEqual([]);
    for (const s of [...onRelays.map((h) => h.socket), ...many.in])
      expect(await s.tableAt(end.seq)).toEqual(http);

    // From the first push both hold the same table, the same messages, byte for byte.
    const ofDirect = wire(direct.socket).filter(
      (x) => x.m.type === "edits" || x.m.type === "table",
    );
    const revOf = (m: ServerMessage) => (m.type === "edits" || m.type === "table" ? m.rev : "");
    for (const h of onRelays) {
      const ofRelay = wire(h.socket).filter((x) => x.m.type === "edits" || x.m.type === "table");
      const firstPatch = ofDirect.findIndex((x) => x.m.type === "edits");
      const from = ofRelay.findIndex((x) => revOf(x.m) === revOf(ofDirect[firstPatch]!.m));
      expect(from).toBeGreaterThan(0);
      expect(ofRelay.slice(from).map((x) => x.raw)).toEqual(
        ofDirect.slice(firstPatch).map((x) => x.raw),
      );
    }
    // On the relays too the log travels once: each patch carries its change's events only.
    const events = (end.view as { events: unknown[] }).events.length;
    const most = Math.max(...onRelays[0]!.socket.raw.map((r) => patchEvents(r) ?? 0));
    console.log(`relay: ${end.seq} moves, ${events} events in the log, at most ${most} in a patch`);
    expect(most).toBeLessThan(Math.min(events, 40));
    // The room feeds one message per relay, not one per spectator: at most three relays here.
    const relays = await relaysOf(id);
    expect(relays.length).toBe(new Set(ips.map((ip) => shardOf(ip, relayShards(env)))).size);
    const rest = [direct.socket, seat.socket, older.socket];
    for (const s of [...onRelays.map((h) => h.socket), ...many.in, ...rest]) s.close();
  });

  it("keeps a relay's sockets right after the relay or the room lost its memory", async () => {
    const { id, tokens } = await twoPlayerGame();
    const ip = "203.0.113.9";
    const first = await Socket.hello(id, undefined, { path: "watch", ip });
    const step = async (n: number) => {
      let table = await getTable(id, tokens[0]);
      for (let i = 0; i < n && table.outcome === null; i++) {
        const seat = table.toAct[0]!;
        const mine = await getTable(id, tokens[seat]);
        table = (await postMove(id, tokens[seat]!, mine.seq, mine.legal[0])).body;
      }
      return table;
    };
    let table = await step(3);
    expect(await first.socket.tableAt(table.seq)).toEqual(await getTable(id));

    // The relay is evicted from memory: its sockets keep their revs, it forgets the table.
    await runInDurableObject(relayOf(id, ip), (relay) => {
      (relay as unknown as { latest: unknown }).latest = null;
    });
    table = await step(2);
    expect(await first.socket.tableAt(table.seq)).toEqual(await getTable(id));
    // A newcomer's hello makes the relay ask the room once.
    const second = await Socket.hello(id, undefined, { path: "watch", ip });
    expect(second.table).toEqual(await getTable(id));

    // The room is evicted from memory: its next push has no base, the relay sends whole tables.
    await runInDurableObject(roomOf(id), (room) =>
      (room as unknown as { pushes: Pushes }).pushes.forget(),
    );
    table = await step(2);
    for (const s of [first, second])
      expect(await s.socket.tableAt(table.seq)).toEqual(await getTable(id));
    const kinds = (s: Socket) => wire(s).map((x) => x.m.type);
    expect(kinds(first.socket)).toContain("edits");
    // Nothing a spectator may not see ever came through the relay: no hand, no side deck, no seed.
    for (const s of [first, second])
      for (const m of s.socket.messages)
        if (m.type === "table") {
          const view = m.table.view as ViewShape;
          for (const seat of view.seats) {
            expect(seat).not.toHaveProperty("hand");
            expect(seat).not.toHaveProperty("sideDeck");
          }
          if (m.table.outcome === null) expect(m.table).not.toHaveProperty("seed");
        }

    // Everyone leaves: the next push takes the empty relay off the room's list.
    for (const s of [first, second]) {
      s.socket.close();
      await s.socket.closedWith();
    }
    await step(1);
    await expect.poll(() => relaysOf(id)).toEqual([]);
    // And a new spectator puts it back.
    const third = await Socket.hello(id, undefined, { path: "watch", ip });
    expect(third.table).toEqual(await getTable(id));
    expect((await relaysOf(id)).length).toBe(1);
    third.socket.close();
  });
});

describe("the polling fallback", () => {
  it("answers the spectators' table from a short cache, with an ETag and 304", async () => {
    const { id } = await twoPlayerGame();
    const a = await call<Table>("GET", `/api/games/${id}/watch`);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(await getTable(id));
    expect(a.body.seat).toBeNull();
    const etag = a.headers.get("ETag")!;
    expect(etag).toMatch(/^"0-[0-9a-f]{16}"$/);
    const b = await call("GET", `/api/games/${id}/watch`, { headers: { "If-None-Match": etag } });
    expect(b.status).toBe(304);
    const none = await call("GET", `/api/games/AAAAAAAAAAAAAAAA/watch`);
    expect(none.status).toBe(404);
  });
});
