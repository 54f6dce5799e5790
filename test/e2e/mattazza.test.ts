/**
 * Mattazza in the browser: one person against three computer players plays a whole hand
 * (every trick's result, the Fool's gift when it comes, the hand's score breakdown) and the
 * match goes on into the next hand; three people who joined by link play a hand together
 * (two tricks by clicking, the rest through the API) and each sees its score; by keyboard, Play
 * comes right after the picked card and the focus stays at the table after a move and after a
 * trick's result moves on; screenshots at phone and desktop width with four and six seats;
 * axe-core clean.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { ARM_MS } from "../../web/components/RoundResult";
import { everyoneSeated, firstLegalExcept, playOn, tableOf } from "./api-moves";
import type { MattazzaView } from "../../src/engine/games/mattazza/types";
import {
  api,
  DESKTOP,
  expectAccessible,
  people,
  PHONE,
  screenshot,
  seatToken,
  seqOf,
  waitSeqAfter,
  holdTimers,
  firstReady,
} from "./helpers";
import { againstComputers } from "./api-games";
import { createAndShare, joinByLink, shareToTable } from "./by-link";

const person = people();

/** Something a page can do now: a card to play, a gift to give, a result to move past. */
const READY =
  ".mz-hand .card-btn.legal:not([disabled]), [data-action=give]:not([disabled]), [data-action=next-round], [data-testid=match-result]";

/**
 * Plays through the pages the way people would, until `stop(page)` says so (checked whenever a
 * page is ready for something). Cards: the first lit card, chosen then played; gifts: the
 * first offered; results: moved past. Returns the number of cards played.
 */
