/**
 * The creator's players panel on the table: a new invitation for an open seat (the old link
 * stops working, the new one seats a friend), replacing a player who joined (their page and
 * their old link lose the seat and offer to watch; the new invitation seats someone else),
 * and the "last move" time under the turn banner. Audited with axe and photographed at phone
 * and desktop sizes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DESKTOP, expectAccessible, people, screenshot, openMore } from "./helpers";
import { joinByLink, shareToTable } from "./by-link";

const newPerson = people();
const person = (viewport?: typeof DESKTOP) => newPerson({ viewport });

/** Opens an invitation and takes the seat under `name`; waits for the table. */
async function join(page: Page, invite: string, name: string): Promise<void> {
  await joinByLink(page, invite, name);
  await page.locator(".pazaak").waitFor();
}

describe("the creator's players panel", () => {
  it("re-issues an open seat's invitation and replaces a player who joined", async () => {
    const anna = await person();
    const a = anna.page;

    // Anna creates a game; the share screen holds the first invitation.
    await a.goto("/");
    await a.getByTestId("play-pazaak").click();
    await a.getByLabel("Your name").fill("Anna");
    await a.getByTestId("create").click();
    await a.waitForURL(/\/share$/);
    const first = await a.getByTestId("invite-url").inputValue();
    const gameId = /\/g\/([\w-]+)\//.exec(a.url())?.[1] ?? "";
    await shareToTable(a);

    // The table says how old it is, and the panel lists seat 2 as open.
    await expect.poll(() => a.getByTestId("last-move").textContent()).toBe("created just now");
    await openMore(a);
    const row = a.getByTestId("seat-row-1");
    await expect.poll(() => row.textContent()).toContain("not taken yet");

    // A new invitation for the open seat, shown with its QR code, link and copy button.
    await row.locator("[data-action=new-invite]").click();
    const fresh = row.getByTestId("new-invite");
    await fresh.waitFor();
    const second = await fresh.getByTestId("invite-url").inputValue();
    expect(second).toMatch(new RegExp(`/g/${gameId}#join=[\\w-]+$`));
    expect(second).not.toBe(first);
    await expect.poll(() => fresh.locator("svg.qr").count()).toBe(1);
    await fresh.scrollIntoViewIfNeeded();
    await screenshot(a, "players-new-invite");
    await expectAccessible(a);
    // And in the dark theme (the header's toggle), then back.
    await a.locator("[data-action=theme]").click();
    await fresh.scrollIntoViewIfNeeded();
    await screenshot(a, "players-new-invite-dark");
    await expectAccessible(a);
    await a.locator("[data-action=theme]").click();

    // The share screen now shows the new invitation, not the dead one.
    await a.goto(`/g/${gameId}/share`);
    expect(await a.getByTestId("invite-url").inputValue()).toBe(second);
    await a.getByTestId("go-to-table").click();
    await openMore(a);

    // The old link says at once that it no longer works; the new one seats Bob.
    const bob = await person();
    const b = bob.page;
    await b.goto(first);
    await b.getByText("This invitation no longer works.").waitFor();
    expect(await b.getByLabel("Your name").count()).toBe(0);
    await join(b, second, "Bob");
    // The address bar holds the plain game address; Bob's personal link is on his device.
    const bobsLink = `${b.url()}#seat=${await b.evaluate(
      () =>
        Object.values(
          JSON.parse(localStorage.getItem("tavolo:games") ?? "{}") as Record<
            string,
            { token: string }
          >,
        )[0]?.token ?? "",
    )}`;

    // Anna sees Bob arrive, and replaces him after a confirmation.
    await expect.poll(() => row.textContent()).toContain("Bob");
    await row.locator("[data-action=replace]").click();
    const confirm = row.getByTestId("replace-confirm");
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Bob's link will stop working");
    await confirm.scrollIntoViewIfNeeded();
    await screenshot(a, "players-confirm");
    await expectAccessible(a);
    await confirm.locator("[data-action=replace-confirm]").click();
    await row.getByTestId("new-invite").waitFor();
    const third = await row.getByTestId("invite-url").inputValue();
    expect(third).not.toBe(second);
    await expect.poll(() => row.textContent()).toContain("not taken yet");

    // Bob's open page loses the seat at once, and so does his old link on the next load.
    await b.getByTestId("seat-gone").waitFor();
    expect(await b.getByTestId("seat-gone").textContent()).toContain(
      "This link no longer gives a seat in this game",
    );
    await screenshot(b, "seat-gone");
    await b.goto("about:blank");
    await b.goto(bobsLink);
    await b.getByTestId("seat-gone").waitFor();
    await expectAccessible(b);
    await b.getByTestId("watch-instead").click();
    await b.getByTestId("spectator-badge").waitFor();
    expect(new URL(b.url()).hash).toBe("");

    // The new invitation seats Carla; Anna's panel names her.
    const carla = await person();
    await join(carla.page, third, "Carla");
    await expect.poll(() => row.textContent()).toContain("Carla");
    // The spent invitation is no longer shown.
    expect(await row.getByTestId("new-invite").count()).toBe(0);
    await a.evaluate(() => scrollTo(0, 0));
    await screenshot(a, "table-created");

    // In Italian on a 320 px phone the panel still fits without sideways scrolling.
    await a.setViewportSize({ width: 320, height: 640 });
    await a.locator("#lang-select").selectOption("it");
    await a.locator("html[lang=it]").waitFor({ state: "attached" });
    await row.locator("[data-action=replace]").click();
    await row.getByTestId("replace-confirm").scrollIntoViewIfNeeded();
    await screenshot(a, "players-italian");
    await a.locator(".builder-bar").scrollIntoViewIfNeeded();
    await screenshot(a, "sidedeck-italian");
    expect(await a.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBe(0);
    await row.getByRole("button", { name: "Annulla" }).click();
    await a.locator("#lang-select").selectOption("en");

    // The same panel on a desktop, with the confirmation open.
    const desk = await person(DESKTOP);
    const you = `${new URL(a.url()).origin}/g/${gameId}#seat=${await a.evaluate(
      (id) =>
        (
          JSON.parse(localStorage.getItem("tavolo:games") ?? "{}") as Record<
            string,
            { token: string }
          >
        )[id]?.token ?? "",
      gameId,
    )}`;
    await desk.page.goto(you);
    await openMore(desk.page);
    const deskRow = desk.page.getByTestId("seat-row-1");
    await expect.poll(() => deskRow.textContent()).toContain("Carla");
    await deskRow.locator("[data-action=replace]").click();
    await deskRow.getByTestId("replace-confirm").scrollIntoViewIfNeeded();
    await screenshot(desk.page, "players-confirm");
    await expectAccessible(desk.page);
    await deskRow.getByRole("button", { name: "Cancel" }).click();
    expect(await deskRow.getByTestId("replace-confirm").count()).toBe(0);

    expect([...anna.errors, ...bob.errors, ...carla.errors, ...desk.errors]).toEqual([]);
  });
});
