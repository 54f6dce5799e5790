// Capabilities: unguessable ids and secrets of the right size, stored only as SHA-256 digests,
// links that carry secrets in the fragment, and the seed kept out of every answer until the end.
import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse } from "../../src/protocol";
import { readSeats } from "../../src/server/kernel/seats";
import { sha256Hex } from "../../src/server/security";
import { call, createGame, getTable, ORIGIN, roomOf } from "./helpers";

describe("secrets", () => {
  it("ids are 96 bits and secrets 144 bits of base64url; links put secrets in the fragment", async () => {
    const created = await createGame({ seats: 2 });
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.links).toEqual({
      you: `${ORIGIN}/g/${created.id}#seat=${created.token}`,
      spectator: `${ORIGIN}/g/${created.id}`,
    });
    expect(created.invites).toHaveLength(1);
    const invite = created.invites[0]!;
    expect(invite.seat).toBe(1);
    expect(invite.invite).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(invite.url).toBe(`${ORIGIN}/g/${created.id}#join=${invite.invite}`);
    const other = await createGame();
    expect(other.id).not.toBe(created.id);
    expect(other.token).not.toBe(created.token);
  });

  it("stores tokens and invites only as SHA-256 digests, never in clear", async () => {
    const created = await createGame();
    const invite = created.invites[0]!.invite;
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      body: { invite, name: "Bruno" },
    });
    const dump = await runInDurableObject(roomOf(created.id), (_room, state) => {
      const sql = state.storage.sql;
      const rows: unknown[] = [];
      const tables = sql
        .exec<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
        .toArray();
      for (const { name } of tables) {
        if (name.startsWith("_cf_") || name.startsWith("sqlite_")) continue;
        rows.push(...sql.exec(`SELECT * FROM ${name}`).toArray());
      }
      return {
        text: JSON.stringify(rows),
        seats: readSeats(sql).map((s) => ({
          seat: s.seat,
          token_hash: s.tokenHash,
          invite_hash: s.inviteHash,
        })),
      };
    });
    for (const secret of [created.token, invite, claimed.body.token])
      expect(dump.text.includes(secret)).toBe(false);
    expect(dump.seats).toEqual([
      { seat: 0, token_hash: await sha256Hex(created.token), invite_hash: null },
      {
        seat: 1,
        token_hash: await sha256Hex(claimed.body.token),
        invite_hash: await sha256Hex(invite),
      },
    ]);
  });

  it("keeps the seed out of every answer while the game runs", async () => {
    const created = await createGame({ computer: [1] });
    const seed = await runInDurableObject(roomOf(created.id), (_room, state) =>
      String(state.storage.sql.exec("SELECT seed FROM meta").one().seed),
    );
    expect(await sha256Hex(seed)).toBe(created.commitment);
    const answers = [
      JSON.stringify(created),
      JSON.stringify(await getTable(created.id)),
      JSON.stringify(await getTable(created.id, created.token)),
      (await call("GET", `/api/games/${created.id}/log`)).text,
      (await call("GET", `/api/games/${created.id}/log`, { token: created.token })).text,
    ];
    for (const text of answers) expect(text.includes(seed)).toBe(false);
  });
});
