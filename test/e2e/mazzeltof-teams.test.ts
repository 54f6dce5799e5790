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
import type { CreateGameResponse, Table } from "../../src/protocol";
import { everyoneSeated, playOn } from "./api-moves";
import { DESKTOP, PHONE, api, expectAccessible, people, screenshot } from "./helpers";

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
    // The share screen says whose link this is: the creator's partner's.
    expect(await a.getByTestId("invite-role-2").textContent()).toBe("Your partner");
    const invite = await a.getByTestId("invite-2").getByTestId("invite-url").inputValue();

    const carla = await person();
    const c = carla.page;
    await c.goto(invite);
    // The invitation says who Carla's partner is before she takes the seat.
    expect(await c.getByTestId("join-partner").textContent()).toBe(
      "You play in a team with Anna, your partner opposite you.",
    );
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
    // Found and focused in one step: a computer's move may redraw the hand (or a pile it
    // completes may cover it) between two steps of the test.
    const idleFocused = await a.evaluate(() => {
      const idle = document.querySelector<HTMLElement>(".mazzeltof .mz-btn[aria-disabled=true]");
      if (!idle) return null;
      idle.focus();
      return idle === document.activeElement;
    });
    if (idleFocused !== null) expect(idleFocused).toBe(true);
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

  it("an invitation to a four-seat game names the partner's seat while nobody has it", async () => {
    const game = await api<CreateGameResponse>("POST", "/api/games", {
      game: "mazzeltof",
      name: "Anna",
      seats: 4,
    });
    const bob = await person();
    const inv = game.invites.find((i) => i.seat === 1)!;
    await bob.page.goto(`/g/${game.id}#join=${inv.invite}`);
    const partner = bob.page.getByTestId("join-partner");
    await partner.waitFor();
    expect(await partner.textContent()).toBe(
      "Your partner sits opposite you, at seat 4: nobody has taken it yet.",
    );
    await screenshot(bob.page, "mazzeltof-invitation-partner");
    // A two-seat game has no partner to name.
    const two = await api<CreateGameResponse>("POST", "/api/games", {
      game: "mazzeltof",
      name: "Anna",
      seats: 2,
    });
    await bob.page.goto(`/g/${two.id}#join=${two.invites[0]!.invite}`);
    await bob.page.getByTestId("join-title").waitFor();
    expect(await bob.page.getByTestId("join-partner").count()).toBe(0);
    expect(bob.errors).toEqual([]);
  });

  it("with the open cards full, the banner and the hint say the card goes face down, and its cost", async () => {
    const { id, tokens } = await seated(["Anna", "Bob"]);
    type Pos = { seat: number; open: unknown[] };
    const annaOpen = (t: Table) =>
      (t.view as { positions: Pos[] }).positions.find((p) => p.seat === 0)?.open.length ?? 0;
    // Both only lay a card open each turn, until Anna is to play with five open already.
    await playOn(id, {
      tokens,
      until: (t) => t.toAct.includes(0) && annaOpen(t) >= 5,
      choose: (mine) => {
        const legal = mine.legal as { type: string }[];
        return legal.find((m) => m.type === "pass") ?? legal[0];
      },
    });
    const p = await person();
    await p.page.goto(`/g/${id}#seat=${tokens[0]}`);
    const banner = p.page.getByTestId("turn-banner");
    await banner.getByText("Your turn: 5 open cards already").waitFor();
    expect(await banner.textContent()).toContain("your last card goes face down as a penalty");
    // What a penalty card costs, said where it happens (not only in the rules).
    expect(await p.page.getByTestId("turn-hint").textContent()).toContain(
      "one more card to play before you can win",
    );
    await screenshot(p.page, "mazzeltof-penalty-due");
    expect(p.errors).toEqual([]);
  });

  it("the rules say the last card in plain words, not 'the out-card', in every language", async () => {
    const p = await person();
    await p.page.goto("/rules/mazzeltof");
    const jargon = { en: /out-card/i, it: /carta d'uscita/i, nl: /uitkaart/i };
    const plain = {
      en: "laying it open to end a turn",
      it: "scoprendola per chiudere il turno",
      nl: "open te leggen om de beurt te beëindigen",
    };
    for (const lang of ["en", "it", "nl"] as const) {
      await p.page.locator("#lang-select").selectOption(lang);
      const main = p.page.locator("main");
      await main.getByText(plain[lang]).waitFor();
      expect(await main.textContent()).not.toMatch(jargon[lang]);
    }
    expect(p.errors).toEqual([]);
  });

  it("a two-seat game ends with You win and You lose, and whose team", async () => {
    const { id, tokens } = await seated(["Anna", "Bob"]);
    const end = await playOut(id, tokens);
    const winner = end.outcome!.winners[0]!;
    const names = ["Anna", "Bob"];
    const team = (seat: number) => (seat === 0 ? "Team red" : "Team blue");
    const p = await person();
    expect(await endTitle(p.page, id, tokens[winner]!)).toBe(`You win (${team(winner)})`);
    // How it ended, said once and as the title says it: the winner is "you", the team not
    // said again ("You win (Team red)" came with "Team red wins: Anna plays the last card").
    const how = p.page.getByTestId("end-how");
    expect(await how.textContent()).toMatch(
      /^You (play the last card, .+|lay the last card, .+, open)$/,
    );
    const winBg = await p.page
      .getByTestId("turn-banner")
      .evaluate((e) => getComputedStyle(e).backgroundColor);
    await expectAccessible(p.page);
    await shots(p.page, "mazzeltof-end-2p-win", "[data-testid=match-result]");
    const loser = 1 - winner;
    // How it was won, in plain words: never "the out-card".
    expect(await p.page.getByTestId("match-result").textContent()).not.toMatch(/out-card/);
    expect(await endTitle(p.page, id, tokens[loser]!)).toBe(
      `You lose: ${names[winner]} wins (${team(winner)})`,
    );
    expect(await how.textContent()).toMatch(
      new RegExp(`^${names[winner]} (plays|lays) the last card`),
    );
    // The loser's banner is not drawn in the win's green: it has the losing style.
    const banner = p.page.getByTestId("turn-banner");
    expect(await banner.getAttribute("class")).toMatch(/\blost\b/);
    expect(await banner.evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe(winBg);
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
