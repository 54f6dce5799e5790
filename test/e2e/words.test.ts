/**
 * The pages and words, as a friend meets them: an unknown address (no socket, no console
 * error), the invitation naming its creator and game (and a used one saying so before asking a
 * name), the seat token leaving the address bar, people coming and going in words, the rules
 * page, plural forms and unwrapped buttons in the three languages, and the home list with
 * whose turn it is, the score and removal. Screenshots at phone and desktop sizes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import { apiMove, playOn } from "./api-moves";
import {
  DESKTOP,
  PHONE,
  api,
  expectAccessible,
  contexts,
  screenshot,
  openMore,
  seqOf,
  waitSeqAfter,
} from "./helpers";

const newBrowserContext = contexts();

/** One person's page with every console error, failed request and socket it opened. */
async function open(
  opts: { viewport?: typeof PHONE; locale?: string } = {},
): Promise<{ page: Page; errors: string[]; sockets: string[] }> {
  const ctx = await newBrowserContext(opts);
  const page = await ctx.newPage();
  const errors: string[] = [];
  const sockets: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("response", (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.url()}`);
  });
  page.on("websocket", (ws) => sockets.push(ws.url()));
  return { page, errors, sockets };
}

/** A two-player game created by Anna through the API (Bruno not yet seated). */
async function annaGame(): Promise<CreateGameResponse> {
  return api<CreateGameResponse>("POST", "/api/games", { game: "pazaak", name: "Anna" });
}

/** Plays through the API, both seats standing at once, until someone has won a set. */
async function untilASetIsWon(id: string, tokens: [string, string]): Promise<void> {
  for (const token of tokens) await apiMove(id, token, { type: "randomSideDeck" });
  await playOn(id, {
    tokens,
    choose: () => ({ type: "stand" }),
    until: (t) => (t.view as { seats: { setsWon: number }[] }).seats.some((s) => s.setsWon > 0),
    maxMoves: 60,
  });
}

/** The text buttons and button-like links on screen whose words run over more than one line. */
async function wrappedButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("button.btn, a.btn"))) {
      if (el.getBoundingClientRect().width === 0) continue;
      // Only the words count (an icon beside them is not a second line).
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0) tops.push(r.top);
      }
      const line = parseFloat(getComputedStyle(el).lineHeight) || 20;
      if (tops.length && Math.max(...tops) - Math.min(...tops) > line / 2)
        out.push((el.textContent ?? "").trim());
    }
    return out;
  });
}

describe("an address with no game behind it", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("says so on a %s, offers the way home, opens no socket and logs no error", async (_l, vp) => {
    const { page, errors, sockets } = await open({ viewport: vp });
    await page.goto(`/g/${"Nobody-here".padEnd(16, "x")}`);
    await page.getByTestId("no-game").waitFor();
    expect(await page.locator("h1").textContent()).toBe("There is no game at this address");
    await screenshot(page, "no-game");
    await expectAccessible(page);
    // A malformed id and a path under /g/ that names nothing get the same page.
    await page.goto("/g/short");
    await page.getByTestId("no-game").waitFor();
    await page.getByTestId("no-game-home").click();
    await page.locator(".hero").waitFor();
    expect(sockets).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("the invitation, the seat and the people at the table", () => {
  it("names the creator and the game, hides the token, and says who comes and goes", async () => {
    const game = await annaGame();
    const invite = game.invites[0]!.url;

    // Anna's table, opened with her personal link: the token leaves the address at once.
    const anna = await open();
    const a = anna.page;
    await a.goto(`/g/${game.id}#seat=${game.token}`);
    await a.locator(".builder").waitFor();
    await a.waitForURL((u) => u.hash === "" && u.pathname === `/g/${game.id}`);
    expect(a.url()).not.toContain(game.token);

    // Bruno's phone: who invites him to what, who is seated, the rules, before his name.
    const bruno = await open();
    const b = bruno.page;
    await b.goto(invite);
    await b.getByTestId("join").waitFor();
    expect(await b.getByTestId("join-title").textContent()).toBe("Anna invites you to Pazaak");
    expect(await b.getByTestId("join-seated").textContent()).toBe("At the table: Anna");
    expect(await b.getByTestId("join-rules").getAttribute("href")).toBe("/rules/pazaak");
    await screenshot(b, "invitation");
    await expectAccessible(b);

    // The rules page, in the friend's way, then back to the invitation.
    await b.getByTestId("join-rules").click();
    await b.getByTestId("rules-page").waitFor();
    const rules = (await b.getByTestId("rules-page").textContent()) ?? "";
    for (const word of ["tiebreaker", "exactly 20", "nine-card rule", "2&4", "×2", "1±2"])
      expect(rules).toContain(word);
    await screenshot(b, "rules");
    await expectAccessible(b);
    await b.goBack();
    await b.getByTestId("join").waitFor();

    await b.getByLabel("Your name").fill("Bruno");
    await b.getByTestId("join").click();
    await b.locator(".builder").waitFor();
    await b.waitForURL((u) => u.hash === "" && u.pathname === `/g/${game.id}`);
    const stored = await b.evaluate(() => localStorage.getItem("tavolo:games") ?? "");
    expect(stored).toContain(game.id);

    // Anna hears and reads that Bruno joined.
    await a.getByTestId("presence-news").filter({ hasText: "Bruno joined." }).waitFor();

    // Her personal link is offered only on request, with a warning; "share" is the watch link.
    await openMore(a);
    expect(await a.getByTestId("personal-link").count()).toBe(0);
    await a.locator("[data-action=show-personal]").click();
    expect(await a.getByTestId("personal-link").textContent()).toContain("is your seat");
    expect(await a.locator("#personal-link input").inputValue()).toContain(`#seat=${game.token}`);
    expect(await a.locator("#links-title").textContent()).toContain("Share this game");

    // A third person with the same invitation is told before being asked for a name.
    const third = await open();
    await third.page.goto(invite);
    await third.page.getByTestId("seat-taken").waitFor();
    expect(await third.page.getByLabel("Your name").count()).toBe(0);
    expect(await third.page.getByTestId("join-title").textContent()).toBe(
      "Anna invites you to Pazaak",
    );
    await screenshot(third.page, "invitation-used");
    await expectAccessible(third.page);
    await third.page.getByTestId("watch-instead").click();
    await third.page.getByTestId("spectator-badge").waitFor();
    // Spectators read what the players are doing, not "choose your side deck".
    expect(await third.page.getByTestId("turn-banner").textContent()).toContain(
      "The players are choosing their side decks",
    );

    // Both decks chosen; then Bruno closes his page.
    // One after the other, each page up to date: two choices sent at the same instant make the
    // later one stale (409, then resent), which is tested elsewhere and would be noise here.
    const before = await seqOf(b);
    await a.locator("[data-action=random-deck]").click();
    await a.locator("[data-action=use-deck]").click();
    await waitSeqAfter(b, before);
    await b.locator("[data-action=random-deck]").click();
    await b.locator("[data-action=use-deck]").click();
    await a.locator(".boards").waitFor();
    // Anna's page has seen Bruno here (his socket may connect after his moves on a busy
    // machine): only someone seen leaving "left"; someone never seen is "away".
    await a.locator('.board-panel[data-seat="1"] .presence.on').waitFor();
    await b.close();
    const away = a.getByTestId("away-1");
    await away.waitFor();
    await expect
      .poll(() => away.textContent())
      .toMatch(/^Bruno left, last seen (just now|1 minute ago)\./);
    await a.getByTestId("presence-news").filter({ hasText: "Bruno left." }).waitFor();
    // Whoever is to move, the line says what happens next, and no dots think for Bruno.
    expect(await away.textContent()).toMatch(
      /It's their move; they'll see it when they come back\.|Your move will be waiting for them/,
    );
    expect(await a.locator(".turn-banner .thinking").count()).toBe(0);
    await a.evaluate(() => scrollTo(0, 0));
    await screenshot(a, "presence");
    await expectAccessible(a);
    expect(anna.errors).toEqual([]);
    expect(bruno.errors).toEqual([]);
  });
});

