/**
 * Mattazza for someone at their first game: the aim is said where it is played (the home pitch,
 * a line at the table, the hand result's reason); every seat's name reads whole with four to six
 * seats on a phone, the dealer badge beside it, never over it; a hand's score stays with that
 * hand's seats and log (the next hand, already dealt, does not show behind it); a card that
 * cannot be played now can still be focused to read its help; the create form's "How the match
 * ends" fits a phone and says what a mark is. Screenshots light and dark at 390 and 1280 px.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol";
import { apiMove, firstLegalExcept, playOn, settledTable } from "./api-moves";
import { api, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { againstComputers } from "./api-games";

const person = people();
const SMALL = { width: 320, height: 640 };
const AIM = /take at least one trick, but as few points as you can/i;

/** Screenshots of the page in light and dark (`{name}-{width}.png`, `{name}-dark-{width}.png`). */
async function shots(page: Page, name: string): Promise<void> {
  // The header's theme switch sets data-theme on the root; do the same for the dark picture.
  const theme = (t: string) =>
    page.evaluate((v) => (document.documentElement.dataset.theme = v), t);
  await theme("light");
  await screenshot(page, name);
  await theme("dark");
  await screenshot(page, `${name}-dark`);
  await theme("light");
}

/** A game of `seats` with Anna at seat 0 and the computer in every other seat. */
function withComputers(seats: number, options?: object): Promise<CreateGameResponse> {
  return againstComputers("mattazza", { seats, ...(options ? { options } : {}) });
}

/** Plays Anna's moves through the API until the view reaches `hand` (the computers play on). */
async function playToHand(game: CreateGameResponse, hand: number): Promise<void> {
  await playOn(game.id, {
    tokens: [game.token],
    choose: firstLegalExcept("callForHelp"),
    until: (t) => (t.view as { hand: number }).hand >= hand,
  });
}

