/**
 * What every game's table shares at the end of a first game, in a real browser: a resigned game
 * shows the normal match result (who won, why, the rematch) for both players, a spectator and
 * an embed, in every game, also after a reload; resigning is a table action of its own; the
 * result comes into view on a phone scrolled down; the rematch is told in words ("Anna offers
 * a rematch", "Waiting for Bruno to accept the rematch", nobody "left"); the keyboard focus
 * lost with a live update lands on the table's next control; folds show a chevron; a game's
 * styles do not follow the reader to another game's table.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { apiMove } from "./api-moves";
import { api, DESKTOP, expectAccessible, people, PHONE, screenshot } from "./helpers";
import { againstComputers, friendsGame } from "./api-games";

const person = people();

/** A game with a friend: Anna (seat 0) created it, Bruno (seat 1) took his seat by link. */
function friends(game = "pazaak"): Promise<{ id: string; tokens: [string, string] }> {
  return friendsGame(game, "Bruno");
}

/** A Pazaak game between Anna and Bruno past the side decks. */
async function pazaakInPlay() {
  const g = await friends();
  for (const tk of g.tokens) await apiMove(g.id, tk, { type: "randomSideDeck" });
  return g;
}

const resign = (id: string, token: string) =>
  api<Table>("POST", `/api/games/${id}/resign`, {}, token);

/** The match result's verdict and reason on `page`, once it shows. */
async function result(page: Page): Promise<{ title: string; reason: string }> {
  const box = page.getByTestId("match-result");
  await box.waitFor();
  await box.getByTestId("match-reason").waitFor();
  return {
    title: (await box.locator("h2").textContent()) ?? "",
    reason: (await box.getByTestId("match-reason").textContent()) ?? "",
  };
}

describe("a resigned game", () => {
  it("shows both players and a spectator the match result, with the reason and the rematch, also after a reload", async () => {
    const { id, tokens } = await pazaakInPlay();
    const anna = await person({ viewport: PHONE });
    const bruno = await person({ viewport: DESKTOP });
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await bruno.page.locator(".game-page").waitFor();

    // Resigning is on the table, not folded inside the email panel.
    const button = anna.page.getByTestId("resign");
    await button.waitFor();
    expect(
      await anna.page.getByTestId("more").evaluate((d) => (d as HTMLDetailsElement).open),
    ).toBe(false);
    await button.click();
    await anna.page.getByTestId("resign-yes").click();

    expect(await result(anna.page)).toEqual({ title: "Bruno wins", reason: "You resigned." });
    expect(await result(bruno.page)).toEqual({ title: "You win!", reason: "Anna resigned." });
    for (const p of [anna.page, bruno.page]) {
      const verdict = p.getByTestId("turn-banner").locator(".banner-text strong");
      expect(await verdict.textContent()).not.toMatch(/turn/i);
      await p.locator("[data-action=rematch]").waitFor();
      // The deal is revealed and can be checked, as after any end.
      await p.locator("[data-action=verify]").waitFor();
      expect(await p.getByTestId("resign").count()).toBe(0);
    }
    await screenshot(anna.page, "resigned-result");
    await screenshot(bruno.page, "resigned-result");
    await expectAccessible(bruno.page);

    await bruno.page.reload();
    expect(await result(bruno.page)).toEqual({ title: "You win!", reason: "Anna resigned." });
    const watcher = await person();
    await watcher.page.goto(`/g/${id}`);
    expect(await result(watcher.page)).toEqual({ title: "Bruno wins", reason: "Anna resigned." });
    expect([...anna.errors, ...bruno.errors, ...watcher.errors]).toEqual([]);
  });

  // Every other game of the registry (Pazaak's is the test above).
  for (const game of Object.keys(games).filter((g) => g !== "pazaak")) {
    it(`${game}: the player, and the embed, show the match result with the reason`, async () => {
      const g = await againstComputers(game);
      const anna = await person({ viewport: PHONE });
      await anna.page.goto(`/g/${g.id}#seat=${g.token}`);
      await anna.page.getByTestId("turn-banner").waitFor();
      await resign(g.id, g.token);
      const r = await result(anna.page);
      expect(r.reason).toBe("You resigned.");
      expect(r.title).toMatch(/wins?$/);
      const verdict = anna.page.getByTestId("turn-banner").locator(".banner-text strong");
      expect(await verdict.textContent()).not.toMatch(/turn|to play/i);
      await anna.page.locator("[data-action=rematch]").waitFor();
      await screenshot(anna.page, `resigned-${game}`);
      const embed = await person({ viewport: DESKTOP });
      await embed.page.goto(`/embed/g/${g.id}`);
      expect((await result(embed.page)).reason).toBe("Anna resigned.");
      expect([...anna.errors, ...embed.errors]).toEqual([]);
    });
  }
});

