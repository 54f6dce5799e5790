/**
 * The Discord Activity's entry page in Chromium, without Discord: the page boots under the
 * Embedded App SDK's mock (the page's own choice outside Discord), and the test plays Discord's
 * proxy: it signs the page's session request with the throwaway key pair the test server knows
 * (test/server/discord-sign.ts) and adds Discord's documented Content-Security-Policy to the
 * entry page, in a context that enforces CSP, listening for `securitypolicyviolation`. Opened
 * in a fresh instance it offers the games to start (photographed at phone and desktop sizes);
 * in an instance whose game another user started, it seats the user in a free seat and the
 * table's socket opens on the page's own origin; the creator gets their own seat back; no
 * service worker is registered. Also: the share page offers the Telegram link and the Discord
 * note the server answers.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, DiscordSession } from "../../src/protocol";
import { fixedKey, signProxy } from "../server/discord-sign";
import {
  DESKTOP,
  PHONE,
  baseURL,
  contexts,
  expectAccessible,
  screenshot,
  seatToken,
  watchErrors,
} from "./helpers";

// One browser for the file; each test's contexts are closed with it (helpers.ts).
const context = contexts();

/**
 * Discord's Activity CSP as its change log documents it (2024-07 "Activities Proxy CSP Update",
 * relaxed 2025-07 to every path of `https://<application id>.discordsays.com`, the page's own
 * origin here): requests only to the Activity's own origin, Discord's API and the listed CDN
 * paths. `worker-src 'none'` besides: a service worker registered anyway would show up.
 */
const DISCORD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self' https://discord.com/api/",
  "img-src 'self' https://cdn.discordapp.com/avatars/ https://cdn.discordapp.com/icons/ https://cdn.discordapp.com/attachments/ https://media.discordapp.net/attachments/",
  "font-src 'self'",
  "worker-src 'none'",
].join("; ");

let nextUser = 2_000_000_000 + Math.floor(Math.random() * 1e9);
const newUser = () => String(nextUser++);
const newInstance = () => `i-${crypto.randomUUID().replace(/-/g, "")}-gc-7-8`;
// Discord's payload carries no nonce: two requests of one user signed in the same second are
// the same bytes, which the server refuses as a replay. Each signed request here is dated at
// least a second after the one before (a few seconds ahead at most, within the allowed skew).
let last = 0;
const signedNow = async (userId: string) => {
  last = Math.max(Math.floor(Date.now() / 1000), last + 1);
  return signProxy({ userId, createdAt: last, key: await fixedKey() });
};

/**
 * Plays Discord's proxy for `page`: its session request carries `userId`'s signed headers, and
 * the entry page Discord's CSP beside the server's own.
 */
