/**
 * Table talk's routes, under /api/games/{id}: reading (GET /talk: a seat's token, or none for
 * a spectator, who reads only when the creator allows it), posting a message or a reaction
 * (POST /talk, a seat's token) and the creator's settings (PUT /talk/settings). The room
 * decides; the new message reaches the others over their sockets (docs/api.md, "Table talk").
 */
import { Hono } from "hono";
import { TalkRequest, TalkSettingsRequest } from "../../talk-requests";
import type { Env } from "../env";
import { unwrap } from "../errors";
import { bearer, gameId, jsonBody } from "../input";
import { roomStub } from "../room/stub";

/** The routes, mounted at /api/games. */
export const talkRoutes = new Hono<{ Bindings: Env }>();

talkRoutes.get("/:id/talk", async (c) => {
  const id = gameId(c);
  return c.json(unwrap(await roomStub(c.env, id).talkRead(bearer(c))));
});

talkRoutes.post("/:id/talk", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, TalkRequest);
  return c.json(unwrap(await roomStub(c.env, id).talkPost(token, body)), 201);
});

talkRoutes.put("/:id/talk/settings", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, TalkSettingsRequest);
  return c.json(unwrap(await roomStub(c.env, id).talkSettings(token, body)));
});