async function playUntil(pages: Page[], stop: (p: Page) => Promise<boolean>): Promise<number> {
  let cards = 0;
  for (let step = 0; step < 600; step++) {
    const ready = await firstReady(pages, READY);
    if (await stop(ready)) return cards;
    if ((await ready.getByTestId("match-result").count()) > 0) return cards;
    const next = ready.locator("[data-action=next-round]");
    if ((await next.count()) > 0) {
      await next.click({ timeout: 5_000 }).catch(() => undefined);
      continue;
    }
    const seq = await seqOf(ready);
    const gift = ready.locator("[data-action=give]:not([disabled])");
    if ((await gift.count()) > 0) {
      await gift
        .first()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
      await waitSeqAfter(ready, seq).catch(() => undefined);
      continue;
    }
    const card = ready.locator(".mz-hand .card-btn.legal:not([disabled])").first();
    if (
      !(await card.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    const playBtn = ready.locator("[data-action=play]");
    if (
      !(await playBtn.click({ timeout: 3_000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    await waitSeqAfter(ready, seq).catch(() => undefined);
    cards++;
  }
  throw new Error("the table never got there");
}

/** Waits for a hand's score on any page; returns that page. */
const handScoreShown = async (p: Page) => (await p.getByTestId("hand-scores").count()) > 0;

describe("Mattazza at the table", () => {
  it("one person plays a whole hand against three computers, and the match goes on", async () => {
    const anna = await person();
    const a = anna.page;
    // A trick's result goes by itself after a few seconds: the page's timers stand still while
    // the test looks at the first one (a slow moment of the machine must not make it gone).
    await a.clock.install();
    await a.goto("/new/mattazza");
    await a.getByLabel("Your name").fill("Anna");
    // Four seats by default: the other three are the computer.
    for (const s of [1, 2, 3]) await a.getByTestId(`computer-${s}`).check();
    await a.getByTestId("create").click();
    await a.waitForURL(/\/g\/[\w-]+$/);
    await a.locator(".mattazza").waitFor();
    expect(await a.locator(".mz-seat").count()).toBe(4);
    expect(await a.locator(".mz-hand .card-btn").count()).toBe(10);
    // Cards are buttons named by their (Italian) names.
    const named = a.locator(".mz-hand").getByRole("button", {
      name: /^(Re|Regina|Cavallo|Fante|Asso|\d+|Angelo|Mondo|Sole|Luna|Moro|Bégato|Matto)/,
    });
    expect(await named.count()).toBe(10);

    // Anna's turn arrives: a screenshot of the live table, then a card by keyboard.
    await a.locator(".mz-hand .card-btn.legal").first().waitFor();
    await screenshot(a, "mattazza-table");
    await expectAccessible(a);
    // The call for help (§9): an announcement everyone sees as a banner.
    let seq = await seqOf(a);
    // The call's answer is held back until a card is picked: the pushed table comes first, and
    // a card picked while the call is on its way stays picked when the answer comes.
    let answer!: () => void;
    const answered = new Promise<void>((ok) => (answer = ok));
    await a.route(
      "**/api/games/*/moves",
      async (route) => {
        const response = await route.fetch();
        await answered;
        await route.fulfill({ response });
      },
      { times: 1 },
    );
    await a.getByText("Call for help…").click();
    await a.locator("[data-action=call-for-help]").first().click();
    await waitSeqAfter(a, seq);
    expect(await a.getByTestId("help-banner").textContent()).toMatch(
      /You call for help against Computer/,
    );
    seq = await seqOf(a);
    const ready = a.locator(".mz-hand .card-btn.legal:not([aria-disabled=true])");
    await ready.first().focus();
    await a.waitForFunction(() => document.activeElement?.matches(".mz-hand .card-btn.legal"));
    await a.keyboard.press("Enter");
    // Picking is local; playing waits for the call's answer (Play says it cannot be used yet).
    await a.locator("[data-action=play][aria-disabled=true]").waitFor();
    answer();
    await a.locator("[data-action=play]:not([aria-disabled=true])").waitFor();
    await holdTimers(a);
    await a.keyboard.press("Enter");
    await waitSeqAfter(a, seq);

    // A trick's result shows who took it and why.
    await a.getByTestId("round-result").first().waitFor();
    await screenshot(a, "mattazza-trick");
    expect(await a.getByTestId("round-reason").first().textContent()).toMatch(/Highest|Moors/);
    await a.clock.resume();

    // Play on to the end of the hand: the breakdown is shown.
    await playUntil([a], handScoreShown);
    const scores = a.getByTestId("hand-scores");
    expect(await scores.locator(".mz-score").count()).toBe(4);
    expect(await scores.textContent()).toMatch(/Card points/);
    expect(await a.getByTestId("round-result").locator("h2").textContent()).toMatch(/lose/);
    await screenshot(a, "mattazza-hand-result");
    await expectAccessible(a);

    // The match continues into hand 2 (unless it is already over, which needs 6 marks).
    await a.locator("[data-action=next-round]").click();
    await a.getByTestId("turn-banner").getByText("Hand 2").waitFor();
    await a.locator(".mz-hand .card-btn").first().waitFor();
    expect(await a.locator(".mz-hand .card-btn").count()).toBeGreaterThan(0);
    // The log told the story in words.
    expect(await a.getByTestId("move-log").textContent()).toMatch(/takes trick 10/);
    expect(anna.errors).toEqual([]);
  });

  it("by keyboard on a desktop with three seats: Play comes right after the picked card, and the focus stays at the table", async () => {
    const { page: a, errors } = await person({ viewport: DESKTOP });
    const created = await againstComputers("mattazza", { seats: 3 });
    await a.goto(`/g/${created.id}#seat=${created.token}`);
    const ready = a.locator(".mz-hand .card-btn.legal:not([aria-disabled=true])");
    await ready.first().waitFor();
    const card = await ready.first().getAttribute("data-card");
    await ready.first().focus();
    await a.keyboard.press("Enter");
    await a.locator(`.mz-hand .card-btn.picked[data-card="${card}"]`).waitFor();
    // One Tab from the picked card reaches Play; Shift+Tab goes back to it.
    await a.keyboard.press("Tab");
    expect(await a.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe(
      "play",
    );
    await a.keyboard.press("Shift+Tab");
    expect(await a.evaluate(() => document.activeElement?.getAttribute("data-card"))).toBe(card);
    // The arrow keys walk the hand while a card is picked.
    await a.keyboard.press("ArrowRight");
    expect(await a.evaluate(() => document.activeElement?.classList.contains("card-btn"))).toBe(
      true,
    );
    await a.keyboard.press("ArrowLeft");
    await a.keyboard.press("Tab");
    const seq = await seqOf(a);
    await a.keyboard.press("Enter");
    await waitSeqAfter(a, seq);
    // The card left the hand and Play went with it: the focus is in the table, not on the page.
    await a.waitForFunction(
      () =>
        document.activeElement !== document.body && !!document.activeElement?.closest(".mattazza"),
    );
    expect(await a.locator(`.mz-hand .card-btn[data-card="${card}"]`).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("by keyboard: when a trick's result moves on (its button or its timer) from under the focus, the focus goes to the hand", async () => {
    const { page: a, errors } = await person({ viewport: DESKTOP });
    // The results' timers (the button's arming, the move on) are the test's to run.
    await a.clock.install();
    const created = await againstComputers("mattazza", { seats: 3 });
    await a.goto(`/g/${created.id}#seat=${created.token}`);
    const ready = a.locator(".mz-hand .card-btn.legal:not([aria-disabled=true])");
    const result = a.getByTestId("round-result");
    const next = result.locator("[data-action=next-round]:not([disabled])");
    /** What has the focus: a control of the table (its action, or "card"), or the page's element. */
    const focused = () =>
      a.evaluate(() => {
        const el = document.activeElement;
        if (!el?.closest(".mattazza")) return el?.tagName ?? "none";
        return el.getAttribute("data-action") ?? (el.matches(".mz-hand .card-btn") ? "card" : "?");
      });
    /** The focus a moment later: the page's clock runs a little before each look. */
    const focusedSoon = async () => {
      await a.clock.runFor(50);
      return focused();
    };
    for (const moveOn of ["button", "timer"]) {
      await a.clock.resume();
      await ready.first().waitFor();
      await ready.first().focus();
      await a.keyboard.press("Enter");
      await a.keyboard.press("Tab");
      await a.keyboard.press("Enter");
      // Held from the page's own time, which the first round's runs moved ahead of the test's.
      await a.clock.pauseAt((await a.evaluate(() => Date.now())) + 1000);
      // The computers finish the trick; once its result's button works, the reader tabs to it.
      await result.waitFor();
      await a.clock.runFor(ARM_MS + 100);
      await next.focus();
      expect(await focused(), moveOn).toBe("next-round");
      if (moveOn === "button") await a.keyboard.press("Enter");
      else await a.clock.runFor(Number(await result.getAttribute("data-auto")));
      await result.waitFor({ state: "detached" });
      // Gone with the result, the focus goes to the hand, never to the page.
      await expect.poll(focusedSoon, { message: moveOn }).toBe("card");
    }
    expect(errors).toEqual([]);
  });

  it("three people who joined by link play a hand together, each seeing the others' cards live", async () => {
    const anna = await person();
    const bob = await person();
    const carla = await person();
    const a = anna.page;
    await a.goto("/new/mattazza");
    await a.getByLabel("Your name").fill("Anna");
    await a.locator("label", { hasText: /^3$/ }).click();
    await createAndShare(a);
    const invites = [
      await a.getByTestId("invite-1").locator("[data-testid=invite-url]").inputValue(),
      await a.getByTestId("invite-2").locator("[data-testid=invite-url]").inputValue(),
    ];
    await shareToTable(a);
    for (const [i, p] of [bob, carla].entries()) {
      await joinByLink(p.page, invites[i] ?? "", i === 0 ? "Bob" : "Carla");
      await p.page.locator(".mattazza").waitFor();
    }
    const pages = [a, bob.page, carla.page];
    for (const p of pages) expect(await p.locator(".mz-hand .card-btn").count()).toBe(10);
    await a.locator(".mz-seat", { hasText: "Carla" }).waitFor();

    // The first two tricks are played by the three of them through the UI, every card seen
    // live on the others' tables; the rest of the hand through the API (the rules of a whole
    // hand are the engine's and the server's tests), and each of them sees the hand's score.
    const id = /\/g\/([\w-]+)$/.exec(a.url())![1]!;
    const tricks = async () => ((await tableOf(id)).view as MattazzaView).tricksPlayed;
    const played = await playUntil(pages, async () => (await tricks()) >= 2);
    expect(played).toBeGreaterThanOrEqual(6);
    const tokens = await Promise.all(pages.map((p) => seatToken(p, id)));
    await playOn(id, {
      tokens,
      choose: firstLegalExcept("callForHelp"),
      until: (t) => (t.view as MattazzaView).hand > 1,
    });
    // Opened again (each page would otherwise show the tricks it missed one by one first),
    // each table greets its player with the hand's score.
    for (const p of pages) {
      await p.reload();
      await p.getByTestId("hand-scores").waitFor();
    }
    expect(await a.getByTestId("hand-scores").locator(".mz-score").count()).toBe(3);
    for (const p of [anna, bob, carla]) expect(p.errors).toEqual([]);
  });

  it("looks right with four and six seats, on a phone and a desktop", async () => {
    for (const seats of [4, 6]) {
      const game = await againstComputers("mattazza", { seats });
      for (const viewport of [PHONE, DESKTOP]) {
        const p = await person({ viewport });
        await p.page.goto(`/g/${game.id}#seat=${game.token}`);
        await p.page.locator(".mattazza").waitFor();
        await p.page.locator(".mz-hand .card-btn").first().waitFor();
        await p.page.locator(".mz-hand .card-btn.legal").first().waitFor();
        await screenshot(p.page, `mattazza-${seats}`);
        if (viewport === DESKTOP && seats === 6) {
          // A spectator sees the seats and the trick, never a hand.
          const watcher = await person({ viewport });
          await watcher.page.goto(`/g/${game.id}`);
          await watcher.page.getByTestId("trick").waitFor();
          expect(await watcher.page.locator(".mz-seat").count()).toBe(6);
          expect(await watcher.page.getByTestId("own-hand").count()).toBe(0);
          expect(await watcher.page.locator(".mz-hand .card-btn").count()).toBe(0);
          await expectAccessible(watcher.page);
        }
        if (viewport === PHONE && seats === 4) {
          // A small phone, dark and in Italian: still usable.
          const small = await person({ viewport: { width: 320, height: 568 } });
          await small.page.emulateMedia({ colorScheme: "dark" });
          await small.page.goto(`/g/${game.id}#seat=${game.token}`);
          await small.page.locator("#lang-select").selectOption("it");
          await small.page.locator(".mz-hand .card-btn").first().waitFor();
          await small.page.getByText("Presa 1 di 10").waitFor();
          await screenshot(small.page, "mattazza-small-it");
          await expectAccessible(small.page);
        }
        if (viewport === PHONE) {
          // The hand and its button fit on the phone's screen.
          const hand = await p.page.locator(".mz-hand").boundingBox();
          expect((hand?.y ?? 0) + (hand?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
          await expectAccessible(p.page);
        }
      }
    }
  });

  it("shows the match result with every seat's marks and the rematch", async () => {
    // Elimination at 2 marks with three players: a short match, played through the API by
    // people (no computer's pace to wait for).
    const { id, tokens } = await everyoneSeated(
      {
        game: "mattazza",
        seats: 3,
        options: { matchMode: "elimination", eliminationTarget: 2 },
      },
      ["Anna", "Bruno", "Carla"],
    );
    const game = { id, token: tokens[0]! };
    let moves = 0;
    const end = await playOn(id, {
      tokens,
      choose: (t) => (moves++, firstLegalExcept("callForHelp")(t)),
      until: () => false,
    });
    expect(end.outcome).not.toBeNull();
    expect(moves).toBeGreaterThan(9);
    const p = await person();
    await p.page.goto(`/g/${game.id}#seat=${game.token}`);
    await p.page.getByTestId("match-result").waitFor();
    expect(await p.page.locator(".mz-final li").count()).toBe(3);
    const result = (await p.page.getByTestId("match-result").textContent()) ?? "";
    // C7: who went out in the last hand is said; the stakes are words, not "−0.5 / +1".
    expect(result).toMatch(/reached 2 marks/);
    expect(await p.page.locator(".mz-final").textContent()).not.toMatch(/[+−-]\d/);
    // Who wins and who loses read alike: each a chip with its own solid colour (the
    // win chip's background was the dark felt's faint white, so "wins" showed as plain text).
    const chips = p.page.locator(".mz-final .chip");
    expect(await chips.count()).toBeGreaterThanOrEqual(2);
    for (const chip of await chips.all())
      expect(await chip.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/);
    await p.page.locator("[data-action=rematch]").waitFor();
    await screenshot(p.page, "mattazza-match-over");
    await expectAccessible(p.page);
    expect(p.errors).toEqual([]);
    // The same in dark, and on a desktop.
    const wide = await person({ viewport: DESKTOP });
    await wide.page.goto(`/g/${game.id}#seat=${game.token}`);
    await wide.page.getByTestId("match-result").waitFor();
    for (const page of [p.page, wide.page]) {
      await page.evaluate(() => (document.documentElement.dataset.theme = "dark"));
      await screenshot(page, "mattazza-match-over-dark");
      await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
    }
    await screenshot(wide.page, "mattazza-match-over");
  });

  it("says 'ad Anna' in Italian where a name that starts with an a follows 'a'", async () => {
    const { id, tokens } = await everyoneSeated({ game: "mattazza", seats: 3 }, [
      "Bruno",
      "Anna",
      "Carla",
    ]);
    // Until it is Anna's turn: Bruno's banner names her.
    await playOn(id, { tokens, until: (t) => t.toAct.includes(1) });
    const p = await person();
    await p.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await p.page.locator("#lang-select").selectOption("it");
    const banner = p.page.getByTestId("turn-banner");
    await banner.getByText("Tocca ad Anna").waitFor();
    expect(await banner.textContent()).not.toMatch(/\ba Anna/);
    // A name that starts with another letter keeps the plain "a".
    await playOn(id, { tokens, until: (t) => t.toAct.includes(2) });
    await banner.getByText("Tocca a Carla").waitFor();
    await screenshot(p.page, "mattazza-ad-anna-it");
  });
});
