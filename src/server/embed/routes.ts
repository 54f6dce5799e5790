/**
 * The pages the Worker serves itself (wrangler.toml `run_worker_first`): the embedded pages
 * `/embed/g/{id}` and `/embed/try/{game}` (the embed shell, which any site may frame), the
 * game pages `/g/…` (the app's shell with the game's sharing tags; never framable), and the
 * oEmbed provider `/oembed`. The shells come from the static assets.
 */
import { Hono, type Context } from "hono";
import { games } from "../../engine";
import { GameId } from "../../protocol";
import * as v from "valibot";
import type { Env } from "../env";
import { ApiError } from "../errors";
import { roomStub } from "../room/stub";
import { pageHeaders } from "./csp";
import { embedTarget, frameSize, oembedAnswer } from "./oembed";
import { homeTags, shareTags } from "./share-tags";
import { pageLang, preloadTags, readPreloads, tableShell } from "./preload";
import { momentOf, replayTags } from "./replay-tags";

type Ctx = Context<{ Bindings: Env }>;

/** The text of a static page of the build (`/` is index.html, `/embed-pazaak` embed-pazaak.html). */
async function shell(c: Ctx, path: string): Promise<string> {
  const res = await c.env.ASSETS.fetch(new Request(new URL(path, c.req.url)));
  if (!res.ok) throw new Error(`asset ${path}: ${res.status}`);
  return res.text();
}

/** The spectator table of a game, or null when there is no game at `id`. */
async function publicTable(c: Ctx, id: string) {
  if (!v.is(GameId, id)) return null;
  const room = roomStub(c.env, id);
  // Asked first, so an unknown id leaves nothing behind in storage.
  if (!(await room.exists())) return null;
  const result = await room.table(null);
  return result.ok ? result.value : null;
}

/** The embedded pages and the game pages. */
export const pageRoutes = new Hono<{ Bindings: Env }>();

/** The game whose embed bundle serves an /embed/* address (the bundle says when it names nothing). */
async function embedGame(c: Ctx): Promise<string> {
  const path = new URL(c.req.url).pathname;
  const [, kind, arg = ""] = /^\/embed\/(g|try|replay)\/([^/]+)\/?$/.exec(path) ?? [];
  if (kind === "try" && Object.hasOwn(games, arg)) return arg;
  if (kind === "g" || kind === "replay") {
    const table = await publicTable(c, arg);
    if (table && Object.hasOwn(games, table.game)) return table.game;
  }
  return "pazaak";
}

// The embed shell of the game an /embed/* address names: each game's embed is its own bundle.
pageRoutes.get("/embed/*", async (c) => {
  const game = await embedGame(c);
  // A try page and a replay embed are builds of their own per game (web/{game}/try-embed.tsx,
  // replay-embed.tsx): a try page's first screen carries no table.
  const kind = /^\/embed\/(try|replay)\//.exec(new URL(c.req.url).pathname)?.[1];
  const html = await shell(c, kind ? `/embed-${kind}-${game}` : `/embed-${game}`);
  return new Response(html, { headers: pageHeaders(true) });
});

// A game page: the app's shell with the game's sharing tags and oEmbed discovery. Other /g/…
// pages (share) and unknown games get the plain shell; the app draws them.
pageRoutes.get("/g/*", async (c) => {
  const url = new URL(c.req.url);
  const id = /^\/g\/([^/]+)$/.exec(url.pathname)?.[1];
  // The shell, the game and the build's preload lists, asked for at once.
  const [page, table, lists] = await Promise.all([
    shell(c, "/"),
    id ? publicTable(c, id) : null,
    id ? readPreloads(c.env, c.req.url) : null,
  ]);
  let html = page;
  if (table && id) {
    const pageUrl = `${url.origin}/g/${id}`;
    const hints = preloadTags(lists, id, table.game, pageLang(c.req.header("accept-language")));
    html = tableShell(html, lists, table.game).replace(
      "</head>",
      `${shareTags(table, url.origin, pageUrl)}\n${hints}\n</head>`,
    );
  }
  // A finished game's replay names the game and the moment (replay-tags.ts).
  const replayId = /^\/g\/([^/]+)\/replay\/?$/.exec(url.pathname)?.[1];
  const finished = replayId ? await publicTable(c, replayId) : null;
  if (finished?.outcome)
    html = html.replace("</head>", `${replayTags(finished, url.origin, momentOf(url))}\n</head>`);
  return new Response(html, { headers: pageHeaders(false) });
});

// The home page: the app's shell with the site's sharing tags (a link to Tavolo shows a card).
pageRoutes.get("/", async (c) => {
  const html = await shell(c, "/");
  const origin = new URL(c.req.url).origin;
  return new Response(html.replace("</head>", `${homeTags(origin)}\n</head>`), {
    headers: pageHeaders(false),
  });
});

pageRoutes.get("/oembed", async (c) => {
  const format = c.req.query("format") ?? "json";
  if (format !== "json")
    throw new ApiError("embed/unsupported-format", "Only format=json is offered.");
  const raw = c.req.query("url");
  if (!raw)
    throw new ApiError("input/invalid", "url: give the address of a game or a game to try.");
  const size = frameSize(c.req.query("maxwidth"), c.req.query("maxheight"));
  const origin = new URL(c.req.url).origin;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError("input/invalid", "url: that is not an address.");
  }
  const target = url.origin === origin ? embedTarget(url) : null;
  if (!target)
    throw new ApiError("embed/unknown-url", "That address is not a Tavolo game or game to try.");
  const table = target.kind === "try" ? null : await publicTable(c, target.id);
  if (target.kind !== "try" && !table)
    throw new ApiError("embed/unknown-url", "There is no game at that address.");
  if (target.kind === "replay" && !table?.outcome)
    throw new ApiError(
      "embed/unknown-url",
      "That game is not over yet: its replay opens once it ends.",
    );
  return c.json(oembedAnswer(origin, target, table, size));
});
