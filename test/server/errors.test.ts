// Every refusal: the right status and namespaced code, and the game exactly as before.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../src/protocol";
import {
  call,
  chooser,
  createGame,
  expectError,
  getLog,
  getTable,
  playThroughHttp,
  postMove,
  roomOf,
  twoPlayerGame,
} from "./helpers";

/** What must not change when a request is refused: seq, every view and the log length. */
async function fingerprint(id: string, tokens: readonly string[]) {
  const tables = await Promise.all([getTable(id), ...tokens.map((t) => getTable(id, t))]);
  const log = await getLog(id);
  return { seq: tables[0]!.seq, views: tables.map((t) => t.view), moves: log.moves.length };
}

/** A two-seat game with side decks chosen and a few moves played. */
async function gameInPlay() {
  const game = await twoPlayerGame();
  await playThroughHttp(game.id, game.tokens, chooser(1), { maxMoves: 4 });
  return game;
}

/** Runs `refusals` on a game in play, then checks every reader's table and the log are as before. */
async function leavesUnchanged(
  refusals: (game: { id: string; tokens: string[] }) => Promise<void>,
): Promise<void> {
  const game = await gameInPlay();
  const before = await fingerprint(game.id, game.tokens);
  await refusals(game);
  expect(await fingerprint(game.id, game.tokens)).toEqual(before);
}

