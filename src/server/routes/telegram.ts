/**
 * The Telegram Mini App's one route of its own, POST /api/telegram/session: with the init data
 * in X-Telegram-Init-Data, it answers who the user is, what the link's `startapp` opens, and
 * the user's seat in that game when they hold one (its token is derived, so any device of the
 * same user gets it back). Creating and joining are the ordinary routes with the same header.
 */
import { Hono } from "hono";
import * as v from "valibot";
import { GameId, type TelegramSession } from "../../protocol";
import { startTarget } from "../chat/telegram";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { noBody } from "../input";
import { roomStub } from "../room/stub";
import { boundToken, chatIdentity } from "./chat-identity";

/** The routes, mounted at /api/telegram. */
export const telegramRoutes = new Hono<{ Bindings: Env }>();

telegramRoutes.post("/session", async (c) => {
  await noBody(c);
  const who = await chatIdentity(c);
  if (!who)
    throw new ApiError(
      "telegram/bad-init-data",
      "Open Tavolo from Telegram: this page needs what Telegram tells it about you.",
    );
  const target = startTarget(who.startParam);
  const answer: TelegramSession = { user: { name: who.user.name }, start: null, seat: null };
  if (!target || !v.is(GameId, target.game)) return c.json(answer);
  const room = roomStub(c.env, target.game);
  // Asked first, so an unknown id leaves nothing behind in storage.
  if (!(await room.exists())) return c.json(answer);
  answer.start = { id: target.game, ...(target.invite ? { invite: target.invite } : {}) };
  const token = (await boundToken(who, target.game))!;
  const table = await room.table(token);
  if (table.ok && table.value.seat !== null)
    answer.seat = { game: table.value.game, seat: table.value.seat, token };
  return c.json(answer);
});
