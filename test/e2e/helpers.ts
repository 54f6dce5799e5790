/**
 * Shared pieces of the browser tests: launching Chromium (browser.ts) through playwright-core,
 * contexts at phone and desktop sizes, the axe-core audit, screenshots, and a simple Pazaak
 * player that clicks through turns the way a person would.
 */
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { NO_BROWSER } from "./browser";

/**
 * The server of this test file: its worker's (global-setup.ts starts one per worker; vitest
 * numbers its workers from 1 in VITEST_POOL_ID), so the files running at once share none.
 */
export function baseURL(): string {
  const servers = inject("servers");
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return servers[(worker - 1) % servers.length]!;
}

const root = resolve(import.meta.dirname, "../..");
const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
/** Where screenshots go (git-ignored). */
export const shotsDir = join(root, "screenshots");

/** Launches the headless Chromium that global-setup.ts found (browser.ts). */
export async function launch(): Promise<Browser> {
  const found = inject("browser");
  try {
    return await chromium.launch({ executablePath: found.executablePath, args: found.args });
  } catch (e) {
    throw new Error(`${NO_BROWSER} (${found.source} ${found.executablePath}: ${String(e)})`);
  }
}

/** Viewports of the screenshots. */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** The browsers' requests still without an answer, with when they left (newContext). */
const unanswered = new Map<Request, number>();

// A failed test says which requests of its browsers were still unanswered (a page that never
// finished loading, a call that hung): what the test's own error cannot show.
afterEach(({ task }) => {
  if (task.result?.state === "fail")
    for (const [req, at] of unanswered)
      console.warn(`unanswered after ${Date.now() - at} ms: ${req.method()} ${req.url()}`);
  unanswered.clear();
});

/**
 * A new browser context (one person's browser). bypassCSP lets the test inject axe-core's
 * source as an inline script; the app itself runs under its real CSP otherwise. `enforceCsp`:
 * the pages' policies are enforced (no axe then), for a test that watches for violations.
 */
export async function newContext(
  browser: Browser,
  opts: {
    viewport?: { width: number; height: number };
    dark?: boolean;
    locale?: string;
    enforceCsp?: boolean;
  } = {},
): Promise<BrowserContext> {
  const ctx = await browser.newContext({
    baseURL: baseURL(),
    viewport: opts.viewport ?? PHONE,
    colorScheme: opts.dark ? "dark" : "light",
    locale: opts.locale ?? "en-US",
    bypassCSP: !opts.enforceCsp,
  });
  // Two cores shared with a Worker runtime: give slow moments room (these are waits, not
  // timed assertions).
  ctx.setDefaultTimeout(45_000);
  ctx.setDefaultNavigationTimeout(60_000);
  ctx.on("request", (r) => unanswered.set(r, Date.now()));
  ctx.on("requestfinished", (r) => unanswered.delete(r));
  ctx.on("requestfailed", (r) => unanswered.delete(r));
  return ctx;
}

/** One person at the table: their page and the errors it threw. */
export interface Person {
  page: Page;
  errors: string[];
}

/**
 * Registers a browser for the calling test file (launched before its tests, closed after) and
 * answers `person()`: a new context, as a separate person's browser, with one page.
 */
export function people(): (opts?: {
  viewport?: typeof PHONE;
  clipboard?: boolean;
}) => Promise<Person> {
  const context = contexts();
  return async (opts = {}) => {
    const ctx = await context({ viewport: opts.viewport });
    if (opts.clipboard) await ctx.grantPermissions(["clipboard-read", "clipboard-write"]);
    const page = await ctx.newPage();
    return { page, errors: watchErrors(page) };
  };
}

/**
 * Registers a browser for the calling test file (launched before its tests, closed with every
 * context after them) and answers a maker of new contexts in it (`newContext`'s options).
 */
export function contexts(): (opts?: Parameters<typeof newContext>[1]) => Promise<BrowserContext> {
  let browser: Browser | undefined;
  const made: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    for (const c of made) await c.close();
    await browser?.close();
  });
  return async (opts) => {
    if (!browser) throw new Error("contexts(): the browser starts in beforeAll");
    const ctx = await newContext(browser, opts);
    made.push(ctx);
    return ctx;
  };
}

/** Calls the API from Node (to set a table up quickly for screenshots). */
export async function api<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const res = await fetch(baseURL() + path, {
    method,
    headers: {
      ...(method === "GET" ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json()) as T;
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(data)}`);
  return data;
}

/** Collects uncaught page errors, so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** Runs axe-core on the page and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document): Promise<AxeResult> } }).axe;
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[] }[];
      }[];
    }
    const r = await axe.run(document);
    return r.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`,
      );
  });
  return found;
}

/** Asserts axe finds no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** Writes a screenshot to screenshots/{name}-{width}.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  const w = page.viewportSize()?.width ?? 0;
  // Finite animations (a card landing) are finished first, so the picture is the settled table.
  await page.screenshot({ path: join(shotsDir, `${name}-${w}.png`), animations: "disabled" });
}

/** The move number the page shows (data-seq on the game page). */
export async function seqOf(page: Page): Promise<number> {
  return Number(await page.locator(".game-page").getAttribute("data-seq"));
}

/**
 * Waits until the page has seen a move after `seq`; when it does not, the error says what the
 * page shows instead (the server's refusal, the banner), which is what a failure needs.
 */
export async function waitSeqAfter(page: Page, seq: number): Promise<void> {
  try {
    await page.waitForFunction(
      (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) > s,
      seq,
      { timeout: 30_000 },
    );
  } catch (e) {
    const shown = await page
      .evaluate(() =>
        [".move-error", ".turn-banner", ".live-notice"]
          .map((q) => document.querySelector(q)?.textContent?.trim())
          .filter(Boolean)
          .join(" | "),
      )
      .catch(() => "");
    throw new Error(`no move after ${seq}; the page shows: ${shown || "nothing"}`, { cause: e });
  }
}

