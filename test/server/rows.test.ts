/**
 * SQLite rows per operation (issue 16, item 2): the room's meter (room/meter.ts) is installed
 * by hand in one room, a whole match is played, and each move, join and push is checked
 * against its budget: a move writes at most 2 rows (the log entry and the snapshot; the last
 * move of a game one more, the settings' "game-over emails planned"), a push writes none, a
 * table read none while no notice of the reader's turn waits. The counts are printed for
 * docs/performance.md.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, Table } from "../../src/protocol";
import { installMeter, meterOf, type MeterReport } from "../../src/server/room/meter";
import { call, chooser, createGame, getTable, postMove, roomOf, Socket } from "./helpers";

/** Installs the meter in a game's room and answers a way to read (and reset) its counts. */
async function meter(id: string): Promise<(reset?: boolean) => Promise<MeterReport>> {
  await runInDurableObject(roomOf(id), (_room, state) => {
    installMeter(state, { DEV_BENCH: "on" });
  });
  return (reset = true) =>
    runInDurableObject(roomOf(id), (_room, state) => meterOf(state)!.report(reset));
}

describe("rows per operation", () => {
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
    expect(reads.table!.rowsWritten).toBe(0);
    const moves: MeterReport[] = [];
    while (table.outcome === null) {
      const seat = table.toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      expect((await read()).table!.rowsWritten).toBe(0);
      const answer = await postMove(
        id,
        tokens[seat]!,
        mine.seq,
        mine.legal[choose(mine.legal.length)],
      );
      expect(answer.status, answer.text).toBe(200);
      moves.push(await read());
      table = answer.body;
    }
    for (const s of sockets) s.socket.close();
    for (const [i, m] of moves.entries()) {
      expect(m.move!.calls).toBe(1);
      // A game's first move changes its stage, and with it its removal date (one schedule
      // row, room/lifetime.ts). The last, once a game, also ends it: the removal date, the
      // "game-over emails planned" setting and the schedule's leftover jobs (at most 6 rows).
      // Every other move: the log entry and the snapshot.
      const budget = i === moves.length - 1 ? 6 : i === 0 ? 3 : 2;
      expect(
        m.move!.rowsWritten,
        `move ${i} of ${moves.length}: ${JSON.stringify(m)}`,
      ).toBeLessThanOrEqual(budget);
      expect(m.push?.rowsWritten ?? 0).toBe(0);
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
