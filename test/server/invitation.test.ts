// The public facts the invitation and presence lines are built from: the creator's seat on the
// table, each player's last-seen time (moved on when a page closes), and the read-only
// invitation check that never uses the invite.
import { describe, expect, it } from "vitest";
import type { InvitationStatus } from "../../src/protocol";
import { Socket, call, createGame, expectError, getTable, twoPlayerGame } from "./helpers";

/** Lets the Worker's clock move on (it only advances across I/O such as a timer). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("the invitation check", () => {
  it("says an invite is open without using it, then used once someone took the seat", async () => {
    const created = await createGame();
    const invite = created.invites[0]!.invite;
    const path = `/api/games/${created.id}/invitation`;
    for (let i = 0; i < 2; i++) {
      const open = await call<InvitationStatus>("POST", path, { body: { invite } });
      expect(open.status, open.text).toBe(200);
      expect(open.body).toEqual({ seat: 1, open: true });
    }
    // Asking did not spend it: the seat can still be claimed with it.
    const claim = await call("POST", `/api/games/${created.id}/join`, {
      body: { invite, name: "Bruno" },
    });
    expect(claim.status, claim.text).toBe(200);
    const used = await call<InvitationStatus>("POST", path, { body: { invite } });
    expect(used.body).toEqual({ seat: 1, open: false });
  });

  it("refuses an unknown invite, an unknown game and a malformed body", async () => {
    const created = await createGame();
    const other = "A".repeat(22);
    expectError(
      await call("POST", `/api/games/${created.id}/invitation`, { body: { invite: other } }),
      403,
      "auth/bad-invite",
    );
    expectError(
      await call("POST", `/api/games/${"x".repeat(16)}/invitation`, { body: { invite: other } }),
      404,
      "room/not-found",
    );
    expectError(
      await call("POST", `/api/games/${created.id}/invitation`, { body: { invite: 3 } }),
      400,
      "input/invalid",
    );
  });
});

describe("the table's public facts about people", () => {
  it("names the creator's seat and when each player was last seen", async () => {
    const { id, tokens } = await twoPlayerGame();
    const table = await getTable(id);
    expect(table.creator).toBe(0);
    expect(table.players.map((p) => typeof p.lastSeen)).toEqual(["number", "number"]);
    const computer = await getTable((await createGame({ computer: [1] })).id);
    expect(computer.players[1]!.lastSeen).toBeNull();

    // A page of seat 1 comes and goes: its last-seen time is when it left.
    const a = await Socket.hello(id, tokens[0]);
    const b = await Socket.hello(id, tokens[1]);
    await a.socket.nextTableWhere((t) => t.players[1]!.online);
    const before = (await getTable(id)).players[1]!.lastSeen!;
    await tick();
    b.socket.close();
    const after = await a.socket.nextTableWhere((t) => !t.players[1]!.online);
    expect(after.players[1]!.lastSeen).toBeGreaterThan(before);
    a.socket.close();
  });
});

describe("the existence check", () => {
  it("answers 200 for a game and for an unknown id, and creates no game", async () => {
    const created = await createGame();
    const yes = await call<{ exists: boolean }>("GET", `/api/games/${created.id}/exists`);
    expect(yes.status).toBe(200);
    expect(yes.body).toEqual({ exists: true });
    const unknown = "z".repeat(16);
    const no = await call<{ exists: boolean }>("GET", `/api/games/${unknown}/exists`);
    expect(no.status).toBe(200);
    expect(no.body).toEqual({ exists: false });
    expectError(await call("GET", `/api/games/${unknown}`), 404, "room/not-found");
  });
});
