/**
 * A seat's help with its moves, under /api/games/{id}: "why not?" (POST /why, a move: the
 * refusal it would get now, without playing it) and a learning game's hint (GET /hint). Both
 * need the seat's Bearer token; the room decides (room/coach.ts).
 */
import { Hono } from "hono";
import { WhyRequest } from "../../protocol";
import type { Env } from "../env";
import { unwrap } from "../errors";
import { bearer, gameId, jsonBody } from "../input";
import { roomStub } from "../room/stub";
import { checkMove } from "./games";

/** The routes, mounted at /api/games. */
export const coachRoutes = new Hono<{ Bindings: Env }>();

coachRoutes.post("/:id/why", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, WhyRequest);
  checkMove(body.move);
  return c.json(unwrap(await roomStub(c.env, id).whyNot(token, body.move)));
});

coachRoutes.get("/:id/hint", async (c) => {
  const id = gameId(c);
  return c.json(unwrap(await roomStub(c.env, id).hint(bearer(c))));
});
