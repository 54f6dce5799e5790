/**
 * Routes of slow games beyond one game: "my games" keys (PUT /api/keys/{ring}, POST
 * /api/keys/{ring}/open) and "send me links to all my games" (POST /api/mail/links). A key's
 * secret lives in a link's fragment only: the browser derives from it the access value it
 * sends here and the key it encrypts the list with, so the server never sees the secret or
 * the list. A wrong access value and an unknown ring answer the same 404. "Send me links"
 * answers 202 whatever the address (notify/send-links.ts). Storing and opening a key count with
 * seat claims per client (a key gives seats), "send me links" with addresses given.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { KeyOpenRequest, KeyPutRequest, LinksRequest } from "../../protocol";
import { now } from "../clock";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { jsonBody } from "../input";
import { gamesKey } from "../keys/games-key";
import { limitClient } from "../limits/rate";
import { sendLinks } from "../notify/send-links";

/** The routes, mounted at /api. */
export const keyRoutes = new Hono<{ Bindings: Env }>();

const Ring = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/));

function ringOf(raw: string): string {
  if (!v.is(Ring, raw)) throw new ApiError("input/invalid", "This is not a games key.");
  return raw;
}

const unknown = () =>
  new ApiError("keys/unknown", "This games key does not work (any more): ask for a new one.");

keyRoutes.put("/keys/:ring", async (c) => {
  const ring = ringOf(c.req.param("ring"));
  const body = await jsonBody(c, KeyPutRequest);
  await limitClient(c, "seats");
  const stored = await gamesKey(c.env, ring).put(body.auth ?? null, body.next, now());
  if (!stored) throw unknown();
  return c.json({ ring });
});

keyRoutes.post("/keys/:ring/open", async (c) => {
  const ring = ringOf(c.req.param("ring"));
  const body = await jsonBody(c, KeyOpenRequest);
  // A key gives the seats of its list: opening one counts with seat claims, wrong values too.
  await limitClient(c, "seats");
  const data = await gamesKey(c.env, ring).open(body.auth);
  if (data === null) throw unknown();
  return c.json({ data });
});

keyRoutes.post("/mail/links", async (c) => {
  const body = await jsonBody(c, LinksRequest);
  await limitClient(c, "mail");
  // The same answer for every address: whether it is known is nobody's business.
  c.executionCtx.waitUntil(sendLinks(c.env, body.address, body.lang ?? "en", now()));
  return c.json({ ok: true }, 202);
});
