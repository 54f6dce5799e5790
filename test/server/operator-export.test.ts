// Every game exportable and restorable: the operator's routes answer only the operator's token
// (404 without one configured, 401 when wrong); a game of every registered type and seat count,
// played a while through the API, is exported, restored into an empty room by replaying its
// moves, and the restored game's export, every reader's download (every step's view) and
// table are byte-identical to the original's; its links still work and it plays on. An export
// whose seed, moves or snapshot was tampered with is refused, and no room is overwritten.
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games, seatCounts } from "../../src/engine";
import type { GameExport } from "../../src/game-export";
import type { SeatDownload, Table } from "../../src/protocol";
import worker from "../../src/server/index";
import { newGameId } from "../../src/server/security";
import {
  answerOf,
  call,
  chooser,
  createGame,
  expectError,
  getDownload,
  getTable,
  ORIGIN,
  playChosen,
  postMove,
  seatedGame,
} from "./helpers";

const OPERATOR = "test-operator-token-0123456789";
/** Moves played before the export: long enough to deal, bid, play a few tricks or sets. */
const MOVES = 24;

/** The operator's export of game `id`. */
async function exportOf(id: string): Promise<GameExport> {
  const answer = await call<GameExport>("GET", `/api/operator/games/${id}/export`, {
    token: OPERATOR,
  });
  expect(answer.status, answer.text).toBe(200);
  expect(answer.headers.get("Content-Disposition")).toContain("attachment");
  return answer.body;
}

/** Restores `record` as game `id`. */
function restore(id: string, record: unknown) {
  return call<{ id: string; seq: number }>("POST", `/api/operator/games/${id}/restore`, {
    token: OPERATOR,
    body: record,
  });
}

/** Plays people's random legal moves on game `id` until its end or `n` moves. */
async function playSome(id: string, tokens: string[], n: number, seed: number): Promise<Table> {
  const choose = chooser(seed);
  let table = await getTable(id);
  for (let i = 0; i < n && table.outcome === null; i++) {
    const seat = table.toAct[choose(table.toAct.length)]!;
    table = await playChosen(id, tokens[seat]!, await getTable(id, tokens[seat]), choose);
  }
  return table;
}

/** `text` with every occurrence of game id `from` written as `to`. */
function renamed(value: unknown, from: string, to: string): string {
  return JSON.stringify(value).split(from).join(to);
}

describe("the operator's token", () => {
  it("answers 404 when no token is configured, 401 without it or with a wrong one", async () => {
    const { id } = await seatedGame("pazaak", 2);
    const path = `${ORIGIN}/api/operator/games/${id}/export`;
    const unset = await answerOf(
      await worker.fetch(
        new Request(path, { headers: { Authorization: `Bearer ${OPERATOR}` } }),
        { ...env, OPERATOR_TOKEN: undefined },
        createExecutionContext(),
      ),
    );
    expectError(unset, 404, "http/not-found");
    expectError(await call("GET", `/api/operator/games/${id}/export`), 401, "auth/operator");
    const wrong = await call("GET", `/api/operator/games/${id}/export`, {
      headers: { Authorization: `Bearer ${OPERATOR}x` },
    });
    expectError(wrong, 401, "auth/operator");
    expect(wrong.headers.get("WWW-Authenticate")).toContain("Bearer");
    // A seat's own token is no operator's.
    const { tokens } = await seatedGame("pazaak", 2);
    expectError(
      await call("GET", `/api/operator/games/${id}/export`, { token: tokens[0]! }),
      401,
      "auth/operator",
    );
    expectError(
      await call("GET", `/api/operator/games/nosuchgame123/export`, { token: OPERATOR }),
      404,
      "room/not-found",
    );
  });
});