describe("words in three languages", () => {
  it("counts with the right plural forms in English, Italian and Dutch", async () => {
    const game = await annaGame();
    const claim = await api<ClaimSeatResponse>("POST", `/api/games/${game.id}/join`, {
      invite: game.invites[0]!.invite,
      name: "Bruno",
    });
    await untilASetIsWon(game.id, [game.token, claim.token]);
    const expected = {
      "en-US": ["1 set won", "0 sets won", "4 cards in hand", "1 of 9 slots used"],
      "it-IT": ["1 set vinto", "0 set vinti", "4 carte in mano", "1 spazio su 9 occupato"],
      "nl-NL": ["1 set gewonnen", "0 sets gewonnen", "4 kaarten in de hand", "1 van 9 vakken"],
    };
    for (const [locale, words] of Object.entries(expected)) {
      const { page } = await open({ locale });
      await page.goto(`/g/${game.id}`);
      // A reader arriving just after a set ended is first shown its result; the live boards
      // (with the hands' backs) come back after it.
      await page.locator(".boards .backs").first().waitFor();
      const labels = await page.evaluate(() =>
        Array.from(document.querySelectorAll(".pips, .backs, .grid")).map(
          (e) => e.getAttribute("aria-label") ?? "",
        ),
      );
      for (const w of words) expect(labels.join(" | "), locale).toContain(w);
    }
  });

  it("wraps no button on a 390 px phone in any language", async () => {
    for (const locale of ["en-US", "it-IT", "nl-NL"]) {
      const { page } = await open({ viewport: PHONE, locale });
      await page.goto("/");
      await page.locator(".hero").waitFor();
      expect(await wrappedButtons(page), `${locale} home`).toEqual([]);

      // A table against the computer: the builder, then a turn with a card picked.
      const game = await api<CreateGameResponse>("POST", "/api/games", {
        game: "pazaak",
        name: "Anna",
        computer: [1],
      });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      await page.locator(".builder").waitFor();
      expect(await wrappedButtons(page), `${locale} side deck`).toEqual([]);
      await page.locator("[data-action=random-deck]").click();
      await page.locator("[data-action=use-deck]").click();
      await page.locator("[data-action=end-turn]").waitFor();
      await page.locator(".hand .card-btn:not([aria-disabled=true])").first().click();
      await page.locator(".choice .play-btn").first().waitFor();
      await openMore(page);
      await page
        .locator("[data-action=show-personal]")
        .click({ timeout: 20_000 })
        .catch(async (e: unknown) => {
          throw new Error(
            `${String(e)}\n${locale} ${page.url()}\n${await page.locator("body").innerText()}`,
          );
        });
      expect(await wrappedButtons(page), `${locale} table`).toEqual([]);
      await screenshot(page, `table-${locale.slice(0, 2)}`);

      const invite = await annaGame();
      await page.goto(invite.invites[0]!.url);
      await page.getByTestId("join").waitFor();
      expect(await wrappedButtons(page), `${locale} join`).toEqual([]);
      await page.goto("/rules/pazaak");
      await page.getByTestId("rules-page").waitFor();
      expect(await wrappedButtons(page), `${locale} rules`).toEqual([]);
      if (locale !== "en-US") await screenshot(page, `rules-${locale.slice(0, 2)}`);
    }
  });
});

