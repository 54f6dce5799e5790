// Concurrency: requests fired together at one game, in workerd, against the
// real GameRoom. Two seats and a retrying client race for hundreds of rounds; claims race on
// one invitation; the creator's replace races the seat's move; a rematch races a replace.
// Whatever order the room takes them in: exactly one move per seq, one seat per invitation,
// no move lost or doubled, no token valid for two people.
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, InviteLink, Table } from "../../src/protocol";
import { call, chooser, getLog, getTable, postMove, twoPlayerGame, type Answer } from "./helpers";

const ROUNDS = 300;

/** The seat a token holds now (null: refused). */
async function seatOf(id: string, token: string): Promise<number | null> {
  const answer = await call<Table>("GET", `/api/games/${id}`, { token });
  if (answer.status === 403) return null;
  expect(answer.status, answer.text).toBe(200);
  return answer.body.seat;
}

/** Every token that works on `id` holds a different seat, and each seat at most one of them. */
async function expectOneHolderPerSeat(id: string, tokens: readonly string[]): Promise<void> {
  const held = new Map<number, string>();
  for (const token of new Set(tokens)) {
    const seat = await seatOf(id, token);
    if (seat === null) continue;
    expect(held.has(seat), `seat ${seat} works with two tokens`).toBe(false);
    held.set(seat, token);
  }
}

/** The log of a game is one move per seq, 1 to n; the table agrees. */
async function expectCleanLog(id: string, token: string) {
  const log = await getLog(id, token);
  expect(log.moves.map((m) => m.seq)).toEqual(log.moves.map((_, i) => i + 1));
  expect((await getTable(id, token)).seq).toBe(log.moves.length);
  return log;
}

