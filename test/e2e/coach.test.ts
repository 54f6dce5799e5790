/**
 * "Why not?" and learning games in Chromium, at phone and desktop width, through axe with
 * screenshots: a card that cannot be played stays focusable, and a tap or the keyboard's focus
 * shows the engine's reason in a bubble screen readers read (in English, and in Italian); a
 * learning game chosen on the create form says so on the share page and the table, and its Hint
 * button marks the normal computer's move with the reason. Other seats move through the API,
 * which waits for the computer (api-moves.ts).
 */
import { describe, expect, it } from "vitest";
import { apiMove, everyoneSeated, settledTable, tableOf } from "./api-moves";
import {
  api,
  contexts,
  DESKTOP,
  expectAccessible,
  PHONE,
  screenshot,
  waitSeqAfter,
  watchErrors,
} from "./helpers";
import { againstComputers } from "./api-games";
import { whyBubble } from "./why-bubble";

const context = contexts();

/** A page of one person's browser, at `viewport`, in `locale`. */
async function pageAt(viewport: typeof PHONE, locale = "en-US") {
  const page = await (await context({ viewport, locale })).newPage();
  return { page, errors: watchErrors(page) };
}

/** Both Pazaak seats taken by people and past their side decks: ids, tokens, who is to act. */
async function pazaakDealt() {
  const { id, tokens } = await everyoneSeated({ game: "pazaak" }, ["Anna", "Bruno"]);
  for (const token of tokens) await apiMove(id, token, { type: "randomSideDeck" });
  const table = await tableOf(id);
  const actor = table.toAct[0]!;
  return { id, tokens, actor, idle: 1 - actor };
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("why not? (%s)", (label, viewport) => {
  it("a card that cannot be played says why, on a tap and on the keyboard's focus", async () => {
    const { id, tokens, idle } = await pazaakDealt();
    const { page, errors } = await pageAt(viewport);
    await page.goto(`/g/${id}#seat=${tokens[idle]}`);
    await page.locator(".game-page[data-live=open]").waitFor();
    const card = page.locator("[data-testid=own-hand] button[data-card]").first();
    expect(await card.getAttribute("aria-disabled")).toBe("true");
    // Focusable and never disabled (Playwright counts aria-disabled as disabled: force the tap).
    expect(await card.evaluate((e) => (e as HTMLButtonElement).disabled)).toBe(false);
    await card.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await card.click({ force: true });
    expect(await whyBubble(page)).toBe("Why not? It is not your turn.");
    await expectAccessible(page);
    await screenshot(page, `why-not-${label}`);
    // Escape closes it; the keyboard's focus on the next card asks again.
    await page.keyboard.press("Escape");
    await page.getByTestId("why-bubble").waitFor({ state: "hidden" });
    await page.keyboard.press("Tab");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute("data-why")))
      .toBe(true);
    expect(await whyBubble(page)).toBe("Why not? It is not your turn.");
    // A normal game: no hint, no sign.
    expect(await page.getByTestId("hint").count()).toBe(0);
    expect(await page.getByTestId("learning-badge").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("why not? in Italian, in Mattazza", () => {
  it("words the rule's code in the reader's language", async () => {
    const { id, tokens } = await everyoneSeated({ game: "mattazza", seats: 3 }, ["A", "B", "C"]);
    const table = await tableOf(id);
    const idle = [0, 1, 2].find((s) => !table.toAct.includes(s))!;
    const { page, errors } = await pageAt(PHONE, "it-IT");
    await page.goto(`/g/${id}#seat=${tokens[idle]}`);
    await page.locator(".game-page[data-live=open]").waitFor();
    // Tapped at once: a redraw while the answer comes keeps it (why-bubble.ts `sameControl`).
    await page.locator("[data-testid=own-hand] button[data-why]").first().click({ force: true });
    expect(await whyBubble(page)).toBe("Perché no? Non è il tuo turno.");
    expect(errors).toEqual([]);
  });
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("learning games (%s)", (label, viewport) => {
  it("the create form's switch: the share page and the table say so", async () => {
    const { page, errors } = await pageAt(viewport);
    await page.goto("/new/pazaak");
    await page.getByLabel("Your name").fill("Anna");
    await page.getByTestId("create-learning").check();
    await page
      .getByTestId("create-learning")
      .evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expectAccessible(page);
    await screenshot(page, `learning-create-${label}`);
    await page.getByTestId("create").click();
    await page.waitForURL(/\/share$/);
    const id = /\/g\/([^/]+)\/share/.exec(page.url())![1]!;
    // The server's table holds the choice (the page's switch was only the form's).
    expect((await tableOf(id)).learning).toBe(true);
    await page.getByTestId("learning-badge").waitFor();
    expect(await page.getByTestId("learning-badge").textContent()).toContain(
      "A learning game: hints on",
    );
    await screenshot(page, `learning-share-${label}`);
    await page.goto(`/g/${id}`);
    await page.getByTestId("hint-bar").getByTestId("learning-badge").waitFor();
    expect(errors).toEqual([]);
  });

  it("the Hint button marks the computer's move for the seat, with why", async () => {
    const created = await againstComputers("pazaak", { learning: true });
    const { page, errors } = await pageAt(viewport);
    await page.goto(`/g/${created.id}#seat=${created.token}`);
    await page.locator(".game-page[data-live=open]").waitFor();
    // The computer's side deck first, so the page's table is the one the hint is about.
    const dealing = await settledTable(created.id, created.token);
    await page.waitForFunction(
      (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) >= s,
      dealing.seq,
    );
    // The side deck: the flexible preset, marked.
    await page.getByTestId("hint").click();
    await expect
      .poll(() => page.getByTestId("hint-said").textContent())
      .toContain("The flexible deck");
    expect(await page.locator("[data-hint]").getAttribute("data-preset")).toBe("duals");
    // Dealt (the computer's side deck is waited for), then the turn's hint.
    const before = (await settledTable(created.id, created.token)).seq;
    await apiMove(created.id, created.token, { type: "randomSideDeck" });
    await waitSeqAfter(page, before);
    const mine = await settledTable(created.id, created.token);
    await page.waitForFunction(
      (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) >= s,
      mine.seq,
    );
    expect(mine.toAct).toContain(0);
    await page.getByTestId("hint").click();
    await expect.poll(() => page.getByTestId("hint-said").textContent()).toMatch(/\.$/);
    const hint = await api<{ move: { type: string; card?: string } }>(
      "GET",
      `/api/games/${created.id}/hint`,
      undefined,
      created.token,
    );
    const marked = page.locator("[data-hint]");
    expect(await marked.count()).toBe(1);
    if (hint.move.card) expect(await marked.getAttribute("data-card")).toBe(hint.move.card);
    else
      expect(await marked.getAttribute("data-action")).toBe(
        hint.move.type === "endTurn" ? "end-turn" : "stand",
      );
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `hint-${label}`);
    expect(errors).toEqual([]);
  });
});
