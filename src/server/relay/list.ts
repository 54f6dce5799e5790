/**
 * The room's side of the relays: the list of relays it feeds (a table of the room, so it
 * survives the room's eviction) and the fan-out, each spectator push sent once to each relay.
 * Pushes to one relay are chained, so each relay gets them in the order the room made them;
 * the room never waits for a relay before answering a move. A relay answering that it holds no
 * socket any more is dropped from the list (unless it joined again meanwhile: `gen`).
 */
import type { Env } from "../env";
import { oneTable, type RoomSql } from "../kernel/room-sql";
import { relayStub } from "./config";
import type { RelayAnswer, RelayPush } from "./messages";
import { logFailure } from "../log";

/** A relay the room feeds, with the number of its latest join. */
export interface RelayEntry {
  name: string;
  gen: number;
}

/** The relay list, made when the first relay joins. */
const RELAYS = oneTable(
  "relays",
  "name TEXT PRIMARY KEY, gen INTEGER NOT NULL, since INTEGER NOT NULL",
);

/** Adds (or renews) a relay in the list. */
export function addRelay(sql: RoomSql, name: string, gen: number, at: number): void {
  sql.write(
    RELAYS,
    "INSERT INTO relays (name, gen, since) VALUES (?, ?, ?) ON CONFLICT(name) DO UPDATE SET gen = excluded.gen",
    name,
    gen,
    at,
  );
}

/** The relays the room feeds. */
export function listRelays(sql: RoomSql): RelayEntry[] {
  return sql.read<{ name: string; gen: number }>(
    RELAYS,
    "SELECT name, gen FROM relays ORDER BY name",
  );
}

/** Drops a relay that said it is empty, unless it has joined again since (a newer `gen`). */
export function dropRelay(sql: RoomSql, name: string, gen: number): void {
  sql.change(RELAYS, "DELETE FROM relays WHERE name = ? AND gen <= ?", name, gen);
}

/**
 * Sends `push` once to each relay in `relays`, after that relay's previous push (`pending`: the
 * room's chain per relay, room/broadcast.ts `Pushes`). Never throws; a relay that fails is logged
 * and stays in the list (its next push carries the whole table).
 */
export function fanOut(
  env: Env,
  sql: RoomSql,
  pending: Map<string, Promise<void>>,
  relays: RelayEntry[],
  push: RelayPush,
): void {
  if (!env.RELAYS) return;
  for (const { name } of relays) {
    const before = pending.get(name) ?? Promise.resolve();
    const next = before.then(async () => {
      try {
        const answer = (await relayStub(env, name).push(push)) as RelayAnswer;
        if (answer.sockets === 0) dropRelay(sql, name, answer.gen);
      } catch (err) {
        logFailure("relay.push-failed", err, {
          check:
            "A SpectatorRelay did not take a push: its spectators miss this change until they reconnect.",
        });
      }
    });
    pending.set(name, next);
    // Forget a chain once it is done, so the map stays as small as the relays in flight.
    void next.then(() => {
      if (pending.get(name) === next) pending.delete(name);
    });
  }
}

/** The game was removed: every relay closes its sockets (4004) and forgets the game. */
export async function relaysGone(env: Env, sql: RoomSql, message: string): Promise<void> {
  if (!env.RELAYS) return;
  const relays = listRelays(sql);
  await Promise.all(
    relays.map((r) =>
      relayStub(env, r.name)
        .gone(message)
        .catch((err: unknown) =>
          logFailure("relay.gone-failed", err, {
            check:
              "A SpectatorRelay was not told the game is gone: its spectators stay until they leave.",
          }),
        ),
    ),
  );
}
