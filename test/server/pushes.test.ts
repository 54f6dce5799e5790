/**
 * Small pushes: after the whole table once, a socket gets patches against
 * the table it holds; applied, they give exactly the table the seat reads over HTTP; a new or
 * reconnected socket gets the whole table once; the size of every push over a whole match is
 * printed, and the median Pazaak push stays within 330 bytes. The other games too: long
 * enough for their logs to fill up and slide, the patched tables of every seat and of a
 * spectator are those HTTP answers. A whole table is the very bytes of its message encoded as
 * JSON, and an older page (its hello does not say it applies edits) gets whole tables only.
 */
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { ServerMessage } from "../../src/protocol";
import {
  chooser,
  patchEvents,
  getTable,
  playThroughHttp,
  seatedGame,
  Socket,
  twoPlayerGame,
} from "./helpers";

/** The median and the largest of some sizes. */
function spread(sizes: number[]): { n: number; p50: number; max: number } {
  const s = [...sizes].sort((a, b) => a - b);
  return { n: s.length, p50: s[Math.floor(s.length / 2)] ?? 0, max: s.at(-1) ?? 0 };
}

describe("small pushes", () => {
  it("patches a Pazaak match: the whole table once, then patches that rebuild it exactly", async () => {
    const { id, tokens } = await twoPlayerGame();
    const [a, b, watcher] = await Socket.everyReader(id, tokens);
    const end = await playThroughHttp(id, tokens, chooser(7));
    const sockets = [a.socket, b.socket, watcher.socket];
    for (const s of sockets) await s.tableAt(end.seq);
    const wire = (s: Socket) => s.raw.map((t) => JSON.parse(t) as ServerMessage);
    for (const s of sockets) {
      const kinds = wire(s).map((m) => m.type);
      expect(kinds[0]).toBe("table");
      expect(kinds.filter((k) => k === "edits").length).toBeGreaterThan(end.seq / 2);
    }
    // Applied patches give what HTTP answers (HTTP keeps the whole table).
    const seatTables = await Promise.all([getTable(id, tokens[0]), getTable(id, tokens[1])]);
    expect(await a.socket.tableAt(end.seq)).toEqual(seatTables[0]);
    expect(await b.socket.tableAt(end.seq)).toEqual(seatTables[1]);
    expect(await watcher.socket.tableAt(end.seq)).toEqual(await getTable(id));
    // A socket that comes later (a reconnection) gets the whole table first.
    const again = await Socket.hello(id, tokens[0]);
    expect((JSON.parse(again.socket.raw[0]!) as ServerMessage).type).toBe("table");
    // (Its hello moved the seat's "last seen", nothing else.)
    expect({ ...again.table, players: [] }).toEqual({ ...seatTables[0], players: [] });
    const sizes = wire(a.socket)
      .map((m, i) => (m.type === "edits" ? a.socket.raw[i]!.length : -1))
      .filter((n) => n >= 0);
    const full = a.socket.raw.filter((t) => t.startsWith('{"type":"table"')).map((t) => t.length);
    console.log(
      `Pazaak pushes to a seat: patches ${JSON.stringify(spread(sizes))}, whole tables ${JSON.stringify(spread(full))} (bytes)`,
    );
    expect(spread(sizes).p50).toBeLessThanOrEqual(330);
    for (const s of [...sockets, again.socket]) s.close();
  });

  // Pazaak's match is the one above; every other game at its default seats, Mazzo's short
  // turns given more moves to fill its log.
  const MOVES: Readonly<Record<string, number>> = { mazzo: 400 };
  for (const { id: game, seats: count } of Object.values(games).filter((g) => g.id !== "pazaak")) {
    const seats = count.default;
    const moves = MOVES[game] ?? 320;
    it(`patches ${game} with ${seats} seats: every socket's table is the one HTTP answers`, async () => {
      const { id, tokens } = await seatedGame(game, seats);
      const sockets = (await Socket.everyReader(id, tokens)).map((h) => h.socket);
      const end = await playThroughHttp(id, tokens, chooser(seats * 5), { maxMoves: moves });
      for (const [i, s] of sockets.entries()) {
        const http = await getTable(id, tokens[i]);
        expect(await s.tableAt(end.seq), `${game} reader ${i}`).toEqual(http);
        const patches = s.raw.filter((t) => t.startsWith('{"type":"edits"')).length;
        expect(patches).toBeGreaterThan(end.seq / 2);
      }
      // The log travels once: a patch carries the events of its change, never the recent log,
      // also once the log is full and drops its oldest.
      const events = (end.view as { events: unknown[] }).events.length;
      const most = Math.max(...sockets.flatMap((s) => s.raw.map(patchEvents)).map((n) => n ?? 0));
      console.log(
        `${game}: ${end.seq} moves, ${events} events in the log, at most ${most} in a patch`,
      );
      expect(most).toBeGreaterThan(0);
      expect(most).toBeLessThan(Math.min(events, 40));
      for (const s of sockets) s.close();
    });
  }

  it("sends whole tables as JSON would encode them, and only whole tables to an older page", async () => {
    const { id, tokens } = await twoPlayerGame();
    // A page from before patches, and a spectator's page of the version before the view's
    // public keys joined the common part (`edits: 4`, open across a deploy).
    const older = await Socket.hello(id, tokens[0], { edits: false });
    const watcher = await Socket.hello(id, undefined, { edits: 4 });
    const seat = await Socket.hello(id, tokens[1]);
    const end = await playThroughHttp(id, tokens, chooser(11), { maxMoves: 30 });
    for (const s of [older.socket, watcher.socket, seat.socket]) await s.tableAt(end.seq);
    for (const s of [older.socket, watcher.socket]) {
      const kinds = s.raw.map((t) => (JSON.parse(t) as ServerMessage).type);
      expect(kinds.filter((k) => k === "edits")).toEqual([]);
      expect(kinds.filter((k) => k === "table").length).toBeGreaterThan(end.seq / 2);
    }
    expect(await older.socket.tableAt(end.seq)).toEqual(await getTable(id, tokens[0]));
    expect(await watcher.socket.tableAt(end.seq)).toEqual(await getTable(id));
    // Every whole table (written around the engine's encoded view) is its message's JSON.
    for (const s of [older.socket, watcher.socket, seat.socket])
      for (const raw of s.raw)
        if (raw.startsWith('{"type":"table"'))
          expect(raw).toBe(JSON.stringify(JSON.parse(raw) as ServerMessage));
    // And every table a patch makes is too, and the seat's patches make what HTTP answers.
    for (const text of seat.socket.texts) expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(await seat.socket.tableAt(end.seq)).toEqual(await getTable(id, tokens[1]));
    for (const s of [older.socket, watcher.socket, seat.socket]) s.close();
  });
});
