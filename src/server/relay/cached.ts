/**
 * The polling fallback's cache: the spectators' table of a game kept in the Cache API for a
 * short TTL, so a burst of readers that cannot get a socket (limits, an old browser) costs the
 * room one read per TTL and data centre, not one per reader. Readers of one isolate that miss
 * at the same moment share one read. The answer carries the table's `seq` and an ETag made of
 * the seq and a digest of the bytes, so a reader polling an unchanged table gets a 304.
 */
import { sha256Hex } from "../security";

/** Seconds a cached spectators' table is served. */
export const WATCH_TTL_SECONDS = 2;

/** A spectators' table ready to answer: its JSON text, seq and ETag. */
interface Cached {
  text: string;
  seq: number;
  etag: string;
}

/** Reads in flight in this isolate, by game: concurrent misses wait for the same one. */
const inFlight = new Map<string, Promise<Cached | null>>();

/** The cache key of a game's spectators' table (never a real address). */
function keyOf(origin: string, id: string): Request {
  return new Request(`${origin}/__cache/watch/${encodeURIComponent(id)}`);
}

/** The answer for a table (a new Response each time: a body is read once). */
function answer(c: Cached): Response {
  return new Response(c.text, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": `public, max-age=${WATCH_TTL_SECONDS}`,
      ETag: c.etag,
      "X-Tavolo-Seq": String(c.seq),
    },
  });
}

/**
 * The spectators' table of game `id` as a cached JSON answer: from the cache while fresh, else
 * from `read` (one room read), stored for WATCH_TTL_SECONDS. `read` answers the table's JSON
 * text and its seq, or null when there is no such game (never cached).
 */
export async function cachedTable(
  origin: string,
  id: string,
  read: () => Promise<{ text: string; seq: number } | null>,
): Promise<Response | null> {
  const cache = (globalThis as { caches?: { default?: Cache } }).caches?.default;
  const key = keyOf(origin, id);
  const hit = cache ? await cache.match(key) : undefined;
  if (hit) return hit;
  let pending = inFlight.get(id);
  if (!pending) {
    pending = (async () => {
      const got = await read();
      if (got === null) return null;
      const etag = `"${got.seq}-${(await sha256Hex(got.text)).slice(0, 16)}"`;
      const c = { ...got, etag };
      if (cache) await cache.put(key, answer(c));
      return c;
    })().finally(() => inFlight.delete(id));
    inFlight.set(id, pending);
  }
  const c = await pending;
  return c === null ? null : answer(c);
}
