/**
 * The "why not?" bubble, as the browser tests read it: the engine's reason for a refused card
 * or action, shown on a tap or the keyboard's focus.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * The bubble's text once it shows, checked to be read out by screen readers (role=status); with
 * `control` (a selector), once the bubble is that focused control's.
 */
export async function whyBubble(page: Page, control?: string): Promise<string> {
  const b = page.getByTestId("why-bubble");
  await b.waitFor();
  expect(await b.getAttribute("role")).toBe("status");
  if (control) await page.locator(`${control}[data-why-shown]:focus`).waitFor();
  return (await b.textContent()) ?? "";
}
