// Computer seats move by themselves through the room's alarm, whether or not a page is open.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame, games } from "../../src/engine";
import type { Table } from "../../src/protocol";
import { chooser, createGame, getLog, getTable, postMove, roomOf } from "./helpers";

/** Plays seat 0 over HTTP and fires the alarm whenever the computer is to act. */
async function playAgainstComputer(id: string, token: string, seed: number): Promise<Table> {
  const stub = roomOf(id);
  const choose = chooser(seed);
  let idle = 0;
  for (let guard = 0; guard < 3000; guard++) {
    const table = await getTable(id, token);
    if (table.outcome !== null) return table;
    if (table.toAct.includes(0)) {
      const answer = await postMove(id, token, table.seq, table.legal[choose(table.legal.length)]);
      // The computer may have moved in between (its alarm is real): then the move is stale.
      if (answer.status === 409) continue;
      expect(answer.status, answer.text).toBe(200);
      idle = 0;
    } else {
      const ran = await runDurableObjectAlarm(stub);
      if (!ran) {
        // Only possible if the alarm fired by itself just before; then the game moved on.
        const again = await getTable(id, token);
        expect(again.seq > table.seq || again.outcome !== null || idle++ < 3).toBe(true);
      }
    }
  }
  throw new Error("the game did not finish");
}

describe("computer seats", () => {
  // The whole games the browser suite leaves to this one: a person (seat 0) against the
  // computer in every other seat, to the end, every game at its default seats.
  for (const game of Object.keys(games).filter((id) => id !== "pazaak")) {
    it(`${game}: a whole game against the computer finishes, the computer moving by alarm`, async () => {
      const seats = findGame(game)!.seats.default;
      const computer = Array.from({ length: seats - 1 }, (_, i) => i + 1);
      const created = await createGame({ game, computer });
      const final = await playAgainstComputer(created.id, created.token, 11);
      expect(final.outcome).not.toBeNull();
      const log = await getLog(created.id, created.token);
      expect(log.moves.length).toBe(final.seq);
      for (const seat of computer) expect(log.moves.some((m) => m.seat === seat)).toBe(true);
    });
  }

  it("a game against the computer finishes through alarms alone", async () => {
    const created = await createGame({ computer: [1] });
    expect(created.invites).toEqual([]);
    const start = await getTable(created.id, created.token);
    expect(start.players[1]).toMatchObject({ name: "Computer", computer: true, joined: true });

    const final = await playAgainstComputer(created.id, created.token, 5);
    expect(final.outcome).not.toBeNull();
    const log = await getLog(created.id, created.token);
    expect(log.moves.filter((m) => m.seat === 1).length).toBeGreaterThan(0);
    expect(log.moves.length).toBe(final.seq);
    // Nothing is left to do once the game is over but its removal, 90 days on.
    const jobs = await runInDurableObject(roomOf(created.id), (_room, state) =>
      state.storage.sql.exec<{ kind: string }>("SELECT kind FROM schedule").toArray(),
    );
    expect(jobs.map((j) => j.kind)).toEqual(["expire"]);
  });

  it("a bot move the engine refuses is logged and replaced by a legal move", async () => {
    const created = await createGame({ computer: [1] });
    const pazaak = findGame("pazaak")!;
    const original = pazaak.bot;
    pazaak.bot = () => ({ type: "not-a-move" });
    try {
      expect(await runDurableObjectAlarm(roomOf(created.id))).toBe(true);
    } finally {
      pazaak.bot = original;
    }
    const log = await getLog(created.id, created.token);
    expect(log.moves.map((m) => m.seat)).toEqual([1]);
    const table = await getTable(created.id, created.token);
    expect((table.view as { seats: { sideDeckChosen: boolean }[] }).seats[1]!.sideDeckChosen).toBe(
      true,
    );
  });
  it("a computer with nothing playable retries later instead of wedging or spinning", async () => {
    const created = await createGame({ computer: [1] });
    const pazaak = findGame("pazaak")!;
    const { bot, legalMoves } = pazaak;
    pazaak.bot = () => {
      throw new Error("bot broken");
    };
    pazaak.legalMoves = () => [];
    const before = Date.now();
    try {
      expect(await runDurableObjectAlarm(roomOf(created.id))).toBe(true);
    } finally {
      pazaak.bot = bot;
      pazaak.legalMoves = legalMoves;
    }
    expect((await getLog(created.id)).moves).toEqual([]);
    const jobs = await runInDurableObject(roomOf(created.id), (_room, state) =>
      state.storage.sql
        // The game's removal date is planned too; the bot's job is what matters.
        .exec<{ due: number; kind: string }>(
          "SELECT due, kind FROM schedule WHERE kind != 'expire'",
        )
        .toArray(),
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.kind).toBe("bot");
    expect(jobs[0]!.due).toBeGreaterThanOrEqual(before + 50_000);
    // Once the bot works again, the next alarm plays its move.
    expect(await runDurableObjectAlarm(roomOf(created.id))).toBe(true);
    expect((await getLog(created.id)).moves.map((m) => m.seat)).toEqual([1]);
  });
});
