/**
 * The browser finder: the chosen Chromium starts, and a missing one fails with one sentence
 * saying what to do instead of a stack of launch errors.
 */
import { chromium } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { findBrowser, NO_BROWSER } from "./browser";

const saved = process.env.CHROME_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROME_PATH;
  else process.env.CHROME_PATH = saved;
});

describe("browser finder", () => {
  it("finds a Chromium that starts and renders a page", async () => {
    delete process.env.CHROME_PATH;
    const found = await findBrowser();
    const browser = await chromium.launch({
      executablePath: found.executablePath,
      args: found.args,
    });
    try {
      const page = await browser.newPage();
      await page.setContent("<p>± ×</p>");
      expect(await page.textContent("p")).toBe("± ×");
    } finally {
      await browser.close();
    }
  });

  it("a CHROME_PATH that does not exist fails with the sentence saying what to do", async () => {
    process.env.CHROME_PATH = "/nowhere/chrome";
    await expect(findBrowser()).rejects.toThrow(NO_BROWSER);
  });
});
