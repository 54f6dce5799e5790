// Replays against the real server, for every game of the registry: a whole game is played over
// HTTP by its seats, and every table the server answered (each mover's table before and after
// its move, and the spectator's after every move) is recorded. After the end, the replay's
// builder (web/replay/build.ts, the code the replay page and embed run) rebuilds the game from
// the revealed seed and the log, and its table of each step for each reader must equal the
// recorded one; a tampered seed or move list is refused. During the game, each reader's
// history (GET /history/{seq}) must be exactly what that reader was shown at that step.
import { describe, expect, it } from "vitest";
import { findGame, games } from "../../src/engine";
import type { HistoryStep, LogResponse, Table } from "../../src/protocol";
import { rebuild, stepTable, type Replay } from "../../web/replay/build";
import {
  call,
  chooser,
  createGame,
  getLog,
  getTable,
  playChosen,
  postMove,
  seatedGame,
} from "./helpers";

/** The seats a game is played at here, if not its fewest (few, to keep the whole game short). */
const SEATS: Record<string, number> = { mattazza: 3 };
/** Options that make a short game. */
const OPTIONS: Record<string, Record<string, unknown>> = {
  mattazza: { matchMode: "elimination", eliminationTarget: 2 },
};

/** One table the server answered, and to whom. */
interface Seen {
  reader: number | null;
  table: Table;
}

/** The parts of a table a replayed step must reproduce. */
function shown(t: Table) {
  return JSON.parse(
    JSON.stringify({
      seq: t.seq,
      seat: t.seat,
      view: t.view,
      legal: t.legal,
      toAct: t.toAct,
      outcome: t.outcome,
    }),
  ) as unknown;
}

/** A reader's history of step `seq`. */
async function history(id: string, seq: number, token?: string) {
  return call<HistoryStep>("GET", `/api/games/${id}/history/${seq}`, token ? { token } : {});
}

/** Plays `game` to its end over HTTP, recording every table; checks history along the way. */
async function playRecorded(game: string, attempt = 0) {
  const { id, tokens } = await seatedGame(
    game,
    SEATS[game] ?? findGame(game)!.seats.min,
    OPTIONS[game],
  );
  const seen: Seen[] = [];
  const choose = chooser(11 + attempt);
  let spectator = await getTable(id);
  seen.push({ reader: null, table: spectator });
  while (spectator.outcome === null) {
    const seat = spectator.toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    seen.push({ reader: seat, table: mine });
    seen.push({ reader: seat, table: await playChosen(id, tokens[seat]!, mine, choose) });
    spectator = await getTable(id);
    seen.push({ reader: null, table: spectator });
    expect(spectator.seq).toBeLessThan(5000);
  }
  return { id, tokens, seen, final: spectator };
}

describe("a replay equals, step by step, the tables the server answered", () => {
  for (const game of Object.keys(games)) {
    it(`${game}: every recorded table, for every reader, is the replay's table of that step`, async () => {
      // A random Mazzo game can end at its first doubted bluff: deal again until one runs long.
      let played = await playRecorded(game);
      for (let attempt = 1; played.final.seq <= 10 && attempt < 12; attempt++)
        played = await playRecorded(game, attempt);
      const { id, tokens, seen, final } = played;
      const log = await getLog(id);
      const engine = findGame(game)!;
      const replay = await rebuild(engine, log, final);
      expect(replay.ok, JSON.stringify(replay)).toBe(true);
      const r = replay as Replay;
      expect(r.states.length).toBe(final.seq + 1);
      expect(final.seq).toBeGreaterThan(10);
      for (const { reader, table } of seen)
        expect(shown(stepTable(engine, final, r, table.seq, reader, true))).toEqual(shown(table));
      // The history the server keeps is the reader's own tables: the same view, turn and outcome.
      for (const { reader, table } of seen.filter((_, i) => i % 3 === 0)) {
        const step = await history(id, table.seq, reader === null ? undefined : tokens[reader]);
        expect(step.status, step.text).toBe(200);
        expect(JSON.stringify(step.body.view)).toBe(JSON.stringify(table.view));
        expect(step.body.toAct).toEqual(table.toAct);
        expect(step.body.outcome).toEqual(table.outcome);
        expect(step.body.seat).toBe(reader);
      }
    });
  }
});

describe("a tampered replay shows no table", () => {
  it("a changed seed, a changed move, a dropped move or a changed commitment is refused", async () => {
    const { id, final } = await playRecorded("pazaak");
    const log = await getLog(id);
    const engine = findGame("pazaak")!;
    const flip = (s: string) => (s[0] === "0" ? "1" : "0") + s.slice(1);
    const copy = (): LogResponse => JSON.parse(JSON.stringify(log)) as LogResponse;

    const seed = copy();
    seed.seed = flip(seed.seed!);
    const badSeed = await rebuild(engine, seed, final);
    expect(badSeed).toMatchObject({ ok: false, commitmentOk: false });

    const commitment = copy();
    commitment.commitment = flip(commitment.commitment);
    expect(await rebuild(engine, commitment, final)).toMatchObject({ ok: false });

    const dropped = copy();
    dropped.moves.splice(Math.floor(dropped.moves.length / 2), 1);
    expect(await rebuild(engine, dropped, final)).toMatchObject({ ok: false, commitmentOk: true });

    // Another legal-looking move in place of a played one: refused, or a different ending.
    const changed = copy();
    const at = changed.moves.findIndex((m) => (m.move as { type: string }).type === "stand");
    expect(at).toBeGreaterThanOrEqual(0);
    changed.moves[at]!.move = { type: "end" };
    expect(await rebuild(engine, changed, final)).toMatchObject({ ok: false, commitmentOk: true });
  });
});

describe("stepping back during a game", () => {
  it("a seat gets its own earlier views, a spectator the spectator's; bad steps are refused", async () => {
    const created = await createGame({ game: "pazaak", name: "Anna" });
    const { id } = created;
    expect((await history(id, 0, created.token)).status).toBe(200);
    const bad = await history(id, 1, created.token);
    expect(bad.status).toBe(404);
    expect(bad.text).toContain("history/no-such-step");
    for (const step of ["-1", "x", "1.5", "9999999"]) {
      const r = await call("GET", `/api/games/${id}/history/${step}`);
      expect(r.status, step).toBe(404);
      expect(r.text).toContain("history/no-such-step");
    }
    const forged = await call("GET", `/api/games/${id}/history/0`, { token: "A".repeat(43) });
    expect(forged.status).toBe(403);
    const missing = await call("GET", `/api/games/AAAAAAAAAAAAAAAA/history/0`);
    expect(missing.status).toBe(404);
  });
});
