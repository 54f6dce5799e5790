/**
 * "Why not?" (POST /api/games/{id}/why) and learning games' hints (GET /api/games/{id}/hint):
 * the create option's round trip into every reader's table, the reason a real move would get
 * without playing it, the hint as the normal computer's legal move, the refusals (a normal
 * game, a spectator, a seat not to act), and non-interference: the opponent's hidden hand
 * changed in the room, every answer keeps its bytes.
 */
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { ClaimSeatResponse, HintResponse, Table, WhyResponse } from "../../src/protocol";
import { call, createGame, expectError, getTable, postMove, roomOf, seatedGame } from "./helpers";

/** A two-seat Pazaak game with both seats taken, `learning` as asked. */
async function pazaakGame(learning: boolean) {
  const created = await createGame(learning ? { learning: true } : {});
  const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
    body: { invite: created.invites[0]!.invite, name: "Bruno" },
  });
  expect(claimed.status, claimed.text).toBe(200);
  return { id: created.id, tokens: [created.token, claimed.body.token] as const };
}

/** Both seats choose the balanced side deck: the first turn is seat 0's (or the starter's). */
async function pastSideDecks(id: string, tokens: readonly string[]): Promise<Table> {
  const cards = ["P1", "P2", "P3", "P4", "P5", "M1", "M2", "M3", "M4", "M5"];
  let table = await getTable(id, tokens[0]);
  for (const token of tokens) {
    const answer = await postMove(id, token, table.seq, { type: "sideDeck", cards });
    expect(answer.status, answer.text).toBe(200);
    table = answer.body;
  }
  return table;
}

const why = (id: string, token: string | undefined, move: unknown) =>
  call<WhyResponse>("POST", `/api/games/${id}/why`, {
    ...(token ? { token } : {}),
    body: { move },
  });
const hint = (id: string, token?: string) =>
  call<HintResponse>("GET", `/api/games/${id}/hint`, token ? { token } : {});

describe("learning games", () => {
  it("keep the choice made at creation, said in every reader's table", async () => {
    const { id, tokens } = await pazaakGame(true);
    for (const token of [...tokens, undefined])
      expect((await getTable(id, token)).learning).toBe(true);
    const normal = await pazaakGame(false);
    expect(await getTable(normal.id, normal.tokens[0])).not.toHaveProperty("learning");
  });

  it("stay learning games in their rematch", async () => {
    const { id, tokens } = await pazaakGame(true);
    const resigned = await call("POST", `/api/games/${id}/resign`, { token: tokens[1] });
    expect(resigned.status, resigned.text).toBe(200);
    const rematch = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: tokens[0],
    });
    expect(rematch.status, rematch.text).toBe(200);
    expect((await getTable(rematch.body.id, rematch.body.token)).learning).toBe(true);
  });

  it("refuses a learning choice that is not true or false", async () => {
    const answer = await call("POST", "/api/games", {
      body: { game: "pazaak", name: "Anna", learning: "yes" },
    });
    expectError(answer, 400, "input/invalid");
  });

  it("hint with the normal computer's legal move and its reason; the move is the player's to make", async () => {
    const { id, tokens } = await pazaakGame(true);
    const first = await hint(id, tokens[0]);
    expect(first.status, first.text).toBe(200);
    expect(first.body.move).toMatchObject({ type: "sideDeck" });
    expect(first.body.reason?.code).toBe("pazaak/flexible-deck");
    const table = await pastSideDecks(id, tokens);
    const seat = table.toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    const answer = await hint(id, tokens[seat]);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.seq).toBe(mine.seq);
    expect(mine.legal).toContainEqual(answer.body.move);
    expect(answer.body.reason?.message).toMatch(/\.$/);
    // Asking played nothing.
    expect((await getTable(id, tokens[seat])).seq).toBe(mine.seq);
    // Not this seat's turn: no hint.
    expectError(await hint(id, tokens[1 - seat]), 409, "hint/not-your-turn");
  });

  it("are the only games with hints, and only for players", async () => {
    const normal = await pazaakGame(false);
    const refused = expectError(await hint(normal.id, normal.tokens[0]), 409, "hint/not-learning");
    expect(refused.error.message).toMatch(/learning games/);
    const learning = await pazaakGame(true);
    expectError(await hint(learning.id), 403, "auth/spectator");
  });
});

