/**
 * MazzelTof in the browser: one person and three computer players in a four-seat game played
 * to the end through the UI (each of the person's turns: several plays, then a pass), and two
 * people at a two-seat game by link for several turns. Screenshots at phone and desktop width
 * of the piles, the hand and open cards, a card's choices, the red pawn and the endgame queue
 * when they come up; axe-core audits in light and dark.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  PHONE,
  expectAccessible,
  people,
  screenshot,
  seqOf,
  waitSeqAfter,
  firstReady,
} from "./helpers";
import { createAndShare, joinByLink, shareToTable } from "./by-link";

const person = people();

const READY =
  "[data-testid=match-result], [data-action=next-round], [data-testid=pawn-decision], .turn-banner.yours";

/** Screenshots already taken in this file (each situation once). */
const shot = new Set<string>();

/** Takes a screenshot at phone and desktop width once per name, then returns to the phone. */
async function both(page: Page, name: string): Promise<void> {
  if (shot.has(name)) return;
  shot.add(name);
  await screenshot(page, name);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, name);
  await page.setViewportSize(PHONE);
}

/** Clicks a button and waits until the server has applied the move it sent. */
async function move(page: Page, selector: string): Promise<void> {
  const seq = await seqOf(page);
  await page.locator(selector).first().click();
  await waitSeqAfter(page, seq);
}

/**
 * One whole turn of the reader through the UI, the way a person plays: try each card that can
 * be picked, play it where the table offers (a wild starting an empty pile takes the first rank
 * offered), repeat while something fits, then pass a hand card (or take new cards, end the
 * turn, or lay the draw pile's top open). Returns the number of cards played.
 */
async function takeTurn(page: Page): Promise<number> {
  let played = 0;
  for (let round = 0; round < 40; round++) {
    if ((await page.locator(".turn-banner.yours").count()) === 0) return played;
    if ((await page.locator("[data-testid=pawn-decision]").count()) > 0) return played;
    let moved = false;
    const cards = page.locator(".mazzeltof .mz-btn:not([aria-disabled=true])");
    const n = await cards.count();
    for (let i = 0; i < n && !moved; i++) {
      await cards.nth(i).click();
      const go = page.locator(".choice [data-action=play]");
      if ((await go.count()) === 0) {
        await page.locator(".choice .btn.ghost").click();
        continue;
      }
      if (!shot.has("mazzeltof-choice")) await both(page, "mazzeltof-choice");
      const seq = await seqOf(page);
      await go.first().click();
      const rank = page.locator(".choice [data-rank]");
      if ((await rank.count()) > 0) await rank.first().click();
      await waitSeqAfter(page, seq);
      played++;
      moved = true;
    }
    if (moved) continue;
    // Nothing fits: close the turn.
    if ((await page.locator("[data-action=draw-five]").count()) > 0) {
      await move(page, "[data-action=draw-five]");
      continue;
    }
    if ((await page.locator("[data-action=end-turn]").count()) > 0) {
      await move(page, "[data-action=end-turn]");
      return played;
    }
    if ((await page.locator("[data-action=pass-top]").count()) > 0) {
      await move(page, "[data-action=pass-top]");
      return played;
    }
    await page.locator("[data-testid=own-hand] .mz-btn:not([aria-disabled=true])").first().click();
    await move(page, ".choice [data-action=pass]");
    return played;
  }
  throw new Error("a turn that does not end");
}

/**
 * Waits for the page to need the reader (a result to move on from, the pawn, a turn) and acts.
 * Returns "over" when the game has ended.
 */
async function step(page: Page): Promise<"over" | "turn" | "other"> {
  await page.locator(READY).first().waitFor({ timeout: 60_000 });
  if ((await page.getByTestId("match-result").count()) > 0) return "over";
  const next = page.locator("[data-action=next-round]");
  if ((await next.count()) > 0) {
    await both(page, "mazzeltof-pile-done");
    await next.click({ timeout: 5_000 }).catch(() => undefined);
    return "other";
  }
  if ((await page.getByTestId("pawn-decision").count()) > 0) {
    await both(page, "mazzeltof-pawn");
    // Without a joker the cancel is shown refused (it says why not): then accept.
    const cancel = "[data-action=cancel-skip]:not([aria-disabled])";
    await move(
      page,
      (await page.locator(cancel).count()) > 0 ? cancel : "[data-action=accept-skip]",
    );
    return "other";
  }
  if ((await page.getByTestId("queue").count()) > 0) await both(page, "mazzeltof-endgame");
  await takeTurn(page);
  return "turn";
}