describe("your games on this device", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("shows whose turn and the score on a %s, and a game can be removed", async (_l, vp) => {
    const { page, errors } = await open({ viewport: vp });
    const game = await annaGame();
    const claim = await api<ClaimSeatResponse>("POST", `/api/games/${game.id}/join`, {
      invite: game.invites[0]!.invite,
      name: "Bruno",
    });
    await untilASetIsWon(game.id, [game.token, claim.token]);
    const other = await api<CreateGameResponse>("POST", "/api/games", {
      game: "pazaak",
      name: "Anna",
      computer: [1],
    });
    for (const g of [game, other]) {
      await page.goto(`/g/${g.id}#seat=${g.token}`);
      await page.locator(".pazaak").waitFor();
    }
    await page.goto("/");
    const row = page.getByTestId(`mg-${game.id}`);
    await row.getByTestId("mg-status").waitFor();
    const table = await api<Table>("GET", `/api/games/${game.id}`, undefined, game.token);
    const sets = (table.view as { seats: { setsWon: number }[] }).seats.map((s) => s.setsWon);
    expect(await row.getByTestId("mg-score").textContent()).toContain(`${sets[0]}–${sets[1]}`);
    expect(await row.getByTestId("mg-status").textContent()).toBe(
      table.toAct.includes(0) ? "Your turn" : "Bruno's turn",
    );
    // Each unfinished game says "Coming soon" once.
    for (const tile of await page.locator(".game-tile.soon").all())
      expect(((await tile.textContent()) ?? "").split("Coming soon").length - 1).toBe(1);
    await screenshot(page, "home-games");
    await expectAccessible(page);

    await row.locator("[data-action=remove-game]").click();
    await row.locator("[data-action=remove-confirm]").click();
    await row.waitFor({ state: "detached" });
    expect(await page.locator(".my-games li").count()).toBe(1);
    expect(await page.evaluate(() => localStorage.getItem("tavolo:games") ?? "")).not.toContain(
      game.id,
    );
    expect(errors).toEqual([]);
  });
});
