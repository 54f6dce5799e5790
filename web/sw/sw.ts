/**
 * The service worker (built by scripts/build-web.mjs to /sw.js, outside the app's bundle).
 * Two jobs. The installable app's shell: the page, the main script and stylesheet are cached
 * when a build is installed, and every /assets/ file (table chunks, word packs) as it is first
 * loaded; pages are fetched from the network first and come from the cache only offline.
 * API answers (/api/*) and every other Worker path (/status, /mail/*, /privacy, /dev/*, /embed/*) are
 * never touched: they carry per-seat views and capabilities. Push: "your turn" and "game
 * over" messages (src/server/push/channel.ts) are shown as notifications; a tap opens the game at
 * that seat, in the tab that already shows it when there is one.
 *
 * Updates: each build has its own cache (the version is the build's asset names); a new
 * worker takes over at once (skipWaiting, clients.claim) and deletes older caches. Assets are
 * content-hashed, so a page of the previous build keeps working with what it loaded.
 */
export {};
const sw = self as unknown as ServiceWorkerGlobalScope;
/** Filled in by the build: the build's version and the shell's files. */
declare const __VERSION__: string;
declare const __SHELL__: string[];

const CACHE = `tavolo-${__VERSION__}`;

sw.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(__SHELL__))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith("tavolo-") && k !== CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** Worker paths: never answered from a cache, never stored (answers are per reader). */
const NEVER = /^\/(api|status|mail|privacy|dev|embed|oembed)(\/|$)/;

sw.addEventListener("fetch", (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== "GET" || url.origin !== sw.location.origin || NEVER.test(url.pathname)) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(fromCacheFirst(req));
  } else if (req.mode === "navigate") {
    event.respondWith(fromNetworkFirst(req));
  }
});

/** Content-hashed files never change: the cache first, else the network (and keep it). */
async function fromCacheFirst(req: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) await cache.put(req, res.clone());
  return res;
}

/** Pages: the network, so a new build shows at once; offline, the cached shell ("/"). */
async function fromNetworkFirst(req: Request): Promise<Response> {
  try {
    return await fetch(req);
  } catch {
    return (await caches.match("/", { cacheName: CACHE })) ?? Response.error();
  }
}

/** What the server sends (src/server/push/deliver.ts PushPayload). */
interface Payload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

sw.addEventListener("push", (event) => {
  let data: Payload;
  try {
    data = event.data?.json() as Payload;
  } catch {
    return;
  }
  if (!data?.title) return;
  event.waitUntil(
    sw.registration.showNotification(data.title, {
      body: data.body,
      tag: data.tag,
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-96.png",
      data: { url: data.url },
    }),
  );
});

sw.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url;
  if (!url) return;
  event.waitUntil(openGame(url));
});

/**
 * Opens `url` (the game at the seat: its link with the token in the fragment). A tab already on
 * this game (its table or another of its pages) is focused and sent there; otherwise, or if
 * that tab cannot be steered, a new window opens.
 */
async function openGame(url: string): Promise<void> {
  const target = new URL(url, sw.location.origin);
  // Only this site's pages: the payload is the server's, but a tap never leaves the site.
  if (target.origin !== sw.location.origin) return;
  const tabs = await sw.clients.matchAll({ type: "window", includeUncontrolled: true });
  const game = target.pathname;
  const same = tabs.find((c) => {
    const path = new URL(c.url).pathname;
    return path === game || path.startsWith(`${game}/`);
  });
  if (same) {
    await same.focus().catch(() => null);
    // The fragment carries the seat: the page reads it when it loads.
    const moved = await same.navigate(target.href).catch(() => null);
    if (moved) return;
  }
  await sw.clients.openWindow(target.href);
}
