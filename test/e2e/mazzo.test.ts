/**
 * Mazzo in the browser: two friends play a whole game by link (create → share → join → every
 * turn by clicking, with a doubt and, when it arises, the choice of two cards after a caught
 * bluff), a spectator watches without seeing a hand, and one person plays against the computer
 * by keyboard on a small phone. Screenshots of the attack choice, the defender's choice, the doubt reveal and
 * the clash result, at phone and desktop width.
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

const READY = [
  "[data-testid=match-result]",
  "[data-action=next-round]",
  "[data-action=take-card]",
  "[data-action=believe]",
  ".mz-hand .card-btn:not([aria-disabled=true])",
].join(", ");

/** What happened during a game, for the assertions. */
interface Stats {
  moves: number;
  attacks: number;
  doubts: number;
  bluffs: number;
  takes: number;
  clashes: number;
  shots: Set<string>;
  bluffPending: boolean;
}

/** A screenshot at the page's width and at the other one (phone ↔ desktop), once per name. */
async function shotBoth(page: Page, name: string, stats: Stats): Promise<void> {
  if (stats.shots.has(name)) return;
  stats.shots.add(name);
  const size = page.viewportSize() ?? PHONE;
  await screenshot(page, name);
  await page.setViewportSize(size.width === PHONE.width ? DESKTOP : PHONE);
  await screenshot(page, name);
  await page.setViewportSize(size);
}

/** Takes the step the page offers; returns false when the game is over. */
async function step(page: Page, stats: Stats): Promise<boolean> {
  if ((await page.getByTestId("match-result").count()) > 0) return false;
  const next = page.locator("[data-action=next-round]");
  if ((await next.count()) > 0) {
    if ((await page.getByTestId("clash").count()) > 0) {
      stats.clashes++;
      await shotBoth(page, "mazzo-clash", stats);
    } else if ((await page.getByTestId("doubt-result").count()) > 0) {
      await shotBoth(page, "mazzo-doubt-result", stats);
    }
    await next.click({ timeout: 6_000 }).catch(() => undefined);
    return true;
  }
  const seq = await seqOf(page);
  if ((await page.locator("[data-action=take-card]").count()) > 0) {
    await shotBoth(page, "mazzo-doubt-reveal", stats);
    await page.locator("[data-action=take-card]").nth(0).click();
    await page.locator("[data-action=take-card]").nth(1).click();
    await page.locator("[data-action=take]").click();
    stats.takes++;
  } else if ((await page.locator("[data-action=believe]").count()) > 0) {
    await shotBoth(page, "mazzo-judge", stats);
    const doubt = stats.doubts === 0 || stats.bluffPending || stats.moves % 3 === 0;
    stats.bluffPending = false;
    if (doubt) stats.doubts++;
    await page.locator(doubt ? "[data-action=doubt]" : "[data-action=believe]").click();
  } else {
    const cards = page.locator(".mz-hand .card-btn:not([aria-disabled=true])");
    const n = await cards.count();
    if (n === 0) return true;
    await cards.first().click();
    await page.locator(".mz-choice").waitFor();
    if ((await page.locator("[data-action=attack]").count()) > 0) {
      await shotBoth(page, "mazzo-attack", stats);
      if (stats.attacks === 0) await expectAccessible(page);
      stats.attacks++;
      await page.locator("[data-action=attack]").first().click();
    } else {
      // The defender: look for a card that can answer face up.
      let found = false;
      for (let i = 0; i < n; i++) {
        if (i > 0) await cards.nth(i).click();
        // A card without the ability shows "face up" refused (it says why not): not that one.
        if ((await page.locator("[data-action=face-up]:not([aria-disabled])").count()) > 0) {
          found = true;
          break;
        }
      }
      await shotBoth(page, "mazzo-defend", stats);
      if (found && stats.bluffs === 0 && n >= 3) {
        // A bluff: deny while holding the ability; the attacker will doubt it.
        stats.bluffs++;
        stats.bluffPending = true;
        await page.locator("[data-action=deny]").click();
      } else if (found) {
        await page.locator("[data-action=face-up]").click();
      } else {
        await page.locator("[data-action=deny]").click();
      }
    }
  }
  stats.moves++;
  await waitSeqAfter(page, seq);
  return true;
}

/** Plays to the end on whichever page is awaited. */
async function playGame(pages: Page[], stats: Stats): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const ready = await firstReady(pages, READY);
    if (!(await step(ready, stats))) return;
  }
  throw new Error("the game does not end");
}

const newStats = (): Stats => ({
  moves: 0,
  attacks: 0,
  doubts: 0,
  bluffs: 0,
  takes: 0,
  clashes: 0,
  shots: new Set(),
  bluffPending: false,
});

