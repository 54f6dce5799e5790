/**
 * GET /api/chat-links: the chat apps this server is set up for, so a game's share page can offer
 * them: the Telegram Mini App's address when the operator named the bot and the app
 * (TELEGRAM_BOT_USERNAME, TELEGRAM_APP_NAME), and whether the Discord Activity runs
 * (DISCORD_APPLICATION_ID with its public key). Nothing here is secret.
 */
import { Hono } from "hono";
import type { ChatLinks } from "../../protocol";
import { publicKeyBytes } from "../chat/discord";
import type { Env } from "../env";

/** The Telegram Mini App's address, or null unless both names are set and well formed. */
export function telegramAppUrl(env: Env): string | null {
  const bot = env.TELEGRAM_BOT_USERNAME?.trim().replace(/^@/, "") ?? "";
  const app = env.TELEGRAM_APP_NAME?.trim() ?? "";
  if (!/^[A-Za-z0-9_]{5,32}$/.test(bot) || !/^[A-Za-z0-9_]{3,30}$/.test(app)) return null;
  return `https://t.me/${bot}/${app}`;
}

/** Whether the Discord Activity is set up (its id and its public key). */
export function discordOn(env: Env): boolean {
  return (
    /^\d{1,20}$/.test(env.DISCORD_APPLICATION_ID?.trim() ?? "") &&
    publicKeyBytes(env.DISCORD_PUBLIC_KEY) !== null &&
    Boolean(env.DISCORD_SEAT_SECRET?.trim())
  );
}

/** The route, mounted at /api. */
export const chatLinkRoutes = new Hono<{ Bindings: Env }>();

chatLinkRoutes.get("/chat-links", (c) => {
  const answer: ChatLinks = { telegram: telegramAppUrl(c.env), discord: discordOn(c.env) };
  return c.json(answer);
});
