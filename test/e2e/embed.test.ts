/**
 * Embedding in Chromium, from a blog-like page served on a second local origin (a
 * small node:http server of this file): a reader plays a whole Pazaak game against the
 * computer inside a `sandbox="allow-scripts"` frame, with the height messages (generic and
 * WordPress's) arriving; an embedded spectator view follows a game two other people play; a
 * seat page refuses to be framed; the embed and try pages open for every game of the
 * registry; the parts an embed loads on use (the hand, the results) come and show; and a
 * spectator embed stays within 30 KB of gzipped JS and CSS (a ceiling that never flakes: a
 * computer's move during the measurement may bring a results part; the budget, 24 KB, is
 * printed by `npm run bench:web`).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { copyFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { games } from "../../src/engine";
import { FIRST_TABLE_MS } from "../../web/live";
import { apiMove, firstLegalExcept, settledTable } from "./api-moves";
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  people,
  PHONE,
  playMatch,
  screenshot,
  seqOf,
  shotsDir,
  takeTurn,
  holdTimers,
} from "./helpers";
import { againstComputers, pazaakForTwo } from "./api-games";
import { kb, weighDownloads } from "./weigh";

const person = people();
const root = resolve(import.meta.dirname, "../..");
/**
 * A blog reader pays for a spectator embed on a page that is not ours: 30 KB gzipped at most
 * here, a ceiling a computer's move during the measurement cannot cross (the budget, 24 KB, is
 * printed by `npm run bench:web`, README "Page budgets").
 */
const BUDGET = 30 * 1024;
/** A try page's first screen: the embeds' budget (README, "Page budgets"). */
const TRY_BUDGET = 24 * 1024;

/** A message the blog page received from a frame. */
interface Received {
  data: Record<string, unknown>;
  origin: string;
}

/**
 * The blog: `/post?src=…&sandbox=…` is an article with one iframe. Its script keeps every
 * message in `window.received`, and resizes the frame that sent a `tavolo:height` message
 * (matched by its window: a sandboxed frame's origin is "null"), as the README tells bloggers.
 */
function blogPage(src: string, sandbox: string | null): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A blog about card games</title>
<style>body{font:18px/1.6 Georgia,serif;max-width:720px;margin:0 auto;padding:24px 16px;color:#222;background:#fffdf8}
h1{font-size:2rem;line-height:1.2}iframe{display:block;width:100%;margin:24px 0;border:1px solid #ddd;border-radius:8px}</style>
</head><body><article><h1>Pazaak, the card game from Star Wars</h1>
<p>Pazaak is played with a main deck of cards from one to ten and a side deck of ten cards you choose. The aim is to come closer to twenty than your rival without going over.</p>
<p>Try it right here, against the computer:</p>
<iframe id="game" src="${esc(src)}" height="400" title="A game of Pazaak"${sandbox === null ? "" : ` sandbox="${esc(sandbox)}"`}></iframe>
<p>Each set, the player closer to twenty wins; three sets win the match.</p></article>
<script>
window.received = [];
addEventListener("message", (e) => {
  window.received.push({ data: e.data, origin: e.origin });
  const f = document.getElementById("game");
  if (e.data && e.data.type === "tavolo:height" && e.source === f.contentWindow) f.style.height = e.data.height + "px";
});
</script></body></html>`;
}

let blog: Server;
let blogOrigin = "";

beforeAll(async () => {
  blog = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://blog");
    if (url.pathname === "/snippet") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(snippetPage(url.searchParams.get("src") ?? ""));
      return;
    }
    if (url.pathname !== "/post") {
      res.writeHead(404).end();
      return;
    }
    const sandbox = url.searchParams.get("sandbox");
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(blogPage(url.searchParams.get("src") ?? "", sandbox));
  });
  await new Promise<void>((ok) => blog.listen(0, "127.0.0.1", ok));
  // "localhost" and 127.0.0.1 are different origins (sites) for the browser.
  blogOrigin = `http://localhost:${(blog.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((ok) => blog.close(ok));
});

