/**
 * One person against the computer: a whole match through the UI, with "your turn" in the
 * title and favicon, a turn taken with the keyboard only, and a dropped live connection that
 * shows "connection lost, reconnecting…" and recovers by itself. A move the server refuses
 * shows its message.
 */
import type { Browser, BrowserContext, WebSocketRoute } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  launch,
  newContext,
  playMatch,
  screenshot,
  seqOf,
  waitSeqAfter,
  watchErrors,
} from "./helpers";
import { againstComputers } from "./api-games";

let browser: Browser;
let ctx: BrowserContext;

beforeAll(async () => {
  browser = await launch();
  ctx = await newContext(browser);
});
afterAll(async () => {
  await ctx?.close();
  await browser?.close();
});

describe("a match against the computer", () => {
  it("plays to the end, with live reconnection, title and keyboard play", async () => {
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    // Keep a handle on the first live socket so the test can cut it like a flaky network.
    const sockets: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/api\/games\/[\w-]+\/live$/, (ws) => {
      ws.connectToServer();
      sockets.push(ws);
    });

    await page.goto("/new/pazaak");
    await page.getByLabel("Your name").fill("Anna");
    await page.getByRole("switch", { name: "Computer plays seat 2" }).check();
    await page.getByTestId("create").click();
    // No invitation to send: straight to the table.
    await page.waitForURL(/\/g\/[\w-]+$/);
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator(".boards").waitFor();

    // The computer's name is on its board, and its hand shows as four backs.
    expect(await page.locator(".board-panel:not(.you) .pname").textContent()).toContain("Computer");
    expect(await page.locator("[data-testid=hand-backs] .card.back").count()).toBe(4);

    // Your turn shows in the title (and the favicon gets a dot).
    await page.locator("[data-action=end-turn]").waitFor();
    await expect.poll(() => page.title()).toMatch(/^● Your turn/);
    const icon = await page.locator("link[rel=icon]").getAttribute("href");
    expect(icon).toBe("/icons/favicon-turn.svg");
    // The turn's favicon is the card with its dot.
    const drawn = await page.evaluate((href) => fetch(href!).then((r) => r.text()), icon);
    expect(drawn).toContain("<circle");

    // Keyboard only: tab to "End turn" and press Enter.
    const seq = await seqOf(page);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      if (
        await page.evaluate(
          () => document.activeElement?.getAttribute("data-action") === "end-turn",
        )
      )
        break;
    }
    expect(await page.evaluate(() => document.activeElement?.matches(":focus-visible"))).toBe(true);
    await page.keyboard.press("Enter");
    await waitSeqAfter(page, seq);

    // The network drops the live socket: the page says so, then reconnects on its own.
    const before = sockets.length;
    expect(before).toBeGreaterThan(0);
    await sockets[before - 1]?.close();
    await page.getByTestId("conn-lost").waitFor();
    await screenshot(page, "connection-lost");
    await page.getByTestId("conn-lost").waitFor({ state: "detached" });
    expect(sockets.length).toBe(before + 1);

    const decisions = await playMatch([page]);
    expect(decisions).toBeGreaterThan(3);
    const result = await page.getByTestId("match-result").textContent();
    expect(result).toMatch(/(You win the match!|The computer wins the match)/);
    expect(await page.title()).not.toMatch(/Your turn/);
    await screenshot(page, "match-over");
    await page.locator("[data-action=verify]").click();
    await page.getByTestId("verdict").waitFor();
    expect(await page.getByTestId("verdict").textContent()).toContain("✓");
    expect(errors).toEqual([]);
  });

  it("shows the server's message when a move is refused", async () => {
    const game = await againstComputers("pazaak");
    // The same seat open twice; the second page hears nothing live, so it falls behind.
    const fresh = await ctx.newPage();
    const stale = await ctx.newPage();
    await stale.routeWebSocket(/\/live$/, (ws) => {
      const server = ws.connectToServer();
      server.onMessage(() => {
        /* swallowed: this page never learns of other moves */
      });
    });
    const link = `/g/${game.id}#seat=${game.token}`;
    await stale.goto(link);
    await stale.locator("[data-action=random-deck]").waitFor();
    await fresh.goto(link);
    await fresh.locator("[data-action=random-deck]").click();
    await fresh.locator("[data-action=use-deck]").click();
    // (the computer may have chosen already, and then the match starts at once)
    await fresh.locator(".builder.waiting, .boards").first().waitFor();

    // The stale page still offers the choice; the server refuses it and says why.
    await stale.locator("[data-action=random-deck]").click();
    await stale.locator("[data-action=use-deck]").click();
    await stale.getByTestId("move-error").waitFor();
    expect((await stale.getByTestId("move-error").textContent())?.trim()).not.toBe("");
    // The refusal carried the current table: the page has caught up.
    await stale.locator(".builder.waiting, .boards").first().waitFor();
    await fresh.close();
    await stale.close();
  });
});
