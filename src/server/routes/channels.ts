/**
 * Routes of push notifications and chat webhooks: the server's VAPID public key
 * (GET /api/push/key), a seat's devices (PUT /api/games/{id}/push, DELETE
 * /api/games/{id}/push/{device}) with the seat's Bearer token, and the game's chat webhook
 * (PUT, DELETE /api/games/{id}/webhook) with the creator's. Destinations are checked here
 * before anything is stored (and again in the room); the room decides the rest.
 */
import { Hono } from "hono";
import * as v from "valibot";
import {
  DeviceId,
  PushRequest,
  WebhookRequest,
  type PushKeyResponse,
  type PushStatus,
  type WebhookStatus,
} from "../../protocol";
import type { Env } from "../env";
import { ApiError, unwrap } from "../errors";
import { bearer, gameId, jsonBody, noBody } from "../input";
import { badEndpoint, badKey, pushConfigured } from "../push/devices";
import { allowedEndpoint } from "../push/endpoint";
import { onCurve, validKeys } from "../push/ece";
import { vapidKeys } from "../push/keys";
import { roomStub } from "../room/stub";
import { webhooksOn } from "../webhooks/post";
import { badWebhook } from "../webhooks/settings";
import { chatService } from "../webhooks/url";
import { links } from "./games";

const UNAVAILABLE = "Push notifications are not set up on this server.";

/** GET /api/push/key, mounted at /api/push. */
export const pushKeyRoutes = new Hono<{ Bindings: Env }>();

pushKeyRoutes.get("/key", async (c) => {
  const keys = await vapidKeys(c.env);
  if (!keys) throw new ApiError("push/unavailable", UNAVAILABLE);
  return c.json({ publicKey: keys.publicKey } satisfies PushKeyResponse);
});

/** The per-game routes, mounted at /api/games. */
export const channelRoutes = new Hono<{ Bindings: Env }>();

channelRoutes.put("/:id/push", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, PushRequest);
  if (!pushConfigured(c.env)) throw new ApiError("push/unavailable", UNAVAILABLE);
  if (!allowedEndpoint(c.env, body.endpoint) || !validKeys(body.keys))
    throw ApiError.from(badEndpoint().error);
  if (!(await onCurve(body.keys.p256dh))) throw ApiError.from(badKey().error);
  // The notification opens the seat's personal link, built from the caller's own token.
  const link = token === null ? "" : links(c, id).seat(token);
  const op = {
    op: "push-add" as const,
    endpoint: body.endpoint,
    keys: { p256dh: body.keys.p256dh, auth: body.keys.auth },
    lang: body.lang ?? "en",
    link,
  };
  return c.json(unwrap(await roomStub(c.env, id).channels(token, op)) as PushStatus);
});

channelRoutes.delete("/:id/push/:device", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  await noBody(c);
  const device = c.req.param("device");
  if (!v.is(DeviceId, device))
    throw new ApiError("input/invalid", "device: 16 hexadecimal digits.");
  const op = { op: "push-remove" as const, device };
  return c.json(unwrap(await roomStub(c.env, id).channels(token, op)) as PushStatus);
});

channelRoutes.put("/:id/webhook", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  const body = await jsonBody(c, WebhookRequest);
  if (!webhooksOn(c.env))
    throw new ApiError("webhook/unavailable", "Chat webhooks are switched off on this server.");
  if (!chatService(body.url)) throw ApiError.from(badWebhook().error);
  const op = { op: "webhook-set" as const, url: body.url, lang: body.lang ?? "en" };
  return c.json(unwrap(await roomStub(c.env, id).channels(token, op)) as WebhookStatus);
});

channelRoutes.delete("/:id/webhook", async (c) => {
  const id = gameId(c);
  const token = bearer(c);
  await noBody(c);
  const op = { op: "webhook-remove" as const };
  return c.json(unwrap(await roomStub(c.env, id).channels(token, op)) as WebhookStatus);
});