describe("MazzelTof", () => {
  it("one person and three computers play a four-seat game to the end", async () => {
    const anna = await person();
    const a = anna.page;
    await a.goto("/new/mazzeltof");
    await a.getByLabel("Your name").fill("Anna");
    // Four seats is the default; the three others are computers.
    for (const s of [1, 2, 3]) await a.getByTestId(`computer-${s}`).check();
    await a.getByTestId("create").click();
    await a.waitForURL(/\/g\/[\w-]+$/);
    await a.locator(".mazzeltof").waitFor();

    // The three piles, the hand (five cards, named by content) and both teams' draw piles.
    await expect.poll(() => a.locator(".mz-pile").count()).toBe(3);
    await expect
      .poll(() => a.locator("[data-testid=team-red], [data-testid=team-blue]").count())
      .toBe(2);
    // The computers move first; one of them may complete a pile, whose result waits for Anna.
    const next = a.locator("[data-action=next-round]");
    for (;;) {
      await a.locator(READY).first().waitFor({ timeout: 60_000 });
      if ((await next.count()) === 0) break;
      await next.click({ timeout: 5_000 }).catch(() => undefined);
    }
    await a.locator(".turn-banner.yours, [data-testid=pawn-decision]").first().waitFor();
    const hand = a.getByTestId("own-hand").getByRole("button", {
      name: /^(joker|(\d+|jack|queen|king|ace) of (spades|hearts|clubs|diamonds))/,
    });
    // The deal arrives card by card on a busy machine: wait for the whole hand.
    // (While the red pawn decision is pending, the hand is not playable yet: checked later.)
    if ((await a.getByTestId("pawn-decision").count()) === 0)
      await expect.poll(() => hand.count(), { timeout: 30_000 }).toBe(5);
    await both(a, "mazzeltof-table");
    await expectAccessible(a);

    let turns = 0;
    for (;;) {
      const r = await step(a);
      if (r === "over") break;
      if (r === "turn") turns++;
      if (turns > 200) throw new Error("the game does not end");
    }
    expect(turns).toBeGreaterThan(3);
    const result = (await a.getByTestId("match-result").textContent()) ?? "";
    expect(result).toMatch(/(You and Computer( \d)? win|You lose: .+ win) \(Team (red|blue)\)/);
    await both(a, "mazzeltof-over");
    await expectAccessible(a);
    // The log told the story in words.
    expect(await a.getByTestId("move-log").textContent()).toMatch(/on the (red|mix|black) pile/);
    expect(anna.errors).toEqual([]);
  }, 900_000);

  it("two people play a two-seat game by link for several turns", async () => {
    const anna = await person();
    const bob = await person();
    const a = anna.page;
    const b = bob.page;
    await a.goto("/new/mazzeltof");
    await a.getByLabel("Your name").fill("Anna");
    await a.locator("label:has(input[name=seats][value='2'])").click();
    await createAndShare(a);
    const invite = await a.getByTestId("invite-url").inputValue();
    await shareToTable(a);

    await joinByLink(b, invite, "Bob");
    await b.locator(".mazzeltof").waitFor();
    await a.locator(".mazzeltof").waitFor();

    // Seven cards in the starter's hand; the other holds only the joker dealt at the start.
    const pages = [a, b];
    let turns = 0;
    while (turns < 6) {
      const ready = await firstReady(pages, READY);
      const other = ready === a ? b : a;
      if (turns === 0) {
        await expect.poll(() => ready.locator("[data-testid=own-hand] .mz-btn").count()).toBe(7);
        await both(ready, "mazzeltof-2p");
        await expect.poll(() => other.locator("[data-testid=own-hand] .mz-btn").count()).toBe(1);
        await expectAccessible(other);
      }
      const r = await step(ready);
      if (r === "over") break;
      if (r === "turn") turns++;
    }
    expect(turns).toBeGreaterThanOrEqual(6);
    // Each side's log names the other's moves.
    expect(await a.getByTestId("move-log").textContent()).toContain("Bob");
    expect(await b.getByTestId("move-log").textContent()).toContain("Anna");

    // The smallest phone: the hand and its actions still fit.
    await a.setViewportSize({ width: 320, height: 568 });
    await screenshot(a, "mazzeltof-small");
    await a.setViewportSize(PHONE);

    // Dark theme: the same table, audited.
    await b.emulateMedia({ colorScheme: "dark" });
    await b.reload();
    await b.locator(".mazzeltof").waitFor();
    await screenshot(b, "mazzeltof-dark");
    await expectAccessible(b);
    expect(anna.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  }, 600_000);
});
