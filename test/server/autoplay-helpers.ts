// What the tests of moves the room plays for a seat share (autoplay.test.ts for forced moves,
// orders.test.ts for standing orders): the PUT that sets them, the room's snapshot, the move
// before the seat's turn, the room's planned automatic moves, and a twin of a room at one
// instant, to show that an automatic move and a chosen one read the same to everyone else.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect, vi } from "vitest";
import type { Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { readSnapshot } from "../../src/server/kernel/store";
import { newGameId } from "../../src/server/security";
import { call, postMove, roomOf } from "./helpers";
import { jobs } from "./mail-helpers";

/** PUT /autoplay: the seat's forced moves and standing orders. */
export const setAutoplay = (id: string, token: string | undefined, body: unknown) =>
  call<Table>("PUT", `/api/games/${id}/autoplay`, { token, body });

/** The room's game state and move number. */
export function snapshotOf(id: string) {
  return runInDurableObject(roomOf(id), (_room, state) => readSnapshot(state.storage.sql));
}

/** The move before the seat's automatic turn: `actor` plays `move` at `seq`. */
export interface EdgeMove {
  actor: number;
  move: unknown;
  seq: number;
}

/** Plays the edge's move. */
export async function playEdge(id: string, tokens: readonly string[], edge: EdgeMove) {
  const answer = await postMove(id, tokens[edge.actor]!, edge.seq, edge.move, `edge-${edge.seq}`);
  expect(answer.status, answer.text).toBe(200);
}

/** The room's waiting automatic moves. */
export async function autoJobs(id: string) {
  return (await jobs(id)).filter((j) => j.kind === "autoplay");
}

/** Runs the room's alarm until no automatic move waits (jobs due sooner run first). */
export async function runAutoJobs(id: string): Promise<void> {
  for (let i = 0; i < 10 && (await autoJobs(id)).length > 0; i++)
    await runDurableObjectAlarm(roomOf(id));
}

/** Copies every table of room `from` into the fresh room named `to`: the same game twice. */
async function cloneRoom(from: string, to: string): Promise<void> {
  const dump = await runInDurableObject(roomOf(from), (_room, state) => {
    const sql = state.storage.sql;
    const tables = sql
      .exec<{ name: string; sql: string }>(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
      )
      .toArray();
    return tables.map((t) => ({ ...t, rows: sql.exec(`SELECT * FROM ${t.name}`).toArray() }));
  });
  await runInDurableObject(roomOf(to), (_room, state) => {
    const sql = state.storage.sql;
    for (const t of dump) {
      sql.exec(t.sql);
      for (const row of t.rows) {
        const keys = Object.keys(row);
        sql.exec(
          `INSERT INTO ${t.name} (${keys.join(", ")}) VALUES (${keys.map(() => "?").join(", ")})`,
          ...keys.map((k) => row[k]),
        );
      }
    }
  });
}

/**
 * A twin of room `id` (its id returned), and from now on one instant for both games, so every
 * time either writes is the same (the caller's `afterEach` restores the clock's mock).
 */
export async function twinRoom(id: string): Promise<string> {
  const twin = newGameId();
  await cloneRoom(id, twin);
  const at = now();
  vi.spyOn(Date, "now").mockReturnValue(at - (now() - Date.now()));
  return twin;
}

/** Every one of `readers` (a token, or undefined: a spectator) reads `paths` of both games alike. */
export async function expectSameReads(
  id: string,
  twin: string,
  readers: readonly (string | undefined)[],
  paths: readonly string[],
): Promise<void> {
  for (const token of readers) {
    const opts = token === undefined ? {} : { token };
    for (const path of paths) {
      const auto = await call("GET", `/api/games/${id}${path}`, opts);
      const person = await call("GET", `/api/games/${twin}${path}`, opts);
      expect(auto.status).toBe(200);
      expect(auto.text, path).toBe(person.text);
    }
  }
}
