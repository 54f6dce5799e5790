/**
 * A first game of Pazaak in Chromium, the parts a new player trips over: over 20 after the
 * draw, the one button left is readable (hovered too, light and dark) and the card that saves
 * the set is named; "Random deck" fills the strip and only "Use these 10" sends it; the log
 * says what was drawn and how the starter was drawn; a set's result stays for the player who
 * does not act next until they move on; cards that cannot be played stay focusable and the
 * sensible next control is marked for the page's focus restoration. Screenshots of each screen
 * at 390 and 1280 px, light and dark, go to screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { CreateGameResponse } from "../../src/protocol";
import type { PazaakView } from "../../src/engine/games/pazaak/types";
import { rules as rulesEn } from "../../web/pazaak/rules/en";
import { rules as rulesIt } from "../../web/pazaak/rules/it";
import { rules as rulesNl } from "../../web/pazaak/rules/nl";
import { words as wordsEn } from "../../web/pazaak/words/seat-en";
import { words as wordsIt } from "../../web/pazaak/words/seat-it";
import { words as wordsNl } from "../../web/pazaak/words/seat-nl";
import { apiMove, computerPazaak, settledTable, tableOf } from "./api-moves";
import { api, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { againstComputers, pazaakForTwo } from "./api-games";

const person = people();

/** Every side card is a ± card, so a hand of four always has a way down. */
const DUALS = ["PM6", "PM6", "PM5", "PM5", "PM4", "PM4", "PM3", "PM3", "PM2", "PM2"];

/**
 * A game against the computer brought to seat 0's turn over 20 after the draw, with a hand
 * card that saves it: turns are ended (never stood) until a draw passes 20 and a ± card in
 * hand is big enough; a set lost on the way just starts the next one.
 */
async function overTwenty(): Promise<{ game: CreateGameResponse; total: number; best: number }> {
  for (;;) {
    const game = await againstComputers("pazaak");
    await apiMove(game.id, game.token, { type: "sideDeck", cards: DUALS });
    for (let turn = 0; turn < 60; turn++) {
      const table = await settledTable(game.id, game.token);
      if (table.outcome !== null) break;
      const view = table.view as PazaakView;
      const me = view.seats[0];
      if (me.total > 20) {
        const sizes = (me.hand ?? []).map((c) => Number(c.slice(2)));
        const saving = sizes.filter((n) => me.total - n <= 20);
        if (saving.length > 0 && !view.sidePlayed)
          return { game, total: me.total, best: me.total - Math.min(...saving) };
      }
      await apiMove(game.id, game.token, { type: "endTurn" });
    }
  }
}

/** The WCAG contrast ratio of an element's text on its own background, as computed now. */
function contrastOf(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) return 0;
    const probe = document.createElement("canvas").getContext("2d")!;
    // The canvas resolves any CSS colour (color-mix, color(srgb …)) to RGB pixels.
    const rgb = (css: string): [number, number, number] => {
      probe.clearRect(0, 0, 1, 1);
      probe.fillStyle = "#000";
      probe.fillStyle = css;
      probe.fillRect(0, 0, 1, 1);
      const d = probe.getImageData(0, 0, 1, 1).data;
      return [d[0]!, d[1]!, d[2]!];
    };
    const lum = ([r, g, b]: [number, number, number]) => {
      const f = (v: number) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const style = getComputedStyle(el);
    const a = lum(rgb(style.color));
    const b = lum(rgb(style.backgroundColor));
    return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }, selector);
}

/** Switches the page's theme in place (the site's own data-theme attribute). */
const setTheme = (page: Page, theme: "light" | "dark") =>
  page.evaluate((th) => {
    document.documentElement.dataset.theme = th;
  }, theme);

describe("the special cards' help and the rules page", () => {
  it("say the same thing about ×2 and the flips, in every language", () => {
    for (const [lang, rules, words, stay] of [
      ["en", rulesEn, wordsEn, "± and special cards stay"],
      ["it", rulesIt, wordsIt, "le carte ± e speciali restano"],
      ["nl", rulesNl, wordsNl, "±- en speciale kaarten blijven"],
    ] as const) {
      const lines = rules.sections.flatMap((s) => s.list ?? []);
      const double = lines.find((l) => l.startsWith("×2")) ?? "";
      // The help's sentence, as the rules page's line says it after "×2 (double): ".
      const help = words.help_double;
      expect(double, lang).toContain(help.charAt(0).toLowerCase() + help.slice(1));
      expect(
        lines.find((l) => l.startsWith("2&4")),
        lang,
      ).toContain(stay);
      expect(words.help_flip, lang).toContain(stay);
    }
  });
});