describe("export and restore", () => {
  for (const game of Object.values(games))
    for (const seats of seatCounts(game.seats))
      it(`${game.id} with ${seats} seats round-trips with byte-identical views`, async () => {
        const { id, tokens } = await seatedGame(game.id, seats);
        await playSome(id, tokens, MOVES, seats * 101 + game.id.length);
        const original = await exportOf(id);
        expect(original.moves.length).toBeGreaterThan(0);
        expect(original.seats.map((s) => s.name)).toEqual(
          tokens.map((_, i) => (i === 0 ? "Anna" : `P${i}`)),
        );

        const copy = newGameId();
        const restored = await restore(copy, original);
        expect(restored.status, restored.text).toBe(201);
        expect(restored.body).toEqual({ id: copy, seq: original.moves.length });

        const again = await exportOf(copy);
        expect(renamed({ ...again, exportedAt: 0 }, copy, id)).toBe(
          JSON.stringify({ ...original, exportedAt: 0 }),
        );
        // Every reader's every step, and the table now: the same bytes (but for the game's id).
        for (const reader of [...tokens, undefined]) {
          const before = await getDownload(id, reader);
          const after = await getDownload(copy, reader);
          expect(after.steps.length).toBe(original.moves.length + 1);
          expect(renamed(after, copy, id)).toBe(JSON.stringify(before));
          const views = (d: SeatDownload) => JSON.stringify(d.steps.map((s) => s.view));
          expect(views(after)).toBe(views(before));
          expect(JSON.stringify((await getTable(copy, reader)).view)).toBe(
            JSON.stringify((await getTable(id, reader)).view),
          );
        }
        // The seats' links work on the restored game, and it plays on.
        const table = await getTable(copy);
        if (table.outcome === null) {
          const seat = table.toAct[0]!;
          const mine = await getTable(copy, tokens[seat]);
          expect(mine.seat).toBe(seat);
          const moved = await postMove(copy, tokens[seat]!, mine.seq, mine.legal[0]);
          expect(moved.status, moved.text).toBe(200);
        }
      });

  it("restores a resigned game with its ending", async () => {
    const { id, tokens } = await seatedGame("mazzo", 2);
    await playSome(id, tokens, 6, 7);
    const resigned = await call("POST", `/api/games/${id}/resign`, { token: tokens[1]! });
    expect(resigned.status, resigned.text).toBe(200);
    const original = await exportOf(id);
    expect(original.settings.ending?.reason).toBe("resign");
    const copy = newGameId();
    expect((await restore(copy, original)).status).toBe(201);
    const table = await getTable(copy, tokens[0]);
    expect(table.outcome).toEqual((await getTable(id, tokens[0])).outcome);
    expect(table.seed).toBe(original.meta.seed);
  });

  it("restores a game with a time per move with the same clocks", async () => {
    const created = await createGame({ game: "mazzo", timePerMove: 3 });
    const joined = await call<{ token: string }>("POST", `/api/games/${created.id}/join`, {
      body: { invite: created.invites[0]!.invite, name: "Bruno" },
    });
    const tokens = [created.token, joined.body.token];
    await playSome(created.id, tokens, 5, 11);
    const original = await exportOf(created.id);
    expect(original.settings.days).toBe(3);
    const copy = newGameId();
    expect((await restore(copy, original)).status).toBe(201);
    for (const token of tokens) {
      const before = await getTable(created.id, token);
      const after = await getTable(copy, token);
      expect(after.clock).toBeDefined();
      expect(JSON.stringify(after.clock)).toBe(JSON.stringify(before.clock));
    }
  });

  it("refuses a tampered export, and never overwrites a room", async () => {
    const { id, tokens } = await seatedGame("pazaak", 2);
    await playSome(id, tokens, 8, 3);
    const original = await exportOf(id);
    const copy = (): GameExport => JSON.parse(JSON.stringify(original)) as GameExport;

    const seed = copy();
    seed.meta.seed = "0".repeat(32);
    expectError(await restore(newGameId(), seed), 422, "restore/bad-seed");

    const move = copy();
    move.moves[2]!.move = { type: "nonsense" };
    expectError(await restore(newGameId(), move), 422, "restore/refused");

    const snapshot = copy();
    snapshot.snapshot.state = { ...(snapshot.snapshot.state as object), tampered: true };
    expectError(await restore(newGameId(), snapshot), 422, "restore/diverged");

    const gap = copy();
    gap.moves.splice(1, 1);
    expectError(await restore(newGameId(), gap), 422, "restore/bad-log");

    const huge = { ...copy(), pad: "x".repeat(4 * 1024 * 1024) };
    expectError(await restore(newGameId(), huge), 413, "input/too-large");

    const stray = { ...copy(), extra: 1 };
    expectError(await restore(newGameId(), stray), 400, "input/invalid");

    expectError(await restore(id, original), 409, "room/exists");
    // Nothing was left behind by the refusals: the refused ids hold no game.
    const target = newGameId();
    expectError(await restore(target, seed), 422, "restore/bad-seed");
    expect((await call<{ exists: boolean }>("GET", `/api/games/${target}/exists`)).body).toEqual({
      exists: false,
    });
  });
});
