/**
 * `GET /api/games/{id}/watch`: the spectators' address. A WebSocket upgrade goes to one of the
 * game's SpectatorRelay Durable Objects (the shard of the client's address, ../relay/config.ts);
 * a plain GET is the polling fallback, the spectators' table from a short cache (Cache API), so
 * a burst of readers costs the room one read per TTL. Neither ever needs a seat token.
 */
import type { Context } from "hono";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { gameId } from "../input";
import { clientKey } from "../limits/client";
import { cachedTable } from "../relay/cached";
import { RELAY_NAME_HEADER, relayName, relayShards, relayStub, shardOf } from "../relay/config";
import { roomStub } from "../room/stub";
import { metrics } from "../metrics";

const NOT_FOUND = "There is no game at this address.";

/** The route's handler (mounted by games.ts). */
export async function watch(c: Context<{ Bindings: Env }>): Promise<Response> {
  const id = gameId(c);
  if (c.req.header("Upgrade")?.toLowerCase() === "websocket") {
    if (!c.env.RELAYS) return roomStub(c.env, id).fetch(c.req.raw); // no relays: the room
    const name = relayName(id, shardOf(clientKey(c.req.raw.headers), relayShards(c.env)));
    const headers = new Headers(c.req.raw.headers);
    headers.set(RELAY_NAME_HEADER, name);
    const res = await relayStub(c.env, name).fetch(new Request(c.req.raw, { headers }));
    if (res.status === 101) metrics(c.env).count("socket.opened", "relay");
    return res;
  }
  const origin = new URL(c.req.url).origin;
  const res = await cachedTable(origin, id, async () => {
    const answer = await roomStub(c.env, id).table(null);
    if (!answer.ok) return null;
    return { text: JSON.stringify(answer.value), seq: answer.value.seq };
  });
  if (!res) throw new ApiError("room/not-found", NOT_FOUND);
  const etag = res.headers.get("ETag");
  if (etag !== null && c.req.header("If-None-Match") === etag)
    return new Response(null, { status: 304, headers: { ETag: etag } });
  return res;
}
