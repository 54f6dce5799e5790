/**
 * The Discord Activity's entry page, /discord: the app's shell (the web app draws the page,
 * web/pages/discord/), framable by Discord only (csp.ts, DISCORD_FRAME), with the application's
 * id in a meta tag for the SDK's handshake. Discord starts an Activity at the root of its URL
 * mapping with its launch parameters (`instance_id`, `frame_id`…), so `/` with those is sent
 * here, parameters and all; every other visit of `/` is the home page as before.
 */
import { Hono } from "hono";
import type { Env } from "../env";
import { chatPageHeaders, DISCORD_FRAME } from "./csp";
import { shell } from "./routes";

/** The routes of the entry page. */
export const discordPage = new Hono<{ Bindings: Env }>();

discordPage.get("/", async (c, next) => {
  const url = new URL(c.req.url);
  if (!url.searchParams.has("frame_id") || !url.searchParams.has("instance_id")) return next();
  return c.redirect(`/discord${url.search}`, 302);
});

discordPage.get("/discord", async (c) => {
  const html = await shell(c, "/");
  // Digits only (a snowflake): nothing else can reach the page's markup from the variable.
  const id = /^\d{1,20}$/.test(c.env.DISCORD_APPLICATION_ID?.trim() ?? "")
    ? c.env.DISCORD_APPLICATION_ID!.trim()
    : "";
  return new Response(
    html.replace("<head>", `<head><meta name="discord-client-id" content="${id}">`),
    { headers: chatPageHeaders(DISCORD_FRAME) },
  );
});
