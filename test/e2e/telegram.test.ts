/**
 * The Telegram Mini App's entry page in Chromium, without Telegram: the page's Telegram script
 * is answered by a stub (nothing reaches telegram.org) that sets `window.Telegram.WebApp` with
 * init data signed by the test's throwaway bot token. Opened without a game it offers the games
 * to start (photographed at phone and desktop sizes); opened with `g_<id>` by the user who
 * created that game from Telegram, it stores the user's seat and shows the table.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol";
import { signInitData } from "../server/telegram-sign";
import {
  DESKTOP,
  PHONE,
  baseURL,
  expectAccessible,
  contexts,
  screenshot,
  seatToken,
  watchErrors,
} from "./helpers";

// One browser for the file; each test's contexts are closed with it (helpers.ts).
const context = contexts();

const seconds = () => Math.floor(Date.now() / 1000);

/** Answers Telegram's script with a stub carrying `initData`, as the real one would set it. */
async function stubTelegram(page: Page, initData: string): Promise<void> {
  await page.route("https://telegram.org/**", (route) =>
    route.fulfill({
      contentType: "application/javascript",
      body: `window.Telegram = { WebApp: { initData: ${JSON.stringify(initData)}, ready() {}, expand() {} } };`,
    }),
  );
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("the /telegram page on a %s", (label, viewport) => {
  it("boots with Telegram's init data and offers the games to start", async () => {
    const ctx = await context({ viewport });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await stubTelegram(page, await signInitData({ userId: 5001, authDate: seconds() }));
    await page.goto("/telegram");
    const main = page.locator('[data-testid="telegram-page"][data-state="start"]');
    await main.waitFor();
    expect(await main.getByRole("heading").textContent()).toBe("Hello Tilde");
    expect(await page.getByTestId("tg-new-pazaak").getAttribute("href")).toBe("/new/pazaak");
    await expectAccessible(page);
    await screenshot(page, `telegram-start-${label}`);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});

describe("the /telegram page", () => {
  it("opens the game of g_<id> at the user's own seat", async () => {
    const userId = 5002 + Math.floor(Math.random() * 1e6);
    const res = await fetch(`${baseURL()}/api/games`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-telegram-init-data": await signInitData({ userId, authDate: seconds() }),
      },
      body: JSON.stringify({ game: "pazaak", name: "Tilde" }),
    });
    const created = (await res.json()) as CreateGameResponse;
    expect(res.status).toBe(201);
    // Another device of the same user: nothing stored, the game's link.
    const ctx = await context({ viewport: PHONE });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    const later = await signInitData({
      userId,
      authDate: seconds(),
      startParam: `g_${created.id}`,
    });
    await stubTelegram(page, later);
    await page.goto("/telegram");
    await page.waitForURL(`**/g/${created.id}`);
    await page.locator('[data-live="open"]').first().waitFor();
    expect(await seatToken(page, created.id)).toBe(created.token);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it("says so when opened outside Telegram", async () => {
    const ctx = await context({ viewport: PHONE });
    const page = await ctx.newPage();
    await page.route("https://telegram.org/**", (route) =>
      route.fulfill({ contentType: "application/javascript", body: "" }),
    );
    await page.goto("/telegram");
    await page.locator('[data-testid="telegram-page"][data-state="outside"]').waitFor();
    await ctx.close();
  });
});