/** Opens the blog post with a frame of `src` and answers the page and that frame. */
async function openPost(
  page: Page,
  src: string,
  sandbox: string | null = "allow-scripts",
): Promise<Frame> {
  const q = new URLSearchParams({ src });
  if (sandbox !== null) q.set("sandbox", sandbox);
  await page.goto(`${blogOrigin}/post?${q}`);
  const handle = await page.locator("#game").elementHandle();
  const frame = await handle!.contentFrame();
  if (!frame) throw new Error("no frame");
  return frame;
}

/** The messages the blog page got so far. */
const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);

describe("embedding a game in a blog", () => {
  it("a reader plays Pazaak to the end inside a sandboxed frame on another origin; the height messages arrive", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    const frame = await openPost(page, `${baseURL()}/embed/try/pazaak#?secret=s3cr3tWP`);
    // Nothing is created before the reader asks.
    await frame.locator("[data-action=try-start]").click();
    await frame.locator("[data-action=random-deck]").click();
    await frame.locator("[data-action=use-deck]").click();
    await frame.locator(".boards").waitFor();
    // The frame's origin is opaque: no storage at all, and the page still works.
    expect(await frame.evaluate(() => origin)).toBe("null");
    // Frames are driven like pages (the same locator calls): the shared Pazaak player.
    const decisions = await playMatch([frame as unknown as Page]);
    expect(decisions).toBeGreaterThan(0);
    await frame.locator("[data-testid=match-result]").waitFor();
    expect(await frame.locator(".game-page").getAttribute("data-over")).toBe("yes");

    // Both height protocols, with WordPress's secret from the address; only numbers travel.
    const got = await received(page);
    const generic = got.filter((m) => m.data.type === "tavolo:height");
    const wordpress = got.filter((m) => m.data.message === "height");
    expect(generic.length).toBeGreaterThan(0);
    expect(wordpress.length).toBe(generic.length);
    for (const m of wordpress) expect(m.data.secret).toBe("s3cr3tWP");
    expect(new Set(got.map((m) => m.origin))).toEqual(new Set(["null"]));
    for (const m of got) expect(typeof (m.data.height ?? m.data.value)).toBe("number");
    // The blog resized the frame to the last height reported (the table has settled).
    const lastHeight = async () =>
      (await received(page)).filter((m) => m.data.type === "tavolo:height").at(-1)!.data.height;
    await expect
      .poll(
        async () =>
          (await page.locator("#game").evaluate((f) => f.clientHeight)) === (await lastHeight()),
      )
      .toBe(true);
    // The friend link goes to Tavolo's create page in the top window.
    expect(await frame.getByTestId("embed-friend").getAttribute("href")).toBe(
      `${baseURL()}/new/pazaak`,
    );
    await screenshot(page, "embed-try-end");
    expect(errors).toEqual([]);
  });

  it("an embedded spectator view follows a game two other people play; a seat page refuses to be framed", async () => {
    const { id, tokens } = await pazaakForTwo();
    const anna = await person({ viewport: PHONE });
    const bruno = await person({ viewport: PHONE });
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
    const reader = await person({ viewport: DESKTOP });
    const frame = await openPost(reader.page, `${baseURL()}/embed/g/${id}`);
    await frame.locator(".game-page[data-seat=spectator]").waitFor();
    await anna.page.locator("[data-action=random-deck]").click();
    await anna.page.locator("[data-action=use-deck]").click();
    await bruno.page.locator("[data-action=random-deck]").click();
    await bruno.page.locator("[data-action=use-deck]").click();
    await frame.locator(".boards").waitFor();
    // A few turns: after each, the embed shows the same move number as the players.
    for (let turn = 0; turn < 4; turn++) {
      const ready = await Promise.any(
        [anna.page, bruno.page].map((p) =>
          p
            .locator("[data-action=end-turn]")
            .waitFor()
            .then(() => p),
        ),
      );
      await takeTurn(ready, turn);
      const seq = await seqOf(ready);
      await frame.waitForFunction(
        (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) >= s,
        seq,
      );
    }
    // A spectator sees no hand, and the link opens the game on Tavolo.
    expect(await frame.locator(".hand .card-btn").count()).toBe(0);
    expect(await frame.getByTestId("embed-open").getAttribute("href")).toBe(`${baseURL()}/g/${id}`);
    // The README's picture: the post's title and text, then the game in it. Copied into docs/
    // only when asked (DOCS_SHOTS=1), so a test run leaves the clone's files as they were.
    await reader.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(reader.page, "embed-blog");
    if (process.env.DOCS_SHOTS === "1")
      copyFileSync(join(shotsDir, `embed-blog-${DESKTOP.width}.png`), join(root, "docs/embed.png"));

    // A seat page inside a frame on another origin: the browser refuses to show it.
    const refused: string[] = [];
    reader.page.on("console", (m) => {
      if (/frame-ancestors|Refused to display/i.test(m.text())) refused.push(m.text());
    });
    const seat = await openPost(reader.page, `${baseURL()}/g/${id}#seat=${tokens[0]}`, null);
    await reader.page.locator("#game").evaluate(
      (f) =>
        new Promise<void>((ok) => {
          // Loaded already, or about to be.
          if ((f as HTMLIFrameElement).contentDocument === null) ok();
          else f.addEventListener("load", () => ok(), { once: true });
        }),
    );
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    expect(await seat.locator("#app").count()).toBe(0);
  });

  it("a spectator embed whose socket cannot open follows the game by polling, and says so", async () => {
    const { id, tokens } = await pazaakForTwo();
    // One reader behind a proxy that closes every socket at once, one whose browser refuses to
    // make it (as some do when a policy forbids the address).
    const proxied = await person({ viewport: PHONE });
    await proxied.page.routeWebSocket(/\/watch$/, (ws) => ws.close());
    const refused = await person({ viewport: DESKTOP });
    await refused.page.addInitScript(() => {
      globalThis.WebSocket = class {
        constructor() {
          throw new DOMException("Refused by policy", "SecurityError");
        }
      } as unknown as typeof WebSocket;
    });
    const readers = [proxied.page, refused.page];
    for (const page of readers) {
      await page.goto(`/embed/g/${id}`);
      await page.locator(".embed-game[data-live=blocked]").waitFor();
      expect(await page.getByTestId("conn-blocked").textContent()).toContain("every few seconds");
    }
    await screenshot(proxied.page, "embed-polling");
    // Both choose their side decks: the readers' tables follow within a poll or two.
    let table = await apiMove(id, tokens[0], firstLegalExcept("resign"));
    table = await apiMove(id, tokens[1], firstLegalExcept("resign"));
    for (const page of readers)
      await page.waitForFunction(
        (s) => Number(document.querySelector(".embed-game")?.getAttribute("data-seq")) >= s,
        table.seq,
      );
    expect(proxied.errors).toEqual([]);
    expect(refused.errors).toEqual([]);
  });

  it("a spectator embed whose socket opens and stays silent (a proxy holds it) polls after a few seconds", async () => {
    const { id, tokens } = await pazaakForTwo();
    const { page, errors } = await person({ viewport: PHONE });
    // The proxy takes the socket and never passes anything on, either way.
    await page.routeWebSocket(/\/watch$/, () => {});
    // The page's timers are the test's: the give-up comes when the test moves the clock.
    await page.clock.install();
    await page.goto(`/embed/g/${id}`);
    await page.locator(".embed-game[data-live=connecting]").waitFor();
    await page.clock.runFor(FIRST_TABLE_MS);
    await page.locator(".embed-game[data-live=blocked]").waitFor();
    expect(await page.getByTestId("conn-blocked").textContent()).toContain("every few seconds");
    await screenshot(page, "embed-polling-silent");
    // Both choose their side decks: the reader's table follows by polling, a poll at a time.
    await apiMove(id, tokens[0], firstLegalExcept("resign"));
    const table = await apiMove(id, tokens[1], firstLegalExcept("resign"));
    await expect
      .poll(async () => {
        await page.clock.runFor(3_000);
        return Number(await page.locator(".embed-game").getAttribute("data-seq"));
      })
      .toBeGreaterThanOrEqual(table.seq);
    expect(errors).toEqual([]);
  });
});