describe("why not?", () => {
  it("answers the refusal a real move would get, without playing it", async () => {
    const { id, tokens } = await pazaakGame(false);
    const table = await pastSideDecks(id, tokens);
    const seat = table.toAct[0]!;
    const other = tokens[1 - seat]!;
    const turn = await why(id, other, { type: "stand" });
    expect(turn.status, turn.text).toBe(200);
    expect(turn.body).toEqual({
      seq: table.seq,
      reason: { code: "rule/not-your-turn", message: "It is not your turn." },
    });
    const mine = await getTable(id, tokens[seat]);
    const hand = (mine.view as { seats: { hand?: string[] }[] }).seats[seat]!.hand!;
    const absent = ["P1", "P2", "P3", "P4", "P5"].find((c) => !hand.includes(c));
    if (absent) {
      const answer = await why(id, tokens[seat], { type: "play", card: absent });
      expect(answer.body.reason?.code).toBe("rule/not-in-hand");
      const real = await postMove(id, tokens[seat]!, mine.seq, { type: "play", card: absent });
      expect(real.status).toBe(422);
      // The same refusal; why-not adds the ids it names, for a page's own words.
      const { values, ...refusal } = answer.body.reason!;
      expect(values).toEqual({ card: absent });
      expect((real.body as unknown as { error: unknown }).error).toEqual(refusal);
    }
    const legal = await why(id, tokens[seat], { type: "stand" });
    expect(legal.body.reason).toBeNull();
    expect((await getTable(id, tokens[seat])).seq).toBe(mine.seq);
  });

  it("covers every game: a seat not to act hears why", async () => {
    // Pazaak's refusals are tested at length above.
    for (const { id: game, seats } of Object.values(games).filter((g) => g.id !== "pazaak")) {
      const { id, tokens } = await seatedGame(game, seats.default);
      const table = await getTable(id);
      const actor = table.toAct[0]!;
      const idle = [...tokens.keys()].find((s) => !table.toAct.includes(s))!;
      const move = (await getTable(id, tokens[actor])).legal[0];
      const answer = await why(id, tokens[idle], move);
      expect(answer.status, `${game}: ${answer.text}`).toBe(200);
      expect(answer.body.reason?.code, game).toBe("rule/not-your-turn");
    }
  });

  it("refuses spectators and moves of no game", async () => {
    const { id, tokens } = await pazaakGame(false);
    expectError(await why(id, undefined, { type: "stand" }), 403, "auth/spectator");
    expectError(await why(id, tokens[0], { type: "fly" }), 422, "input/invalid-move");
    const extra = await call("POST", `/api/games/${id}/why`, {
      token: tokens[0],
      body: { move: { type: "stand" }, seq: 1 },
    });
    expectError(extra, 400, "input/invalid");
  });
});

describe("non-interference", () => {
  it("the opponent's hidden hand changed, why-not and the hint keep their bytes", async () => {
    const { id, tokens } = await pazaakGame(true);
    const table = await pastSideDecks(id, tokens);
    const seat = table.toAct[0]!;
    const asks: unknown[] = [
      { type: "stand" },
      { type: "endTurn" },
      ...["P1", "P2", "P3", "P4", "P5", "M1", "M2", "M3", "M4", "M5"].map((card) => ({
        type: "play",
        card,
      })),
    ];
    const told = async () => {
      const out: string[] = [];
      for (const s of [0, 1]) {
        for (const move of asks) out.push((await why(id, tokens[s], move)).text);
        out.push((await hint(id, tokens[s])).text);
      }
      return out;
    };
    const before = await told();
    // The other seat's hand, which the asker may not see, becomes other cards.
    for (const hidden of [1 - seat, seat]) {
      await runInDurableObject(roomOf(id), (room) => {
        const state = (room as unknown as { loaded: { snapshot: { state: unknown } } }).loaded
          .snapshot.state as { seats: { hand: string[] }[] };
        state.seats[hidden]!.hand = state.seats[hidden]!.hand.map((c) =>
          c.startsWith("P") ? `M${c.slice(1)}` : `P${c.slice(1)}`,
        );
      });
      const after = await told();
      // Only the answers to the seat whose hand did not change are compared.
      const reader = 1 - hidden;
      const span = asks.length + 1;
      expect(after.slice(reader * span, (reader + 1) * span)).toEqual(
        before.slice(reader * span, (reader + 1) * span),
      );
    }
  });
});