describe("over 20 after the draw", () => {
  it("shows a readable End turn (bust), hovered or not, and names the card that saves the set", async () => {
    const { game, total, best } = await overTwenty();
    let last: Page | undefined;
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      const bust = page.locator("[data-action=end-turn]");
      await bust.waitFor();
      expect(await bust.textContent()).toBe("End turn (bust)");
      // The hint names the best card and where it lands.
      expect(await page.getByTestId("bust-hint").textContent()).toBe(
        `Over 20: play −${total - best} to get back to ${best}`,
      );
      // That card is the sensible next control.
      const next = page.locator(".hand [data-next-focus]");
      expect(await next.count()).toBe(1);
      expect(await next.getAttribute("data-card")).toBe(`PM${total - best}`);
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await page.mouse.move(0, 0);
        expect(await contrastOf(page, "[data-action=end-turn]"), theme).toBeGreaterThanOrEqual(4.5);
        // A pointer left over the button (where End turn was a moment ago) is the usual case.
        await bust.hover();
        expect(
          await contrastOf(page, "[data-action=end-turn]"),
          `${theme}, hovered`,
        ).toBeGreaterThanOrEqual(4.5);
        await screenshot(page, `bust-${theme}`);
        await expectAccessible(page);
      }
      expect(errors).toEqual([]);
      last = page;
    }
    // The named card, played at its minus value, saves the set.
    await last!.locator(".hand [data-next-focus]").click();
    await last!.locator(`.choice .play-btn[data-value="-${total - best}"]`).click();
    // (At 20 the turn, and maybe the set, ends by itself: the log keeps the play.)
    await expect
      .poll(async () =>
        ((await tableOf(game.id, game.token)).view as PazaakView).events.some(
          (e) => e.type === "play" && e.seat === 0 && e.total === best,
        ),
      )
      .toBe(true);
  });
});

describe("the side-deck builder's random deck", () => {
  it("fills the strip to look at and change; only Use these 10 sends it", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const game = await againstComputers("pazaak");
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      await page.locator("[data-action=random-deck]").click();
      const strip = page.getByTestId("chosen-strip");
      await expect.poll(() => strip.locator(".strip-card").count()).toBe(10);
      expect(await page.getByTestId("deck-note").textContent()).toBe(
        "A random deck is ready: change it, or use these 10.",
      );
      // Nothing was sent: the seat has not chosen, and the builder is still there.
      const before = await tableOf(game.id, game.token);
      expect((before.view as PazaakView).seats[0].sideDeckChosen).toBe(false);
      expect(await page.locator(".builder:not(.waiting)").count()).toBe(1);
      // Confirming is the sensible next step.
      expect(await page.locator("[data-action=use-deck]").getAttribute("data-next-focus")).toBe("");
      // One card changed, then confirmed: that deck is the seat's side deck.
      await strip.locator(".strip-card").first().click();
      await expect.poll(() => strip.locator(".strip-card").count()).toBe(9);
      // The random deck may already hold every copy of a card: add one it holds fewer of.
      const addable = await page.locator(".pool-item").evaluateAll((items) =>
        items
          .map((item) => ({
            card: item.querySelector(".pool-card")?.getAttribute("data-card") ?? "",
            count: (item.querySelector(".count")?.textContent ?? "").split("/").map(Number),
          }))
          .filter(({ count: [n, max] }) => n !== undefined && max !== undefined && n < max)
          .map(({ card }) => card),
      );
      const added = addable[0] ?? "";
      await page.locator(`.pool-card[data-card=${added}]`).click();
      await expect.poll(() => strip.locator(".strip-card").count()).toBe(10);
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await screenshot(page, `builder-random-${theme}`);
      }
      await page.locator("[data-action=use-deck]").click();
      await page.locator(".boards").waitFor();
      const after = await tableOf(game.id, game.token);
      expect((after.view as PazaakView).seats[0].sideDeck).toContain(added);
      expect(errors).toEqual([]);
    }
  });
});

describe("the move log", () => {
  it("says who starts and why, and each draw with its total", async () => {
    const game = await computerPazaak(true, "Bruno");
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      await page.locator(".boards").waitFor();
      const log = page.getByTestId("move-log");
      // A sentence says "the computer" (its name, "Computer", is the label over its board).
      const who = "(Bruno|the computer)";
      await expect
        .poll(() => log.textContent())
        .toMatch(new RegExp(`Who starts: ${who} drew (\\d+), ${who} (\\d+)`));
      const text = (await log.textContent()) ?? "";
      const [, first, high, second, low] =
        new RegExp(`Who starts: ${who} drew (\\d+), ${who} (\\d+)`).exec(text) ?? [];
      expect(first).not.toBe(second);
      expect(Number(high)).toBeGreaterThan(Number(low));
      expect(text).toMatch(new RegExp(`Set 1: ${first} starts`));
      // The first draw of the set: its card and the total it makes are the same number.
      const draw = /(Bruno|The computer) drew (\d+) \(total (\d+)\)/.exec(text);
      expect(draw).not.toBeNull();
      expect(text).not.toMatch(/Computer/);
      expect(text).not.toMatch(/drew \d+: \d+/);
      await log.scrollIntoViewIfNeeded();
      for (const theme of ["light", "dark"] as const) {
        await setTheme(page, theme);
        await screenshot(page, `log-${theme}`);
      }
      expect(errors).toEqual([]);
    }
  });
});

