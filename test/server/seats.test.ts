// The creator's seat management (re-issue an invite, replace an absent player) and rematches.
import { runDurableObjectAlarm } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, InviteLink } from "../../src/protocol";
import {
  call,
  chooser,
  createGame,
  expectError,
  getTable,
  ORIGIN,
  playThroughHttp,
  roomOf,
  Socket,
  twoPlayerGame,
} from "./helpers";

describe("re-issuing an invite", () => {
  it("gives an unclaimed seat a new invite; the old one stops working", async () => {
    const created = await createGame();
    const id = created.id;
    const old = created.invites[0]!.invite;
    const answer = await call<InviteLink>("POST", `/api/games/${id}/seats/1/invite`, {
      token: created.token,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.seat).toBe(1);
    expect(answer.body.invite).not.toBe(old);
    expect(answer.body.url).toBe(`${ORIGIN}/g/${id}#join=${answer.body.invite}`);
    expectError(
      await call("POST", `/api/games/${id}/join`, { body: { invite: old, name: "Bruno" } }),
      403,
      "auth/bad-invite",
    );
    const joined = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite: answer.body.invite, name: "Bruno" },
    });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.seat).toBe(1);
    expect(joined.body.links.you).toBe(`${ORIGIN}/g/${id}#seat=${joined.body.token}`);

    // Claimed now: no more invites for it, and only the creator may ask.
    expectError(
      await call("POST", `/api/games/${id}/seats/1/invite`, { token: created.token }),
      409,
      "room/seat-taken",
    );
    expectError(
      await call("POST", `/api/games/${id}/seats/1/invite`, { token: joined.body.token }),
      403,
      "auth/not-creator",
    );
    expectError(await call("POST", `/api/games/${id}/seats/1/invite`), 403, "auth/not-creator");
    expectError(
      await call("POST", `/api/games/${id}/seats/1/invite`, { token: "Z".repeat(24) }),
      403,
      "auth/bad-token",
    );
    expectError(
      await call("POST", `/api/games/${id}/seats/4/invite`, { token: created.token }),
      404,
      "room/seat-not-found",
    );
  });

  it("refuses computer seats", async () => {
    const created = await createGame({ computer: [1] });
    expectError(
      await call("POST", `/api/games/${created.id}/seats/1/invite`, { token: created.token }),
      409,
      "room/seat-taken",
    );
  });
});

describe("replacing a player", () => {
  it("rotates the seat's token and hands the same seat to a new player", async () => {
    const { id, tokens } = await twoPlayerGame();
    await playThroughHttp(id, tokens, chooser(2), { maxMoves: 5 });
    const before = await getTable(id, tokens[1]);
    const creatorBefore = await getTable(id, tokens[0]);
    const live = await Socket.hello(id, tokens[1]);

    expectError(
      await call("POST", `/api/games/${id}/seats/1/replace`, { token: tokens[1] }),
      403,
      "auth/not-creator",
    );
    expectError(
      await call("POST", `/api/games/${id}/seats/0/replace`, { token: tokens[0] }),
      400,
      "input/invalid",
    );
    const answer = await call<InviteLink>("POST", `/api/games/${id}/seats/1/replace`, {
      token: tokens[0],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.seat).toBe(1);

    // The old token is dead everywhere, including its open socket.
    expectError(await call("GET", `/api/games/${id}`, { token: tokens[1] }), 403, "auth/bad-token");
    expect((await live.socket.closedWith()).code).toBe(4003);
    const spectator = await getTable(id);
    expect(spectator.players[1]).toMatchObject({ name: null, joined: false, online: false });
    // The game itself did not change.
    const creatorAfter = await getTable(id, tokens[0]);
    expect(creatorAfter.seq).toBe(creatorBefore.seq);
    expect(creatorAfter.view).toEqual(creatorBefore.view);

    const joined = await call<ClaimSeatResponse>("POST", `/api/games/${id}/join`, {
      body: { invite: answer.body.invite, name: "Carla" },
    });
    expect(joined.status, joined.text).toBe(200);
    const after = await getTable(id, joined.body.token);
    expect(after.seat).toBe(1);
    expect(after.view).toEqual(before.view);
    expect(after.legal).toEqual(before.legal);
    expect(after.players[1]).toMatchObject({ name: "Carla", joined: true });
  });
});

describe("rematch", () => {
  it("creates one new game with the same settings; each seat gets its seat there", async () => {
    const options = { nineCardRule: "win", maxConsecutiveTies: 5 };
    const { id, tokens, created } = await twoPlayerGame(options);
    expectError(
      await call("POST", `/api/games/${id}/rematch`, { token: tokens[0] }),
      409,
      "room/not-over",
    );
    await playThroughHttp(id, tokens, chooser(9));

    expectError(await call("POST", `/api/games/${id}/rematch`), 403, "auth/spectator");
    const b = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: tokens[1],
    });
    expect(b.status, b.text).toBe(200);
    expect(b.body.seat).toBe(1);
    expect(b.body.id).not.toBe(id);
    expect(b.body.links.you).toBe(`${ORIGIN}/g/${b.body.id}#seat=${b.body.token}`);
    expect((await getTable(id)).rematch).toBe(b.body.id);

    const a = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: tokens[0],
    });
    expect(a.status, a.text).toBe(200);
    expect(a.body).toMatchObject({ id: b.body.id, seat: 0 });

    const next = await getTable(b.body.id, a.body.token);
    expect(next.seat).toBe(0);
    expect(next.seq).toBe(0);
    expect(next.outcome).toBeNull();
    expect(next.commitment).not.toBe(created.commitment);
    expect(next.options).toEqual((await getTable(id)).options);
    expect(next.options).toMatchObject(options);
    expect(next.players.map((p) => [p.name, p.joined])).toEqual([
      ["Anna", true],
      ["Bruno", true],
    ]);
    expect((await getTable(b.body.id, b.body.token)).seat).toBe(1);

    // Asking again (another device) gives the same seat with the same token: nothing rotates.
    const again = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: tokens[1],
    });
    expect(again.body).toEqual(b.body);
    expect((await getTable(b.body.id, b.body.token)).seat).toBe(1);
    // The new game plays like any other.
    const final = await playThroughHttp(b.body.id, [a.body.token, again.body.token], chooser(4));
    expect(final.outcome).not.toBeNull();
  });

  it("keeps computer seats, which play in the new game by themselves", async () => {
    const created = await createGame({ computer: [1] });
    const id = created.id;
    // Play the old game to its end, letting the computer move through alarms.
    const choose = chooser(8);
    for (let guard = 0; guard < 3000; guard++) {
      const t = await getTable(id, created.token);
      if (t.outcome) break;
      if (t.toAct.includes(0)) {
        await call("POST", `/api/games/${id}/moves`, {
          token: created.token,
          body: { seq: t.seq, moveId: `c${guard}`, move: t.legal[choose(t.legal.length)] },
        });
      } else await runDurableObjectAlarm(roomOf(id));
    }
    const r = await call<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {
      token: created.token,
    });
    expect(r.status, r.text).toBe(200);
    const next = await getTable(r.body.id, r.body.token);
    expect(next.players[1]).toMatchObject({ name: "Computer", computer: true, joined: true });
    expect(await runDurableObjectAlarm(roomOf(r.body.id))).toBe(true);
    const moved = await getTable(r.body.id, r.body.token);
    expect(moved.seq).toBe(1);
  });
});
