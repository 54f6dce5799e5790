/**
 * The slow-game parts of the site through axe at phone and desktop width, with
 * screenshots: the create and join forms with their optional email field (a refused address
 * keeps the seat), the table's address field in its states, the clock with a holiday, the
 * resign confirmation, the offer about an absent player (made reachable by rewriting the
 * table the page receives: a real deadline takes a day), the development mailbox and the
 * confirmation and unsubscribe pages.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { api, baseURL, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { rewriteTables } from "./rewrite";

const person = people();

/** Axe, then a screenshot named `name` (screenshots/NAME-WIDTH.png) showing `testId` if given. */
async function check(page: Page, name: string, testId?: string): Promise<void> {
  await expectAccessible(page);
  if (testId) await page.getByTestId(testId).evaluate((e) => e.scrollIntoView({ block: "center" }));
  await screenshot(page, name);
}

/** The first link to `path` in the newest mail to `to`, as the development mailbox shows it. */
async function mailLink(to: string, path: string): Promise<string> {
  const list = await (await fetch(`${baseURL()}/dev/mail?to=${encodeURIComponent(to)}`)).text();
  const n = /href="\/dev\/mail\/(\d+)"/.exec(list)?.[1];
  expect(n, `no mail to ${to}`).toBeDefined();
  const html = await (await fetch(`${baseURL()}/dev/mail/${n}`)).text();
  // In a link of the text body, or in the List-Unsubscribe header (shown escaped, in <>).
  const url = new RegExp(`(https?://[^\\s"<>]*?${path}\\?.*?)(&gt;|"|\\s)`).exec(html)?.[1];
  expect(url, `no ${path} link`).toBeDefined();
  return url!.replace(/&amp;/g, "&");
}

/** Marks `seat` overdue in a table (what the page sees once a deadline has passed). */
function overdue(table: Table, seat: number): Table {
  const s = table.clock?.seats.find((c) => c.seat === seat);
  if (s) s.overdue = true;
  return table;
}

/** Rewrites every table `page` receives (HTTP and socket) so that `seat` is overdue. */
function pretendOverdue(page: Page, id: string, seat: number): Promise<void> {
  return rewriteTables(page, id, (t) => overdue(t, seat));
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("slow-game panels (%s)", (_label, viewport) => {
  it("create and join with an email, the table's panels, the mailbox and link pages", async () => {
    const w = viewport.width;
    const tag = `${w}-${Date.now().toString(36)}`;

    // The create form with its optional email field; a refused address keeps the game.
    const anna = await person({ viewport });
    const a = anna.page;
    await a.goto("/new/pazaak");
    await a.getByTestId("optional-mail").waitFor();
    await check(a, "create-mail");
    await a.getByLabel("Your name").fill("Anna");
    // The browser accepts it; the server does not (no dot in the domain).
    await a.getByTestId("optional-mail").fill("anna@localhost");
    await a.getByTestId("create").click();
    await a.getByTestId("mail-refused").waitFor();
    expect(await a.getByRole("alert").textContent()).toContain("not an email address");
    await check(a, "create-mail-refused");
    await a.getByTestId("mail-continue").click();
    await a.waitForURL(/\/share$/);

    // Bruno joins a game with a time per move, giving his address on the join page.
    const created = await api<CreateGameResponse>("POST", "/api/games", {
      game: "pazaak",
      name: "Anna",
      timePerMove: 2,
    });
    const bruno = await person({ viewport });
    const b = bruno.page;
    const address = `bruno.${tag}@example.org`;
    await b.goto(`/g/${created.id}#join=${created.invites[0]!.invite}`);
    await b.getByTestId("optional-mail").waitFor();
    await b.getByLabel("Your name").fill("Bruno");
    await b.getByTestId("optional-mail").fill(address);
    await check(b, "join-mail", "optional-mail");
    await b.getByTestId("join").click();
    await b.getByTestId("mail-panel").waitFor();
    await expect.poll(() => b.getByTestId("mail-state").textContent()).toContain("waiting");
    await b.getByTestId("clock-panel").waitFor();
    await check(b, "panel-pending", "mail-panel");

    // He confirms it from the mailbox (list and message pages through axe too).
    await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
    await check(b, "dev-mail-list");
    await b.getByRole("link", { name: /confirm your address/ }).click();
    await b.getByTestId("mail-subject").waitFor();
    await check(b, "dev-mail-message");
    await b.getByTestId("mail-text").getByRole("link").first().click();
    await b.getByTestId("mail-confirm").waitFor();
    await check(b, "mail-confirm-page");
    await b.getByTestId("mail-confirm").click();
    await b.getByTestId("mail-confirmed").waitFor();
    await check(b, "mail-confirmed-page");

    // Back at the table: confirmed, then a holiday, then the resign question.
    await b.goto(`/g/${created.id}`);
    await expect.poll(() => b.getByTestId("mail-state").textContent()).toContain("email when");
    await check(b, "panel-confirmed", "mail-panel");
    await b.getByRole("button", { name: "Pause my clock" }).click();
    await b.getByRole("button", { name: "I am back" }).waitFor();
    await check(b, "panel-holiday", "clock-panel");
    await b.getByTestId("resign").click();
    await b.getByTestId("resign-yes").waitFor();
    await check(b, "panel-resign", "mail-panel");
    // The question holds the focus on the safe answer, and gives it back on "no".
    const focused = () => b.evaluate(() => document.activeElement?.getAttribute("data-testid"));
    await expect.poll(focused).toBe("resign-no");
    await b.getByTestId("resign-no").click();
    await expect.poll(focused).toBe("resign");

    // The unsubscribe page from the confirmation email's link.
    await b.goto(await mailLink(address, "/mail/unsubscribe"));
    await b.getByTestId("mail-confirm").waitFor();
    await check(b, "mail-unsubscribe-page");

    // The address form while editing (the "Change" state).
    await b.goto(`/g/${created.id}`);
    await b.getByRole("button", { name: "Change" }).click();
    await b.getByLabel("Your email address for this game").waitFor();
    await check(b, "panel-change", "mail-panel");
    // Changing starts from the current address, and can be called off.
    expect(await b.getByLabel("Your email address for this game").inputValue()).toBe(address);
    await b.getByTestId("mail-cancel").click();
    await b.getByTestId("mail-state").waitFor();

    // Anna's table when Bruno has run out of time: the offer about him.
    const annaTable = await person({ viewport });
    const t = annaTable.page;
    await pretendOverdue(t, created.id, 1);
    await t.goto(`/g/${created.id}#seat=${created.token}`);
    await t.getByTestId("overdue-1").waitFor();
    await check(t, "panel-absent", "overdue-1");

    expect([...anna.errors, ...bruno.errors, ...annaTable.errors]).toEqual([]);
  });
});
