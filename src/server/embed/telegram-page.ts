/**
 * The Telegram Mini App's entry page, /telegram: the app's shell (the web app draws the page,
 * web/pages/TelegramPage.tsx) with Telegram's Mini App script, framable by Telegram Web only
 * (csp.ts, TELEGRAM_FRAME). Whether the bot token is set, and who the user is, the page learns
 * from POST /api/telegram/session: this page is the same for everyone.
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { chatPageHeaders, TELEGRAM_FRAME } from "./csp";
import { shell } from "./routes";

/** The route of the entry page. */
export const telegramPage = new Hono<{ Bindings: Env }>();

telegramPage.get("/telegram", async (c) => {
  const html = await shell(c, "/");
  // Telegram's script first: a classic script runs before the app's module scripts, so the
  // app finds `window.Telegram.WebApp` ready.
  const tags = TELEGRAM_FRAME.scripts.map((src) => `<script src="${src}"></script>`).join("");
  return new Response(html.replace("<head>", `<head>${tags}`), {
    headers: chatPageHeaders(TELEGRAM_FRAME),
  });
});
