/**
 * The privacy page from the app: every page's footer links to it in the page's language (a
 * switch of language changes the link), the Worker's page opens in that language, passes axe,
 * and is photographed at phone and desktop sizes with the footer that leads to it.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, expectAccessible, contexts, screenshot, watchErrors } from "./helpers";

// One browser for the file; each test's contexts are closed with it (helpers.ts).
const context = contexts();

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("the privacy page on a %s", (_label, viewport) => {
  it("is linked from the footer in the page's language and opens in it", async () => {
    const ctx = await context({ viewport, locale: "it-IT" });
    const page = await ctx.newPage();
    const errors = watchErrors(page);
    await page.goto("/rules/pazaak");
    const link = page.getByTestId("privacy-link");
    await expect.poll(() => link.getAttribute("href")).toBe("/privacy?lang=it");
    expect(await link.textContent()).toBe("Privacy: cosa conserviamo");
    await link.scrollIntoViewIfNeeded();
    await screenshot(page, "privacy-footer");
    // Another language: the link follows.
    await page.locator("#lang-select").selectOption("nl");
    await expect.poll(() => link.getAttribute("href")).toBe("/privacy?lang=nl");

    await link.click();
    await page.getByTestId("privacy").waitFor();
    expect(new URL(page.url()).pathname).toBe("/privacy");
    expect(await page.locator("html").getAttribute("lang")).toBe("nl");
    expect(await page.getByTestId("privacy").textContent()).toBe("Privacy: wat Tavolo bewaart");
    // The numbers come from the configuration (test/server/privacy.test.ts checks each).
    expect(await page.locator('[data-fact="inactiveDays"]').textContent()).toBe("60");
    await expectAccessible(page);
    await screenshot(page, "privacy");
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
