// Data lifetime: a game nobody played is removed after KEEP_UNSTARTED_DAYS,
// a finished game after KEEP_FINISHED_DAYS (its table says when; its log and replay work until
// then), a game in progress after KEEP_INACTIVE_DAYS without a move (lifetime-inactive.test.ts);
// removal is deleteAll (storage empty, no alarm), sockets are
// closed, and the game answers 404 afterwards. The clock is moved by hand and alarms run.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import type { LogResponse, Table } from "../../src/protocol";
import { advanceClock, now } from "../../src/server/clock";
import { overrideLimits } from "../../src/server/limits/config";
import {
  call,
  createGame,
  expectError,
  getLog,
  getTable,
  postMove,
  roomOf,
  Socket,
  twoPlayerGame,
} from "./helpers";
import { DAY, runDue } from "./slow-helpers";

afterAll(() => overrideLimits({}));

/** The user tables and keys a room's storage holds, and its alarm. */
async function storageOf(id: string) {
  return runInDurableObject(roomOf(id), async (_, state) => ({
    tables: state.storage.sql
      .exec<{ name: string }>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_cf%' ESCAPE '\\' AND name NOT LIKE 'sqlite%'",
      )
      .toArray()
      .map((r) => r.name),
    alarm: await state.storage.getAlarm(),
  }));
}

async function expectGone(id: string, token: string) {
  expectError(await call("GET", `/api/games/${id}`), 404, "room/not-found");
  expectError(await call("GET", `/api/games/${id}`, { token }), 404, "room/not-found");
  expectError(await call("GET", `/api/games/${id}/log`), 404, "room/not-found");
  expect((await call<{ exists: boolean }>("GET", `/api/games/${id}/exists`)).body.exists).toBe(
    false,
  );
  expect(await storageOf(id)).toEqual({ tables: [], alarm: null });
}

describe("data lifetime", () => {
  it("removes a game nobody played after seven days, not before", async () => {
    const created = await createGame();
    advanceClock(6 * DAY);
    await runDurableObjectAlarm(roomOf(created.id)); // early: the removal waits for its time
    await runDue(created.id);
    expect((await getTable(created.id, created.token)).seq).toBe(0);
    advanceClock(1 * DAY + 60_000);
    await runDue(created.id);
    await expectGone(created.id, created.token);
    // The invitation is gone with it.
    expectError(
      await call("POST", `/api/games/${created.id}/join`, {
        body: { invite: created.invites[0]!.invite, name: "Bruno" },
      }),
      404,
      "room/not-found",
    );
  });

  it("warns a game in progress a week before removing it, however late its alarm runs", async () => {
    const { id, tokens } = await twoPlayerGame();
    const table = await getTable(id, tokens[0]);
    const seat = table.toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    expect((await postMove(id, tokens[seat]!, mine.seq, mine.legal[0])).status).toBe(200);
    // Long past the sixty days (lifetime-inactive.test.ts has the whole story): the warning
    // goes now, and the removal waits the week it promises.
    advanceClock(400 * DAY);
    await runDue(id);
    expect((await getTable(id, tokens[0])).seq).toBe(1);
    const planned = await runInDurableObject(roomOf(id), (_, state) =>
      state.storage.sql
        .exec<{ due: number }>("SELECT due FROM schedule WHERE kind = 'expire'")
        .toArray(),
    );
    expect(planned).toHaveLength(1);
    expect(planned[0]!.due).toBeGreaterThan(now() + 7 * DAY - 60_000);
    advanceClock(7 * DAY);
    await runDue(id);
    await expectGone(id, tokens[0]);
  });

  it("keeps a finished game ninety days, says so on its table, then removes everything", async () => {
    const { id, tokens } = await twoPlayerGame();
    const resigned = await call<Table>("POST", `/api/games/${id}/resign`, { token: tokens[1] });
    expect(resigned.status, resigned.text).toBe(200);
    const ended = now();
    const table = await getTable(id, tokens[0]);
    expect(table.outcome).not.toBeNull();
    expect(table.expiresAt).toBeGreaterThanOrEqual(ended + 90 * DAY - 5_000);
    expect(table.expiresAt).toBeLessThanOrEqual(ended + 90 * DAY);
    expect((await getTable(id)).expiresAt).toBe(table.expiresAt);
    const watcher = (await Socket.hello(id)).socket;

    advanceClock(89 * DAY);
    await runDue(id);
    // Still there a day before: the table, the log with the seed (replay and verification).
    expect((await getTable(id, tokens[1])).expiresAt).toBe(table.expiresAt);
    const log = await getLog(id);
    expect(log.seed).toMatch(/^[0-9a-f]{32}$/);

    advanceClock(1 * DAY + 60_000);
    await runDue(id);
    expect((await watcher.closedWith()).code).toBe(4004);
    await expectGone(id, tokens[0]);
    expectError(
      await call<LogResponse>("POST", `/api/games/${id}/rematch`, { token: tokens[0] }),
      404,
      "room/not-found",
    );
  });

  it("takes the times from the configuration", async () => {
    overrideLimits({ finishedDays: 2, unstartedDays: 1 });
    const { id, tokens } = await twoPlayerGame();
    await call("POST", `/api/games/${id}/resign`, { token: tokens[0] });
    const table = await getTable(id, tokens[1]);
    expect(table.expiresAt! - now()).toBeLessThanOrEqual(2 * DAY);
    expect(table.expiresAt! - now()).toBeGreaterThan(2 * DAY - 10_000);
    const lonely = await createGame();
    advanceClock(DAY + 60_000);
    await runDue(lonely.id);
    await expectGone(lonely.id, lonely.token);
    expect((await getTable(id)).outcome).not.toBeNull();
    overrideLimits({});
  });

  it("a game in progress has no removal date on its table", async () => {
    const { id, tokens } = await twoPlayerGame();
    expect(await getTable(id, tokens[0])).not.toHaveProperty("expiresAt");
  });
});
