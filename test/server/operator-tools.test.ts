// The operator's tools for a reported table (routes/operator-tools.ts): every route needs the
// operator's token (404 when none is configured, 401 without it); a lookup gives meta, seat
// names, every talk line with its id and the reports, never a token, an invitation or a card; a
// removed talk line is gone for every reader on every path (the talk read, the tables pushed to
// seats and to a relay's spectators, which then read again, the history, the export); a game
// ended by the operator is over for everyone (nobody wins, the seats' sockets told, moves
// refused, the "game over" email saying so); a removed game is gone (its sockets closed); the reports' listing reads the
// bucket; and every action writes its log line, with no name or word of talk in it.
import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { TalkMessage, TalkResponse } from "../../src/talk";
import { overrideLimits } from "../../src/server/limits/config";
import { setLogSink } from "../../src/server/log";
import type { OperatorGame } from "../../src/server/room/operator";
import worker from "../../src/server/index";
import {
  answerOf,
  call,
  expectError,
  getTable,
  keysOf,
  ORIGIN,
  postMove,
  Socket,
  twoPlayerGame,
} from "./helpers";
import { confirmAddress, freshAddress, mailsAbout, runDueJobs } from "./mail-helpers";

const OPERATOR = "test-operator-token-0123456789";

const op = <T>(method: string, path: string) =>
  call<T>(method, `/api/operator${path}`, { token: OPERATOR });
const say = (id: string, token: string, text: string) =>
  call<TalkMessage>("POST", `/api/games/${id}/talk`, { token, body: { text } });
const readTalk = (id: string, token?: string) =>
  call<TalkResponse>("GET", `/api/games/${id}/talk`, { token });

/** Log lines written during a test, parsed. */
let lines: Record<string, unknown>[] = [];
let previous: ReturnType<typeof setLogSink> | null = null;
beforeEach(() => {
  lines = [];
  overrideLimits({ reportsPerHour: 0 });
  previous = setLogSink((_level, line) => lines.push(JSON.parse(line) as Record<string, unknown>));
});
afterEach(() => {
  setLogSink(previous);
  overrideLimits({});
});

/** The lines of `event` about game `id`. */
const logged = (event: string, id?: string) =>
  lines.filter((l) => l["event"] === event && (id === undefined || l["game"] === id));

