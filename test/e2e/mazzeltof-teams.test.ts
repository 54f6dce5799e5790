/**
 * MazzelTof's teams as a player meets them: the create form with four seats shows who is your
 * partner and who your opponents, and a friend placed as partner is the partner at the table;
 * the end of a game says "You win" / "You lose" and whose team, in two and four seats (games
 * played out over HTTP, then opened in the browser). The table's cards keep their focus keys,
 * cards without a move stay focusable, and the screen-reader names have no stray spaces.
 * Screenshots of the form and the end cards at phone and desktop width, light and dark.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { everyoneSeated, playOn } from "./api-moves";
import { DESKTOP, PHONE, expectAccessible, people, screenshot } from "./helpers";

const person = people();

/**
 * Screenshots at 390 and 1280 px, light and dark (the theme is read at load: a reload), with
 * `ready` in view; ends back at the phone in light.
 */
async function shots(page: Page, name: string, ready: string): Promise<void> {
  for (const dark of [false, true]) {
    await page.emulateMedia({ colorScheme: dark ? "dark" : "light" });
    await page.reload();
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await page.locator(ready).first().scrollIntoViewIfNeeded();
      await screenshot(page, `${name}${dark ? "-dark" : ""}`);
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await page.setViewportSize(PHONE);
  await page.locator(ready).first().waitFor();
}

/** A game with every seat taken by a person (Anna creates; the others join): tokens by seat. */
const seated = (names: string[]) =>
  everyoneSeated({ game: "mazzeltof", seats: names.length }, names);

/**
 * Plays the game to its end over HTTP, the way an eager player would: the pawn cancelled when
 * possible, any card that fits played, new cards taken, else the first move offered (a pass).
 */
async function playOut(id: string, tokens: string[]): Promise<Table> {
  return playOn(id, {
    tokens,
    until: () => false,
    choose: (mine) => {
      const legal = mine.legal as { type: string }[];
      return (
        legal.find((m) => m.type === "cancelSkip") ??
        legal.find((m) => m.type === "play") ??
        legal.find((m) => m.type === "drawFive") ??
        legal[0]
      );
    },
  });
}

/** Opens the finished table as the holder of `token` and answers its end title. */
async function endTitle(page: Page, id: string, token: string): Promise<string> {
  await page.goto(`/g/${id}#seat=${token}`);
  const title = page.getByTestId("match-result").locator("h2");
  await title.waitFor();
  return (await title.textContent()) ?? "";
}

describe("MazzelTof teams", () => {
  it("the create form shows both teams; a friend placed as partner is the partner at the table", async () => {
    const anna = await person();
    const a = anna.page;
    await a.goto("/new/mazzeltof");
    await a.getByLabel("Your name").fill("Anna");
    // Four seats by default: seat 3 is the partner, seats 2 and 4 the opponents.
    const ours = a.getByTestId("mz-ours");
    const theirs = a.getByTestId("mz-theirs");
    await ours.waitFor();
    expect(await ours.locator("h2").textContent()).toBe("Team red: you and your partner");
    expect(await theirs.locator("h2").textContent()).toBe("Team blue: your opponents");
    expect(await ours.getByTestId("computer-2").count()).toBe(1);
    expect(await ours.textContent()).toContain("your partner");
    expect(await theirs.getByTestId("computer-1").count()).toBe(1);
    expect(await theirs.getByTestId("computer-3").count()).toBe(1);
    // A friend as partner, the computer for both opponents.
    await expectAccessible(a);
    await shots(a, "mazzeltof-create-teams", "[data-testid=mz-teams]");
    await a.getByLabel("Your name").fill("Anna");
    await theirs.getByTestId("computer-1").check();
    await theirs.getByTestId("computer-3").check();
    // Two seats: no teams to show, one opponent.
    await a.locator("label:has(input[name=seats][value='2'])").click();
    expect(await a.getByTestId("mz-teams").count()).toBe(0);
    await a.locator("label:has(input[name=seats][value='4'])").click();
    await a.getByTestId("create").click();
    await a.waitForURL(/\/g\/[\w-]+\/share$/);
    // The one invitation is seat 3's.
    await a.getByTestId("invite-2").waitFor();
    expect(await a.locator("[data-testid=invite-1], [data-testid=invite-3]").count()).toBe(0);
    const invite = await a.getByTestId("invite-2").getByTestId("invite-url").inputValue();

    const carla = await person();
    const c = carla.page;
    await c.goto(invite);
    await c.getByLabel("Your name").fill("Carla");
    await c.getByTestId("join").click();
    await c.waitForURL(/\/g\/[\w-]+$/);
    await c.locator(".mazzeltof").waitFor();
    // Carla's partner is Anna, and Anna's is Carla.
    await expect.poll(() => c.locator(".mz-seat.partner .mz-name").textContent()).toContain("Anna");
    await a.getByTestId("go-to-table").click();
    await a.locator(".mazzeltof").waitFor();
    await expect
      .poll(() => a.locator(".mz-seat.partner .mz-name").textContent())
      .toContain("Carla");

    // Every hand card has a stable focus key; one is marked to take the focus after a move;
    // a card without a move now can still be focused (to read its help).
    const hand = a.getByTestId("own-hand").locator(".mz-btn");
    await expect.poll(() => hand.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const keys = await hand.evaluateAll((els) => els.map((e) => e.getAttribute("data-focus-key")));
    expect(keys.every((k) => k?.startsWith("mz-card-"))).toBe(true);
    expect(await a.locator(".mazzeltof [data-next-focus]").count()).toBeGreaterThan(0);
    expect(await a.locator(".mazzeltof .mz-btn[disabled]").count()).toBe(0);
    const idle = a.locator(".mazzeltof .mz-btn[aria-disabled=true]").first();
    if ((await idle.count()) > 0) {
      await idle.focus();
      expect(await idle.evaluate((e) => e === document.activeElement)).toBe(true);
    }
    // The screen-reader names: no space before punctuation, the hand labelled.
    const tree = await a.locator(".mazzeltof").ariaSnapshot();
    expect(tree).not.toMatch(/\w [,.:;!?)]/);
    // A pile a computer completed hides the hand until Anna moves on from its result.
    await expect
      .poll(
        async () => {
          const next = a.locator("[data-action=next-round]");
          if ((await next.count()) > 0) await next.click({ timeout: 5_000 }).catch(() => undefined);
          return a.getByRole("region", { name: "Your hand" }).count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await shots(a, "mazzeltof-table-teams", ".mazzeltof");
    expect(anna.errors).toEqual([]);
    expect(carla.errors).toEqual([]);
  });

  it("a two-seat game ends with You win and You lose, and whose team", async () => {
    const { id, tokens } = await seated(["Anna", "Bob"]);
    const end = await playOut(id, tokens);
    const winner = end.outcome!.winners[0]!;
    const names = ["Anna", "Bob"];
    const team = (seat: number) => (seat === 0 ? "Team red" : "Team blue");
    const p = await person();
    expect(await endTitle(p.page, id, tokens[winner]!)).toBe(`You win (${team(winner)})`);
    await expectAccessible(p.page);
    await shots(p.page, "mazzeltof-end-2p-win", "[data-testid=match-result]");
    const loser = 1 - winner;
    expect(await endTitle(p.page, id, tokens[loser]!)).toBe(
      `You lose: ${names[winner]} wins (${team(winner)})`,
    );
    await shots(p.page, "mazzeltof-end-2p-lose", "[data-testid=match-result]");
    // In Dutch: the loser's words, and the piles say what comes next.
    await p.page.locator("header select").selectOption("nl");
    const title = p.page.getByTestId("match-result").locator("h2");
    await expect
      .poll(() => title.textContent())
      .toBe(`Je verliest: ${names[winner]} wint (${winner === 0 ? "Team rood" : "Team blauw"})`);
    const needs = await p.page.locator(".mz-need").allTextContents();
    expect(
      needs.every((n) => n === "" || /^(volgende: |leeg)/.test(n)),
      needs.join(),
    ).toBe(true);
    await screenshot(p.page, "mazzeltof-end-2p-lose-nl");
    await p.page.locator("header select").selectOption("en");
    expect(p.errors).toEqual([]);
  });

  it("a four-seat game ends with You and your partner win, or who won against you", async () => {
    const names = ["Anna", "Bob", "Carla", "Dan"];
    const { id, tokens } = await seated(names);
    const end = await playOut(id, tokens);
    const winners = end.outcome!.winners;
    const red = winners.includes(0);
    const p = await person();
    const [w, partner] = red ? [0, 2] : [1, 3];
    const team = red ? "Team red" : "Team blue";
    expect(await endTitle(p.page, id, tokens[w]!)).toBe(`You and ${names[partner]} win (${team})`);
    await shots(p.page, "mazzeltof-end-4p-win", "[data-testid=match-result]");
    const l = red ? 1 : 0;
    expect(await endTitle(p.page, id, tokens[l]!)).toBe(
      `You lose: ${names[w]} and ${names[partner]} win (${team})`,
    );
    await expectAccessible(p.page);
    await shots(p.page, "mazzeltof-end-4p-lose", "[data-testid=match-result]");
    // My games: the score per team in words, the reader's team first.
    const teams = (end.view as { teams: { drawCount: number }[] }).teams;
    const [r, b] = [teams[0]!.drawCount, teams[1]!.drawCount];
    await p.page.goto("/");
    const score = p.page.getByTestId(`mg-${id}`).getByTestId("mg-score");
    await score.waitFor();
    await score.scrollIntoViewIfNeeded();
    await screenshot(p.page, "mazzeltof-mygames");
    expect(await score.textContent()).toContain(
      l === 0 ? `Red\u00a0${r}\u00a0– Blue\u00a0${b}` : `Blue\u00a0${b}\u00a0– Red\u00a0${r}`,
    );
    expect(p.errors).toEqual([]);
  });
});
