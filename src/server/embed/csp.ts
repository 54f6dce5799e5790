/**
 * The Content-Security-Policy of every HTML page, the one source of it: the Worker's pages (the
 * game page with its sharing tags, the embedded pages) and the static ones, whose _headers
 * scripts/build-web.mjs writes from `pageCsp("'none'")` and `PERMISSIONS_POLICY` here. The
 * pages differ only in who may frame them: nobody for Tavolo's own, anyone for /embed/*, and a
 * chat app's own web client for that app's entry page (`ChatFrame`), which may also load the
 * app's script.
 * Styles: Preact writes style properties through the CSSOM, which CSP does not restrict, so no
 * 'unsafe-inline' is needed; the favicons are files (/icons/*.svg).
 */

/** The policy, with `frame-ancestors` set to `ancestors` and `scripts` allowed besides 'self'. */
export function pageCsp(ancestors: string, scripts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${ancestors}`,
  ].join("; ");
}

/** The browser features no page asks for. */
export const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=()";

/** The headers of a page the Worker serves; `framable` only for /embed/*. */
export function pageHeaders(framable: boolean): Headers {
  const h = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Content-Security-Policy": pageCsp(framable ? "*" : "'none'"),
    "Permissions-Policy": PERMISSIONS_POLICY,
    // The page is made per game (sharing tags) or names the embed's game: never stale.
    "Cache-Control": "no-cache",
  });
  if (!framable) h.set("X-Frame-Options", "DENY");
  return h;
}

/** A chat app's entry page: the origins that may frame it, the scripts it may load. */
export interface ChatFrame {
  ancestors: readonly string[];
  scripts: readonly string[];
}

/**
 * Telegram: Telegram Web (web.telegram.org, its /k and /a clients) frames a Mini App; the phone
 * and desktop apps open it in a web view, which no frame rule concerns. Its script is Telegram's
 * Mini App SDK.
 */
export const TELEGRAM_FRAME: ChatFrame = {
  ancestors: ["https://web.telegram.org"],
  scripts: ["https://telegram.org/js/telegram-web-app.js"],
};

/**
 * Discord: an Activity is a frame of Discord's clients (discord.com and its ptb/canary hosts),
 * served through the proxy at `<application id>.discordsays.com`, which may nest it once more.
 * The Embedded App SDK is bundled into the page's own chunk: no script of Discord's is loaded.
 */
export const DISCORD_FRAME: ChatFrame = {
  ancestors: ["https://discord.com", "https://*.discord.com", "https://*.discordsays.com"],
  scripts: [],
};

/** The paths of the chat apps' entry pages, whose own headers say who may frame them. */
export const CHAT_ENTRIES: readonly string[] = ["/telegram", "/discord"];

/**
 * The headers of a chat app's entry page: framable by that app only (no X-Frame-Options, which
 * cannot name an origin; `frame-ancestors` decides), every other page keeping its own rule.
 */
export function chatPageHeaders(frame: ChatFrame): Headers {
  const h = pageHeaders(false);
  h.delete("X-Frame-Options");
  h.set("Content-Security-Policy", pageCsp(frame.ancestors.join(" "), frame.scripts));
  return h;
}
