/**
 * Crash safety: `wrangler dev` on a fresh state folder; several games
 * (two-player Pazaak and Mazzo, Mazzo against the computer: short games, so the run stays
 * within a few minutes on a busy machine) played over HTTP while the
 * server and its workerd processes are SIGKILLed at random moments (requests in flight) and
 * restarted on the same state. Checks after every restart and at the end: every move answered
 * 200 is in the log at its seq by its seat, the log has no gap or double, the games play on to
 * their end, and a computer move that fell due while the server was down is played after the
 * restart without anyone touching the game.
 */
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateGameResponse, LogResponse, Table } from "../../src/protocol";
import { Gate, send, type Reply } from "./client";
import { Server } from "./server";

const root = resolve(import.meta.dirname, "../..");
/** Random kills while the games run (plus the one timed for the computer's alarm). */
const RANDOM_KILLS = 4;

interface Ack {
  seq: number;
  seat: number;
  moveId: string;
  move: unknown;
}

interface Run {
  id: string;
  game: string;
  tokens: Map<number, string>;
  acks: Ack[];
}

let server: Server;
let stateDir: string;
const gate = new Gate();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const between = (a: number, b: number) => a + Math.floor(Math.random() * (b - a));

function api<T>(method: string, path: string, token?: string, body?: unknown): Promise<Reply<T>> {
  return send<T>(server, gate, method, path, token, body);
}

/** Creates a game; with `computer`, seat 1 is the computer, else a second player joins. */
async function newGame(game: string, computer: boolean): Promise<Run> {
  const created = await api<CreateGameResponse>("POST", "/api/games", undefined, {
    game,
    name: "Anna",
    ...(computer ? { computer: [1] } : {}),
  });
  expect(created.status).toBe(201);
  const tokens = new Map([[0, created.body.token]]);
  if (!computer) {
    const joined = await api<{ token: string }>(
      "POST",
      `/api/games/${created.body.id}/join`,
      undefined,
      {
        invite: created.body.invites[0]!.invite,
        name: "Bruno",
      },
    );
    expect(joined.status).toBe(200);
    tokens.set(1, joined.body.token);
  }
  return { id: created.body.id, game, tokens, acks: [] };
}

async function table(run: Run, seat: number): Promise<Table> {
  const t = await api<Table>("GET", `/api/games/${run.id}`, run.tokens.get(seat));
  expect(t.status).toBe(200);
  return t.body;
}

/** One move of a human seat to act (random legal); null when the computer is to act. */
async function step(run: Run): Promise<Table | null> {
  const first = await table(run, 0);
  const seat = first.toAct.find((s) => run.tokens.has(s));
  if (seat === undefined) return null;
  const t = seat === 0 ? first : await table(run, seat);
  if (!t.toAct.includes(seat) || t.legal.length === 0) return null;
  const move = t.legal[between(0, t.legal.length)];
  const request = { seq: t.seq, moveId: randomUUID(), move };
  // Sent again, identical, if the server dies under it: the answer is the move's.
  const r = await api<Table>("POST", `/api/games/${run.id}/moves`, run.tokens.get(seat), request);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  run.acks.push({ seq: t.seq + 1, seat, moveId: request.moveId, move });
  return r.body;
}

/** Plays the game to its end (waiting out computer turns). */
async function playToEnd(run: Run): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    expect(Date.now() < deadline, `${run.game} ${run.id} ends`).toBe(true);
    const t = await table(run, 0);
    if (t.outcome) return;
    if ((await step(run)) === null) await sleep(150);
  }
}

/** Every acknowledged move is in the log at its seq, by its seat; the log has no gap. */
async function checkLog(run: Run): Promise<LogResponse> {
  // The moves acknowledged before the log was asked for (players may be moving meanwhile).
  const acks = [...run.acks];
  const log = await api<LogResponse>("GET", `/api/games/${run.id}/log`, run.tokens.get(0));
  expect(log.status).toBe(200);
  const seqs = log.body.moves.map((m) => m.seq);
  expect(seqs).toEqual(seqs.map((_, i) => i + 1));
  const bySeq = new Map(log.body.moves.map((m) => [m.seq, m]));
  expect(new Set(acks.map((a) => a.seq)).size).toBe(acks.length);
  for (const ack of acks) {
    const entry = bySeq.get(ack.seq);
    expect(entry, `acknowledged move ${ack.seq} of ${run.game} ${run.id}`).toBeDefined();
    expect(entry!.seat).toBe(ack.seat);
    if (ack.seat === 0) expect(entry!.move).toEqual(ack.move);
  }
  return log.body;
}

/** Kills the server, keeps it down `outage` ms, restarts it on the same state. */
async function crash(outage: number): Promise<number> {
  gate.close();
  await server.kill();
  await sleep(outage);
  await server.start();
  const restarted = Date.now();
  gate.reopen();
  return restarted;
}

beforeAll(async () => {
  if (!existsSync(join(root, "dist/web/index.html"))) {
    const { buildWeb } = (await import(join(root, "scripts/build-web.mjs"))) as {
      buildWeb(): Promise<unknown>;
    };
    await buildWeb();
  }
  stateDir = mkdtempSync(join(tmpdir(), "tavolo-crash-"));
  server = new Server(stateDir, 8891);
  await server.start();
}, 120_000);

afterAll(async () => {
  await server?.kill();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
});

describe("crash safety", () => {
  it("loses no acknowledged move, finishes every game and fires alarms due during an outage", async () => {
    const runs = [
      await newGame("pazaak", false),
      await newGame("pazaak", false),
      await newGame("mazzo", false),
      await newGame("mazzo", true),
    ];
    const watched = await newGame("mazzo", true);
    let stop = false;
    const players = runs.map(async (run) => {
      while (!stop) if ((await step(run)) === null) await sleep(150);
    });

    // Random kills while four games are being played (requests in flight). Short games may
    // end before the kills do: the checks hold all the same.
    for (let k = 0; k < RANDOM_KILLS; k++) {
      await sleep(between(300, 2500));
      await crash(between(200, 1500));
      for (const run of runs) await checkLog(run);
    }

    // A kill right after a move that hands the turn to the computer: its move falls due
    // (0.7–1.5 s later) while the server is down, and must be played after the restart.
    let before: Table | null = null;
    while (!before?.toAct.includes(1)) {
      before = await step(watched);
      expect(before?.outcome ?? null).toBeNull();
    }
    const restarted = await crash(2500);
    await sleep(3000);
    const log = await checkLog(watched);
    const computer = log.moves.find((m) => m.seq === before.seq + 1);
    expect(computer?.seat, "the computer's move due during the outage").toBe(1);
    expect(computer!.at).toBeGreaterThanOrEqual(restarted - 1000);

    stop = true;
    await Promise.all(players);
    runs.push(watched);
    await Promise.all(runs.map(playToEnd));
    let moves = 0;
    for (const run of runs) {
      const final = await checkLog(run);
      expect((await table(run, 0)).outcome).not.toBeNull();
      moves += final.moves.length;
    }
    console.log(
      `crash test: ${server.starts - 1} SIGKILLs, ${runs.length} games, ${moves} moves ` +
        `(${runs.reduce((n, r) => n + r.acks.length, 0)} acknowledged to this client), ` +
        `${gate.retried} requests cut by a kill and sent again`,
    );
  }, 420_000);
});
