// A computer seat's level: chosen at creation, stored with the seat, shown on the table, played
// by the room's alarm, carried into a rematch; a room made before levels plays "normal".
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame, type BotLevel } from "../../src/engine";
import { advanceClock, resetClock } from "../../src/server/clock";
import { readSeats } from "../../src/server/kernel/seats";
import { readSnapshot } from "../../src/server/kernel/store";
import { call, createGame, expectError, getLog, getTable, roomOf, roomSqlOf } from "./helpers";

/**
 * Runs `act` while the game's bot records the level of every decision it is asked for in the room
 * of game `id`: a decision for another room (a test file beside this one shares the engine) is
 * told apart by its state, which is this room's only when it equals the room's snapshot.
 */
async function recordingLevels(
  game: string,
  id: string,
  act: () => Promise<void>,
): Promise<BotLevel[]> {
  const engine = findGame(game)!;
  const original = engine.bot;
  const mine = await runInDurableObject(roomOf(id), (_room, state) =>
    JSON.stringify(readSnapshot(state.storage.sql).state),
  );
  const asked: BotLevel[] = [];
  engine.bot = (state: unknown, seat: number, level?: BotLevel) => {
    if (JSON.stringify(state) === mine) asked.push(level ?? "normal");
    return original(state, seat, level);
  };
  try {
    await act();
  } finally {
    engine.bot = original;
  }
  return asked;
}

/**
 * Runs `test` with the server's clock an hour ahead: the rooms it makes set their alarms an hour
 * away in real time, so a computer's first move waits for the test's `runDurableObjectAlarm`
 * (after `due()`, which moves the clock past the move's pace) instead of firing on its own
 * while a slow machine is still between two steps of the test.
 */
async function withAlarmsHeld(test: (due: () => void) => Promise<void>): Promise<void> {
  advanceClock(3600_000);
  try {
    await test(() => advanceClock(60_000));
  } finally {
    resetClock();
  }
}

describe("computer levels", () => {
  it("a strong computer seat is stored, shown on the table and played at its level", () =>
    withAlarmsHeld(async (due) => {
      const created = await createGame({ computer: [1], computerLevels: { "1": "strong" } });
      const start = await getTable(created.id, created.token);
      expect(start.players[1]).toMatchObject({ computer: true, level: "strong", joined: true });
      expect(start.players[0]).not.toHaveProperty("level");
      // Spectators see it too: a level is public.
      expect((await getTable(created.id)).players[1]!.level).toBe("strong");
      const stored = await runInDurableObject(
        roomOf(created.id),
        (_room, state) => readSeats(state.storage.sql)[1]!,
      );
      expect(stored.level).toBe("strong");

      due();
      const asked = await recordingLevels("pazaak", created.id, async () => {
        expect(await runDurableObjectAlarm(roomOf(created.id))).toBe(true);
      });
      expect(asked).toEqual(["strong"]);
      // The move it made is one the engine accepted (the log holds only applied moves).
      const log = await getLog(created.id, created.token);
      expect(log.moves.map((m) => m.seat)).toEqual([1]);
    }));

  it("a computer seat without a chosen level plays normal, each seat its own", async () => {
    const created = await createGame({
      game: "mattazza",
      seats: 4,
      computer: [1, 2, 3],
      computerLevels: { "2": "easy", "3": "strong" },
    });
    const table = await getTable(created.id, created.token);
    expect(table.players.map((p) => p.level)).toEqual([undefined, "normal", "easy", "strong"]);
  });

  it("today's request, computer: [1], still makes a normal computer", async () => {
    const created = await createGame({ computer: [1] });
    expect((await getTable(created.id, created.token)).players[1]!.level).toBe("normal");
  });

  it("a room made before levels shows and plays its computer as normal", () =>
    withAlarmsHeld(async (due) => {
      const created = await createGame({ computer: [1] });
      await runInDurableObject(roomOf(created.id), (room, state) => {
        // The seats as a room made before levels holds them: no level.
        const sql = state.storage.sql;
        const list = readSeats(sql).map((s) => ({ ...s, level: null }));
        sql.exec("UPDATE meta SET seat_list = ?", JSON.stringify(list));
        roomSqlOf(room).forget(); // written behind the room's back
      });
      expect((await getTable(created.id, created.token)).players[1]!.level).toBe("normal");
      due();
      const asked = await recordingLevels("pazaak", created.id, async () => {
        expect(await runDurableObjectAlarm(roomOf(created.id))).toBe(true);
      });
      expect(asked).toEqual(["normal"]);
    }));

  it("an unknown level, or a level for a seat that is not the computer's, is refused", async () => {
    for (const computerLevels of [
      { "1": "expert" },
      { "1": 3 },
      { "2": "strong" },
      { "0": "easy" },
      { seat: "easy" },
    ]) {
      const error = expectError(
        await call("POST", "/api/games", {
          body: { game: "pazaak", name: "Anna", computer: [1], computerLevels },
        }),
        400,
        "input/invalid-level",
      );
      expect(error.error.message).toMatch(/^computerLevels: .+\.$/);
    }
    expectError(
      await call("POST", "/api/games", {
        body: { game: "pazaak", name: "Anna", computer: [1], computerLevels: ["strong"] },
      }),
      400,
      "input/invalid",
    );
  });
});
