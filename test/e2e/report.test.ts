/**
 * Reporting a table in the browser: a player on a phone reports the table from under it (a
 * reason, their own words), hides the other player's messages for themselves, and reads the
 * confirmation; a spectator on a desktop reports too. Each waits for the state the page
 * announces (the panel's `data-state`, the confirmation's role) and then for the server's own
 * state, read through the operator's lookup, never for a time. Audited with axe and
 * photographed at 390 and 1280 px. A game the operator ended says so at its table.
 */
import { describe, expect, it } from "vitest";
import { DESKTOP, PHONE, api, expectAccessible, people, screenshot } from "./helpers";
import { pazaakForTwo } from "./api-games";
import { TEST_OPERATOR_TOKEN } from "./operator-token";

const person = people();

/** What the test reads of the operator's lookup (src/server/room/operator.ts `OperatorGame`). */
interface OperatorGame {
  reports: {
    snapshot: { reporter: unknown; reason: string; words: string; talk: { text: string }[] };
  }[];
}

/** The game's reports as the server holds them (the operator's lookup). */
async function reportsOf(id: string): Promise<OperatorGame["reports"]> {
  const game = await api<OperatorGame>(
    "GET",
    `/api/operator/games/${id}`,
    undefined,
    TEST_OPERATOR_TOKEN,
  );
  return game.reports;
}

describe("reporting a table", () => {
  it("a player reports from a phone, hides the other's messages, and is told in words", async () => {
    const { id, tokens } = await pazaakForTwo("Bruno");
    await api("POST", `/api/games/${id}/talk`, { text: "you are a cheat" }, tokens[1]);
    const { page } = await person({ viewport: PHONE });
    await page.goto(`/g/${id}#seat=${tokens[0]}`);
    await page.locator(".pazaak").waitFor();

    await page.getByTestId("report-open").click();
    const panel = page.getByTestId("report-panel");
    await panel.waitFor();
    expect(await panel.getAttribute("data-state")).toBe("form");
    // Nothing to send before a reason is chosen.
    expect(await page.getByTestId("report-send").isDisabled()).toBe(true);
    await page.getByLabel("Insults or harassment").check();
    await page.getByLabel("In your own words (optional)").fill("He insults me in the talk.");
    // Bruno's messages hidden for Anna only.
    await page.getByRole("button", { name: "Hide Bruno's messages" }).click();
    await expect
      .poll(() => page.getByTestId("report-hide-1").getAttribute("aria-pressed"))
      .toBe("true");
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "report-phone-form");
    await expectAccessible(page);

    await page.getByTestId("report-send").click();
    await page.locator("[data-testid=report-panel][data-state=done]").waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Thank you" }).textContent()).toContain(
      "reached the people who run this site",
    );
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, "report-phone-done");
    await expect.poll(async () => (await reportsOf(id)).length).toBe(1);
    const [stored] = await reportsOf(id);
    expect(stored!.snapshot).toMatchObject({
      reporter: { kind: "seat", seat: 0, name: "Anna" },
      reason: "abuse",
      words: "He insults me in the talk.",
    });
    expect(stored!.snapshot.talk.map((l) => l.text)).toEqual(["you are a cheat"]);

    // The talk says Bruno's messages are hidden here, and shows them again on request.
    await page.getByTestId("report-close").click();
    await page.getByTestId("report-open").waitFor();
    await page.getByTestId("talk-summary").click();
    await page.getByTestId("talk-hidden-seats").waitFor();
    expect(await page.getByTestId("talk-line").count()).toBe(0);
    await page.getByTestId("talk").scrollIntoViewIfNeeded();
    await screenshot(page, "report-phone-talk-hidden");
    await page.getByTestId("talk-unhide").click();
    await expect.poll(() => page.getByTestId("talk-line").count()).toBe(1);
  });

  it("a spectator reports from a desktop", async () => {
    const { id } = await pazaakForTwo("Bruno");
    const { page } = await person({ viewport: DESKTOP });
    await page.goto(`/g/${id}`);
    await page.locator(".pazaak").waitFor();
    await page.getByTestId("spectator-badge").waitFor();
    await page.getByTestId("report-open").click();
    await page.getByTestId("report-panel").waitFor();
    await page.getByLabel("Spam or advertising").check();
    await page.getByTestId("report-panel").scrollIntoViewIfNeeded();
    await screenshot(page, "report-desktop-form");
    await page.getByTestId("report-send").click();
    await page.locator("[data-testid=report-panel][data-state=done]").waitFor();
    await page.getByTestId("report-panel").scrollIntoViewIfNeeded();
    await screenshot(page, "report-desktop-done");
    await expectAccessible(page);
    await expect.poll(async () => (await reportsOf(id)).length).toBe(1);
    expect((await reportsOf(id))[0]!.snapshot).toMatchObject({
      reporter: { kind: "spectator" },
      reason: "spam",
      words: "",
    });
  });

  it("a game the operator ended says so at the table, for a player and a spectator", async () => {
    const { id, tokens } = await pazaakForTwo("Bruno");
    await api("POST", `/api/operator/games/${id}/end`, undefined, TEST_OPERATOR_TOKEN);
    for (const [viewport, token] of [
      [PHONE, tokens[0]],
      [DESKTOP, undefined],
    ] as const) {
      const { page } = await person({ viewport });
      await page.goto(token ? `/g/${id}#seat=${token}` : `/g/${id}`);
      const said = page.getByText("The site's operator ended this game; nobody wins it.");
      await said.waitFor();
      expect(await page.getByText("Game ended").count()).toBeGreaterThan(0);
      await said.scrollIntoViewIfNeeded();
      await screenshot(page, `report-closed-${token ? "seat" : "spectator"}`);
    }
  });
});