const TURN_OR_END =
  "[data-action=end-turn], [data-action=stand], [data-testid=match-result], [data-action=next-round]";

/**
 * Takes one decision in the page's turn the way a simple player would: save a bust with a
 * hand card, sometimes play a card when low, else stand at 17 or more, or end the turn.
 * Returns after the server has applied the move.
 */
export async function takeTurn(page: Page, turn: number): Promise<"card" | "stand" | "end"> {
  const seq = await seqOf(page);
  const total = Number(await page.locator(".board-panel.you .total").textContent());
  const cards = page.locator(".hand .card-btn:not([aria-disabled=true])");
  const wantCard = total > 20 || (turn % 3 === 1 && total <= 13);
  if (wantCard && (await cards.count()) > 0) {
    await cards.first().click();
    const preferred = page.locator(
      total > 20 ? ".choice .play-btn.minus" : ".choice .play-btn.plus",
    );
    const button =
      (await preferred.count()) > 0 ? preferred.first() : page.locator(".choice .play-btn").first();
    await button.click();
    await waitSeqAfter(page, seq);
    return "card";
  }
  const stand = page.locator("[data-action=stand]");
  if (total >= 17 && total <= 20 && (await stand.count()) > 0) {
    await stand.click();
    await waitSeqAfter(page, seq);
    return "stand";
  }
  await page.locator("[data-action=end-turn]").click();
  await waitSeqAfter(page, seq);
  return "end";
}

/** Whichever page shows `selector` first (the awaited one, or the end), within a minute. */
export function firstReady(pages: readonly Page[], selector: string): Promise<Page> {
  return Promise.any(
    pages.map((p) =>
      p
        .locator(selector)
        .first()
        .waitFor({ timeout: 60_000 })
        .then(() => p),
    ),
  );
}

/**
 * Plays a whole match through the UI: whenever one of the pages offers its turn's buttons,
 * that page decides; ends when a page shows the match result, or before a decision once
 * `until` says so. Returns the number of decisions.
 */
export async function playMatch(
  pages: Page[],
  until: () => Promise<boolean> = async () => false,
): Promise<number> {
  let decisions = 0;
  for (;;) {
    // Whichever page is awaited (or the end) shows up first.
    const ready = await firstReady(pages, TURN_OR_END);
    if ((await ready.locator("[data-testid=match-result]").count()) > 0) return decisions;
    // A set's result stays until the player moves on (it may also go by itself meanwhile).
    const next = ready.locator("[data-action=next-round]");
    if ((await next.count()) > 0) {
      await next.click({ timeout: 5_000 }).catch(() => undefined);
      continue;
    }
    if ((await ready.locator("[data-action=end-turn]").count()) === 0) continue;
    if (await until()) return decisions;
    await takeTurn(ready, decisions++);
    if (decisions > 400) throw new Error("the match does not end");
  }
}

/**
 * Opens the folded section under the table (email, links, the creator's players panel), whose
 * panels load only once it is opened. Does nothing when it is already open. The fold keeps its
 * open state across the page's redraws (components/Fold.tsx, test/e2e/fold). A click is sent
 * again only while the fold is seen closed after it: on a phone page still loading what is
 * above the fold, the summary can move between Playwright's aim and its click, and the click
 * lands beside it (seen once in CI: the fold closed right after the click). A click that did
 * land opens it, so a second is never sent to a fold that is open.
 */
export async function openMore(page: Page): Promise<void> {
  const more = page.getByTestId("more");
  await more.waitFor();
  const open = () => more.evaluate((d) => (d as HTMLDetailsElement).open);
  for (let tries = 0; tries < 3 && !(await open()); tries++) {
    await more.locator("summary").click();
  }
  expect(await open()).toBe(true);
}

/**
 * Opens seat `token`'s table of game `id` on `page` and gives `address` in its email panel,
 * through the form as a person would, until the panel says the address waits for its link.
 */
export async function giveAddress(
  page: Page,
  id: string,
  token: string,
  address: string,
): Promise<void> {
  await page.goto(`/g/${id}#seat=${token}`);
  await openMore(page);
  await page.getByTestId("mail-panel").waitFor();
  await page.getByLabel("Your email address for this game").fill(address);
  await page.getByTestId("mail-save").click();
  await expect.poll(() => page.getByTestId("mail-state").textContent()).toContain("waiting");
}

/**
 * Stops the page's timers, so a state that goes by itself after a few seconds (a spectator's
 * set result, a trick's) stays while the test looks at it, however slow the machine; the test
 * calls `page.clock.resume()` afterwards. The page's context must have had
 * `page.clock.install()` before the page loaded. The clock first jumps `aheadMs` forward (timers
 * due by then run now): the page's clock runs on while the request travels, and a pause in its
 * past is refused. So hold the timers before the state appears, never while it shows.
 */
export async function holdTimers(page: Page, aheadMs = 10_000): Promise<void> {
  await page.clock.pauseAt(Date.now() + aheadMs);
}

/** The seat token a page's browser keeps for game `id` (web/store.ts, "tavolo:games"). */
export async function seatToken(page: Page, id: string): Promise<string> {
  const token = await page.evaluate((gameId) => {
    const games = JSON.parse(localStorage.getItem("tavolo:games") ?? "{}") as Record<
      string,
      { token?: string }
    >;
    return games[gameId]?.token ?? null;
  }, id);
  if (!token) throw new Error(`this browser keeps no seat of game ${id}`);
  return token;
}
