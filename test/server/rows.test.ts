/**
 * SQLite rows per operation: the room's meter (room/meter.ts) is installed by
 * hand in one room, a whole match is played, and each move, join and push is checked against its
 * budget: a move writes at most 2 rows (the log entry and the snapshot; the last move of a game one
 * more, the settings' "game-over emails planned"), a push writes none, a table read none while no
 * notice of the reader's turn waits; creating a game writes at most 12 rows for every game and seat
 * count, with computers and a time per move too (one row of data however many seats:
 * docs/decisions.md, "A new game's record in one row"). The counts are printed for
 * docs/performance.md, "Rows".
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { ClaimSeatResponse, Table } from "../../src/protocol";
import type { MeterReport } from "../../src/server/room/meter";
import {
  call,
  chooser,
  createGame,
  getTable,
  installMeter,
  meterOf,
  playChosen,
  postMove,
  roomOf,
  Socket,
} from "./helpers";

/** The ceiling for a creation's rows (docs/performance.md, "Budgets at a glance"). */
const CREATE_CEILING = 12;
/**
 * What a creation without computers or a time per move writes, whatever the game and seats:
 * three tables (meta, moves, schedule: two rows of SQLite's schema each), meta's one row (the
 * game, its settings, every seat, the ledger and the first state) and the removal date's job.
 */
const CREATE_PLAIN = 8;

/** Creations to count: game, seats, computer seats, days per move. */
type Creation = [string, number, number[], number];
/** The games' own setups: seat counts, computers and a time per move. */
const SETUPS: Creation[] = [
  ["pazaak", 2, [], 0],
  ["pazaak", 2, [1], 0],
  ["pazaak", 2, [], 3],
  ["mazzo", 2, [], 0],
  ["mazzo", 2, [1], 7],
  ["mattazza", 2, [], 0],
  ["mattazza", 4, [], 0],
  ["mattazza", 6, [], 0],
  ["mattazza", 6, [1, 2, 3, 4, 5], 3],
  ["mazzeltof", 2, [], 0],
  ["mazzeltof", 4, [], 0],
  ["mazzeltof", 4, [2], 7],
];
/** Those, and every other registered game at its default seats. */
const CREATIONS: Creation[] = [
  ...SETUPS,
  ...Object.values(games)
    .filter((g) => !SETUPS.some(([id]) => id === g.id))
    .map((g): Creation => [g.id, g.seats.default, [], 0]),
];

/** Installs the meter in a game's room and answers a way to read (and reset) its counts. */
async function meter(id: string): Promise<(reset?: boolean) => Promise<MeterReport>> {
  await runInDurableObject(roomOf(id), (room) => {
    installMeter(room);
  });
  return (reset = true) => runInDurableObject(roomOf(id), (room) => meterOf(room)!.report(reset));
}

describe("rows per operation", () => {
  it(`creating any game writes at most ${CREATE_CEILING} rows, ${CREATE_PLAIN} without computers or deadlines`, async () => {
    const counts: string[] = [];
    for (const [game, seats, computer, days] of CREATIONS) {
      const id = `rows${crypto.randomUUID().slice(0, 8)}`;
      await runInDurableObject(roomOf(id), (room) => {
        installMeter(room);
      });
      const made = await roomOf(id).create({
        id,
        game,
        seats,
        options: {},
        name: "Anna",
        computer,
        timePerMove: days,
        origin: "http://tavolo.test",
        ...(days > 0 ? { clockRules: { holidayDays: 14, weekends: true } } : {}),
      });
      expect(made.ok, JSON.stringify(made)).toBe(true);
      const report = await runInDurableObject(roomOf(id), (room) => meterOf(room)!.report(true));
      const rows = report.create!.rowsWritten;
      const what = `${game} ${seats} seats, computer [${computer.join(",")}], ${days} days`;
      counts.push(`${what}: ${rows}`);
      expect(rows, what).toBeLessThanOrEqual(CREATE_CEILING);
      if (computer.length === 0 && days === 0) expect(rows, what).toBe(CREATE_PLAIN);
    }
    console.log(`rows written by a creation:\n  ${counts.join("\n  ")}`);
  });

  it("a move writes at most 2 rows, a push none; a join and a table read stay small", async () => {
    const created = await createGame();
    const id = created.id;
    const read = await meter(id);
    await read();
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite: created.invites[0]!.invite, name: "Bruno" },
    });
    expect(claimed.status).toBe(200);
    const join = await read();
    const tokens = [created.token, claimed.body.token];
    // Both seats watch, so every move pushes to two sockets.
    const sockets = await Promise.all(tokens.map((t) => Socket.hello(id, t)));
    await read();
    const choose = chooser(16);
    let table: Table = await getTable(id, tokens[0]);
    const reads = await read();
    // Nobody asked for emails, push or chat: no notice reads the "looked at" time, so a table
    // read writes nothing (kernel/looked.ts), whoever's turn it is.
    expect(reads.tableText!.rowsWritten).toBe(0);
    const moves: MeterReport[] = [];
    while (table.outcome === null) {
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      expect((await read()).tableText!.rowsWritten).toBe(0);
      table = await playChosen(id, tokens[seat]!, mine, choose);
      moves.push(await read());
    }
    for (const s of sockets) s.socket.close();
    for (const [i, m] of moves.entries()) {
      expect(m.move!.calls).toBe(1);
      // A game's first move changes its stage, and with it its removal plan (one schedule
      // row deleted, one written: room/lifetime.ts). The last, once a game, also ends it: the
      // removal date, the "game-over emails planned" setting and the schedule's leftover jobs
      // (at most 6 rows). Every other move: the log entry and the snapshot.
      const budget = i === moves.length - 1 ? 6 : i === 0 ? 4 : 2;
      expect(
        m.move!.rowsWritten,
        `move ${i} of ${moves.length}: ${JSON.stringify(m)}`,
      ).toBeLessThanOrEqual(budget);
      expect(m.push?.rowsWritten ?? 0).toBe(0);
      // The move and its push together: meta's JSON columns are read once per room and kept
      // (kernel/room-sql.ts), so a move runs a dozen statements at most, the last one included.
      const statements = m.move!.statements + (m.push?.statements ?? 0);
      expect(statements, `move ${i}: ${JSON.stringify(m)}`).toBeLessThanOrEqual(12);
      // A move that neither starts nor ends the game runs its two writes and nothing else: the
      // removal plan, the alarm's earliest job and the last move's time are kept in memory
      // (kernel/room-sql.ts) until the schedule or the log is written (the first move writes a
      // new plan, so the second reads it once).
      if (i > 1 && i < moves.length - 1)
        expect(m.move!.statements, `move ${i}: ${JSON.stringify(m)}`).toBe(2);
    }
    const sum = (k: "rowsRead" | "rowsWritten" | "statements", op: string) =>
      moves.reduce((n, m) => n + (m[op]?.[k] ?? 0), 0) / moves.length;
    console.log(
      `rows per operation (Pazaak, ${moves.length} moves): ` +
        JSON.stringify({
          join: join.claim,
          joinPush: join.push,
          table: reads.table,
          move: {
            read: sum("rowsRead", "move"),
            written: sum("rowsWritten", "move"),
            statements: sum("statements", "move"),
          },
          push: {
            read: sum("rowsRead", "push"),
            written: sum("rowsWritten", "push"),
            statements: sum("statements", "push"),
          },
        }),
    );
  });
});