describe("the end of a game on a phone", () => {
  it("comes into view when the reader had scrolled down to the log", async () => {
    const { id, tokens } = await pazaakInPlay();
    const bruno = await person({ viewport: PHONE });
    await bruno.page.emulateMedia({ reducedMotion: "reduce" });
    await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await bruno.page.getByTestId("move-log").waitFor();
    // The boards come as a part after the table's first screen: the page grows when they land.
    await bruno.page.locator(".pazaak .boards").first().waitFor();
    await bruno.page.waitForFunction(() => {
      scrollTo(0, document.body.scrollHeight);
      return scrollY > 200;
    });
    await resign(id, tokens[0]);
    await bruno.page.getByTestId("match-result").waitFor();
    await bruno.page.waitForFunction(() => {
      const top = document.querySelector("[data-testid=match-result]")?.getBoundingClientRect().top;
      // Below the sticky header, in the upper half of the screen.
      const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
      return top !== undefined && top >= header && top < innerHeight / 2;
    });
    await screenshot(bruno.page, "result-in-view");
  });
});

describe("the rematch in words", () => {
  it("the one who offers waits for Bruno by name; Bruno reads the offer, and nobody 'left'", async () => {
    const { id, tokens } = await pazaakInPlay();
    await resign(id, tokens[1]);
    const anna = await person({ viewport: PHONE });
    const bruno = await person({ viewport: PHONE });
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await anna.page.locator("[data-action=rematch]").click();
    await anna.page.waitForURL((u) => !u.pathname.endsWith(id));
    const waiting = anna.page.getByTestId("waiting-join");
    await expect.poll(() => waiting.textContent()).toContain("Waiting for Bruno to accept");
    expect(await waiting.textContent()).not.toMatch(/seat 2/i);
    await screenshot(anna.page, "rematch-waiting");

    // Anna's page of the old game has closed: the server says she is gone from it.
    await expect
      .poll(async () => (await api<Table>("GET", `/api/games/${id}`)).players[0]?.online)
      .toBe(false);
    await bruno.page.reload();
    const offer = bruno.page.getByTestId("rematch-offer");
    await expect.poll(() => offer.textContent()).toContain("Anna offers a rematch");
    expect(await bruno.page.locator("[data-testid^=away-]").count()).toBe(0);
    expect(await bruno.page.getByTestId("presence").textContent()).not.toMatch(/left|away/);
    await screenshot(bruno.page, "rematch-offer-words");
    expect([...anna.errors, ...bruno.errors]).toEqual([]);
  });
});

describe("the keyboard focus", () => {
  it("lost with a live update, goes to the table's next control", async () => {
    const { id, tokens } = await pazaakInPlay();
    const seat = (await api<Table>("GET", `/api/games/${id}`)).toAct[0] ?? 0;
    const { page } = await person({ viewport: DESKTOP });
    await page.goto(`/g/${id}#seat=${tokens[seat]}`);
    // The player to act has the keyboard focus on "Stand", as a keyboard player would.
    const stand = page.locator("[data-action=stand]:not([disabled])");
    await stand.focus();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("data-action") === "stand",
    );
    // The other resigns: the table re-renders as finished and "Stand" is gone or disabled.
    await resign(id, tokens[1 - seat]!);
    await page.getByTestId("match-result").waitFor();
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("data-action") === "rematch",
    );
  });
});

describe("folds", () => {
  it("show a chevron that turns when opened", async () => {
    const { id, tokens } = await pazaakInPlay();
    const { page } = await person({ viewport: PHONE });
    await page.goto(`/g/${id}#seat=${tokens[0]}`);
    const summary = page.getByTestId("more").locator("summary");
    await summary.waitFor();
    const marker = () =>
      summary.evaluate((s) => {
        const b = getComputedStyle(s, "::before");
        return { content: b.content, transform: b.transform };
      });
    const closed = await marker();
    expect(closed.content).not.toBe("none");
    await summary.click();
    await expect.poll(async () => (await marker()).transform).not.toBe(closed.transform);
    await page.goto("/");
    const home = page.locator("details summary").first();
    await home.waitFor();
    expect(await home.evaluate((s) => getComputedStyle(s, "::before").content)).toMatch(/^"▸/);
  });
});

describe("a game's styles", () => {
  it("stay with its table: a Mattazza card after a Mazzo table in the same page has Mattazza's size", async () => {
    const create = (game: string, computer: number[]) =>
      api<CreateGameResponse>("POST", "/api/games", { game, name: "Anna", computer });
    const mazzo = await create("mazzo", [1]);
    const mattazza = await create("mattazza", [1, 2, 3]);
    const { page, errors } = await person({ viewport: PHONE });
    const card = page.locator(".mattazza .mz-hand .mz-card").first();
    const size = () =>
      card.evaluate((c) => {
        const s = getComputedStyle(c);
        return { width: s.width, height: s.height, minHeight: s.minHeight };
      });
    // Mattazza's own card, on a page that never showed another game.
    await page.goto(`/g/${mattazza.id}#seat=${mattazza.token}`);
    await card.waitFor();
    const own = await size();
    // Then a Mazzo table, and back to Mattazza within the app (home, then its game link).
    await page.goto(`/g/${mazzo.id}#seat=${mazzo.token}`);
    await page.locator(".mazzo .mz-card").first().waitFor();
    await page.locator("header a.brand").click();
    await page.getByTestId(`mg-${mattazza.id}`).locator("a").click();
    await card.waitFor();
    expect(await size()).toEqual(own);
    expect(errors).toEqual([]);
  });
});
