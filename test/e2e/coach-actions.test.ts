/**
 * "Why not?" on actions in Chromium, one per game: an action shown while the rules refuse it
 * (Pazaak's "Use this deck" short of ten cards, Mazzo's face-up answer with a card that lacks
 * the ability, Mattazza's second call for help, MazzelTof's cancel of the red pawn without a
 * joker) stays focusable and aria-disabled, and the keyboard's focus on it shows the engine's
 * reason in the bubble screen readers read (role=status), in English and, for Mazzo, in Italian
 * naming the card. Screenshots of a reason at 390 and 1280 px; axe audits the page with it.
 * Tables are set up through the API, which waits for the computer (api-moves.ts).
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { cardName } from "../../src/engine/games/mazzo";
import type { Table } from "../../src/protocol";
import { apiMove, everyoneSeated, playOn, tableOf } from "./api-moves";
import { contexts, DESKTOP, expectAccessible, PHONE, screenshot, watchErrors } from "./helpers";
import { whyBubble } from "./why-bubble";

const context = contexts();

/** A page of one person's browser, at `viewport`, in `locale`, on `id`'s table for `token`. */
async function tableAt(id: string, token: string, viewport = PHONE, locale = "en-US") {
  const page = await (await context({ viewport, locale })).newPage();
  const errors = watchErrors(page);
  await page.goto(`/g/${id}#seat=${token}`);
  await page.locator(".game-page[data-live=open]").waitFor();
  return { page, errors };
}

/** Moves the keyboard's focus onto `selector` with Tab (a focus the page sees as the keyboard's). */
async function tabTo(page: Page, selector: string): Promise<void> {
  await page.locator(selector).first().waitFor();
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`the keyboard never reached ${selector}`);
}

/** The reason the bubble reads out for the focused, refused `selector`. */
async function reasonOf(page: Page, selector: string): Promise<string> {
  const control = page.locator(`${selector}:focus`);
  expect(await control.getAttribute("aria-disabled")).toBe("true");
  expect(await control.evaluate((e) => (e as HTMLButtonElement).disabled)).toBe(false);
  return whyBubble(page, selector);
}

/** Tabs to the refused `selector`, expects the bubble to read `reason`, and takes `shot`. */
async function expectWhy(page: Page, selector: string, reason: string, shot: string) {
  await tabTo(page, selector);
  expect(await reasonOf(page, selector)).toBe(reason);
  await screenshot(page, shot);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("pazaak (%s)", (label, viewport) => {
  it("'Use this deck' short of ten cards says why on the keyboard's focus", async () => {
    const { id, tokens } = await everyoneSeated({ game: "pazaak" }, ["Anna", "Bruno"]);
    const { page, errors } = await tableAt(id, tokens[0]!, viewport);
    const use = "[data-action=use-deck]";
    const reason = "Why not? A side deck has exactly 10 cards, not 0.";
    await expectWhy(page, use, reason, `why-action-${label}`);
    // The bubble leaves the deck's tally beside the button in sight.
    const bubble = (await page.getByTestId("why-bubble").boundingBox())!;
    const tally = (await page.locator(".builder-bar .tally").boundingBox())!;
    expect(bubble.y + bubble.height <= tally.y || tally.y + tally.height <= bubble.y).toBe(true);
    await expectAccessible(page);
    // Ten cards: the same button plays, and says nothing.
    await page.locator("[data-action=preset]").first().click();
    await page.locator(`${use}:not([aria-disabled])`).waitFor();
    expect(await page.locator(use).getAttribute("data-why")).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe("mazzo, in Italian", () => {
  it("answering face up with a card without the ability names the card", async () => {
    // A deal where the defender holds a card without the attack's ability (most deals do).
    let found: { id: string; tokens: string[]; defender: number; card: string } | undefined;
    for (let deal = 0; deal < 5 && !found; deal++) {
      const { id, tokens } = await everyoneSeated({ game: "mazzo" }, ["Anna", "Bruno"]);
      const attacker = (await tableOf(id)).toAct[0]!;
      const defender = 1 - attacker;
      await apiMove(id, tokens[attacker]!, (t: Table) => t.legal[0]);
      const mine = await tableOf(id, tokens[defender]);
      const hand = (mine.view as { seats: { hand?: string[] }[] }).seats[defender]!.hand!;
      const faceUps = new Set(
        (mine.legal as { type: string; card?: string }[])
          .filter((m) => m.type === "faceUp")
          .map((m) => m.card),
      );
      const card = hand.find((c) => !faceUps.has(c));
      if (card) found = { id, tokens, defender, card };
    }
    expect(found).toBeDefined();
    const { id, tokens, defender, card } = found!;
    const { page, errors } = await tableAt(id, tokens[defender]!, PHONE, "it-IT");
    await page.locator(`[data-testid=own-hand] button[data-card="${card}"]`).click();
    const faceUp = "[data-action=face-up]";
    await tabTo(page, faceUp);
    const text = await reasonOf(page, faceUp);
    expect(text.startsWith(`Perché no? ${cardName(card)} non ha `), text).toBe(true);
    expect(text).not.toMatch(/[{}]/);
    await screenshot(page, "why-action-mazzo-it");
    expect(errors).toEqual([]);
  });
});

describe("mattazza", () => {
  it("a second call for help says it was made", async () => {
    const { id, tokens } = await everyoneSeated({ game: "mattazza", seats: 3 }, ["A", "B", "C"]);
    const seat = (await tableOf(id)).toAct[0]!;
    await apiMove(id, tokens[seat]!, (t: Table) =>
      (t.legal as { type: string }[]).find((m) => m.type === "callForHelp"),
    );
    const { page, errors } = await tableAt(id, tokens[seat]!);
    await page.getByText("Call for help…").click();
    await expectWhy(
      page,
      "[data-action=call-for-help]",
      "Why not? You have already called for help in this hand.",
      "why-action-mattazza",
    );
    expect(errors).toEqual([]);
  });
});

describe("mazzeltof", () => {
  it("cancelling the red pawn without a joker says why", async () => {
    const { id, tokens } = await everyoneSeated({ game: "mazzeltof", seats: 2 }, ["A", "B"]);
    // Tens first (each hands the red pawn on), until a seat without a joker must decide.
    const ten = (t: { legal: unknown[] }) =>
      (t.legal as { type: string; card?: string }[]).find(
        (m) => m.type === "play" && /-10/.test(m.card ?? ""),
      ) ?? t.legal[0];
    let seat = -1;
    for (let tries = 0; tries < 40 && seat < 0; tries++) {
      const at = await playOn(id, {
        tokens,
        choose: ten,
        until: (t) => (t.view as { phase: string }).phase === "skipDecision",
      });
      if (at.outcome !== null) break;
      const actor = at.toAct[0]!;
      const legal = (await tableOf(id, tokens[actor])).legal as { type: string }[];
      if (legal.some((m) => m.type === "cancelSkip"))
        await apiMove(id, tokens[actor]!, { type: "acceptSkip" });
      else seat = actor;
    }
    expect(seat).toBeGreaterThanOrEqual(0);
    const { page, errors } = await tableAt(id, tokens[seat]!);
    await expectWhy(
      page,
      "[data-action=cancel-skip]",
      "Why not? Only a joker already in your hand can cancel the red pawn (2s and open cards do not count).",
      "why-action-mazzeltof",
    );
    expect(errors).toEqual([]);
  });
});
