// Computer pacing: a move that starts a computer's turn waits long enough to be followed, a
// further move of the same turn comes quicker, and before any person has moved (computers
// taking turn after turn before the first "Your turn") both are shorter still. The pacing test
// writes made-up moves into a real room's storage; it puts the room's own rows back after, so
// the room plays on (its computer's move would otherwise fail on a move number the made-up log
// took, and be planned again at the computer's pace, in every later file sharing the workerd).
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { findGame } from "../../src/engine";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mazzeltof";
import {
  BOT_PACE,
  BOT_RETRY_MS,
  botDelay,
  botPace,
  planBots,
  type BotPace,
} from "../../src/server/room/bots";
import { advanceClock, now } from "../../src/server/clock";
import { createGame, getLog, getTable, roomOf } from "./helpers";

const mazzeltof = findGame("mazzeltof")!;

/** A fresh two-seat MazzelTof state where seat 1 (the computer) starts. */
function computerStarts(): unknown {
  for (let i = 0; ; i++) {
    const state = mazzeltof.setup({ seats: 2, options: DEFAULT_OPTIONS, seed: `pace-${i}` });
    if (mazzeltof.toAct(state).includes(1)) return state;
  }
}

describe("computer pacing", () => {
  it("picks the pace from who moved last and whether a person has moved", () => {
    expect(botPace(1, null, false)).toBe("openingTurn");
    expect(botPace(1, 1, false)).toBe("openingAgain");
    expect(botPace(2, 1, false)).toBe("openingTurn");
    expect(botPace(1, 0, true)).toBe("turn");
    expect(botPace(1, 1, true)).toBe("again");
    // Each further move is quicker than a turn's first; the opening quicker than the game.
    expect(BOT_PACE.again[1]).toBeLessThanOrEqual(BOT_PACE.turn[0]);
    expect(BOT_PACE.openingTurn[1]).toBeLessThanOrEqual(BOT_PACE.turn[1]);
    expect(BOT_PACE.openingAgain[1]).toBeLessThanOrEqual(BOT_PACE.again[1]);
    for (const pace of Object.keys(BOT_PACE) as BotPace[])
      for (let i = 0; i < 200; i++) {
        const d = botDelay(pace);
        expect(d).toBeGreaterThanOrEqual(BOT_PACE[pace][0]);
        expect(d).toBeLessThan(BOT_PACE[pace][1]);
      }
  });

  it("schedules each computer move at the pace the room's log calls for", async () => {
    const created = await createGame({ game: "mazzeltof", seats: 2, computer: [1] });
    const state = computerStarts();
    await runInDurableObject(roomOf(created.id), (_room, ctx) => {
      const sql = ctx.storage.sql;
      // The room's own moves and computer jobs, put back once the made-up logs are planned.
      const ownMoves = sql.exec("SELECT seq, seat, move, move_id, result, at FROM moves").toArray();
      const jobs = sql.exec("SELECT id, due, kind, payload FROM schedule WHERE kind = 'bot'");
      const ownJobs = jobs.toArray();
      const plan = (moves: [seat: number, id: string][]): number => {
        sql.exec("DELETE FROM schedule WHERE kind = 'bot'");
        sql.exec("DELETE FROM moves");
        moves.forEach(([seat, id], i) =>
          sql.exec(
            "INSERT INTO moves (seq, seat, move, move_id, result, at) VALUES (?, ?, '{}', ?, '{}', 0)",
            i + 1,
            seat,
            id,
          ),
        );
        planBots(sql, mazzeltof, state, new Set([1]), 1_000_000);
        const due = sql
          .exec<{ due: number }>("SELECT due FROM schedule WHERE kind = 'bot'")
          .toArray();
        expect(due).toHaveLength(1);
        return due[0]!.due - 1_000_000;
      };
      const within = (delay: number, pace: BotPace) => {
        expect(delay, pace).toBeGreaterThanOrEqual(BOT_PACE[pace][0]);
        expect(delay, pace).toBeLessThan(BOT_PACE[pace][1]);
      };
      // The first move of the game, then the same computer again: the opening's pace.
      within(plan([]), "openingTurn");
      within(plan([[1, "bot-1"]]), "openingAgain");
      // Once a person has moved: the ordinary pace, quicker within one turn.
      within(
        plan([
          [1, "bot-1"],
          [0, "m-anna-1"],
        ]),
        "turn",
      );
      within(
        plan([
          [0, "m-anna-1"],
          [1, "bot-2"],
        ]),
        "again",
      );
      sql.exec("DELETE FROM schedule WHERE kind = 'bot'");
      sql.exec("DELETE FROM moves");
      for (const m of ownMoves)
        sql.exec(
          "INSERT INTO moves (seq, seat, move, move_id, result, at) VALUES (?, ?, ?, ?, ?, ?)",
          ...Object.values(m),
        );
      for (const j of ownJobs)
        sql.exec(
          "INSERT INTO schedule (id, due, kind, payload) VALUES (?, ?, ?, ?)",
          ...Object.values(j),
        );
    });
    // The room plays on as it would have: past the computer's pace its moves are made (when it
    // is to act), and its log and its table agree.
    let table = await getTable(created.id);
    for (let i = 0; i < 20 && table.outcome === null && table.toAct.includes(1); i++) {
      advanceClock(BOT_PACE.openingTurn[1]);
      await runDurableObjectAlarm(roomOf(created.id));
      table = await getTable(created.id);
    }
    expect(table.toAct).not.toContain(1);
    expect((await getLog(created.id)).moves).toHaveLength(table.seq);
  });

  it("tries a computer move that cannot be kept again a minute later, not at its pace", async () => {
    let id = "";
    for (let i = 0; i < 30 && id === ""; i++) {
      const created = await createGame({ game: "mazzeltof", seats: 2, computer: [1] });
      if ((await getTable(created.id)).toAct.includes(1)) id = created.id;
    }
    expect(id, "a game where the computer starts").not.toBe("");
    const taken =
      "INSERT INTO moves (seq, seat, move, move_id, result, at) VALUES (1, 0, '{}', 'x', '{}', 0)";
    const botDues = (sql: SqlStorage) =>
      sql.exec<{ due: number }>("SELECT due FROM schedule WHERE kind = 'bot'").toArray();
    // The computer's move number is taken in storage (a fault the room cannot see): its move
    // fails, and is tried again a minute later rather than every second.
    await runInDurableObject(roomOf(id), (_room, ctx) => void ctx.storage.sql.exec(taken));
    advanceClock(BOT_PACE.openingTurn[1]);
    await runDurableObjectAlarm(roomOf(id));
    await runInDurableObject(roomOf(id), (_room, ctx) => {
      const dues = botDues(ctx.storage.sql);
      expect(dues).toHaveLength(1);
      expect(dues[0]!.due).toBeGreaterThanOrEqual(now() + BOT_RETRY_MS - BOT_PACE.openingTurn[1]);
      // The fault mended, the retry plays the computer's move.
      ctx.storage.sql.exec("DELETE FROM moves WHERE move_id = 'x'");
    });
    advanceClock(BOT_RETRY_MS);
    await runDurableObjectAlarm(roomOf(id));
    const table = await getTable(id);
    expect(table.seq).toBeGreaterThan(0);
    expect((await getLog(id)).moves).toHaveLength(table.seq);
  });
});
