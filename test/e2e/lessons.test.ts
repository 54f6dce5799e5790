/**
 * Every game's lesson (/learn/{game}) tried as a new user would, by keyboard only: Tab to a
 * control, the arrow keys along a hand, Enter to press; no mouse. Each lesson is played to its
 * end, waiting on what the page announces (`data-step`, `data-done`, a result's armed "next"
 * button); a move the lesson does not ask for is explained and can be tried again; the end
 * offers a game with a friend and one against the computer (the create form then has every
 * other seat as the computer). axe-core audits the first screen and the end; screenshots at
 * 390 and 1280 px go to screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { lessons } from "../../src/engine/lessons/index";
import type { Lesson } from "../../src/engine/lessons/lesson";
import { DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";

const person = people();

/**
 * Moves the keyboard focus to the control `selector` names: Tab along the page (it wraps
 * around), and inside a row of cards whose other cards left the tab order, the arrow keys.
 */
async function focusByKeys(page: Page, selector: string): Promise<boolean> {
  await page.locator(selector).first().waitFor({ state: "visible" });
  for (let presses = 0; presses < 300; presses++) {
    const where = await page.evaluate((sel) => {
      const target = document.querySelector(sel);
      const active = document.activeElement;
      if (!target) return { done: false, gone: true, delta: 0 };
      if (!active) return { done: false, delta: 0 };
      if (active === target) return { done: true, delta: 0 };
      // A card of the same hand: walk to the target with the arrows.
      const row = target.parentElement?.closest("[data-testid=own-hand], .mz-hand, .hand");
      if (row && row.contains(active)) {
        const cards = Array.from(row.querySelectorAll(".card-btn"));
        const from = cards.indexOf(active);
        const to = cards.indexOf(target);
        if (from >= 0 && to >= 0) return { done: false, delta: to - from };
      }
      return { done: false, delta: 0 };
    }, selector);
    if (where.done) return true;
    // The control left (a result came over the table while the keys walked): the caller waits
    // for it again.
    if ("gone" in where) return false;
    if (where.delta !== 0) {
      const key = where.delta > 0 ? "ArrowRight" : "ArrowLeft";
      for (let i = 0; i < Math.abs(where.delta); i++) await page.keyboard.press(key);
      // A hand without arrow keys keeps the focus where it was: Tab on from there.
      if (await page.locator(`${selector}:focus`).count()) return true;
    }
    await page.keyboard.press("Tab");
  }
  const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
  throw new Error(`the keyboard never reached ${selector} (the focus is on ${at})`);
}

/**
 * Waits for the page's finite animations (a card flipping, a result coming in) to end: axe
 * reads colours, and a card half-way through its flip has none it keeps.
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The control `selector` names while it can be pressed. */
const enabled = (selector: string) => `${selector}:not([disabled]):not([aria-disabled=true])`;

/**
 * Presses the control `selector` names with the keyboard, once it is enabled; false when it
 * left the page before the keys reached it.
 */
async function pressByKeys(page: Page, selector: string): Promise<boolean> {
  const target = enabled(selector);
  await page.locator(target).first().waitFor({ state: "visible" });
  if (!(await focusByKeys(page, target))) return false;
  await page.keyboard.press("Enter");
  return true;
}

/**
 * The controls that make `move` on `game`'s table, in order (the selectors the game's own
 * browser tests use).
 */
function controls(game: string, move: unknown): string[] {
  const m = move as { type: string; card?: string; cards?: string[] };
  if (game === "pazaak") {
    if (m.type === "sideDeck")
      return ["[data-action=preset][data-preset=balanced]", "[data-action=use-deck]"];
    if (m.type === "endTurn") return ["[data-action=end-turn]"];
    if (m.type === "stand") return ["[data-action=stand]"];
    if (m.type === "play")
      return [`[data-testid=own-hand] button[data-card=${m.card}]`, ".choice .play-btn"];
  }
  if (game === "mazzo") {
    const card = `[data-testid=own-hand] button[data-card=${m.card}]`;
    if (m.type === "attack")
      return [card, `[data-action=attack][data-ability=${(move as { ability: string }).ability}]`];
    if (m.type === "faceUp") return [card, "[data-action=face-up]"];
    if (m.type === "deny") return [card, "[data-action=deny]"];
    if (m.type === "believe" || m.type === "doubt") return [`[data-action=${m.type}]`];
  }
  if (game === "mazzeltof") {
    const card = `.mazzeltof button[data-card=${m.card}]`;
    if (m.type === "play")
      return [card, `[data-action=play][data-slot=${(move as { slot: string }).slot}]`];
    if (m.type === "pass") return [card, "[data-action=pass]"];
    if (m.type === "acceptSkip") return ["[data-action=accept-skip]"];
  }
  if (game === "mattazza") {
    if (m.type === "play") return [`.mz-hand button[data-card=${m.card}]`, "[data-action=play]"];
  }
  throw new Error(`no keys for ${game}'s move ${JSON.stringify(move)}`);
}

