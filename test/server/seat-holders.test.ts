// A seat belongs to whoever holds it: a rematch never takes a seat from its current holder,
// a token that stops being valid closes its sockets at once, and a client move id is never
// silently swallowed when another holder or another move reuses it.
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, InviteLink, Table } from "../../src/protocol";
import {
  call,
  chooser,
  expectError,
  getTable,
  playThroughHttp,
  postMove,
  Socket,
  twoPlayerGame,
} from "./helpers";

/** A finished two-player game A and its rematch B, asked for by the creator only. */
async function finishedWithRematch() {
  const { id, tokens } = await twoPlayerGame();
  await playThroughHttp(id, tokens, chooser(5));
  const b = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
    token: tokens[0],
  });
  expect(b.status, b.text).toBe(200);
  return { a: id, tokens, b: b.body.id, creatorB: b.body.token };
}

/**
 * The creator gives seat 1 of game `id` a new invitation, replacing its holder or re-issuing
 * the invite (`how`), and `name` takes the seat with it: the newcomer's seat and token.
 */
async function newcomer(
  id: string,
  creator: string,
  how: "replace" | "invite",
  name: string,
): Promise<ClaimSeatResponse> {
  const invite = await call<InviteLink>("POST", `/api/games/${id}/seats/1/${how}`, {
    token: creator,
  });
  expect(invite.status, invite.text).toBe(200);
  const joined = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
    body: { invite: invite.body.invite, name },
  });
  expect(joined.status, joined.text).toBe(200);
  return joined.body;
}

/** Plays the side-deck choice of seat `seat` in game `id` (its first legal move). */
async function firstMove(id: string, token: string): Promise<Table> {
  const t = await getTable(id, token);
  const answer = await postMove(id, token, t.seq, t.legal[0]);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

describe("a rematch never takes a seat from its holder", () => {
  it("after 'replace' gave the rematch seat to a newcomer, the old player's rematch is refused (409) and the newcomer keeps seat, name and socket", async () => {
    const { a, tokens, b, creatorB } = await finishedWithRematch();
    const joined = await newcomer(b, creatorB, "replace", "Dora");
    const live = await Socket.hello(b, joined.token);
    expect(live.table.seat).toBe(1);

    const stolen = await call("POST", `/api/games/${a}/rematch`, { token: tokens[1] });
    expectError(stolen, 409, "room/seat-taken");
    expect(stolen.text).toMatch(/given to another player/);

    const hers = await getTable(b, joined.token);
    expect(hers.seat).toBe(1);
    expect(hers.players[1]).toMatchObject({ name: "Dora", joined: true });
    // Her socket stays open and keeps receiving her own table.
    await firstMove(b, creatorB);
    const pushed = await live.socket.tableAt(1);
    expect(pushed.seat).toBe(1);
    expect(live.socket.closed).toBeNull();
    live.socket.close();
  });

  it("after a re-issued invitation was used, the old player's rematch is refused the same way", async () => {
    const { a, tokens, b, creatorB } = await finishedWithRematch();
    const joined = await newcomer(b, creatorB, "invite", "Emil");
    expectError(
      await call("POST", `/api/games/${a}/rematch`, { token: tokens[1] }),
      409,
      "room/seat-taken",
    );
    expect((await getTable(b, joined.token)).players[1]?.name).toBe("Emil");
  });

  it("the old player still gets the seat while nobody holds it, and the same seat again from another device", async () => {
    const { a, tokens, b } = await finishedWithRematch();
    const first = await call<ClaimSeatResponse>("POST", `/api/games/${a}/rematch`, {
      token: tokens[1],
    });
    expect(first.status, first.text).toBe(200);
    const phone = await Socket.hello(b, first.body.token);
    const second = await call<ClaimSeatResponse>("POST", `/api/games/${a}/rematch`, {
      token: tokens[1],
    });
    expect(second.body).toEqual(first.body);
    // The first device is not evicted by the second asking.
    expect((await getTable(b, first.body.token)).seat).toBe(1);
    expect(phone.socket.closed).toBeNull();
    phone.socket.close();
  });
});

describe("a token that stops being valid closes its sockets", () => {
  it("the replaced player's socket is closed with 4003 and gets nothing of the seat afterwards", async () => {
    const { a, tokens, b, creatorB } = await finishedWithRematch();
    const old = await call<ClaimSeatResponse>("POST", `/api/games/${a}/rematch`, {
      token: tokens[1],
    });
    const evicted = await Socket.hello(b, old.body.token);
    const invite = await call<InviteLink>("POST", `/api/games/${b}/seats/1/replace`, {
      token: creatorB,
    });
    expect((await evicted.socket.closedWith()).code).toBe(4003);
    const received = evicted.socket.messages.length;

    const fritz = await call<ClaimSeatResponse>("POST", `/api/games/${b}/join`, {
      body: { invite: invite.body.invite, name: "Fritz" },
    });
    await firstMove(b, fritz.body.token);
    await firstMove(b, creatorB);
    expect((await getTable(b, creatorB)).seq).toBe(2);
    // Nothing after the close: not the newcomer's join, not a move, not the new hand.
    expect(evicted.socket.messages.length).toBe(received);
    expect(JSON.stringify(evicted.socket.messages)).not.toContain("Fritz");
    expectError(
      await call("GET", `/api/games/${b}`, { token: old.body.token }),
      403,
      "auth/bad-token",
    );
  });
});

describe("client move ids", () => {
  it("a retry of the same id with the same move is answered without applying it twice", async () => {
    const { id, tokens } = await twoPlayerGame();
    const t = await getTable(id, tokens[0]);
    const once = await postMove(id, tokens[0]!, t.seq, t.legal[0], "m1");
    const twice = await postMove(id, tokens[0]!, t.seq, t.legal[0], "m1");
    expect(once.status, once.text).toBe(200);
    expect(twice.status, twice.text).toBe(200);
    expect(twice.body.seq).toBe(once.body.seq);
  });

  it("the same id with a different move is refused with 409 room/move-id-reused and changes nothing", async () => {
    const { id, tokens } = await twoPlayerGame();
    const t = await getTable(id, tokens[0]);
    expect(t.legal.length).toBeGreaterThan(1);
    expect((await postMove(id, tokens[0]!, t.seq, t.legal[0], "m1")).status).toBe(200);
    const other = await postMove(id, tokens[0]!, t.seq, t.legal[1], "m1");
    expectError(other, 409, "room/move-id-reused");
    expect(other.text).toMatch(/another move/);
    expect((await getTable(id, tokens[0])).seq).toBe(1);
  });

  it("after 'replace', the new player's move with an id the old player used is refused, not swallowed", async () => {
    const { id, tokens } = await twoPlayerGame();
    const t1 = await getTable(id, tokens[1]);
    const move = t1.legal[0];
    expect((await postMove(id, tokens[1]!, t1.seq, move, "m1")).status).toBe(200);
    const joined = await newcomer(id, tokens[0], "replace", "Gina");
    // Seat 0 chooses its side deck; then seat 1 (the newcomer) is asked nothing yet in this
    // phase, but an id reused from the old holder must be refused whatever the move.
    const t = await getTable(id, joined.token);
    const reused = await postMove(id, joined.token, t.seq, move, "m1");
    expectError(reused, 409, "room/move-id-reused");
    expect(reused.text).toMatch(/previous player/);
    expect((await getTable(id, tokens[0])).seq).toBe(t.seq);
  });
});
