/**
 * `GET /og/g/{id}/{seq}.png`: a game's live preview image, the picture of its spectator table
 * at move `seq` (live-preview.ts, preview-image.ts). A move's picture never changes, so it is
 * kept in the edge cache (the Cache API) under its address for a year: each move of a game is
 * drawn at most once per data centre, and only the current move can be drawn at all (an older
 * address is sent on to the current one). The Worker draws, never the room: a game's moves do
 * not wait behind a picture. Where the cache keeps nothing (a workers.dev address), a client
 * that has had too many drawn (`LIMIT_PREVIEWS_PER_HOUR`) is sent the game's static image.
 */
import { Hono, type Context } from "hono";
import * as v from "valibot";
import { GameId } from "../../protocol";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { limitClient } from "../limits/rate";
import { roomStub } from "../room/stub";
import { drawPng } from "./draw";
import { previewImageUrl, previewOf } from "./live-preview";
import { previewSvg } from "./preview-image";

type Ctx = Context<{ Bindings: Env }>;

/** A kept move's picture: the same bytes for as long as anyone asks. */
const KEPT = "public, max-age=31536000, immutable";

/** The edge cache, where the platform has one (the tests' and a custom domain's). */
function edgeCache(): Cache | undefined {
  // The Workers' own default cache (the platform's types name only `open`).
  return typeof caches === "undefined"
    ? undefined
    : (caches as unknown as { default: Cache }).default;
}

/** The live preview images. */
export const previewRoutes = new Hono<{ Bindings: Env }>();

previewRoutes.get("/og/g/:id/:file", async (c: Ctx) => {
  const id = c.req.param("id") ?? "";
  const m = /^(\d{1,9})\.png$/.exec(c.req.param("file") ?? "");
  if (!m || !v.is(GameId, id))
    throw new ApiError("room/not-found", "There is no game at this address.");
  const seq = Number(m[1]);
  const origin = new URL(c.req.url).origin;
  const key = new Request(previewImageUrl(origin, id, seq));
  const cache = edgeCache();
  const hit = await cache?.match(key);
  if (hit) return hit;
  const room = roomStub(c.env, id);
  if (!(await room.exists()))
    throw new ApiError("room/not-found", "There is no game at this address.");
  const result = await room.table(null);
  if (!result.ok) throw new ApiError("room/not-found", "There is no game at this address.");
  const table = result.value;
  // Only the current move is drawn: an older (or future) one goes to it, uncached.
  if (table.seq !== seq) return c.redirect(previewImageUrl(origin, id, table.seq), 302);
  try {
    await limitClient(c, "previews");
  } catch (err) {
    if (err instanceof ApiError && err.code === "limit/too-many")
      return c.redirect(`${origin}/og/${table.game}.png`, 302);
    throw err;
  }
  const png = await drawPng(previewSvg(previewOf(table)));
  const res = new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": KEPT,
      "Access-Control-Allow-Origin": "*",
    },
  });
  if (cache) c.executionCtx.waitUntil(cache.put(key, res.clone()));
  return res;
});
