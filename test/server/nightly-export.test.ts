// The nightly export: the cron's scheduled handler has every game listed in the EXPORTS bucket
// (each room lists itself when it is made) write its whole export to nightly/{date}/{id}.json,
// an export a restore takes; a listing whose room holds no game any more is dropped.
import {
  createExecutionContext,
  createScheduledController,
  env,
  runInDurableObject,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import { GameExport } from "../../src/game-export";
import worker from "../../src/server/index";
import { nightlyKey } from "../../src/server/routes/nightly-export";
import { newGameId } from "../../src/server/security";
import { call, getTable, postMove, roomOf, seatedGame } from "./helpers";

/** Runs the Worker's scheduled handler as the cron would at `at`. */
async function runCron(at: number): Promise<void> {
  const ctx = createExecutionContext();
  await worker.scheduled!(
    createScheduledController({ scheduledTime: at, cron: "17 3 * * *" }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

describe("the nightly export", () => {
  it("writes every listed game's export to R2 and drops the listings of games gone", async () => {
    const { id, tokens } = await seatedGame("pazaak", 2);
    const table = await getTable(id, tokens[(await getTable(id)).toAct[0]!]);
    expect((await postMove(id, tokens[table.seat!]!, table.seq, table.legal[0])).status).toBe(200);
    // Listed when it was made, before its creation was answered.
    expect(await env.EXPORTS.head(`games/${id}`)).not.toBeNull();
    const stale = newGameId();
    await env.EXPORTS.put(`games/${stale}`, "");

    const at = Date.UTC(2026, 11, 5, 3, 17);
    await runCron(at);

    const object = await env.EXPORTS.get(nightlyKey(at, id));
    expect(object).not.toBeNull();
    expect(nightlyKey(at, id)).toBe(`nightly/2026-12-05/${id}.json`);
    const record = v.parse(GameExport, await object!.json());
    expect(record.meta.id).toBe(id);
    expect(record.moves).toHaveLength(1);
    expect(await env.EXPORTS.head(`games/${stale}`)).toBeNull();
    expect(await env.EXPORTS.head(nightlyKey(at, stale))).toBeNull();
    // The nightly copy is an export a restore takes.
    const copy = newGameId();
    const restored = await call("POST", `/api/operator/games/${copy}/restore`, {
      token: "test-operator-token-0123456789",
      body: record,
    });
    expect(restored.status, restored.text).toBe(201);
  });
});

describe("a room made before the nightly export", () => {
  it("lists itself the first time it loads, once", async () => {
    const { id } = await seatedGame("mazzo", 2);
    // As an older room: no listing, no mark in its settings, and out of memory.
    await env.EXPORTS.delete(`games/${id}`);
    await runInDurableObject(roomOf(id), (room, state) => {
      const config = JSON.parse(
        String(state.storage.sql.exec("SELECT config FROM meta").one().config),
      );
      delete config.listed;
      state.storage.sql.exec("UPDATE meta SET config = ?", JSON.stringify(config));
      // What an eviction drops: the game in memory and meta's kept columns.
      const evicted = room as unknown as { loaded: unknown; db: { forget(): void } };
      evicted.loaded = null;
      evicted.db.forget();
    });
    await getTable(id);
    await runInDurableObject(roomOf(id), (_room, state) => {
      const config = JSON.parse(
        String(state.storage.sql.exec("SELECT config FROM meta").one().config),
      );
      expect(config.listed).toBe(true);
    });
    // The listing is written beside the load (waitUntil): wait for it to land.
    await vi.waitFor(async () => expect(await env.EXPORTS.head(`games/${id}`)).not.toBeNull());
  });
});
