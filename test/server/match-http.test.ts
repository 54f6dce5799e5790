// A whole Pazaak match through the HTTP API by two seats, then the fair-deal proof: the revealed
// seed matches the commitment and replaying the log gives the same final views.
import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame, games } from "../../src/engine";
import type { Table } from "../../src/protocol";
import { sha256Hex } from "../../src/server/security";
import {
  call,
  fetchWorker,
  chooser,
  getLog,
  getTable,
  playThroughHttp,
  twoPlayerGame,
  type ViewShape,
} from "./helpers";

describe("a whole match over HTTP", () => {
  it("two seats play to the end; the seed and log replay to the same result", async () => {
    const { id, tokens, created } = await twoPlayerGame();
    const before = await getTable(id);
    expect(before.seed).toBeUndefined();
    expect(before.commitment).toBe(created.commitment);
    expect(before.players.map((p) => [p.name, p.joined, p.computer])).toEqual([
      ["Anna", true, false],
      ["Bruno", true, false],
    ]);

    const final = await playThroughHttp(id, tokens, chooser(7));
    expect(final.outcome).not.toBeNull();
    expect(final.toAct).toEqual([]);
    expect(final.legal).toEqual([]);
    const seed = final.seed!;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(await sha256Hex(seed)).toBe(created.commitment);

    // Anyone (a spectator here) gets the seed and every move unredacted after the end.
    const log = await getLog(id);
    expect(log.seed).toBe(seed);
    expect(log.moves.length).toBe(final.seq);
    expect(log.moves.map((m) => m.seq)).toEqual(log.moves.map((_, i) => i + 1));
    const sideDecks = log.moves.filter((m) => (m.move as { type: string }).type === "sideDeck");
    for (const m of sideDecks) expect((m.move as { cards?: unknown }).cards).toBeDefined();

    const game = findGame(log.game)!;
    let state = game.setup({ seats: log.seats, options: log.options, seed: log.seed! });
    for (const m of log.moves) {
      const r = game.play(state, m.seat, m.move);
      expect(r.ok).toBe(true);
      if (r.ok) state = r.state;
    }
    expect(game.outcome(state)).toEqual(final.outcome);
    for (const seat of [0, 1, null]) {
      const table: Table = await getTable(id, seat === null ? undefined : tokens[seat]);
      expect(table.view).toEqual(JSON.parse(JSON.stringify(game.view(state, seat))));
    }
  });

  it("the table differs per reader: own hand only, nothing secret for spectators", async () => {
    const { id, tokens } = await twoPlayerGame();
    await playThroughHttp(id, tokens, chooser(3), { maxMoves: 6 });
    const [t0, t1, spectator] = await Promise.all([
      getTable(id, tokens[0]),
      getTable(id, tokens[1]),
      getTable(id),
    ]);
    expect(t0.seat).toBe(0);
    expect(t1.seat).toBe(1);
    expect(spectator.seat).toBeNull();
    expect(spectator.legal).toEqual([]);
    const v0 = t0.view as ViewShape;
    const v1 = t1.view as ViewShape;
    const vs = spectator.view as ViewShape;
    expect(v0.seats[0].hand).toHaveLength(v0.seats[0].handCount);
    expect(v0.seats[1].hand).toBeUndefined();
    expect(v1.seats[1].hand).toHaveLength(v1.seats[1].handCount);
    expect(v0.seats[0].sideDeck).toHaveLength(10);
    expect(v0.seats[1].sideDeck).toBeUndefined();
    expect(v1.seats[0].hand).toBeUndefined();
    expect(vs.seats[0].hand).toBeUndefined();
    expect(vs.seats[1].sideDeck).toBeUndefined();

    // The log hides each side-deck choice from everyone but its author while the game runs.
    const log0 = await getLog(id, tokens[0]);
    const spectatorLog = await getLog(id);
    expect(spectatorLog.seed).toBeUndefined();
    for (const m of spectatorLog.moves) expect(m.move).not.toHaveProperty("cards");
    for (const m of log0.moves) if (m.seat === 1) expect(m.move).not.toHaveProperty("cards");
  });

  it("answers carry no-store and frame-ancestors headers; /status stays", async () => {
    const { id } = await twoPlayerGame();
    // Through SELF once, the way the runtime delivers requests to the Worker.
    const self = await SELF.fetch(`http://tavolo.test/api/games/${id}`);
    expect(self.status).toBe(200);
    expect(((await self.json()) as Table).id).toBe(id);
    const answer = await call("GET", `/api/games/${id}`);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
    // On this machine the tests' DEV_* switches are fine (status.test.ts checks other hosts).
    const local = await fetchWorker(new Request("http://127.0.0.1:8787/status"));
    const status = { status: local.status, headers: local.headers, body: await local.json() } as {
      status: number;
      headers: Headers;
      body: { ok: boolean; games: string[] };
    };
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ ok: true, games: Object.keys(games) });
    expect(status.body.games).toContain("pazaak");
    expect(status.headers.get("Content-Security-Policy")).toBe("frame-ancestors 'none'");
  });
});
