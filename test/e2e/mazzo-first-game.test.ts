/**
 * Mazzo for a first game, in the browser: before Believe / Doubt the table says what each
 * choice risks for this position (the attack card, the cards a blind draw can take, the
 * Mazziere in hand ending the game), computed from the reader's own view; a short tip per
 * step that stays dismissed on this device; "I don't have it" offered at once; the end card
 * (no trophy for the loser, why the game ended, the deck named in words, the Rematch button
 * clear of the cards); card buttons named without stray spaces; cards that cannot be played
 * still focusable; a `data-next-focus` control after each step. Positions are set up through
 * the API (both seats' tokens), the reader's page follows live.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { cardName, DECKS, MAZZIERE } from "../../src/engine/games/mazzo/cards";
import type { MazzoMove, MazzoView } from "../../src/engine/games/mazzo/types";
import { apiMove, tableOf } from "./api-moves";
import { DESKTOP, PHONE, api, expectAccessible, people, screenshot, seqOf } from "./helpers";
import { friendsGame } from "./api-games";

const person = people();

/**
 * A game whose first attacker holds the Mazziere and whose defender holds a card with one of
 * its abilities (new games until one deals so), the Mazziere attacking with that ability: the
 * defender can answer face up, a clash the Mazziere wins. Answers the game and the attacker.
 */
async function mazziereClash(): Promise<{ id: string; tokens: [string, string]; att: 0 | 1 }> {
  for (let tries = 0; tries < 60; tries++) {
    const g = await game();
    const first = (await tableOf(g.id, g.tokens[0])).view as MazzoView;
    const att = first.attacker === 1 ? 1 : 0;
    const def = att === 0 ? 1 : 0;
    const attacks = (await tableOf(g.id, g.tokens[att])).legal as MazzoMove[];
    const hand = ((await tableOf(g.id, g.tokens[def])).view as MazzoView).seats[def].hand ?? [];
    const deck = DECKS[first.options.deck];
    const held = new Set(hand.flatMap((c) => Object.keys(deck.byId.get(c)?.abilities ?? {})));
    const attack = attacks.find(
      (m) => m.type === "attack" && m.card === MAZZIERE && held.has(m.ability),
    );
    if (!attack) continue;
    await move(g.id, g.tokens[att], attack);
    return { ...g, att };
  }
  throw new Error("no deal gave the first attacker the Mazziere in 60 games");
}

/** A two-player Mazzo game: Anna (seat 0) created it, Bruno (seat 1) joined. */
function game(): Promise<{ id: string; tokens: [string, string] }> {
  return friendsGame("mazzo", "Bruno");
}

/** Plays a move for the seat of `token` (api-moves.ts). */
const move = (id: string, token: string, m: MazzoMove): Promise<Table> => apiMove(id, token, m);

/** Opens a seat's table in a fresh browser (nothing remembered yet). */
async function open(id: string, token: string, viewport = PHONE) {
  const p = await person({ viewport });
  await p.page.goto(`/g/${id}#seat=${token}`);
  await p.page.getByTestId("felt").or(p.page.getByTestId("match-result")).first().waitFor();
  return p;
}

/** The attribute of the first visible `[data-next-focus]` control. */
async function nextFocus(page: Page, attr: string): Promise<string | null> {
  return page.evaluate((a) => {
    const el = Array.from(document.querySelectorAll<HTMLElement>("[data-next-focus]")).find(
      (e) => e.offsetParent !== null,
    );
    return el?.getAttribute(a) ?? null;
  }, attr);
}

/** Screenshots at both widths, light and dark. */
async function shots(page: Page, name: string): Promise<void> {
  for (const dark of [false, true]) {
    // The sheets read data-theme (Header.tsx applyTheme).
    await page.evaluate(
      (d) => (document.documentElement.dataset.theme = d),
      dark ? "dark" : "light",
    );
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await screenshot(page, `${name}${dark ? "-dark" : ""}`);
    }
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = "light"));
  await page.setViewportSize(PHONE);
}

