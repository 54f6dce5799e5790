/**
 * The Hono application: every route of the Worker. Static files (and the page for every other
 * path) are served by Workers Static Assets; only the paths of `run_worker_first` in
 * wrangler.toml (/api, /api/*, /status, /status/*, /mail/*, /dev/*, the health-check paths…)
 * reach this. The API
 * answers JSON (a 404 `http/not-found` for paths that name nothing); /mail/* (the links in
 * emails) and /dev/mail (the development mailbox) answer small HTML pages. Routes live in
 * ./routes (and the game pages in ./embed); each game is its room (./room).
 */
import { Hono, type MiddlewareHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { Env } from "./env";
import { ApiError } from "./errors";
import { sandboxCors } from "./embed/cors";
import { CHAT_ENTRIES } from "./embed/csp";
import { pageRoutes } from "./embed/routes";
import { previewRoutes } from "./embed/preview-route";
import { devMailRoutes } from "./routes/dev-mail";
import { devRoutes } from "./routes/dev";
import { gameRoutes } from "./routes/games";
import { coachRoutes } from "./routes/coach";
import { mailLinkRoutes } from "./routes/mail-links";
import { privacyRoutes } from "./routes/privacy";
import { seatActionRoutes } from "./routes/seat-actions";
import { channelRoutes, pushKeyRoutes } from "./routes/channels";
import { devOutboxRoutes } from "./routes/dev-outbox";
import { keyRoutes } from "./routes/keys";
import { orderRoutes } from "./routes/orders";
import { operatorRoutes } from "./routes/operator";
import { operatorToolRoutes } from "./routes/operator-tools";
import { reportRoutes } from "./routes/report";
import { telegramRoutes } from "./routes/telegram";
import { telegramPage } from "./embed/telegram-page";
import { discordRoutes } from "./routes/discord";
import { discordPage } from "./embed/discord-page";
import { chatLinkRoutes } from "./routes/chat-links";
import { talkRoutes } from "./routes/talk";
import { log, logFailure } from "./log";
import { fromLoopback } from "./origin";
import { checkConfig } from "./routes/config-check";
import { status } from "./routes/status";

export type { Env } from "./env";

/** Whether a Content-Type header names JSON (`application/json`, any parameters). */
function isJson(type: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(type ?? "");
}

/** The application, exported for tests and the Worker entry. */
export const app = new Hono<{ Bindings: Env }>();

// Security headers on every Worker answer. Only /embed/* and the chat apps' entry pages (by
// their app only, csp.ts) may be framed (docs/security.md); API
// answers carry capabilities and per-seat views, so no cache may keep them.
app.use(async (c, next) => {
  await next();
  if (c.res.status === 101) return; // a WebSocket handshake: its headers are the runtime's
  const path = c.req.path;
  const headers = new Headers(c.res.headers);
  // A page the Worker renders (embed/routes.ts) carries its whole policy; others get this one.
  if (!path.startsWith("/embed/") && !CHAT_ENTRIES.includes(path)) {
    if (!headers.has("Content-Security-Policy"))
      headers.set("Content-Security-Policy", "frame-ancestors 'none'");
    headers.set("X-Frame-Options", "DENY");
  }
  if (path.startsWith("/api/")) headers.set("Cache-Control", "no-store");
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "no-referrer");
  c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
});

// The configuration check, logged once per isolate: a deploy missing PUBLIC_URL, a mail
// transport or push keys, or with a DEV_* switch on a public host, says so in its first log line.
let configLogged = false;
app.use(async (c, next) => {
  if (!configLogged) {
    configLogged = true;
    for (const p of checkConfig(c.env, c.req.url).problems)
      log(p.severity === "error" ? "error" : "warn", "config.problem", {
        code: p.code,
        check: p.message,
      });
  }
  await next();
});

// The development pages and probes (/dev/mail, /dev/outbox, /api/dev) answer only this
// machine, whatever the DEV_* variables say: on Cloudflare they are never there.
const devOnly: MiddlewareHandler = async (c, next) => {
  if (!fromLoopback(c.req.raw))
    throw new ApiError("http/not-found", "There is nothing at this address.");
  await next();
};
app.use("/dev/*", devOnly);
app.use("/api/dev/*", devOnly);

// Embedding: sandboxed embeds (Origin: null) may read the API; see embed/cors.ts.
app.use("/api/*", sandboxCors);

// Cross-site requests: a page on another site can send a form or `text/plain` POST without
// asking, so every state-changing API request must say it is JSON. A JSON POST from another
// origin needs a CORS preflight, answered only for a sandboxed embed's opaque origin (above):
// no site's own origin is ever allowed, so a page elsewhere cannot act with its visitors.
app.use("/api/*", async (c, next) => {
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && !isJson(c.req.header("Content-Type")))
    throw new ApiError(
      "input/not-json",
      "Send requests with Content-Type: application/json (an empty body is fine).",
    );
  await next();
});

app.get("/status", status);

app.route("/api/games", gameRoutes);
app.route("/api/games", seatActionRoutes);
app.route("/api/games", coachRoutes);
app.route("/mail", mailLinkRoutes);
app.route("/", privacyRoutes);
app.route("/dev/mail", devMailRoutes);
// Before the pages: `/` with Discord's launch parameters goes to the Activity's entry.
app.route("/", discordPage);
app.route("/", pageRoutes);
app.route("/", telegramPage);
app.route("/", previewRoutes);
// Benchmark probes: 404 unless DEV_BENCH is "on".
app.route("/api/dev", devRoutes);
// Push notifications and chat webhooks.
app.route("/api/push", pushKeyRoutes);
app.route("/api/games", channelRoutes);
// Table talk.
app.route("/api/games", talkRoutes);
app.route("/api/games", reportRoutes);
app.route("/dev/outbox", devOutboxRoutes);
app.route("/api", keyRoutes);
app.route("/api", orderRoutes);
// The operator's routes (exports, restores), behind the OPERATOR_TOKEN secret.
app.route("/api/operator", operatorRoutes);
// The operator's tools for reported tables (lookup, talk lines, ending, removal).
app.route("/api/operator", operatorToolRoutes);
app.route("/api/telegram", telegramRoutes);
app.route("/api/discord", discordRoutes);
app.route("/api", chatLinkRoutes);

app.notFound((c) =>
  c.json(new ApiError("http/not-found", "There is nothing at this address.").body(), 404),
);

app.onError((err, c) => {
  if (err instanceof ApiError) {
    if (err.retryAfter !== undefined) c.header("Retry-After", String(err.retryAfter));
    return c.json(err.body(), err.status as 400);
  }
  if (err instanceof HTTPException) {
    const code =
      err.status === 404
        ? "http/not-found"
        : err.status === 413
          ? "input/too-large"
          : "input/invalid";
    return c.json(
      { error: { code, message: err.message || "The request was refused." } },
      err.status,
    );
  }
  // Name and message only: no stack, no request body (it may hold secrets).
  logFailure("request.failed", err, {
    op: `${c.req.method} ${c.req.routePath}`,
    code: "server/internal",
    check: "A route threw: look for a bug or a Durable Object that did not answer.",
  });
  return c.json(
    { error: { code: "server/internal", message: "Something went wrong on our side." } },
    500,
  );
});
