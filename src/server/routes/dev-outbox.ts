/**
 * GET /dev/outbox: what the development outbox kept (push messages and chat posts the server
 * would have sent), newest first, as JSON; `?url=` filters by destination. Push bodies stay
 * encrypted (only the subscribed browser can read them). 404 unless DEV_OUTBOX is "on".
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { devOutbox, outboxOn } from "../outbox/dev-outbox";

/** The routes, mounted at /dev/outbox. */
export const devOutboxRoutes = new Hono<{ Bindings: Env }>();

devOutboxRoutes.get("/", async (c) => {
  if (!outboxOn(c.env)) throw new ApiError("http/not-found", "There is nothing at this address.");
  const requests = await devOutbox(c.env).list(c.req.query("url"));
  return c.json({ requests }, 200, { "Cache-Control": "no-store" });
});