describe("refusals leave the game unchanged", () => {
  it("stale seq → 409 room/stale-move with the current table", () =>
    leavesUnchanged(async ({ id, tokens }) => {
      const seat = (await getTable(id)).toAct[0]!;
      const mine = await getTable(id, tokens[seat]);
      const body = expectError(
        await postMove(id, tokens[seat]!, mine.seq - 1, mine.legal[0]),
        409,
        "room/stale-move",
      );
      expect(body.table?.seq).toBe(mine.seq);
      expect(body.table?.seat).toBe(seat);
      expect(body.table?.view).toEqual(mine.view);
    }));

  it("a retried moveId is answered without applying the move twice", async () => {
    const { id, tokens } = await gameInPlay();
    const seat = (await getTable(id)).toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    const endTurn = mine.legal.find((m) => (m as { type: string }).type === "endTurn");
    const first = await postMove(id, tokens[seat]!, mine.seq, endTurn, "retry-me");
    expect(first.status, first.text).toBe(200);
    expect(first.body.seq).toBe(mine.seq + 1);
    const after = await fingerprint(id, tokens);
    const again = await postMove(id, tokens[seat]!, mine.seq, endTurn, "retry-me");
    expect(again.status, again.text).toBe(200);
    expect(again.body.seq).toBe(mine.seq + 1);
    expect(again.body.view).toEqual(first.body.view);
    expect(await fingerprint(id, tokens)).toEqual(after);
  });

  it("wrong token → 403 auth/bad-token; no token → 403 auth/spectator", () =>
    leavesUnchanged(async ({ id, tokens }) => {
      const table = await getTable(id);
      const move = { type: "endTurn" };
      expectError(await postMove(id, "A".repeat(24), table.seq, move), 403, "auth/bad-token");
      expectError(await postMove(id, "not a token!", table.seq, move), 403, "auth/bad-token");
      expectError(
        await call("POST", `/api/games/${id}/moves`, {
          body: { seq: table.seq, moveId: "x1", move },
        }),
        403,
        "auth/spectator",
      );
      expectError(
        await call("GET", `/api/games/${id}`, { token: "B".repeat(30) }),
        403,
        "auth/bad-token",
      );
      expectError(
        await call("GET", `/api/games/${id}/log`, { token: "B".repeat(30) }),
        403,
        "auth/bad-token",
      );
    }));

  it("moves out of turn or illegal → 422 with the engine's code", () =>
    leavesUnchanged(async ({ id, tokens }) => {
      const table = await getTable(id);
      const waiting = 1 - table.toAct[0]!;
      expectError(
        await postMove(id, tokens[waiting]!, table.seq, { type: "stand" }),
        422,
        "rule/not-your-turn",
      );
      const actor = table.toAct[0]!;
      const bad = await postMove(id, tokens[actor]!, table.seq, { type: "fly" });
      expect(bad.status).toBe(422);
      expect((bad.body as unknown as { error: { code: string } }).error.code).toMatch(
        /^(input|rule)\//,
      );
      expectError(
        await postMove(id, tokens[actor]!, table.seq, { type: "sideDeck", cards: [] }),
        422,
        "rule/side-deck-already-chosen",
      );
    }));

  it("malformed JSON, schema failures and oversized bodies → 400/413", () =>
    leavesUnchanged(async ({ id, tokens }) => {
      const path = `/api/games/${id}/moves`;
      const token = tokens[0];
      const json = { "Content-Type": "application/json" };
      expectError(
        await call("POST", path, { token, raw: "{seq: 1", headers: json }),
        400,
        "input/malformed-json",
      );
      expectError(
        await call("POST", path, { token, raw: "", headers: json }),
        400,
        "input/malformed-json",
      );
      expectError(
        await call("POST", path, { token, body: { seq: "x", moveId: "a", move: {} } }),
        400,
        "input/invalid",
      );
      expectError(
        await call("POST", path, {
          token,
          body: { seq: 1, moveId: "no spaces allowed", move: {} },
        }),
        400,
        "input/invalid",
      );
      const big = JSON.stringify({
        seq: 1,
        moveId: "a",
        move: { pad: "x".repeat(MAX_BODY_BYTES) },
      });
      expectError(
        await call("POST", path, { token, raw: big, headers: json }),
        413,
        "input/too-large",
      );
      // Without Content-Length (a stream), the bytes actually read are counted.
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          const chunk = new TextEncoder().encode("[" + "1,".repeat(1024));
          for (let i = 0; i < 20; i++) controller.enqueue(chunk);
          controller.close();
        },
      });
      expectError(
        await call("POST", path, { token, raw: stream, headers: json }),
        413,
        "input/too-large",
      );
      expectError(
        await call("POST", "/api/games", { raw: big, headers: json }),
        413,
        "input/too-large",
      );
    }));

  it("invites are single use; a wrong invite is refused", async () => {
    const created = await createGame();
    const invite = created.invites[0]!.invite;
    const id = created.id;
    const ok = await call("POST", `/api/games/${id}/seats/1`, { body: { invite, name: "Bruno" } });
    expect(ok.status, ok.text).toBe(200);
    const before = await fingerprint(id, [created.token]);
    const players = (await getTable(id)).players;
    expectError(
      await call("POST", `/api/games/${id}/seats/1`, { body: { invite, name: "Carla" } }),
      409,
      "auth/invite-used",
    );
    expectError(
      await call("POST", `/api/games/${id}/join`, { body: { invite, name: "Carla" } }),
      409,
      "auth/invite-used",
    );
    expectError(
      await call("POST", `/api/games/${id}/join`, {
        body: { invite: "C".repeat(24), name: "Carla" },
      }),
      403,
      "auth/bad-invite",
    );
    expectError(
      await call("POST", `/api/games/${id}/seats/1`, {
        body: { invite: "C".repeat(24), name: "Carla" },
      }),
      403,
      "auth/bad-invite",
    );
    expectError(
      await call("POST", `/api/games/${id}/seats/7`, { body: { invite, name: "Carla" } }),
      404,
      "room/seat-not-found",
    );
    expect((await getTable(id)).players).toEqual(players);
    expect(await fingerprint(id, [created.token])).toEqual(before);
  });

  it("unknown games and routes → 404", async () => {
    expectError(await call("GET", "/api/games/AAAAAAAAAAAAAAAA"), 404, "room/not-found");
    expectError(await call("GET", "/api/games/x"), 404, "room/not-found");
    expectError(
      await postMove("AAAAAAAAAAAAAAAA", "A".repeat(24), 0, { type: "stand" }),
      404,
      "room/not-found",
    );
    expectError(await call("GET", "/api/games/AAAAAAAAAAAAAAAA/log"), 404, "room/not-found");
    expectError(
      await call("POST", "/api/games/AAAAAAAAAAAAAAAA/join", {
        body: { invite: "C".repeat(24), name: "Carla" },
      }),
      404,
      "room/not-found",
    );
    const nothing = await call("GET", "/api/nothing-here");
    expectError(nothing, 404, "http/not-found");
    expect(nothing.headers.get("Cache-Control")).toBe("no-store");
    expectError(await call("DELETE", "/api/games"), 404, "http/not-found");
  });

  it("create validates game, options, seats and computer seats", async () => {
    expectError(
      await call("POST", "/api/games", { body: { game: "chess", name: "Anna" } }),
      400,
      "input/unknown-game",
    );
    expectError(
      await call("POST", "/api/games", {
        body: { game: "pazaak", name: "Anna", options: { nineCardRule: "lose" } },
      }),
      400,
      "input/invalid-options",
    );
    for (const body of [
      { seats: 3 },
      { seats: 1 },
      { computer: [0] },
      { computer: [2] },
      { game: 5 },
      { options: "fast" },
    ])
      expectError(
        await call("POST", "/api/games", { body: { game: "pazaak", name: "Anna", ...body } }),
        400,
        "input/invalid",
      );
  });

  it("names are trimmed and must be 1–40 characters without control characters", async () => {
    for (const name of ["", "   ", "a\u0000b", "tab\there", "x".repeat(41), 42])
      expectError(
        await call("POST", "/api/games", { body: { game: "pazaak", name } }),
        400,
        "input/invalid",
      );
    const created = await createGame({ name: "  Anna  " });
    expect((await getTable(created.id)).players[0]!.name).toBe("Anna");
    const join = `/api/games/${created.id}/join`;
    const invite = created.invites[0]!.invite;
    for (const name of ["", "line\nbreak", "y".repeat(41)])
      expectError(await call("POST", join, { body: { invite, name } }), 400, "input/invalid");
    const ok = await call("POST", join, { body: { invite, name: "x".repeat(40) } });
    expect(ok.status, ok.text).toBe(200);
  });

  it("an unexpected failure → 500 server/internal without details", async () => {
    const { id } = await twoPlayerGame();
    await runInDurableObject(roomOf(id), (room, state) => {
      state.storage.sql.exec("UPDATE meta SET state = '{broken'");
      // Drop the copy in memory so the room reads the broken snapshot.
      (room as unknown as { loaded: unknown }).loaded = null;
    });
    const answer = await call("GET", `/api/games/${id}`);
    expectError(answer, 500, "server/internal");
    expect(answer.text).not.toMatch(/at |\.ts|JSON|broken/);
  });
});
