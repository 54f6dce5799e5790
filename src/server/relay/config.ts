/**
 * Where a spectator's socket goes: one SpectatorRelay Durable Object per (game, shard), the
 * shard chosen by a hash of the client's address (docs/decisions.md, "An audience in front of
 * the room"). A client's sockets all land on one relay, so that relay counts the client's
 * budget alone; relays exist only once a reader from their shard arrives, so the number of
 * relays a game feeds grows with its audience, up to `RELAY_SHARDS`.
 */
import type { Env } from "../env";
import { limitsOf } from "../limits/config";
import type { SpectatorRelay } from "./relay";

/** Shards by default: eight relays of a few thousand sockets each per game. */
export const DEFAULT_SHARDS = 8;
/** A relay's shards are 1 to 64 (a typo keeps the default). */
const MAX_SHARDS = 64;

/** How many relays a game's audience is spread over (`RELAY_SHARDS`). */
export function relayShards(env: Env): number {
  const n = Number(env.RELAY_SHARDS ?? "");
  return Number.isInteger(n) && n >= 1 && n <= MAX_SHARDS ? n : DEFAULT_SHARDS;
}

/** Spectator sockets one relay of this game accepts (0: no cap). */
export function relayCap(env: Env): number {
  const total = limitsOf(env).spectatorsPerGame;
  return total <= 0 ? 0 : Math.ceil(total / relayShards(env));
}

/** The shard of a client key (FNV-1a: stable, spread, no crypto needed). */
export function shardOf(client: string, shards: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < client.length; i++) {
    h ^= client.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % shards;
}

/** The name of a game's relay: `{gameId}:{shard}` (the room checks the prefix). */
export function relayName(gameId: string, shard: number): string {
  return `${gameId}:${shard}`;
}

/** The game id of a relay's name. */
export function gameOfRelay(name: string): string {
  return name.slice(0, name.lastIndexOf(":"));
}

/** The relay called `name`. */
export function relayStub(env: Env, name: string): DurableObjectStub<SpectatorRelay> {
  const ns = env.RELAYS!;
  return ns.get(ns.idFromName(name));
}

/** Header by which the Worker tells a relay its own name (a Durable Object does not know it). */
export const RELAY_NAME_HEADER = "X-Tavolo-Relay";
