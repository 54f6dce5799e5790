/**
 * The computer's level in the browser: the create form's level picker under a computer seat
 * (a labelled select) makes a strong computer, whose seat reads "Computer (strong)" on the
 * table; the try embed offers the level (a radio group) before dealing. Both fit a phone of
 * 390 and 320 px and pass axe; screenshots at 390 and 1280.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";

const person = people();

/** Nothing on the page is wider than the window (no sideways scrolling on a small phone). */
async function expectNoOverflow(page: Page): Promise<void> {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
}

/** The table of the game the page shows, as a spectator reads it (the players are public). */
async function tableOf(page: Page): Promise<Table> {
  return page.evaluate(async () => {
    const res = await fetch(`/api/games/${location.pathname.split("/")[2]}`);
    return (await res.json()) as Table;
  });
}

describe("the computer's level", () => {
  it("the create form makes a strong computer, and the table names it Computer (strong)", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto("/new/pazaak");
    await page.getByLabel("Your name").fill("Anna");
    // No level to choose until the seat is the computer's.
    expect(await page.getByTestId("level-1").count()).toBe(0);
    await page.getByRole("switch", { name: "Computer plays seat 2" }).check();
    const level = page.getByRole("combobox", { name: "Level of the computer at seat 2" });
    expect(await level.inputValue()).toBe("normal");
    await level.selectOption({ label: "Strong" });
    await expectAccessible(page);
    await expectNoOverflow(page);
    await screenshot(page, "create-level");
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoOverflow(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "create-level");
    await page.setViewportSize(PHONE);

    await page.getByTestId("create").click();
    await page.waitForURL(/\/g\/[\w-]+$/);
    const table = await tableOf(page);
    expect(table.players[1]).toMatchObject({ computer: true, level: "strong" });
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator(".boards").waitFor();
    await expect
      .poll(() => page.locator(".board-panel:not(.you) .pname").textContent())
      .toContain("Computer (strong)");
    expect(errors).toEqual([]);
  });

  it("the try embed offers the level before dealing, and deals against it", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto("/embed/try/pazaak");
    const group = page.getByRole("group", { name: "The computer plays" });
    expect(await group.getByRole("radio", { name: "Normal" }).isChecked()).toBe(true);
    await group.getByRole("radio", { name: "Easy" }).check();
    expect(await group.getByRole("radio", { name: "Easy" }).isChecked()).toBe(true);
    await expectAccessible(page);
    await expectNoOverflow(page);
    await screenshot(page, "embed-try-level");
    await page.setViewportSize({ width: 320, height: 700 });
    await expectNoOverflow(page);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "embed-try-level");
    await page.setViewportSize(PHONE);

    await page.locator("[data-action=try-start]").click();
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator(".boards").waitFor();
    await expect
      .poll(() => page.locator(".board-panel:not(.you) .pname").textContent())
      .toContain("Computer (easy)");
    expect(errors).toEqual([]);
  });
});
