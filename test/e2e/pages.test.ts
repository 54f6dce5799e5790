/**
 * Every page, as a person first meets it: the home page and its games, the create form, the
 * share screen, the join form, the side-deck builder, the table and the spectator view.
 * Each is audited with axe-core (no serious or critical violation) in the light and the dark
 * theme, and photographed at phone (390×844) and desktop (1280×800) sizes into screenshots/.
 * Language and theme choices are remembered.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAMES } from "../../web/games";
import { computerPazaak } from "./api-moves";
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  launch,
  newContext,
  screenshot,
  watchErrors,
} from "./helpers";

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Audits the page in both themes (switching with the header's toggle). */
async function auditBothThemes(page: Page): Promise<void> {
  await expectAccessible(page);
  const before = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.locator("[data-action=theme]").click();
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
  await expectAccessible(page);
  await page.locator("[data-action=theme]").click();
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("every page on a %s", (_label, viewport) => {
  it("home, create, share, join, side decks, table and spectator pass axe and are photographed", async () => {
    const ctx = await newContext(browser, { viewport });
    const friend = await newContext(browser, { viewport, dark: true });
    const page = await ctx.newPage();
    const errors = watchErrors(page);

    // Home: four games, those without a table yet coming soon, each with a pitch and how to play.
    await page.goto("/");
    // The page draws once its language's words have arrived (a chunk of their own).
    await page.locator(".game-tile").first().waitFor();
    expect(await page.locator(".game-tile").count()).toBe(4);
    expect(await page.locator(".game-tile .badge", { hasText: "Coming soon" }).count()).toBe(
      GAMES.filter((g) => !g.playable).length,
    );
    expect(await page.locator(".game-tile details").count()).toBe(4);
    await screenshot(page, "home");
    await auditBothThemes(page);

    // Create form, with the advanced rules folded open for the audit.
    await page.getByTestId("play-pazaak").click();
    await page.locator("details.advanced summary").click();
    expect(await page.locator("details.advanced select").count()).toBeGreaterThan(3);
    await page.locator("details.advanced summary").click();
    await screenshot(page, "create");
    await auditBothThemes(page);
    await page.getByLabel("Your name").fill("Anna");
    await page.getByTestId("create").click();

    // Share screen.
    await page.waitForURL(/\/share$/);
    await page.locator("svg.qr").waitFor();
    await screenshot(page, "share");
    await auditBothThemes(page);
    const invite = await page.getByTestId("invite-url").inputValue();

    // Join form, in the friend's dark-themed browser.
    const fp = await friend.newPage();
    await fp.goto(invite);
    await fp.getByTestId("join").waitFor();
    await screenshot(fp, "join");
    await auditBothThemes(fp);

    // The side-deck builder: pick a few cards by hand, then look.
    await page.getByTestId("go-to-table").click();
    await page.locator(".builder").waitFor();
    for (const card of ["P3", "M4", "PM2", "PM2", "D"])
      await page.locator(`.pool-card[data-card=${card}]`).click();
    expect(await page.locator(".tally").textContent()).toContain("5 / 10");
    await screenshot(page, "sidedeck");
    await auditBothThemes(page);
    // A ready-made deck loads into the builder; confirming sends those ten cards.
    await page.locator("[data-action=preset]").first().click();
    expect(await page.locator(".tally").textContent()).toContain("10 / 10");
    await page.getByRole("button", { name: "Use these 10" }).click();
    await page.locator(".builder.waiting").waitFor();
    expect(await page.locator(".builder.waiting .deck-row .card").count()).toBe(10);
    expect(await page.locator(".builder.waiting").textContent()).toContain("Waiting for Seat 2");

    // A table in play (against the computer), and the same game for a spectator.
    const game = await computerPazaak(true);
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator("[data-action=end-turn]").waitFor();
    await page.locator(".hand .card-btn:not([aria-disabled=true])").first().click();
    await screenshot(page, "table");
    await auditBothThemes(page);
    const sp = await friend.newPage();
    await sp.goto(`/g/${game.id}`);
    await sp.locator(".boards").waitFor();
    expect(await sp.getByTestId("own-hand").count()).toBe(0);
    await screenshot(sp, "spectator-dark");
    await auditBothThemes(sp);

    // Back home: the games of this device, with whose turn it is.
    await page.goto("/");
    await page.locator(".my-games .mg-status").first().waitFor();
    expect(await page.locator(".my-games li").count()).toBe(2);
    expect(await page.locator(".my-games .mg-status.yours").count()).toBeGreaterThan(0);
    await screenshot(page, "home-returning");
    await expectAccessible(page);

    expect(errors).toEqual([]);
    await ctx.close();
    await friend.close();
  });
});

describe("preferences", () => {
  it("remembers the language and the theme; the browser's language is the default", async () => {
    const ctx = await newContext(browser, { locale: "nl-NL" });
    const page = await ctx.newPage();
    await page.goto("/");
    expect(await page.locator("h1").textContent()).toBe(
      "Kaartspellen met vrienden, door een link te sturen",
    );
    await page.getByLabel("Taal").selectOption("it");
    // The Italian words are their own small download.
    await page.locator("h1", { hasText: "Giochi di carte" }).waitFor();
    expect(await page.locator("h1").textContent()).toBe(
      "Giochi di carte con gli amici, mandando un link",
    );
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    const theme = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.locator("[data-action=theme]").click();
    await page.reload();
    expect(await page.locator("h1").textContent()).toBe(
      "Giochi di carte con gli amici, mandando un link",
    );
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(theme);
    await screenshot(page, "home-italian");
    await ctx.close();
  });

  it("lays out without sideways scrolling at 320 px", async () => {
    const ctx = await newContext(browser, { viewport: { width: 320, height: 640 } });
    const page = await ctx.newPage();
    const game = await computerPazaak(true);
    for (const path of ["/", "/new/pazaak", `/g/${game.id}#seat=${game.token}`]) {
      await page.goto(path);
      await page.locator("main").waitFor();
      if (path.startsWith("/g/")) await page.locator(".boards").waitFor();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      await screenshot(page, path === "/" ? "home" : path.startsWith("/new") ? "create" : "table");
    }
    await ctx.close();
  });
});