describe("Mazzo", () => {
  it("two friends play a whole game by link, watched by a spectator", async () => {
    const anna = await person();
    const bob = await person({ viewport: DESKTOP });
    const a = anna.page;
    const b = bob.page;

    await a.goto("/");
    await a.getByTestId("play-mazzo").click();
    await a.getByLabel("Your name").fill("Anna");
    const gameId = await createAndShare(a);
    const invite = await a.getByTestId("invite-url").inputValue();
    await shareToTable(a);

    await joinByLink(b, invite, "Bob");
    await b.locator(".mazzo").waitFor();
    await a.locator(".mazzo").waitFor();

    // Three cards each, as buttons named by their content (the character and its abilities).
    await expect.poll(() => a.locator(".mz-hand .card-btn").count()).toBe(3);
    await expect.poll(() => b.locator(".mz-hand .card-btn").count()).toBe(3);
    const named = a.locator(".mz-hand").getByRole("button", { name: /^Il |^La |^Lo |^L'/ });
    expect(await named.count()).toBe(3);
    await screenshot(a, "mazzo-table");
    await screenshot(b, "mazzo-table");
    await expectAccessible(a);

    // A spectator sees the felt and both players' backs, never a hand.
    const watcher = await person();
    const s = watcher.page;
    await s.goto(`/g/${gameId}`);
    await s.getByTestId("felt").waitFor();
    expect(await s.getByTestId("spectator-badge").count()).toBe(1);
    expect(await s.getByTestId("own-hand").count()).toBe(0);
    expect(await s.getByTestId("hand-backs").count()).toBe(2);
    await screenshot(s, "mazzo-spectator");
    await expectAccessible(s);

    const stats = newStats();
    await playGame([a, b], stats);
    for (const p of [a, b, s]) await p.getByTestId("match-result").waitFor();
    // A game may end on turn 1: a truthful denial doubted, and the Mazziere drawn blindly.
    expect(stats.attacks).toBeGreaterThan(0);
    expect(stats.doubts).toBeGreaterThan(0);
    expect(await a.getByTestId("match-result").textContent()).toMatch(
      /(You win the game!|Bob wins the game|The game is a draw)/,
    );
    expect(await s.getByTestId("match-result").textContent()).toMatch(
      /(Anna wins the game|Bob wins the game|The game is a draw)/,
    );
    const log = await a.getByTestId("move-log").textContent();
    expect(log).toMatch(/(Anna|Bob) attacks with/);
    expect(log).toMatch(/doubted; (Anna|Bob) (was lying|told the truth)/);
    if (stats.takes > 0) expect(log).toMatch(/was bluffing: (Anna|Bob) takes/);
    expect(await seqOf(a)).toBe(await seqOf(b));
    await screenshot(a, "mazzo-over");
    await screenshot(s, "mazzo-over");
    await expectAccessible(a);
    console.log(`mazzo by link: ${JSON.stringify({ ...stats, shots: [...stats.shots] })}`);
    expect([...anna.errors, ...bob.errors, ...watcher.errors]).toEqual([]);
  });

  // A whole game by clicking is the two friends' test above; the rules of a whole game against
  // the computer are the server's (test/server/computer.test.ts) and the engine's.
  it("one person plays against the computer by keyboard on a small phone, dark and in Italian", async () => {
    const me = await person();
    const page = me.page;
    await page.goto("/new/mazzo");
    await page.getByLabel("Your name").fill("Anna");
    await page.getByRole("switch", { name: "Computer plays seat 2" }).check();
    await page.getByTestId("create").click();
    await page.waitForURL(/\/g\/[\w-]+$/);
    await page.getByTestId("felt").waitFor();
    expect(await page.locator(".mz-seat:not(.you) .pname").textContent()).toContain("Computer");

    // A small phone, keyboard only: Tab to a playable card, Enter; Tab to an action, Enter.
    // The hand and the step's buttons are on screen without scrolling.
    await page.setViewportSize({ width: 320, height: 568 });
    await page.locator(".mz-hand .card-btn:not([aria-disabled=true])").first().waitFor();
    const seq = await seqOf(page);
    const focusOn = async (selector: string) => {
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press("Tab");
        if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector))
          return;
      }
      throw new Error(`no focus on ${selector}`);
    };
    await focusOn(".mz-hand .card-btn:not([aria-disabled=true])");
    await page.keyboard.press("Enter");
    const action =
      "[data-action=attack], [data-action=face-up]:not([aria-disabled]), [data-action=deny]";
    await page.locator(action).first().waitFor();
    for (const el of [page.locator(".mz-hand .card-btn").last(), page.locator(action).first()]) {
      const box = await el.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(568);
    }
    await screenshot(page, "mazzo-small");
    await focusOn(action);
    await page.keyboard.press("Enter");
    await waitSeqAfter(page, seq);
    await page.setViewportSize(PHONE);

    // Dark theme, audited; then Italian words on the same table.
    // The computer's answer may end the turn: its result is then held, with no felt, until
    // the reader moves on; the dark theme is audited on whichever screen is up.
    await page.locator("[data-action=theme]").click();
    await page.locator(READY).first().waitFor();
    await screenshot(page, "mazzo-dark");
    await expectAccessible(page);
    await page.locator("[data-action=theme]").click();
    await page.locator("select.lang").selectOption("it");
    await expect.poll(() => page.getByTestId("loot").textContent()).toContain("Bottino");
    await screenshot(page, "mazzo-it");
    await page.locator("select.lang").selectOption("en");
    await expect.poll(() => page.getByTestId("loot").textContent()).toContain("Loot");

    expect(me.errors).toEqual([]);
  });

  it("has a create form with labelled options and a rules page", async () => {
    const { page, errors } = await person();
    await page.goto("/new/mazzo");
    await page.locator("details.advanced summary").click();
    const form = (await page.locator("form").first().textContent()) ?? "";
    for (const words of ["Deck", "Equal values in a clash", "Cards left in hand at the end"])
      expect(form).toContain(words);
    expect(form).not.toMatch(/mazziereHasNoAbilities|clashTie|leftoverCards|lootTieBreak/);
    expect(await page.locator("option", { hasText: "16 cards (8 turns)" }).count()).toBe(1);
    await screenshot(page, "mazzo-create");
    await expectAccessible(page);
    await page.goto("/rules/mazzo");
    await page.getByTestId("rules-page").waitFor();
    expect(await page.getByTestId("rules-page").textContent()).toContain("Doubt");
    await screenshot(page, "mazzo-rules");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });
});