/**
 * Presses a held result's "next" until the control the lesson needs is live: a trick, a set or
 * a hand stays on screen until the learner moves on, as at a real table.
 */
async function pastResults(page: Page, selector: string): Promise<void> {
  const live = page.locator(enabled(selector));
  const next = page.locator("[data-action=next-round]");
  for (let i = 0; i < 5; i++) {
    await live.or(next).first().waitFor();
    if ((await live.count()) > 0) return;
    await pressByKeys(page, "[data-action=next-round]");
    await next.first().waitFor({ state: "detached" });
  }
}

/** Plays `lesson` on `page` from its first step to its end, by keyboard. */
async function playLesson(page: Page, lesson: Lesson, onStep?: (k: number) => Promise<void>) {
  const mine = lesson.steps.filter((s) => s.seat === lesson.you);
  for (const [k, step] of mine.entries()) {
    await page.locator(`[data-testid=lesson-page][data-step="${k}"]`).waitFor();
    await onStep?.(k);
    for (const sel of controls(lesson.game, step.move)) {
      // A result may come over the table while the keys walk to the control: past it, again.
      for (let tries = 0; ; tries++) {
        await pastResults(page, sel);
        if (await pressByKeys(page, sel)) break;
        if (tries === 5) throw new Error(`${sel} kept leaving the page`);
      }
    }
  }
  await page.locator("[data-testid=lesson-page][data-done=true]").waitFor();
}

describe.each(Object.keys(lessons))("the lesson of %s, by keyboard", (game) => {
  it("plays to its end and offers a real game next", async () => {
    const lesson = lessons[game]!;
    const { page, errors } = await person({ viewport: PHONE });
    // The computer's scripted moves and the results land with animations that may start after
    // any wait for them; with motion reduced they end at once, so axe reads settled colours.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/learn/${game}`);
    await page.locator(`[data-testid=lesson-page][data-step="0"] .turn-banner`).waitFor();
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, `lesson-${game}-start`);

    await playLesson(page, lesson);
    await expect(page.locator("[data-testid=lesson-note]").textContent()).resolves.toBeTruthy();
    await settled(page);
    await expectAccessible(page);
    await screenshot(page, `lesson-${game}-end`);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, `lesson-${game}-end`);

    // "Play the computer": the create form with every other seat as the computer.
    await pressByKeys(page, "[data-testid=lesson-computer]");
    await page.waitForURL(`**/new/${game}?computer=all`);
    await expect(page.locator("[data-testid=computer-1]").isChecked()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("a move the lesson does not ask for", () => {
  it("is explained, and the right one is then accepted; a card that cannot be played says why", async () => {
    const lesson = lessons.mattazza!;
    const { page, errors } = await person({ viewport: DESKTOP });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/learn/mattazza");
    let whyAsked = false;
    await playLesson(page, lesson, async (k) => {
      // The first step with a card that cannot be played: "why not?" answers from the lesson's
      // own engine (no server holds a lesson), in the rule's words.
      const refused = page.locator("[data-testid=own-hand] [data-why][aria-disabled=true]");
      if (!whyAsked && (await refused.count()) > 0) {
        whyAsked = true;
        await refused.first().click({ force: true });
        const bubble = page.getByTestId("why-bubble");
        await bubble.waitFor();
        await expect(bubble.textContent()).resolves.toMatch(/^Why not\? .*(follow|trump)/);
        await screenshot(page, "lesson-mattazza-why-not");
        await page.keyboard.press("Escape");
        await bubble.waitFor({ state: "hidden" });
      }
      // Step 4 leads a trick: every card is legal, the lesson asks for the Asso di Denari.
      if (k !== 3) return;
      await pressByKeys(page, ".mz-hand button[data-card=B10]");
      await pressByKeys(page, "[data-action=play]");
      const wrong = page.locator("[data-testid=lesson-wrong]");
      await wrong.waitFor();
      await expect(wrong.textContent()).resolves.toContain("not this lesson's move");
      await expect(
        page.locator("[data-testid=lesson-page]").getAttribute("data-step"),
      ).resolves.toBe("3");
      await screenshot(page, "lesson-mattazza-wrong");
    });
    expect(whyAsked).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("a lesson address with no game behind it", () => {
  it("says the page does not exist", async () => {
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto("/learn/nope");
    await page.getByRole("heading", { name: "This page does not exist." }).waitFor();
    expect(errors).toEqual([]);
  });
});