describe("a set's result", () => {
  it("stays for the player who does not act next until they press Next set", async () => {
    const created = await pazaakForTwo();
    const tokens = created.tokens;
    for (const tk of tokens) await apiMove(created.id, tk, { type: "randomSideDeck" });
    const anna = await person({ viewport: PHONE });
    const bobs = await person({ viewport: DESKTOP });
    const pages = [anna.page, bobs.page];
    await anna.page.goto(`/g/${created.id}#seat=${tokens[0]}`);
    await bobs.page.goto(`/g/${created.id}#seat=${tokens[1]}`);
    for (const p of pages) await p.locator(".boards").waitFor();

    // Both stand on their first card: set 1 ends.
    const first = (await tableOf(created.id, tokens[0]!)).toAct[0] ?? 0;
    await apiMove(created.id, tokens[first]!, { type: "stand" });
    const table = await apiMove(created.id, tokens[1 - first]!, { type: "stand" });
    const next = table.toAct[0] ?? 0;
    const actor = pages[next]!;
    const other = pages[1 - next]!;
    const held = other.getByTestId("round-result");
    await held.waitFor();
    // Not on a timer…
    expect(await held.getAttribute("data-auto")).toBeNull();
    await actor.getByTestId("round-result").waitFor();
    for (const p of pages)
      for (const theme of ["light", "dark"] as const) {
        await setTheme(p, theme);
        await screenshot(p, `set-result-${theme}`);
      }
    // …and not gone when the game moves on: the actor starts set 2 and plays a move.
    await actor.locator("[data-action=next-round]").click();
    await actor.locator("[data-action=end-turn]").click();
    await other.waitForFunction(
      (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) > s,
      table.seq,
    );
    expect(await held.count()).toBe(1);
    // Moving on is the reader's own press.
    await other.locator("[data-action=next-round]").click();
    await other.locator(".boards").waitFor();
    expect(await other.getByTestId("round-result").count()).toBe(0);
    expect([...anna.errors, ...bobs.errors]).toEqual([]);
  });
});

describe("focus after a move", () => {
  it("marks the big button as the next control; cards that cannot be played stay focusable", async () => {
    const game = await againstComputers("pazaak");
    await apiMove(game.id, game.token, { type: "randomSideDeck" });
    await settledTable(game.id, game.token);
    const { page, errors } = await person({ viewport: PHONE });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator("[data-action=end-turn]").waitFor();
    // A low first card: End turn is the big button and the next control.
    expect(await page.locator(".pazaak [data-next-focus]").getAttribute("data-action")).toBe(
      "end-turn",
    );
    const keys = await page
      .locator(".hand .card-btn")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-focus-key")));
    expect(keys.every((k) => k !== null && k.startsWith("card-"))).toBe(true);
    // Play one card: the others cannot be played this turn, but keep their node, focus and help.
    // A card with no twin in the hand (copies share a face, the deal decides how many there are).
    const faces = await page
      .locator(".hand .card-btn")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-card")));
    const lone = faces.findIndex((f) => faces.filter((g) => g === f).length === 1);
    const card = page.locator(".hand .card-btn").nth(Math.max(0, lone));
    const firstKey = await card.getAttribute("data-focus-key");
    const sameKey = () => page.locator(`.hand [data-focus-key="${firstKey}"]`).count();
    await card.click();
    await page.locator(".choice .play-btn").first().click();
    const rest = page.locator(".hand .card-btn");
    await expect.poll(() => rest.count()).toBe(3);
    await page.locator(".hand .card-btn[aria-disabled=true]").first().waitFor();
    if (lone >= 0) expect(await sameKey()).toBe(0);
    expect(await page.locator(".hand .card-btn[disabled]").count()).toBe(0);
    await rest.first().focus();
    expect(await page.evaluate(() => document.activeElement?.classList.contains("card-btn"))).toBe(
      true,
    );
    const described = await rest.first().getAttribute("aria-describedby");
    expect(((await page.locator(`#${described}`).textContent()) ?? "").length).toBeGreaterThan(5);
    // A tap on it does nothing: no choice of values opens.
    await rest.first().click({ force: true });
    expect(await page.locator(".choice").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
