/**
 * Mazzo's larger deck in the browser: a table link's first file carries only the default deck
 * (web/mazzo/deck.ts), so a game dealt with M28 loads that deck as a part and draws its cards,
 * names and log as before once the part is in (`data-parts` gone).
 */
import { describe, expect, it } from "vitest";
import { DECKS } from "../../src/engine/games/mazzo/cards";
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import { tableOf } from "./api-moves";
import { againstComputers } from "./api-games";
import { DESKTOP, PHONE, people, screenshot } from "./helpers";

const person = people();

describe("Mazzo's M28 deck", () => {
  it("draws an M28 table's hand, names and log once its deck's part is in", async () => {
    const g = await againstComputers("mazzo", { options: { deck: "M28" } });
    const view = (await tableOf(g.id, g.token)).view as MazzoView;
    expect(view.options.deck).toBe("M28");
    const hand = view.seats[0].hand ?? [];
    expect(hand.length).toBeGreaterThan(0);
    const { page } = await person({ viewport: PHONE });
    await page.goto(`/g/${g.id}#seat=${g.token}`);
    await page.getByTestId("felt").waitFor();
    await page.locator("html:not([data-parts])").waitFor();
    // Every card of the hand by its M28 name (never its bare id), the log's deck in words.
    const names = hand.map((id) => DECKS.M28.byId.get(id)?.name ?? "?");
    const buttons = page.locator(".mz-hand .card-btn");
    await expect.poll(() => buttons.count()).toBe(hand.length);
    const labels = (await buttons.allTextContents()).join(" | ");
    for (const n of names) expect(labels).toContain(n);
    await expect.poll(() => page.locator(".log-lines").textContent()).toContain("28-card deck");
    await screenshot(page, "mazzo-m28");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "mazzo-m28");
  });
});
