// A game ended outside its rules (a resignation, a claim) is a finished game like any other for
// its replay and its history: every step is rebuilt from the seed and the log with the engine's
// own rules, and only the last step carries the ending's outcome. Before, the room rebuilt the
// steps with the game as it plays it after the ending, which refuses every move: 500s.
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { Outcome } from "../../src/engine/core/game";
import type { HistoryStep, ReplayIndex, ReplayStep, Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import {
  call,
  chooser,
  createGame,
  getTable,
  playThroughHttp,
  postMove,
  roomOf,
  twoPlayerGame,
} from "./helpers";
import { advanceClock, runDueJobs } from "./mail-helpers";
import { HOUR, untilTurnOf } from "./slow-helpers";

/**
 * Asks for the replay's index and every step, newest first (none rebuilt before), and `token`'s
 * history of each: all answer, only the last step with the ending's `outcome`.
 */
async function everyStepAnswers(
  id: string,
  token: string,
  seats: number,
  last: number,
  outcome: Outcome | null,
): Promise<void> {
  const index = await call<ReplayIndex>("GET", `/api/games/${id}/replay`);
  expect(index.status, index.text).toBe(200);
  expect(index.body.last).toBe(last);
  for (let k = last; k >= 0; k--) {
    const step = await call<ReplayStep>("GET", `/api/games/${id}/replay/${k}`);
    expect(step.status, step.text).toBe(200);
    expect(step.body.views).toHaveLength(seats);
    expect(step.body.outcome).toEqual(k === last ? outcome : null);
    const mine = await call<HistoryStep>("GET", `/api/games/${id}/history/${k}`, { token });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.outcome).toEqual(step.body.outcome);
  }
}

describe("the replay of a game ended outside its rules", () => {
  it("answers the index, every step and a seat's history (two people, a few moves in)", async () => {
    const { id, tokens } = await twoPlayerGame();
    await playThroughHttp(id, tokens, chooser(3), { maxMoves: 4 });
    // Step 1 rebuilt during the game, so the room keeps it; the later steps are new after the end.
    expect((await call("GET", `/api/games/${id}/history/1`, { token: tokens[0] })).status).toBe(
      200,
    );
    const resigned = await call<Table>("POST", `/api/games/${id}/resign`, { token: tokens[1] });
    expect(resigned.status, resigned.text).toBe(200);
    const last = resigned.body.seq;
    expect(last).toBe(4);

    const index = await call<ReplayIndex>("GET", `/api/games/${id}/replay`);
    expect(index.status, index.text).toBe(200);
    expect(index.body.last).toBe(last);
    expect(index.body.movers).toHaveLength(last + 1);

    for (let k = 0; k <= last; k++) {
      const step = await call<ReplayStep>("GET", `/api/games/${id}/replay/${k}`);
      expect(step.status, step.text).toBe(200);
      expect(step.body.views).toHaveLength(2);
      // Only the last step is the end; the earlier ones are the game as it stood, still running.
      if (k < last) {
        expect(step.body.outcome).toBeNull();
        expect(step.body.toAct.length).toBeGreaterThan(0);
      } else {
        expect(step.body.outcome).toEqual(resigned.body.outcome);
        expect(step.body.toAct).toEqual([]);
      }
      const mine = await call<HistoryStep>("GET", `/api/games/${id}/history/${k}`, {
        token: tokens[0],
      });
      expect(mine.status, mine.text).toBe(200);
      expect(mine.body.view).toEqual(step.body.views[0]);
      expect(mine.body.outcome).toEqual(step.body.outcome);
    }
    // The last step is what the table shows now.
    const table = await getTable(id, tokens[0]);
    const end = await call<HistoryStep>("GET", `/api/games/${id}/history/${last}`, {
      token: tokens[0],
    });
    expect(end.body.view).toEqual(table.view);
    expect(end.body.toAct).toEqual(table.toAct);
    expect(end.body.outcome).toEqual(table.outcome);
  });

  it("answers for Pazaak against the computer, resigned after its first move", async () => {
    const created = await createGame({ computer: [1] });
    const table = await getTable(created.id, created.token);
    expect(table.toAct).toContain(0);
    const moved = await postMove(created.id, created.token, table.seq, table.legal[0]);
    expect(moved.status, moved.text).toBe(200);
    await runDurableObjectAlarm(roomOf(created.id));
    const resigned = await call<Table>("POST", `/api/games/${created.id}/resign`, {
      token: created.token,
    });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.outcome).toMatchObject({ winners: [1], losers: [0] });

    const index = await call<ReplayIndex>("GET", `/api/games/${created.id}/replay`);
    expect(index.status, index.text).toBe(200);
    expect(index.body.last).toBe(resigned.body.seq);
    const step = await call<ReplayStep>(
      "GET",
      `/api/games/${created.id}/replay/${index.body.last}`,
    );
    expect(step.status, step.text).toBe(200);
    expect(step.body.outcome).toEqual(resigned.body.outcome);
    const first = await call<ReplayStep>("GET", `/api/games/${created.id}/replay/0`);
    expect(first.status, first.text).toBe(200);
    expect(first.body.outcome).toBeNull();
  });

  for (const game of Object.values(games))
    it(`answers for ${game.title} against the computer, resigned a few moves in`, async () => {
      const seats = game.seats.default;
      const computer = Array.from({ length: seats - 1 }, (_, s) => s + 1);
      const created = await createGame({ game: game.id, seats, computer });
      for (let i = 0; i < 3; i++) {
        // The computers play until it is the person's turn (in Mattazza a computer may lead).
        let table = await getTable(created.id, created.token);
        for (let k = 0; k < 20 && !table.toAct.includes(0); k++) {
          await runDurableObjectAlarm(roomOf(created.id));
          table = await getTable(created.id, created.token);
        }
        expect(table.toAct).toContain(0);
        const moved = await postMove(created.id, created.token, table.seq, table.legal[0]);
        expect(moved.status, moved.text).toBe(200);
      }
      const resigned = await call<Table>("POST", `/api/games/${created.id}/resign`, {
        token: created.token,
      });
      expect(resigned.status, resigned.text).toBe(200);
      expect(resigned.body.seq).toBeGreaterThan(0);
      await everyStepAnswers(
        created.id,
        created.token,
        seats,
        resigned.body.seq,
        resigned.body.outcome,
      );
    });

  it("answers for a game claimed from a player whose time ran out", async () => {
    const { id, tokens } = await twoPlayerGame({}, 1);
    await playThroughHttp(id, tokens, chooser(5), { maxMoves: 3 });
    await untilTurnOf(id, tokens, 1);
    advanceClock(25 * HOUR);
    await runDueJobs(id, now());
    const claimed = await call<Table>("POST", `/api/games/${id}/seats/1/absent`, {
      token: tokens[0],
      body: { choice: "claim" },
    });
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.ending).toEqual({ reason: "forfeit", seat: 1 });
    await everyStepAnswers(id, tokens[1], 2, claimed.body.seq, claimed.body.outcome);
  });
});
