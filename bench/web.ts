/**
 * The page benchmark behind `npm run bench:web` (bundled and run by bench/run.mjs): builds the
 * web app, starts `wrangler dev` (offline, state in a throw-away folder), and in headless
 * Chromium (test/e2e/browser.ts finds it) opens each page as a first visit (a fresh profile,
 * nothing cached): the home page, every game's table as the creator of a game against the
 * computer (a fresh table link, `/g/{id}#seat=…`), every game's rules, and the embeds (a replay
 * embed of a game resigned at once). Per page
 * it prints the gzipped JS + CSS bytes the browser fetched against the page's budget (README,
 * "Page budgets": table 32 KB, embed 24 KB, home 20 KB, lesson 52 KB), and the time from navigation to a
 * usable page (a table: a legal move enabled) on the machine's own network and on a phone
 * profile: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip (CDP
 * Network.emulateNetworkConditions) and a CPU 4× slower (Emulation.setCPUThrottlingRate), with
 * min / median / max over BENCH_RUNS runs (default 5) against the goal of 1.0 s for a table.
 * `BENCH_PAGES=table` measures only the pages whose names contain it (`table,embed`: either);
 * `BENCH_FILES=1` names each file a first visit fetches. Asserts nothing:
 * test/e2e/weight.test.ts keeps the older ceilings.
 */
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { findGame, games as registry } from "../src/engine";
import { findBrowser } from "../test/e2e/browser";

const root = process.cwd();
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));