async function throughDiscord(page: Page, userId: string | null): Promise<void> {
  // A document the test fulfils has no address Chromium knows, so it counts as public, and
  // its socket to this machine's test server would be refused as a local-network request:
  // allowed here (Discord's proxy and the server share an origin in real use).
  await page.context().grantPermissions(["local-network-access"], { origin: baseURL() });
  await page.route("**/api/discord/session", async (route) => {
    const signed = userId ? await signedNow(userId) : {};
    await route.continue({ headers: { ...route.request().headers(), ...signed } });
  });
  await page.route(/\/discord(\?.*)?$/, async (route) => {
    const res = await route.fetch();
    const own = res.headers()["content-security-policy"] ?? "";
    await route.fulfill({
      response: res,
      headers: { ...res.headers(), "content-security-policy": `${own}, ${DISCORD_CSP}` },
    });
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
}

/** The CSP violations the page reported, and its service workers. */
async function afterwards(page: Page): Promise<{ violations: string[]; workers: number }> {
  return page.evaluate(async () => ({
    violations: (window as unknown as { cspViolations: string[] }).cspViolations,
    workers: (await navigator.serviceWorker.getRegistrations()).length,
  }));
}

/** A game started in `instance` by `userId`, through the API as the Activity's page would. */
async function startedGame(instance: string, userId: string): Promise<CreateGameResponse> {
  const res = await fetch(`${baseURL()}/api/discord/session`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(await signedNow(userId)) },
    body: JSON.stringify({ instance }),
  });
  const session = (await res.json()) as DiscordSession;
  expect(res.status).toBe(200);
  const created = await fetch(`${baseURL()}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-discord-pass": session.pass },
    body: JSON.stringify({ game: "pazaak", name: "Anna" }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as CreateGameResponse;
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("the /discord page on a %s", (label, viewport) => {
  it("boots under the SDK's mock and Discord's CSP, and offers the games to start", async () => {
    const ctx: BrowserContext = await context({ viewport, enforceCsp: true });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await throughDiscord(page, newUser());
    await page.goto(`/discord?instance_id=${newInstance()}`);
    const main = page.locator('[data-testid="discord-page"][data-state="start"]');
    await main.waitFor();
    expect(await main.getByRole("heading").textContent()).toBe("Tavolo in Discord");
    expect(await page.getByTestId("dc-new-pazaak").getAttribute("href")).toBe("/new/pazaak");
    await screenshot(page, `discord-start-${label}`);
    expect(await afterwards(page)).toEqual({ violations: [], workers: 0 });
    expect(errors).toEqual([]);
  });

  it("seats a later user of the instance at its game", async () => {
    const instance = newInstance();
    await startedGame(instance, newUser());
    const ctx = await context({ viewport, enforceCsp: true });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await throughDiscord(page, newUser());
    await page.goto(`/discord?instance_id=${instance}`);
    await page.locator('[data-testid="discord-page"][data-state="join"]').waitFor();
    await page.getByRole("textbox").fill("Bruno");
    await screenshot(page, `discord-join-${label}`);
    await page.getByTestId("dc-sit").click();
    await page.locator('[data-live="open"]').first().waitFor();
    const id = /\/g\/([\w-]+)$/.exec(page.url())![1]!;
    expect(await seatToken(page, id)).toMatch(/^[\w-]{22,}$/);
    // The table's socket is on the page's own origin, as Discord's proxy maps it.
    expect(await afterwards(page)).toEqual({ violations: [], workers: 0 });
    expect(errors).toEqual([]);
  });
});

describe("the /discord page", () => {
  it("gives the creator their own seat back, and is accessible", async () => {
    const instance = newInstance();
    const anna = newUser();
    const created = await startedGame(instance, anna);
    const ctx = await context({ viewport: PHONE });
    const page = await ctx.newPage();
    await throughDiscord(page, anna);
    await page.goto(`/discord?instance_id=${instance}`);
    await page.waitForURL(`**/g/${created.id}`);
    await page.locator('[data-live="open"]').first().waitFor();
    expect(await seatToken(page, created.id)).toBe(created.token);
    // A second user's join screen, checked by axe (its own context: axe is an inline script).
    const other = await ctx.newPage();
    await throughDiscord(other, newUser());
    await other.goto(`/discord?instance_id=${instance}`);
    await other.locator('[data-testid="discord-page"][data-state="join"]').waitFor();
    await expectAccessible(other);
  });

  it("says so when opened outside Discord (nothing signed)", async () => {
    const ctx = await context({ viewport: PHONE, enforceCsp: true });
    const page = await ctx.newPage();
    await throughDiscord(page, null);
    await page.goto(`/discord?instance_id=${newInstance()}`);
    const main = page.locator('[data-testid="discord-page"][data-state="failed"]');
    await main.waitFor();
    expect(await main.getByRole("alert").textContent()).toMatch(/opens inside Discord/);
    expect(await afterwards(page)).toEqual({ violations: [], workers: 0 });
  });
});

describe("the share page's chat apps", () => {
  it("offers the game's Telegram link and the Discord note the server names", async () => {
    const ctx = await context({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.route("**/api/chat-links", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ telegram: "https://t.me/tavolo_test_bot/play", discord: true }),
      }),
    );
    await page.goto("/new/pazaak");
    await page.locator('input[name="name"]').fill("Anna");
    await page.getByTestId("create").click();
    await page.waitForURL(/\/g\/[\w-]+\/share$/);
    const id = /\/g\/([\w-]+)\/share$/.exec(page.url())![1]!;
    expect(await page.getByTestId("telegram-link").inputValue()).toBe(
      `https://t.me/tavolo_test_bot/play?startapp=g_${id}`,
    );
    await page.getByTestId("discord-note").waitFor();
    await page.getByTestId("chat-apps").scrollIntoViewIfNeeded();
    await screenshot(page, "share-chat-apps");
  });
});
