/**
 * Development probes for `npm run bench:server`, under /api/dev. They exist only when
 * the DEV_BENCH variable is "on" (the benchmark sets it; `npm start` and production do not):
 * otherwise every path here answers 404 like any unknown API path.
 *
 * - `POST /api/dev/rooms/{id}/noop`: a round trip Worker → the game's room → back, doing nothing.
 * - `POST /api/dev/rooms/{id}/write`: the same with one SQLite row written.
 * - `POST /api/dev/rooms/{id}/pad/{n}`: lengthens the game's log by n entries (room/dev.ts).
 * - `POST /api/dev/rooms/{id}/forget`: the room drops the game from memory (reloads on next use).
 * - `GET /api/dev/rooms/{id}/fanout`: the room's authenticated sockets and relays.
 * - `GET /api/dev/rooms/{id}/meter` (`?reset=1` to start again): SQLite statements and rows
 *   read and written by the room, per operation (room/meter.ts).
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { gameId } from "../input";
import { roomStub } from "../room/stub";

/** The routes, mounted at /api/dev. */
export const devRoutes = new Hono<{ Bindings: Env }>();

devRoutes.use(async (c, next) => {
  if (c.env.DEV_BENCH !== "on")
    throw new ApiError("http/not-found", "There is nothing at this address.");
  await next();
});

devRoutes.post("/rooms/:id/noop", async (c) =>
  c.json({ ok: await roomStub(c.env, gameId(c)).dev("noop") }),
);
devRoutes.post("/rooms/:id/write", async (c) =>
  c.json({ ok: await roomStub(c.env, gameId(c)).dev("write") }),
);
devRoutes.post("/rooms/:id/pad/:n", async (c) =>
  c.json({
    ok: await roomStub(c.env, gameId(c)).dev(
      "pad",
      Math.min(100_000, Number(c.req.param("n")) || 0),
    ),
  }),
);
devRoutes.post("/rooms/:id/forget", async (c) =>
  c.json({ ok: await roomStub(c.env, gameId(c)).dev("forget") }),
);
// Who one push reaches from the room: its sockets and its relays (bench/fanout.mjs).
devRoutes.get("/rooms/:id/fanout", async (c) =>
  c.json(await roomStub(c.env, gameId(c)).dev("fanout")),
);

devRoutes.get("/rooms/:id/meter", async (c) => {
  const reset = c.req.query("reset") === "1";
  return c.json(await roomStub(c.env, gameId(c)).dev(reset ? "meter-reset" : "meter"));
});
