// The table's `updated`: the creation time before any move, then the time of the last move
// (the log's `at`), for seats and spectators alike.
import { describe, expect, it } from "vitest";
import { getLog, getTable, postMove, twoPlayerGame } from "./helpers";

/** Lets the Worker's clock move on (it only advances across I/O such as a timer). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the table's last-change time", () => {
  it("is the creation time before any move, for seats and spectators", async () => {
    const { id, tokens } = await twoPlayerGame();
    const fresh = await getTable(id, tokens[0]);
    expect(fresh.seq).toBe(0);
    expect(fresh.updated).toBe(fresh.created);
    expect((await getTable(id, tokens[1])).updated).toBe(fresh.created);
    expect((await getTable(id)).updated).toBe(fresh.created);
  });

  it("advances to the last move's time after a move, for seats and spectators", async () => {
    const { id, tokens } = await twoPlayerGame();
    const fresh = await getTable(id, tokens[0]);
    await tick();
    const answer = await postMove(id, tokens[0], fresh.seq, fresh.legal[0]);
    expect(answer.status, answer.text).toBe(200);
    const log = await getLog(id);
    const last = log.moves[log.moves.length - 1]!;
    expect(last.at).toBeGreaterThan(fresh.created);
    expect(answer.body.updated).toBe(last.at);
    expect((await getTable(id, tokens[1])).updated).toBe(last.at);
    expect((await getTable(id)).updated).toBe(last.at);
  });
});