/** The phone profile's network: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip. */
const PHONE_NET = {
  offline: false,
  latency: 150,
  downloadThroughput: (1600 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};
/** The phone profile's CPU: four times slower than this machine's. */
const PHONE_CPU = 4;
/** A table on the phone profile should be usable within this many ms. */
const GOAL_MS = 1000;

/** The budgets of a first visit, gzipped JS + CSS (README, "Page budgets"). */
const BUDGET_KB = { table: 32, embed: 24, home: 20, lesson: 52 } as const;

/**
 * The first legal move of each game's table, as its buttons show it (the e2e tests click the
 * same). Any other table: any enabled card or action button on the table.
 */
const LEGAL: Record<string, string> = {
  pazaak: "[data-action=random-deck]:not([disabled]), [data-action=end-turn]:not([disabled])",
  mazzo:
    ".mz-hand .card-btn:not([disabled]), [data-action=believe]:not([disabled]), [data-action=face-up]:not([disabled]):not([aria-disabled])",
  mattazza: ".mz-hand .card-btn.legal:not([disabled]), [data-action=give]:not([disabled])",
  mazzeltof: ".mazzeltof .mz-btn:not([disabled]), [data-action=draw-five]:not([disabled])",
};
/** A table is usable when a legal move is enabled, or it says a computer is to move. */
const tableReady = (game: string) =>
  `${LEGAL[game] ?? ".game-page .card-btn:not([disabled])"}, .turn-banner:not(.yours)`;

/** A page to measure: how to get its address (a new game for a table) and when it is ready. */
interface PageCase {
  name: string;
  url: () => Promise<string>;
  ready: string;
  /** The budget this page is held to, in KB (none for the rules pages). */
  budget?: number;
}

/** Builds the app and starts wrangler dev (scripts/dev-server.mjs); answers its base URL and stop. */
async function startServer(): Promise<{ base: string; stop: () => Promise<void> }> {
  const { buildWeb } = (await import(join(root, "scripts/build-web.mjs"))) as {
    buildWeb(): Promise<unknown>;
  };
  await buildWeb();
  // Loaded from the sources at run time, as the build is: bundled into dist/bench-*/, the
  // launcher would look for wrangler under dist/ (it finds it beside its own folder).
  const { LIFT_LIMITS, startDevServer } = (await import(
    join(root, "scripts/dev-server.mjs")
  )) as typeof import("../scripts/dev-server.mjs");
  // One client creates a game per table and embed visit, more than the hourly limit.
  const dev = await startDevServer({ vars: LIFT_LIMITS, stderr: "inherit" });
  await dev.ready();
  return { base: dev.baseURL, stop: () => dev.stop() };
}

/** A new game of `game` against the computer; answers the creator's table address. */
async function newTable(base: string, game: string): Promise<string> {
  const seats = findGame(game)?.seats.default ?? 2;
  const res = await fetch(`${base}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      game,
      name: "Anna",
      computer: Array.from({ length: seats - 1 }, (_, i) => i + 1),
    }),
  });
  const created = (await res.json()) as { id: string; token: string };
  if (!res.ok) throw new Error(`creating a ${game} game: ${res.status}`);
  return `/g/${created.id}#seat=${created.token}`;
}

/**
 * A game of `game` against the computer that Anna resigns at once: a finished game, so its
 * replay embed (/embed/replay/{id}) draws its table.
 */
async function finishedTable(base: string, game: string): Promise<string> {
  const path = await newTable(base, game);
  const [, id, token] = /^\/g\/([^#]+)#seat=(.+)$/.exec(path) ?? [];
  const res = await fetch(`${base}/api/games/${id}/resign`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
  });
  if (!res.ok) throw new Error(`resigning a ${game} game: ${res.status}`);
  return id!;
}

/** One first visit: gzipped JS and CSS bytes and files fetched, ms from navigation to ready. */
async function visit(
  browser: Browser,
  base: string,
  path: string,
  ready: string,
  phone: boolean,
): Promise<{ js: number; css: number; files: number; ms: number }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    if (phone) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", PHONE_NET);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_CPU });
    }
    const sizes = { js: 0, css: 0, files: 0 };
    const bodies: Promise<void>[] = [];
    page.on("response", (res) => {
      const type = res.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      sizes.files++;
      bodies.push(
        res.body().then(
          (body) => {
            const gz = gzipSync(body).length;
            sizes[type === "script" ? "js" : "css"] += gz;
            // BENCH_FILES=1 names each file fetched (to see what a first visit brings).
            if (process.env.BENCH_FILES && !phone)
              console.log(
                `  ${path.split("#")[0]} ${res.url().split("/").pop()} ${(gz / 1024).toFixed(1)} KB`,
              );
          },
          () => undefined,
        ),
      );
    });
    await page.goto(base + path, { waitUntil: "commit" });
    // Timed in the page (performance.now() counts from the navigation's start), checked on
    // every frame, so the figure is the browser's and not the round trips of this script.
    const handle = await page.waitForFunction(
      (selector: string) => (document.querySelector(selector) ? performance.now() : false),
      ready,
      { polling: "raf", timeout: 120_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    await page.waitForLoadState("networkidle");
    await Promise.all(bodies);
    return { ...sizes, ms };
  } finally {
    await context.close();
  }
}

/** Some timings as "min / median / max" in ms. */
function spread(xs: number[]): string {
  if (!xs.length) return "–";
  const s = [...xs].sort((a, b) => a - b);
  const m = s[Math.floor(s.length / 2)] ?? 0;
  const r = (x: number) => String(Math.round(x));
  return `${r(s[0] ?? 0)} / ${r(m)} / ${r(s[s.length - 1] ?? 0)}`;
}

/** The median of some numbers. */
function mid(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function main(): Promise<void> {
  const { base, stop } = await startServer();
  const choice = await findBrowser();
  const browser = await chromium.launch({
    executablePath: choice.executablePath,
    args: choice.args,
  });
  try {
    // The registry's games (web/games.ts lists the same, but its loaders reach the tables'
    // styles, which this Node bundle cannot load).
    const games = Object.keys(registry);
    const cases: PageCase[] = [
      { name: "home", url: async () => "/", ready: ".game-tile", budget: BUDGET_KB.home },
      ...games.map((game) => ({
        name: `${game} table`,
        url: () => newTable(base, game),
        ready: tableReady(game),
        budget: BUDGET_KB.table,
      })),
      // A lesson (/learn/{game}): the app, the game's table and rules in the browser, the
      // lesson's data; usable once its first note and table are drawn.
      ...games.map((game) => ({
        name: `${game} lesson`,
        url: async () => `/learn/${game}`,
        ready: `[data-testid=lesson-page][data-step="0"] .turn-banner`,
        budget: BUDGET_KB.lesson,
      })),
      ...games.map((game) => ({
        name: `${game} rules`,
        url: async () => `/rules/${game}`,
        ready: "[data-testid=rules-page] h2",
      })),
    ];
    // The embeds when this build has them: a game watched in a blog post
    // (/embed/g/{id}, ready when its table is drawn), and each game's "try it" page up to its
    // start button. (A build without them answers the app's own page for any address.)
    const home = await (await fetch(`${base}/`)).text();
    const probe = await fetch(`${base}/embed/try/pazaak`);
    const embeds = probe.status === 200 && (await probe.text()) !== home;
    if (embeds) {
      for (const game of games) {
        cases.push({
          name: `${game} embed`,
          url: async () => `/embed/g/${(await newTable(base, game)).split(/[/#]/)[2]}`,
          ready: ".embed-game[data-seat=spectator] .turn-banner",
          budget: BUDGET_KB.embed,
        });
      }
      // A finished game's replay (/embed/replay/{id}), ready when its table is drawn.
      for (const game of games)
        cases.push({
          name: `${game} replay embed`,
          url: async () => `/embed/replay/${await finishedTable(base, game)}`,
          ready: "[data-testid=rp-table] .turn-banner",
          budget: BUDGET_KB.embed,
        });
      for (const game of games)
        cases.push({
          name: `${game} try embed`,
          url: async () => `/embed/try/${game}`,
          ready: "[data-action=try-start]",
          budget: BUDGET_KB.embed,
        });
    }

    // BENCH_PAGES=table (any part of the names; several comma-separated) measures only those pages.
    const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
    const chosen = only?.length ? cases.filter((c) => only.some((o) => c.name.includes(o))) : cases;
    const rows: string[][] = [];
    const tablesMedian: number[] = [];
    for (const c of chosen) {
      const fast: number[] = [];
      const phone: number[] = [];
      let bytes = { js: 0, css: 0, files: 0 };
      for (let run = 0; run < RUNS; run++) {
        for (const throttled of [false, true]) {
          try {
            const v = await visit(browser, base, await c.url(), c.ready, throttled);
            (throttled ? phone : fast).push(v.ms);
            if (!throttled) bytes = { js: v.js, css: v.css, files: v.files };
          } catch (e) {
            process.stderr.write(`${c.name}: ${e instanceof Error ? e.message : String(e)}\n`);
          }
        }
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      const total = (bytes.js + bytes.css) / 1024;
      if (c.name.endsWith(" table") && phone.length) tablesMedian.push(mid(phone));
      rows.push([
        c.name,
        kb(bytes.js),
        kb(bytes.css),
        kb(bytes.js + bytes.css),
        c.budget ? `${c.budget} ${total <= c.budget ? "ok" : "OVER"}` : "–",
        String(bytes.files),
        fast.length ? String(Math.round(mid(fast))) : "–",
        spread(phone),
      ]);
      process.stderr.write(`measured ${c.name}\n`);
    }

    const header = [
      "page",
      "JS KB gz",
      "CSS KB gz",
      "total KB",
      "budget KB",
      "files",
      "ready ms",
      "phone ready ms min / median / max",
    ];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) =>
      "| " +
      cells.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(" | ") +
      " |";
    const worst = Math.max(0, ...tablesMedian);
    console.log(
      [
        `Page benchmark, ${new Date().toISOString().slice(0, 10)}, Chromium (${choice.source}), ${RUNS} runs per page`,
        "First visits (nothing cached), a 390 px phone viewport. KB: gzipped JS and CSS fetched, against",
        `the page's budget (table ${BUDGET_KB.table}, embed ${BUDGET_KB.embed}, home ${BUDGET_KB.home}, lesson ${BUDGET_KB.lesson}); files: scripts and stylesheets fetched.`,
        "ready: ms from navigation to a usable page (a table: a legal move enabled), median; phone:",
        `1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU ${PHONE_CPU}× slower (CDP), min / median / max.`,
        embeds ? "" : "No embeds in this build (/embed/try/pazaak is not a page).",
        "",
        line(header),
        line(widths.map((w) => "-".repeat(w))),
        ...rows.map(line),
        "",
        `Slowest table on the phone profile (median): ${Math.round(worst)} ms, goal ${GOAL_MS} ms: ${worst <= GOAL_MS ? "met" : "not met"}.`,
      ].join("\n"),
    );
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
