/**
 * A game made and joined by link as people do it in the browser: the create form's button on to
 * the share screen, the share screen on to the table, and a friend taking a seat from an
 * invitation. The games' own tests fill the form and look at what is theirs around these.
 */
import type { Page } from "playwright-core";

/** Creates the game the create form holds (filled in), on to its share screen: the game's id. */
export async function createAndShare(page: Page): Promise<string> {
  await page.getByTestId("create").click();
  await page.waitForURL(/\/g\/[\w-]+\/share$/);
  return /\/g\/([\w-]+)\//.exec(page.url())?.[1] ?? "";
}

/** From a game's share screen to its table. */
export async function shareToTable(page: Page): Promise<void> {
  await page.getByTestId("go-to-table").click();
  await page.waitForURL(/\/g\/[\w-]+$/);
}

/** Opens an invitation and takes the seat under `name`, on to the table's page. */
export async function joinByLink(page: Page, invite: string, name: string): Promise<void> {
  await page.goto(invite);
  await page.getByLabel("Your name").fill(name);
  await page.getByTestId("join").click();
  await page.waitForURL(/\/g\/[\w-]+$/);
}
