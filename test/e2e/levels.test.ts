/**
 * The computer's level in the browser: the create form's level picker under a computer seat
 * (a labelled select, with a line on what the chosen level means) makes a strong computer, whose
 * board reads "Computer" with "strong" on a small line under it, whole on a phone, and whose
 * level no sentence repeats; the try embed offers the level (a radio group) before dealing; an
 * invitation lists a computer with its level, once. Both fit a phone of 390 and 320 px and pass
 * axe; screenshots at 390 and 1280.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { api, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { againstComputers } from "./api-games";

const person = people();

/** Nothing on the page is wider than the window (no sideways scrolling on a small phone). */
async function expectNoOverflow(page: Page): Promise<void> {
  const wide = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(wide).toBeLessThanOrEqual(0);
}

/**
 * The phone-width page passes axe and fits the window at 390 and 320 px; screenshots `shot` at
 * phone and desktop width, then returns to the phone.
 */
async function expectLaidOut(page: Page, shot: string): Promise<void> {
  await expectAccessible(page);
  await expectNoOverflow(page);
  await screenshot(page, shot);
  await page.setViewportSize({ width: 320, height: 700 });
  await expectNoOverflow(page);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, shot);
  await page.setViewportSize(PHONE);
}

/** The table of the game the page shows, as a spectator reads it (the players are public). */
async function tableOf(page: Page): Promise<Table> {
  return page.evaluate(async () => {
    const res = await fetch(`/api/games/${location.pathname.split("/")[2]}`);
    return (await res.json()) as Table;
  });
}

describe("the computer's level", () => {
  it("the create form makes a strong computer, and its board shows the level under the name", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto("/new/pazaak");
    await page.getByLabel("Your name").fill("Anna");
    // No level to choose until the seat is the computer's.
    expect(await page.getByTestId("level-1").count()).toBe(0);
    await page.getByRole("switch", { name: "Computer plays seat 2" }).check();
    const level = page.getByRole("combobox", { name: "Level of the computer at seat 2" });
    expect(await level.inputValue()).toBe("normal");
    // Each level says in a line what it means, tied to the select for screen readers.
    const hint = page.getByTestId("level-hint-1");
    expect(await hint.textContent()).toMatch(/steady player/);
    await level.selectOption({ label: "Easy" });
    expect(await hint.textContent()).toMatch(/beginner/);
    await level.selectOption({ label: "Strong" });
    expect(await hint.textContent()).toMatch(/hard to beat/);
    expect(await level.getAttribute("aria-describedby")).toBe("level-hint-1");
    await expectLaidOut(page, "create-level");

    await page.getByTestId("create").click();
    await page.waitForURL(/\/g\/[\w-]+$/);
    const table = await tableOf(page);
    expect(table.players[1]).toMatchObject({ computer: true, level: "strong" });
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator(".boards").waitFor();
    // The name whole, the level a small line of its own under it (a board could cut
    // "Computer (strong)" to "Computer (stro…" on a phone).
    const board = page.locator(".board-panel:not(.you)");
    await board.locator(".pname-level").getByText("strong").waitFor();
    const text = board.locator(".pname-text");
    expect(await text.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await text.textContent()).not.toContain("(");
    await screenshot(page, "level-board");
    await page.setViewportSize(DESKTOP);
    await screenshot(page, "level-board");
    // Sentences name the computer without its level: the board said it once.
    expect(await page.getByTestId("turn-banner").textContent()).not.toMatch(/strong/);
    expect(await page.getByTestId("move-log").textContent()).not.toMatch(/strong/);
    expect(errors).toEqual([]);
  });

  it("a normal computer shows its level like the others, and an invitation names it once", async () => {
    const game = await api<CreateGameResponse>("POST", "/api/games", {
      game: "mattazza",
      name: "Anna",
      seats: 3,
      computer: [1],
    });
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    const seat = page.locator(".mz-seat[data-seat='1']");
    await seat.locator(".pname-level").getByText("normal").waitFor();
    await screenshot(page, "level-mattazza-seat");
    // The invitation lists who is at the table: the computer's name says what it is, the
    // level what the name leaves out; "Computer (computer)" said it twice.
    const friend = await person({ viewport: PHONE });
    await friend.page.goto(`/g/${game.id}#join=${game.invites[0]!.invite}`);
    const seated = friend.page.getByTestId("join-seated");
    await seated.waitFor();
    expect(await seated.textContent()).toContain("Computer (normal)");
    expect(await seated.textContent()).not.toMatch(/\(computer\)/);
    await screenshot(friend.page, "level-invitation");
    // MazzelTof's seat heads show it the same way.
    const mt = await againstComputers("mazzeltof", { seats: 4, computerLevels: { "1": "easy" } });
    await page.goto(`/g/${mt.id}#seat=${mt.token}`);
    await page.locator(".mazzeltof .pname-level").getByText("easy").waitFor();
    expect(await page.locator(".mazzeltof .pname-level").count()).toBe(3);
    await screenshot(page, "level-mazzeltof");
    expect(errors).toEqual([]);
  });

  it("the try embed offers the level before dealing, and deals against it", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto("/embed/try/pazaak");
    const group = page.getByRole("group", { name: "The computer plays" });
    expect(await group.getByRole("radio", { name: "Normal" }).isChecked()).toBe(true);
    await group.getByRole("radio", { name: "Easy" }).check();
    expect(await group.getByRole("radio", { name: "Easy" }).isChecked()).toBe(true);
    await expectLaidOut(page, "embed-try-level");

    await page.locator("[data-action=try-start]").click();
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator(".boards").waitFor();
    await expect
      .poll(() => page.locator(".board-panel:not(.you) .pname-level").textContent())
      .toBe("easy");
    expect(errors).toEqual([]);
  });
});