describe("Mattazza says its aim and shows every seat", () => {
  it("the home pitch says the aim, not that taking nothing loses", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const p = await person({ viewport });
      await p.page.goto("/");
      const pitch = p.page.getByText(AIM).first();
      await pitch.waitFor();
      expect(await p.page.locator("body").textContent()).not.toMatch(/takes nothing loses/);
      await pitch.scrollIntoViewIfNeeded();
      await shots(p.page, "mattazza-home");
      // The rules page says the aim too, and what the trumps' ranks on the cards mean.
      await p.page.goto("/rules/mattazza");
      await p.page.getByText(/Angelo 21, Mondo 20/).waitFor();
      expect(await p.page.locator("main").textContent()).toMatch(AIM);
      await shots(p.page, "mattazza-rules");
    }
  });

  it("the table says the aim in one line, and the hand's reason says it again", async () => {
    const game = await withComputers(3);
    await playToHand(game, 2);
    for (const viewport of [PHONE, DESKTOP]) {
      const p = await person({ viewport });
      await p.page.goto(`/g/${game.id}#seat=${game.token}`);
      // Hand 1's score greets the reader who comes back.
      await p.page.getByTestId("hand-scores").waitFor();
      expect(await p.page.getByTestId("round-reason").textContent()).toMatch(AIM);
      expect(await p.page.getByTestId("aim").textContent()).toMatch(AIM);
      // Behind hand 1's score the seats are as hand 1 ended: every card played, not hand 2's
      // ten; the log stops at hand 1's end.
      const seats = p.page.locator(".mz-seat");
      expect(await seats.count()).toBe(3);
      expect(await seats.locator(".mz-seat-stats span:first-child").allTextContents()).toEqual([
        "0 cards",
        "0 cards",
        "0 cards",
      ]);
      expect(await p.page.getByTestId("turn-banner").textContent()).toMatch(/Hand 1/);
      expect(await p.page.getByTestId("move-log").textContent()).not.toMatch(/Hand 2:/);
      expect(await p.page.getByTestId("own-hand").count()).toBe(0);
      // "Next hand" is where the focus goes after an update.
      expect(
        await p.page.locator(".mattazza [data-next-focus]").first().getAttribute("data-action"),
      ).toBe("next-round");
      await shots(p.page, "mattazza-hand-held");
      await expectAccessible(p.page);
      // Moving on shows hand 2, with the aim still said.
      await p.page.locator("[data-action=next-round]").click();
      await p.page.getByTestId("turn-banner").getByText("Hand 2").waitFor();
      expect(await p.page.getByTestId("move-log").textContent()).toMatch(/Hand 2:/);
      expect(await p.page.getByTestId("aim").textContent()).toMatch(AIM);
      expect(p.errors).toEqual([]);
    }
  });

  it("with four to six seats every name reads whole at 390 and 320 px, beside the dealer badge", async () => {
    for (const seats of [4, 5, 6]) {
      const game = await withComputers(seats);
      for (const viewport of [PHONE, SMALL, DESKTOP]) {
        const p = await person({ viewport });
        await p.page.goto(`/g/${game.id}#seat=${game.token}`);
        await p.page.locator(".mz-seat").first().waitFor();
        const names = await p.page.locator(".mz-seat").evaluateAll((els) =>
          els.map((li) => {
            const name = li.querySelector(".pname-text") as HTMLElement;
            const dealer = li.querySelector(".mz-dealer");
            const n = name.getBoundingClientRect();
            const d = dealer?.getBoundingClientRect();
            const overlaps =
              !!d && d.left < n.right && d.right > n.left && d.top < n.bottom && d.bottom > n.top;
            return {
              text: name.textContent ?? "",
              clipped:
                name.scrollWidth > name.clientWidth + 1 ||
                name.scrollHeight > name.clientHeight + 1,
              overlaps,
            };
          }),
        );
        expect(names).toHaveLength(seats);
        for (const n of names)
          expect(n, `${seats} seats at ${viewport.width}px`).toMatchObject({
            clipped: false,
            overlaps: false,
          });
        // The computers are told apart by their whole names.
        expect(new Set(names.map((n) => n.text)).size).toBe(seats);
        if (seats !== 5 && viewport !== SMALL) await shots(p.page, `mattazza-seats-${seats}`);
        if (viewport === SMALL) await shots(p.page, `mattazza-seats-${seats}`);
      }
    }
  });

  it("a card that cannot be played now can still be focused to read its help", async () => {
    // Three seats, two of them friends who have not come: the table waits on one of them.
    const game = await api<CreateGameResponse>("POST", "/api/games", {
      game: "mattazza",
      name: "Anna",
      seats: 3,
    });
    const tb = await settledTable(game.id, game.token);
    const lead = (tb.legal as { type: string }[]).find((m) => m.type === "play");
    if (lead) await apiMove(game.id, game.token, lead);
    const p = await person();
    await p.page.goto(`/g/${game.id}#seat=${game.token}`);
    const card = p.page.locator(".mz-hand .card-btn").first();
    await card.waitFor();
    expect(await card.getAttribute("aria-disabled")).toBe("true");
    // Off turn, the page's focus after an update goes back to the hand (the focus contract).
    expect(
      await p.page.locator(".mattazza [data-next-focus]").first().getAttribute("data-card"),
    ).toBe(await card.getAttribute("data-card"));
    await card.focus();
    const key = await card.getAttribute("data-focus-key");
    expect(key).toMatch(/^card-/);
    expect(
      await p.page.evaluate(() => document.activeElement?.getAttribute("data-focus-key")),
    ).toBe(key);
    // Its help is given (described by) and a click does not pick it.
    expect(await card.getAttribute("aria-describedby")).toBeTruthy();
    await card.dispatchEvent("click");
    expect(await card.getAttribute("aria-pressed")).toBe("false");
    expect(await p.page.locator("[data-action=play]").count()).toBe(0);
  });

  it('the create form\'s "How the match ends" fits a phone and says what a mark is', async () => {
    for (const viewport of [PHONE, SMALL, DESKTOP]) {
      const p = await person({ viewport });
      await p.page.goto("/new/mattazza");
      const select = p.page.locator("#opt-matchMode");
      await select.waitFor();
      await p.page.getByText(/A mark is one lost hand/).waitFor();
      // Every choice's text fits the select's width (its own font, the arrow left aside), in
      // every language.
      const hints = {
        en: /A mark is one lost hand/,
        it: /Un segno è una mano persa/,
        nl: /Een streep is een verloren spel/,
      };
      for (const [lang, hint] of Object.entries(hints)) {
        await p.page.locator("#lang-select").selectOption(lang);
        await p.page.getByText(hint).waitFor();
        const fits = await select.evaluate((el: HTMLSelectElement) => {
          const style = getComputedStyle(el);
          const probe = document.createElement("span");
          probe.style.font = style.font;
          probe.style.position = "absolute";
          probe.style.whiteSpace = "nowrap";
          document.body.append(probe);
          const room = el.clientWidth - parseFloat(style.paddingLeft) - 24;
          const widths = Array.from(el.options).map((o) => {
            probe.textContent = o.text;
            return probe.getBoundingClientRect().width;
          });
          probe.remove();
          return widths.every((w) => w <= room);
        });
        expect(fits, `${lang} at ${viewport.width}px`).toBe(true);
      }
      await p.page.locator("#lang-select").selectOption("en");
      await select.scrollIntoViewIfNeeded();
      if (viewport !== SMALL) await shots(p.page, "mattazza-create");
    }
  });
});