describe("every game", () => {
  for (const game of Object.keys(games)) {
    it(`${game}: the try page starts a game against the computer and the spectator embed shows one`, async () => {
      const { page, errors } = await person({ viewport: PHONE });
      await page.goto(`/embed/try/${game}`);
      await page.locator("[data-action=try-start]").click();
      await page.locator(".embed-game[data-seat='0']").waitFor();
      await expectAccessible(page);
      const created = await againstComputers(game);
      await page.goto(`/embed/g/${created.id}`);
      await page.locator(".embed-game[data-seat=spectator]").waitFor();
      await expectAccessible(page);
      await screenshot(page, `embed-${game}`);
      expect(errors).toEqual([]);
    });
  }
});

describe("an embed's parts that come on use", () => {
  // The hand and the results are chunks of their own in an embed (a blog reader's first visit
  // does not carry them): a seat's hand comes, and the first result shows once it is due.
  for (const game of Object.keys(games)) {
    it(`${game}: the try embed's hand comes and its first result shows`, async () => {
      const { page, errors } = await person({ viewport: PHONE });
      // A result may go by itself after a few seconds (a trick's): the page's timers stand
      // still from the first move on, so the one the test looks at is still there.
      await page.clock.install();
      await page.goto(`/embed/try/${game}`);
      const created = page.waitForResponse(
        (r) => r.url() === `${baseURL()}/api/games` && r.request().method() === "POST",
      );
      await page.locator("[data-action=try-start]").click();
      const { id, token } = (await (await created).json()) as CreateGameResponse;
      await page.locator(".embed-game[data-seat='0']").waitFor();
      if (game === "pazaak") {
        await page.locator("[data-action=random-deck]").click();
        await page.locator("[data-action=use-deck]").click();
      }
      // The seat's hand has come: its cards are on the table.
      await page.locator(".embed-game .card-btn").first().waitFor();
      await page.locator(".embed-game[data-live=open]").waitFor();
      await holdTimers(page);
      const result = page.locator("[data-testid=round-result]");
      // The reader's moves through the API (Pazaak: stand, so the set ends soon) until a
      // result is on the embed's screen.
      for (let i = 0; i < 60 && !(await result.isVisible()); i++) {
        if ((await settledTable(id, token)).outcome !== null) break;
        await moveSeen(page, id, token, (t) => {
          const legal = t.legal as { type: string }[];
          return legal.find((x) => x.type === "stand") ?? legal[0];
        });
      }
      await result.waitFor();
      expect(await result.locator("h2").textContent()).not.toBe("");
      await screenshot(page, `embed-result-${game}`);
      await page.clock.resume();
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The README's snippet as a blogger pastes it: a 640×720 frame with the height listener. Every
 * height the frame posts is kept in `window.heights`.
 */
function snippetPage(src: string): string {
  const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title></head>
<body><h1>A post with a game</h1><p>Text before the game.</p>
<iframe id="game" src="${esc(src)}" width="640" height="720" title="Play against the computer"
  style="border:0;max-width:100%" loading="lazy"
  sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"></iframe>
<p id="after">Text after the game.</p>
<script>
  window.heights = [];
  addEventListener("message", (e) => {
    if (e.data?.type !== "tavolo:height") return;
    window.heights.push(e.data.height);
    for (const f of document.querySelectorAll("iframe[src*='/embed/']"))
      if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  });
</script></body></html>`;
}

/**
 * Plays a move for the seat of `token` through the API (api-moves.ts: after the computer's
 * move), and waits until the embed (a page or a frame) shows the table it made.
 */
async function moveSeen(
  where: Page | Frame,
  id: string,
  token: string,
  move: (t: Table) => unknown,
): Promise<Table> {
  const after = await apiMove(id, token, move);
  await where.waitForFunction(
    (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) >= s,
    after.seq,
  );
  return after;
}

/** Whether the element's middle is on the frame's screen and is what a tap there hits. */
function reachable(frame: Frame, selector: string): Promise<boolean> {
  return frame.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (r.height === 0 || y < 0 || y > innerHeight || x < 0 || x > innerWidth) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && el.contains(hit);
  }, selector);
}

describe("an embed's height", () => {
  for (const game of Object.keys(games)) {
    it(`${game}: the try embed keeps the snippet's 640×720 through the builder and several moves`, async () => {
      const { page, errors } = await person({ viewport: DESKTOP });
      const src = `${baseURL()}/embed/try/${game}`;
      await page.goto(`${blogOrigin}/snippet?${new URLSearchParams({ src })}`);
      const frame = (await (await page.locator("#game").elementHandle())!.contentFrame())!;
      const created = page.waitForResponse(
        (r) => r.url() === `${baseURL()}/api/games` && r.request().method() === "POST",
      );
      await frame.locator("[data-action=try-start]").click();
      const { id, token } = (await (await created).json()) as CreateGameResponse;
      await frame.locator(".embed-game[data-seat='0']").waitFor();
      const heights = () =>
        page.evaluate(() => (window as unknown as { heights: number[] }).heights);
      const frameHeight = () =>
        page.locator("#game").evaluate((f) => f.getBoundingClientRect().height);

      if (game === "pazaak") {
        // The builder fits: "Use these 10" is on the frame's screen, the frame as it was.
        await frame.locator("[data-action=random-deck]").click();
        expect(await reachable(frame, "[data-action=use-deck]")).toBe(true);
        await screenshot(page, "embed-snippet-builder");
        await frame.locator("[data-action=use-deck]").click();
        await frame.locator(".boards").waitFor();
      }
      // Several moves through the API with the reader's seat (the frame follows them live).
      let played = 0;
      for (; played < 6; played++) {
        if ((await settledTable(id, token)).outcome !== null) break;
        // Pazaak: end the turn rather than stand or play, so the set runs on for a while.
        await moveSeen(frame, id, token, (t) => {
          const legal = t.legal as { type: string }[];
          return legal.find((x) => x.type === "endTurn") ?? legal[0];
        });
      }
      expect(played).toBeGreaterThan(2);
      // One height, the snippet's, from the first message to the last; the frame kept it.
      expect(new Set(await heights())).toEqual(new Set([720]));
      expect(await frameHeight()).toBe(720);
      await screenshot(page, `embed-snippet-${game}`);
      expect(errors).toEqual([]);
    });
  }
});

describe("an embed's weight", () => {
  /**
   * Opens `path` in a blog post on a phone, waits for `ready` in its frame and the network to
   * rest, and checks the gzipped JS + CSS it fetched against `budget`.
   */
  async function weighEmbed(path: string, ready: string, what: string, budget: number) {
    const { page } = await person({ viewport: PHONE });
    const weighed = weighDownloads(page, baseURL());
    const frame = await openPost(page, `${baseURL()}${path}`);
    await frame.locator(ready).waitFor();
    await page.waitForLoadState("networkidle");
    const sizes = await weighed();
    console.log(`weight: ${what} loads ${kb(sizes.js)} KB JS + ${kb(sizes.css)} KB CSS`);
    expect
      .soft(sizes.js + sizes.css, `${what}: ${kb(sizes.js)} + ${kb(sizes.css)} KB`)
      .toBeLessThanOrEqual(budget);
  }

  it("a spectator embed downloads at most 30 KB of gzipped JS and CSS, measured in the browser", async () => {
    for (const game of Object.keys(games)) {
      const created = await againstComputers(game);
      await weighEmbed(
        `/embed/g/${created.id}`,
        ".embed-game",
        `a ${game} spectator embed`,
        BUDGET,
      );
    }
  });

  it("a try page's first screen downloads no table: at most 24 KB of gzipped JS and CSS, for every game", async () => {
    // The table comes once the reader deals (web/{game}/try-embed.tsx): today 18–19.5 KB.
    for (const game of Object.keys(games))
      await weighEmbed(
        `/embed/try/${game}`,
        "[data-action=try-start]",
        `a ${game} try page`,
        TRY_BUDGET,
      );
  });
});