describe("Mazzo, a first game", () => {
  it("says what Believe and Doubt risk, the Mazziere in hand included, and teaches each step once", async () => {
    // A deal where the first attacker holds the Mazziere.
    let found: { id: string; tokens: [string, string]; seat: 0 | 1; view: MazzoView } | null = null;
    for (let i = 0; i < 60 && !found; i++) {
      const g = await game();
      const t0 = await tableOf(g.id, g.tokens[0]);
      const seat = (t0.view as MazzoView).attacker === 1 ? 1 : 0;
      const view = (await tableOf(g.id, g.tokens[seat])).view as MazzoView;
      if (view.seats[seat].hand?.includes("MZ")) found = { ...g, seat, view };
    }
    if (!found) throw new Error("no deal with the Mazziere in the attacker's hand");
    const { id, tokens, seat } = found;
    const defender = seat === 0 ? 1 : 0;
    const rival = defender === 0 ? "Anna" : "Bruno";
    const { page, errors } = await open(id, tokens[seat]);

    // The attack step: its tip, and the first card as the control to continue from.
    const tip = page.getByTestId("mz-tip");
    await expect.poll(() => tip.getAttribute("data-tip")).toBe("attack");
    expect(await nextFocus(page, "data-focus-key")).toMatch(/^card-/);
    await page.locator("[data-action=tip-ok]").click();
    await expect.poll(() => tip.count()).toBe(0);

    // Attack with a card that is not the Mazziere; the defender says "I don't have it".
    const hand = found.view.seats[seat].hand ?? [];
    const attack = (await tableOf(id, tokens[seat])).legal.find(
      (m) => (m as MazzoMove).type === "attack" && (m as { card: string }).card !== "MZ",
    ) as Extract<MazzoMove, { type: "attack" }>;
    await move(id, tokens[seat], attack);
    const deny = (await tableOf(id, tokens[defender])).legal.find(
      (m) => (m as MazzoMove).type === "deny",
    ) as MazzoMove;
    await move(id, tokens[defender], deny);

    // Before choosing: what each choice risks, from what this seat sees.
    const stakes = page.getByTestId("stakes");
    await stakes.waitFor();
    const text = (await stakes.textContent()) ?? "";
    const rest = hand.filter((c) => c !== attack.card);
    expect(text).toContain(`Believe: `);
    expect(text).toContain(`you lose ${cardName(attack.card)}`);
    expect(text).toContain(`Doubt: if ${rival} lied, you take two of their cards`);
    expect(text).toContain(
      `you lose ${cardName(attack.card)} and one card drawn blindly from ${rest.map(cardName).join(", ")}.`,
    );
    expect(text).toContain(`Il Mazziere is in your hand: if ${rival} draws it`);
    expect(text).toContain("win the game at once");
    // The believe step's tip, and Believe as the control to continue from.
    await expect.poll(() => tip.getAttribute("data-tip")).toBe("judge");
    expect(await nextFocus(page, "data-action")).toBe("believe");
    await expectAccessible(page);
    await shots(page, "mazzo-stakes");

    // Dismissed tips stay dismissed on this device; the others still show.
    await page.reload();
    await stakes.waitFor();
    await expect.poll(() => tip.getAttribute("data-tip")).toBe("judge");
    await page.locator("[data-action=tip-ok]").click();
    await page.reload();
    await stakes.waitFor();
    expect(await tip.count()).toBe(0);
    const stored = await page.evaluate(() => localStorage.getItem("tavolo:tips"));
    expect(JSON.parse(stored ?? "[]")).toEqual(["mazzo:attack", "mazzo:judge"]);
    expect(errors).toEqual([]);
  });

  it("offers “I don't have it” at once, then the card to put face down; names cards cleanly", async () => {
    const { id, tokens } = await game();
    const first = (await tableOf(id, tokens[0])).view as MazzoView;
    const att = first.attacker === 1 ? 1 : 0;
    const def = att === 0 ? 1 : 0;
    const { page, errors } = await open(id, tokens[def]);

    // Not the defender's step yet: the cards cannot be played but can be focused (help).
    const cards = page.locator(".mz-hand .card-btn");
    await expect.poll(() => cards.count()).toBe(3);
    expect(await page.locator(".mz-hand .card-btn[disabled]").count()).toBe(0);
    expect(await page.locator('.mz-hand .card-btn[aria-disabled="true"]').count()).toBe(3);
    await cards.first().focus();
    expect(await cards.first().evaluate((b) => b === document.activeElement)).toBe(true);
    // Card names read "La Strega: Magic 4, Aim 2", with no space before a colon or comma.
    const snap = await page.locator(".mz-hand").ariaSnapshot();
    expect(snap).not.toMatch(/ [:,]/);
    expect(snap).toMatch(/button "[^":]+: [^":]+ \d(, [^":]+ \d)*"/);

    const attack = (await tableOf(id, tokens[att])).legal[0] as MazzoMove;
    await move(id, tokens[att], attack);
    const seq = (await tableOf(id, tokens[def])).seq;
    await page.waitForFunction(
      (s) => Number(document.querySelector(".game-page")?.getAttribute("data-seq")) >= s,
      seq,
    );
    // "I don't have it" is there without picking a card first.
    const denyFirst = page.locator("[data-action=deny-first]");
    await denyFirst.waitFor();
    await expect.poll(() => page.getByTestId("mz-tip").getAttribute("data-tip")).toBe("answer");
    await shots(page, "mazzo-answer");
    await denyFirst.click();
    await expect
      .poll(() => page.locator(".mz-hint").textContent())
      .toBe("Pick the card to put face down.");
    // The keyboard goes on to the first card.
    const firstCard = await cards.first().getAttribute("data-card");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-card")))
      .toBe(firstCard);
    await shots(page, "mazzo-deny-pick");
    const denied = await cards.nth(1).getAttribute("data-card");
    await cards.nth(1).click();
    await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
    const after = (await tableOf(id, tokens[def])).view as MazzoView;
    expect(after.phase).toBe("judge");
    expect(after.table).toMatchObject({ defense: "faceDown", defenseCard: denied });
    expect(errors).toEqual([]);
  });

  it("ends with the reason, the deck in words, no trophy for the loser and Rematch clear of the cards", async () => {
    const { id, tokens } = await game();
    const { page: p0, errors } = await open(id, tokens[0], DESKTOP);
    // Everyone answers face up when they can and believes every denial: the pile runs out.
    for (let i = 0; i < 60; i++) {
      const tb = await tableOf(id, tokens[0]);
      if (tb.outcome || (tb.view as MazzoView).phase === "over") break;
      const seat = tb.toAct[0] === 1 ? 1 : 0;
      const legal = (await tableOf(id, tokens[seat])).legal as MazzoMove[];
      const m =
        legal.find((x) => x.type === "faceUp") ??
        legal.find((x) => x.type === "believe") ??
        legal[0]!;
      await move(id, tokens[seat], m);
    }
    const end = (await tableOf(id, tokens[0])).view as MazzoView;
    expect(end.phase).toBe("over");
    await p0.getByTestId("match-result").waitFor();

    // What the last update announced reads as sentences, never "..".
    const said = await p0.locator(".log [role=status]").textContent();
    expect(said).not.toContain("..");
    // The banner says why it ended; the log's first line names the deck in words.
    const lastTurn = Math.max(...end.events.map((e) => ("turn" in e ? e.turn : 0)));
    expect(await p0.getByTestId("turn-no").innerText()).toBe(
      `The pile ran out after turn ${lastTurn}`,
    );
    const firstLine = await p0.locator("[data-testid=move-log] li").last().innerText();
    expect(firstLine).toMatch(/^16-card deck\. (Anna|Bruno) attacks first$/);

    const loser = end.winner === 0 ? 1 : 0;
    const page = loser === 0 ? p0 : (await open(id, tokens[1], DESKTOP)).page;
    if (loser !== 0) await page.getByTestId("match-result").waitFor();
    expect(await page.locator(".match-result .trophy").isVisible()).toBe(false);
    const winnerPage = loser === 0 ? (await open(id, tokens[1], DESKTOP)).page : p0;
    await winnerPage.getByTestId("match-result").waitFor();
    expect(await winnerPage.locator(".match-result .trophy").isVisible()).toBe(true);
    // The end card says why once, and the winner is "you" in it as in its title (a
    // score line told the loot again, and "You win the game" came with "Anna has more loot").
    const winnerName = end.winner === 0 ? "Anna" : "Bruno";
    const reason = (await winnerPage.getByTestId("end-reason").textContent()) ?? "";
    expect(reason).not.toContain(winnerName);
    if (end.events.some((e) => e.type === "gameEnd" && e.reason === "loot"))
      expect(reason).toMatch(/^You have more loot, \d+ to \d+$/);
    expect(await winnerPage.locator(".match-result .score").count()).toBe(0);

    // The Rematch button stays clear (8 px at least) of the cards on the end card, at both widths.
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      // The button comes with the end card's lazy part: measured once it is there.
      await page.locator("[data-action=rematch]").waitFor();
      // Measured once the end card has come in (its entrance moves it 6 px: a loaded run once
      // measured it mid-way), not after a fixed wait.
      await page
        .locator(".match-result")
        .first()
        .evaluate((el) =>
          Promise.all(
            el
              .getAnimations({ subtree: true })
              .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
              .map((a) => a.finished.catch(() => undefined)),
          ),
        );
      // The button and the cards measured in one go: the result scrolling into view between
      // two measurements would move one and not the other.
      const { button, boxes } = await page.evaluate(() => {
        const rect = (e: Element) => e.getBoundingClientRect().toJSON() as DOMRect;
        const b = document.querySelector("[data-action=rematch]");
        const cards = document.querySelectorAll(
          ".match-result .mz-clash-side, .match-result .mz-row li",
        );
        return { button: b ? rect(b) : null, boxes: Array.from(cards, rect) };
      });
      expect(button).not.toBeNull();
      expect(boxes.length).toBeGreaterThan(0);
      for (const b of boxes) {
        const apart =
          b.right <= button!.x ||
          b.left >= button!.x + button!.width ||
          b.bottom + 8 <= button!.y ||
          b.top >= button!.y + button!.height;
        expect(apart).toBe(true);
      }
    }
    await expectAccessible(page);
    await shots(page, "mazzo-end-loser");
    expect(errors).toEqual([]);
  });

  it("a clash the Mazziere wins shows no value under it, no 'Strength 0'", async () => {
    const { id, tokens, att } = await mazziereClash();
    const { page, errors } = await open(id, tokens[att]);
    // The defender answers face up while the attacker watches: the turn's result comes live.
    const def = att === 0 ? 1 : 0;
    const answer = ((await tableOf(id, tokens[def])).legal as MazzoMove[]).find(
      (m) => m.type === "faceUp",
    )!;
    await move(id, tokens[def], answer);
    const clash = page.getByTestId("clash");
    await clash.waitFor();
    const sides = clash.locator(".mz-clash-side");
    await expect.poll(() => sides.count()).toBe(2);
    const mazziere = sides.filter({ has: page.locator(".mz-card.mazziere") });
    // Its name and nothing else; the answering card keeps its value.
    expect(await mazziere.locator("figcaption").innerText()).not.toMatch(/\d/);
    expect(
      await sides
        .filter({ hasNot: page.locator(".mz-card.mazziere") })
        .locator("figcaption")
        .innerText(),
    ).toMatch(/\d/);
    await shots(page, "mazzo-mazziere-clash");
    expect(errors).toEqual([]);
  });
});