describe("the operator's tools", () => {
  it("answer only the operator's token", async () => {
    const { id } = await twoPlayerGame();
    const routes: [string, string][] = [
      ["GET", "/status"],
      ["GET", "/reports"],
      ["GET", `/games/${id}`],
      ["DELETE", `/games/${id}/talk/1`],
      ["POST", `/games/${id}/end`],
      ["DELETE", `/games/${id}`],
    ];
    for (const [method, path] of routes) {
      expectError(await call(method, `/api/operator${path}`), 401, "auth/operator");
      const unset = await answerOf(
        await worker.fetch(
          new Request(`${ORIGIN}/api/operator${path}`, {
            method,
            headers: { Authorization: `Bearer ${OPERATOR}`, "Content-Type": "application/json" },
          }),
          { ...env, OPERATOR_TOKEN: undefined },
          createExecutionContext(),
        ),
      );
      expectError(unset, 404, "http/not-found");
    }
    // Nothing happened to the game.
    expect((await getTable(id)).outcome).toBeNull();
    expect(logged("operator.refused").length).toBeGreaterThanOrEqual(routes.length);
  });

  it("look a game up: meta, seat names, talk lines with ids, reports; no secret, no card", async () => {
    const { id, tokens } = await twoPlayerGame();
    const said = await say(id, tokens[1], "you cheat, Anna");
    const filed = await call("POST", `/api/games/${id}/report`, {
      token: tokens[0],
      body: { reason: "abuse" },
    });
    expect(filed.status, filed.text).toBe(201);
    const found = await op<OperatorGame>("GET", `/games/${id}`);
    expect(found.status, found.text).toBe(200);
    expect(found.body.meta).toMatchObject({ id, game: "pazaak", creator: 0, over: false });
    expect(found.body.seats.map((s) => s.name)).toEqual(["Anna", "Bruno"]);
    expect(found.body.talk.lines).toEqual([{ ...said.body, name: "Bruno" }]);
    expect(found.body.reports).toHaveLength(1);
    expect(found.body.reports[0]!.snapshot.talk[0]!.id).toBe(said.body.id);
    const keys = keysOf(found.body);
    for (const secret of ["tokenHash", "inviteHash", "seed", "state", "view", "address"])
      expect(keys.has(secret), secret).toBe(false);
    for (const token of tokens) expect(found.text).not.toContain(token);
    expectError(await op("GET", "/games/nosuchgame123"), 404, "room/not-found");
    expect(logged("operator.lookup", id)).toEqual([
      expect.objectContaining({ level: "info", gameKind: "pazaak", seq: 0 }),
    ]);
    expect(logged("report.filed", id)).toEqual([
      expect.objectContaining({ kind: "abuse", seat: 0, outcome: "mailed" }),
    ]);
  });

  it("remove a talk line: gone from the talk, the tables, sockets and relays, history and export", async () => {
    const { id, tokens } = await twoPlayerGame();
    const open = await call("PUT", `/api/games/${id}/talk/settings`, {
      token: tokens[0],
      body: { spectators: true },
    });
    expect(open.status, open.text).toBe(200);
    const bad = await say(id, tokens[1], "a very rude line");
    const kept = await say(id, tokens[0], "a kind line");
    // A move, so there is a step to go back to.
    const table = await getTable(id);
    const seat = table.toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    expect((await postMove(id, tokens[seat]!, mine.seq, mine.legal[0])).status).toBe(200);

    const anna = await Socket.hello(id, tokens[0]);
    const watcher = await Socket.hello(id, undefined, { path: "watch" });
    const removed = await op<{ removed: number }>("DELETE", `/games/${id}/talk/${bad.body.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toMatchObject({ removed: bad.body.id });

    // Every page is pushed a table that says a line was removed: it reads the talk again.
    expect((await anna.socket.nextTableWhere((t) => t.talk?.removed === 1)).talk).toMatchObject({
      last: kept.body.id,
    });
    await watcher.socket.nextTableWhere((t) => t.talk?.removed === 1);
    for (const reader of [tokens[0], tokens[1], undefined]) {
      const talk = await readTalk(id, reader);
      expect(
        talk.body.messages.map((m) => m.text),
        String(reader),
      ).toEqual(["a kind line"]);
      expect((await getTable(id, reader)).talk?.removed).toBe(1);
    }
    const after = await getTable(id, tokens[0]);
    for (const path of [
      "/log",
      `/history/${after.seq - 1}`,
      `/history/${after.seq}`,
      "/download",
    ]) {
      const answer = await call("GET", `/api/games/${id}${path}`, { token: tokens[1] });
      expect(answer.status, `${path}: ${answer.text}`).toBe(200);
      expect(answer.text).not.toContain("very rude");
    }
    const exported = await op("GET", `/games/${id}/export`);
    expect(exported.status).toBe(200);
    expect(exported.text).not.toContain("very rude");
    const looked = await op<OperatorGame>("GET", `/games/${id}`);
    expect(looked.body.talk.lines.map((l) => l.id)).toEqual([kept.body.id]);

    // Again, or a line that never was: a clear 404.
    expectError(await op("DELETE", `/games/${id}/talk/${bad.body.id}`), 404, "talk/no-such-line");
    expectError(await op("DELETE", `/games/${id}/talk/0`), 404, "talk/no-such-line");
    expectError(await op("DELETE", `/games/${id}/talk/abc`), 404, "talk/no-such-line");
    expect(logged("operator.talk-removed", id)).toEqual([
      expect.objectContaining({ level: "info", seat: 1, outcome: "removed" }),
      expect.objectContaining({ level: "warn", outcome: "talk/no-such-line" }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("rude");
    anna.socket.close();
    watcher.socket.close();
  });

  it("end a game: closed, nobody wins, the seats told, moves refused; once", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = freshAddress();
    await confirmAddress(id, tokens[1], address);
    // Anna is at the table (her socket is told); Bruno is away (his email tells him).
    const anna = await Socket.hello(id, tokens[0]);
    const ended = await op("POST", `/games/${id}/end`);
    expect(ended.status, ended.text).toBe(200);
    const told = await anna.socket.nextTableWhere((t) => t.outcome !== null);
    anna.socket.close();
    // Bruno's "game over" email says who ended it, and no draw.
    // The email waits its hour like any notice; the test runs it now.
    await runDueJobs(id, Date.now() + 2 * 3_600_000);
    const [over] = await mailsAbout(address, "game over");
    expect(over?.text).toContain("The site's operator ended this game; nobody wins it.");
    expect(over?.text).not.toContain("draw");
    expect(told.ending).toEqual({ reason: "closed", seat: -1 });
    expect(told.outcome?.winners).toEqual([]);
    const table = await getTable(id, tokens[0]);
    expect(table.toAct).toEqual([]);
    expect(table.legal).toEqual([]);
    const move = await postMove(id, tokens[0], table.seq, { type: "endTurn" });
    expect(move.status).toBe(422);
    expectError(await op("POST", `/games/${id}/end`), 409, "room/over");
    // Its replay answers, the last step with the closed game's outcome.
    const index = await call<{ last: number }>("GET", `/api/games/${id}/replay`);
    expect(index.status, index.text).toBe(200);
    const last = await call<{ outcome: unknown }>(
      "GET",
      `/api/games/${id}/replay/${index.body.last}`,
    );
    expect(last.status, last.text).toBe(200);
    expect(last.body.outcome).toEqual({ winners: [], losers: [], scores: [0, 0] });
    // Its export restores with its ending.
    const exported = await op<{ settings: { ending: unknown } }>("GET", `/games/${id}/export`);
    expect(exported.body.settings.ending).toMatchObject({ reason: "closed", seat: -1 });
    expect(logged("operator.ended", id).map((l) => l["outcome"])).toEqual(["closed", "room/over"]);
  });

  it("remove a game: gone for every reader, its sockets closed", async () => {
    const { id, tokens } = await twoPlayerGame();
    const anna = await Socket.hello(id, tokens[0]);
    const removed = await op("DELETE", `/games/${id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ removed: id, gameKind: "pazaak" });
    expect((await anna.socket.closedWith()).code).toBe(4004);
    expectError(await call("GET", `/api/games/${id}`, { token: tokens[0] }), 404, "room/not-found");
    expectError(await op("DELETE", `/games/${id}`), 404, "room/not-found");
    expect(logged("game.removed", id)).toEqual([expect.objectContaining({ outcome: "operator" })]);
    expect(logged("operator.removed", id).map((l) => l["outcome"])).toEqual([
      "removed",
      "room/not-found",
    ]);
  });

  it("list every game's reports from the bucket, a page at a time", async () => {
    const { id, tokens } = await twoPlayerGame();
    for (const token of [tokens[0], undefined]) {
      const filed = await call("POST", `/api/games/${id}/report`, {
        token,
        body: { reason: "cheating" },
      });
      expect(filed.status, filed.text).toBe(201);
    }
    const mine: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<
        ReturnType<typeof op<{ reports: { game: string }[]; cursor: string | null }>>
      > = await op(
        "GET",
        `/reports?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      expect(page.status, page.text).toBe(200);
      mine.push(...page.body.reports.filter((r) => r.game === id));
      cursor = page.body.cursor;
    } while (cursor);
    expect(mine).toEqual([
      expect.objectContaining({ reason: "cheating", reporter: "seat 1" }),
      expect.objectContaining({ reason: "cheating", reporter: "spectator" }),
    ]);
    expectError(await op("GET", "/reports?limit=0"), 400, "input/invalid");
    expectError(await op("GET", "/reports?limit=5&x=1"), 400, "input/invalid");
    expect(logged("operator.reports").length).toBeGreaterThan(0);
  });
});