describe("races on one game", () => {
  it(`two seats and a retrying client, ${ROUNDS} rounds: one move per seq, none lost or doubled`, async () => {
    const choose = chooser(4242);
    let game = await twoPlayerGame();
    let applied = new Map<number, number>(); // seq → the seat whose move made it
    let games = 1;
    let contested = 0;
    const finish = async () => {
      const log = await getLog(game.id, game.tokens[0]);
      expect(log.moves.map((m) => m.seq)).toEqual(log.moves.map((_, i) => i + 1));
      // Every move answered 200 is in the log exactly once, at its seq, by its seat; nothing else.
      expect(log.moves.map((m) => [m.seq, m.seat])).toEqual(
        [...applied].sort((a, b) => a[0] - b[0]),
      );
      expect((await getTable(game.id, game.tokens[0])).seq).toBe(log.moves.length);
    };
    for (let round = 0; round < ROUNDS; round++) {
      const tables = await Promise.all(game.tokens.map((t) => getTable(game.id, t)));
      if (tables[0]!.outcome !== null) {
        await finish();
        game = await twoPlayerGame();
        applied = new Map();
        games++;
        continue;
      }
      const seq = tables[0]!.seq;
      const requests: { id: string; seat: number; promise: Promise<Answer<Table>> }[] = [];
      for (const seat of [0, 1]) {
        const mine = tables[seat]!;
        const token = game.tokens[seat]!;
        // A seat not to act still fires (its move is refused); one to act fires a move three
        // times under one id (a client retrying) and, sometimes, a different move too.
        const first =
          mine.legal[choose(Math.max(1, mine.legal.length))] ?? tables[1 - seat]!.legal[0];
        const id = `r${round}s${seat}a`;
        for (let copy = 0; copy < 3; copy++)
          requests.push({ id, seat, promise: postMove(game.id, token, seq, first, id) });
        if (mine.legal.length > 1 && choose(2) === 0) {
          const other = mine.legal.find((m) => JSON.stringify(m) !== JSON.stringify(first));
          const id2 = `r${round}s${seat}b`;
          requests.push({ id: id2, seat, promise: postMove(game.id, token, seq, other, id2) });
        }
      }
      const answers = await Promise.all(requests.map((r) => r.promise));
      const winners = new Set<string>();
      answers.forEach((a, i) => {
        expect([200, 409, 422], a.text).toContain(a.status);
        if (a.status === 200) winners.add(requests[i]!.id);
      });
      // Exactly one move took seq + 1; its retries were answered, not applied again.
      expect([...winners], `round ${round}`).toHaveLength(1);
      const winner = [...winners][0]!;
      const seat = requests.find((r) => r.id === winner)!.seat;
      if (requests.some((r) => r.id !== winner && r.seat === seat)) contested++;
      expect(applied.has(seq + 1)).toBe(false);
      applied.set(seq + 1, seat);
      for (let i = 0; i < answers.length; i++)
        if (requests[i]!.id === winner) expect(answers[i]!.body.seq).toBeGreaterThan(seq);
    }
    await finish();
    expect(games).toBeGreaterThan(1);
    console.log(
      `races: ${ROUNDS} rounds over ${games} games, ${contested} with two moves of one seat in flight`,
    );
  });

  it("claims racing on one invitation: one seat, one token", async () => {
    for (let g = 0; g < 15; g++) {
      // A fresh game whose seat 1 is still open.
      const open = await call<{ id: string; token: string; invites: InviteLink[] }>(
        "POST",
        "/api/games",
        { body: { game: "pazaak", name: "Anna" } },
      );
      const id = open.body.id;
      const invite = open.body.invites[0]!.invite;
      const claims = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          call<ClaimSeatResponse>(
            "POST",
            i % 2 === 0 ? `/api/games/${id}/join` : `/api/games/${id}/seats/1`,
            { body: { invite, name: `Friend ${i}` } },
          ),
        ),
      );
      const won = claims.filter((c) => c.status === 200);
      expect(won).toHaveLength(1);
      for (const c of claims) if (c.status !== 200) expect(c.status).toBe(409);
      const winner = claims.indexOf(won[0]!);
      const table = await getTable(id, won[0]!.body.token);
      expect(table.seat).toBe(1);
      expect(table.players[1]!.name).toBe(`Friend ${winner}`);
      await expectOneHolderPerSeat(id, [open.body.token, won[0]!.body.token]);
    }
  });

  it("replace racing the seat's move: the move is in the log iff it was accepted, the old token dies", async () => {
    const choose = chooser(7);
    let movedFirst = 0;
    for (let g = 0; g < 25; g++) {
      const { id, tokens } = await twoPlayerGame();
      // Play until seat 1 is to act.
      let table = await getTable(id, tokens[1]);
      for (let i = 0; i < 20 && !table.toAct.includes(1); i++) {
        const seat = table.toAct[0]!;
        const mine = await getTable(id, tokens[seat]);
        await postMove(id, tokens[seat]!, mine.seq, mine.legal[choose(mine.legal.length)]);
        table = await getTable(id, tokens[1]);
      }
      if (!table.toAct.includes(1)) continue;
      const move = table.legal[0];
      // Every other game, the replace waits for one read first: both orders get their turn.
      const [moved, replaced] = await Promise.all([
        postMove(id, tokens[1], table.seq, move, `race-${g}`),
        (g % 2 === 0 ? Promise.resolve() : getLog(id).then(() => undefined)).then(() =>
          call<InviteLink>("POST", `/api/games/${id}/seats/1/replace`, { token: tokens[0] }),
        ),
      ]);
      expect(replaced.status, replaced.text).toBe(200);
      expect([200, 403], moved.text).toContain(moved.status);
      const log = await getLog(id, tokens[0]);
      const inLog = log.moves.filter((m) => m.seq === table.seq + 1 && m.seat === 1).length;
      expect(inLog).toBe(moved.status === 200 ? 1 : 0);
      if (moved.status === 200) movedFirst++;
      expect(await seatOf(id, tokens[1])).toBeNull();
      const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
        body: { invite: replaced.body.invite, name: "Carla" },
      });
      expect(claimed.status, claimed.text).toBe(200);
      // The old player's retry of the same move id is not taken as the new player's.
      const retry = await postMove(id, claimed.body.token, table.seq, move, `race-${g}`);
      if (moved.status === 200)
        expect(retry.body).toMatchObject({ error: { code: "room/move-id-reused" } });
      await expectOneHolderPerSeat(id, [...tokens, claimed.body.token]);
      await expectCleanLog(id, tokens[0]);
    }
    console.log(`replace vs move: the move came first in ${movedFirst} of 25 games`);
  });

  it("rematch racing replace: the rematch seat goes to the old player or the new invitation, never both", async () => {
    const outcomes = { rematchFirst: 0, replaceFirst: 0 };
    for (let g = 0; g < 20; g++) {
      const { id, tokens } = await twoPlayerGame();
      expect((await call("POST", `/api/games/${id}/resign`, { token: tokens[1] })).status).toBe(
        200,
      );
      const mine = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
        token: tokens[0],
      });
      expect(mine.status, mine.text).toBe(200);
      const next = mine.body.id;
      // Every other game, the replace waits for one read first: both orders get their turn.
      const [theirs, replaced] = await Promise.all([
        call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, { token: tokens[1] }),
        (g % 2 === 0 ? Promise.resolve() : getLog(id).then(() => getLog(next))).then(() =>
          call<InviteLink>("POST", `/api/games/${next}/seats/1/replace`, {
            token: mine.body.token,
          }),
        ),
      ]);
      expect(replaced.status, replaced.text).toBe(200);
      if (theirs.status === 200) {
        outcomes.rematchFirst++;
        // Replaced after taking it: their rematch token no longer works.
        expect(await seatOf(next, theirs.body.token)).toBeNull();
      } else {
        outcomes.replaceFirst++;
        expect(theirs.body).toMatchObject({ error: { code: "room/seat-taken" } });
      }
      // Either way the invitation gives the seat, and asking again does not take it back.
      const carla = await call<ClaimSeatResponse>("POST", `/api/games/${next}/join`, {
        body: { invite: replaced.body.invite, name: "Carla" },
      });
      expect(carla.status, carla.text).toBe(200);
      const again = await call("POST", `/api/games/${id}/rematch`, { token: tokens[1] });
      expect(again.body).toMatchObject({ error: { code: "room/seat-taken" } });
      const known = [
        mine.body.token,
        carla.body.token,
        ...(theirs.status === 200 ? [theirs.body.token] : []),
      ];
      await expectOneHolderPerSeat(next, known);
      expect(await seatOf(next, carla.body.token)).toBe(1);
    }
    console.log(`rematch vs replace: ${JSON.stringify(outcomes)}`);
  });
});
