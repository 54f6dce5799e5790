/**
 * Pazaak's table parts in a real browser: a set's result stays on screen with the final
 * boards, who won and why, and guards the next set's actions until the player moves on (the
 * other player and a spectator are moved on by themselves; the log tells the same story); the
 * big button is the sensible move; at 320×568 the hand and the turn's buttons are on screen
 * without scrolling, and the banner is not under the header after the builder; the builder's
 * strip, limits, named decks, card help and the remembered deck; the rematch offer; the sound
 * switch. Phone and desktop screenshots go to screenshots/.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse } from "../../src/protocol";
import { apiMove, computerPazaak, tableOf } from "./api-moves";
import { api, DESKTOP, expectAccessible, holdTimers, people, PHONE, screenshot } from "./helpers";

const person = people();
const SMALL = { width: 320, height: 568 };

/** Two friends seated through the API: Anna (seat 0) and Bob (seat 1), with their tokens. */
async function friends(): Promise<{ id: string; tokens: [string, string] }> {
  const game = await api<CreateGameResponse>("POST", "/api/games", {
    game: "pazaak",
    name: "Anna",
  });
  const invite = game.invites.find((i) => i.seat === 1)?.invite ?? "";
  const bob = await api<ClaimSeatResponse>("POST", `/api/games/${game.id}/join`, {
    invite,
    name: "Bob",
  });
  return { id: game.id, tokens: [game.token, bob.token] };
}

/** Whether an element lies wholly inside the viewport. */
async function onScreen(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const els = Array.from(document.querySelectorAll(sel));
    return (
      els.length > 0 &&
      els.every((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      })
    );
  }, selector);
}

describe("a set's end is shown, not skipped", () => {
  it("keeps the final boards with who won and why, and guards the next set's actions", async () => {
    const { id, tokens } = await friends();
    for (const tk of tokens) await apiMove(id, tk, { type: "randomSideDeck" });
    const anna = await person({ viewport: PHONE });
    const bob = await person({ viewport: DESKTOP });
    const watcher = await person({ viewport: PHONE });
    const pages = [anna.page, bob.page];
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await bob.page.goto(`/g/${id}#seat=${tokens[1]}`);
    // The spectator's result goes by itself after a few seconds: its page's timers stand still
    // until the test has looked (a slow moment of the machine must not make it gone already).
    await watcher.page.clock.install();
    await watcher.page.goto(`/g/${id}`);
    for (const p of [...pages, watcher.page]) await p.locator(".boards").waitFor();
    await watcher.page.locator(".game-page[data-live=open]").waitFor();
    await holdTimers(watcher.page);

    // Both stand on their first card: the second stand ends set 1.
    let table = await tableOf(id, tokens[0]);
    const first = table.toAct[0] ?? 0;
    await apiMove(id, tokens[first]!, { type: "stand" });
    table = await apiMove(id, tokens[1 - first]!, { type: "stand" });
    expect(table.view).toMatchObject({ set: 2 });
    const next = table.toAct[0] ?? 0;
    const actor = pages[next]!;
    const other = pages[1 - next]!;

    // The player to act next sees the result and no live action until moving on.
    const result = actor.getByTestId("round-result");
    await result.waitFor();
    expect(await result.getAttribute("data-auto")).toBeNull();
    expect(await result.locator(".board-panel").count()).toBe(2);
    expect(await result.locator(".board-panel .grid .card:not(.slot)").count()).toBe(2);
    const title = (await result.locator("h2").textContent()) ?? "";
    expect(title).toMatch(/^(You win set 1|(Anna|Bob) wins set 1|Set 1 is a tie)$/);
    const reason = (await actor.getByTestId("round-reason").textContent()) ?? "";
    expect(reason).toMatch(/^(\d+ beats \d+|Tied at \d+: the set does not count)$/);
    expect(await actor.locator("[data-action=end-turn], [data-action=stand]").count()).toBe(0);
    expect(await actor.locator(".hand .card-btn").count()).toBe(0);
    expect(await actor.getByTestId("turn-banner").textContent()).toContain(title);
    // The log tells the same story, in the same words.
    expect(await actor.getByTestId("move-log").textContent()).toContain(`: ${reason}`);
    // Once armed, the button has the keyboard focus (the last set's controls are gone).
    await actor.locator("[data-action=next-round]:not([disabled])").waitFor();
    expect(await actor.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe(
      "next-round",
    );
    await screenshot(actor, "set-result");
    await expectAccessible(actor);

    // The other player and the spectator saw it too; only the spectator is moved on by itself
    // (the other player keeps it until they press Next set: pazaak-first-game.test.ts).
    for (const p of [other, watcher.page]) {
      const r = p.getByTestId("round-result");
      await r.waitFor();
      await screenshot(p, p === other ? "set-result-other" : "set-result-spectator");
      expect(await p.getByTestId("round-reason").textContent()).toBe(reason);
    }
    expect(await other.getByTestId("round-result").getAttribute("data-auto")).toBeNull();
    expect(
      Number(await watcher.page.getByTestId("round-result").getAttribute("data-auto")),
    ).toBeGreaterThan(0);
    await watcher.page.clock.resume();
    await watcher.page.getByTestId("round-result").waitFor({ state: "detached" });
    await watcher.page.locator(".boards").waitFor();

    // Still held for the player to act, whatever the others do; "Next set" goes live.
    expect(await actor.getByTestId("round-result").count()).toBe(1);
    await actor.locator("[data-action=next-round]").click();
    await actor.locator("[data-action=end-turn]").waitFor();
    expect(await actor.getByTestId("round-result").count()).toBe(0);
    expect(await actor.getByTestId("turn-banner").textContent()).toContain("Set 2");
    expect([...anna.errors, ...bob.errors, ...watcher.errors]).toEqual([]);
  });

  it("greets a player who comes back with the last set's result", async () => {
    const { id, tokens } = await friends();
    for (const tk of tokens) await apiMove(id, tk, { type: "randomSideDeck" });
    const table = await tableOf(id, tokens[0]);
    const first = table.toAct[0] ?? 0;
    await apiMove(id, tokens[first]!, { type: "stand" });
    await apiMove(id, tokens[1 - first]!, { type: "stand" });
    const back = await person({ viewport: PHONE });
    await back.page.goto(`/g/${id}#seat=${tokens[first]}`);
    await back.page.getByTestId("round-result").waitFor();
    expect(await back.page.getByTestId("round-reason").textContent()).toMatch(/beats|Tied at/);
  });
});

describe("the turn's buttons", () => {
  it("makes End turn the big button on a low total, and keeps both reachable", async () => {
    const game = await computerPazaak(true);
    const { page } = await person({ viewport: PHONE });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator("[data-action=end-turn]").waitFor();
    // The first card of a set is at most 10: standing there is never the default.
    expect(Number(await page.locator(".board-panel.you .total").textContent())).toBeLessThan(17);
    expect(await page.locator("[data-action=end-turn]").getAttribute("class")).toContain("primary");
    expect(await page.locator("[data-action=stand]").getAttribute("class")).not.toContain(
      "primary",
    );
    await page.locator("[data-action=stand]").focus();
    await page.locator("[data-action=end-turn]").focus();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe(
      "end-turn",
    );
  });
});

describe("a small phone, 320×568", () => {
  it("shows the banner under the header after the builder, and the hand and buttons without scrolling", async () => {
    const game = await computerPazaak(false);
    const { page, errors } = await person({ viewport: SMALL });
    await page.goto(`/g/${game.id}#seat=${game.token}`);
    await page.locator("[data-action=random-deck]").waitFor();
    // The builder is long: the random-deck button sits at the bottom of a scrolled page.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator("[data-action=random-deck]").click();
    await page.locator("[data-action=use-deck]").click();
    await page.locator("[data-action=end-turn]").waitFor();
    const header = await page.locator(".topbar").boundingBox();
    const banner = await page.getByTestId("turn-banner").boundingBox();
    expect(banner!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(await onScreen(page, "[data-testid=turn-banner]")).toBe(true);

    // A fresh load during play: nothing to scroll to see the hand and the turn's buttons.
    await page.reload();
    await page.locator("[data-action=end-turn]").waitFor();
    await screenshot(page, "table-fit");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await onScreen(page, ".hand .card-btn")).toBe(true);
    expect(await onScreen(page, "[data-action=end-turn]")).toBe(true);
    expect(await onScreen(page, "[data-action=stand]")).toBe(true);
    expect(await onScreen(page, ".board-panel.you .total")).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    // In Italian and Dutch too, the turn's buttons keep their words inside and stay on screen.
    for (const lang of ["it", "nl", "en"]) {
      await page.locator("#lang-select").selectOption(lang);
      const spill = await page.evaluate(
        () =>
          Array.from(document.querySelectorAll(".actions .btn")).filter(
            (b) => b.scrollWidth > b.clientWidth || b.getBoundingClientRect().height > 60,
          ).length,
      );
      await screenshot(page, `table-fit-${lang}`);
      expect(spill, lang).toBe(0);
      expect(await onScreen(page, ".actions .btn"), lang).toBe(true);
    }
    // A picked card explains itself under its values, still on screen.
    await page.locator(".hand .card-btn:not([aria-disabled=true])").first().click();
    await page.getByTestId("choice-help").waitFor();
    expect(((await page.getByTestId("choice-help").textContent()) ?? "").length).toBeGreaterThan(
      10,
    );
    await screenshot(page, "table-fit-picked");
    expect(errors).toEqual([]);
  });
});

describe("the side-deck builder", () => {
  for (const [label, viewport] of [
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const) {
    it(`has a strip of chosen cards, clear limits, named decks and card help (${label})`, async () => {
      const game = await computerPazaak(false);
      const { page, errors } = await person({ viewport });
      await page.goto(`/g/${game.id}#seat=${game.token}`);
      await page.locator(".builder .pool-card").first().waitFor();
      const strip = page.getByTestId("chosen-strip");
      const note = page.getByTestId("deck-note");

      // The ready-made decks have names and an idea.
      const presets = await page.locator(".preset .preset-name").allTextContents();
      expect(presets).toEqual(["Flexible", "Balanced", "Classic"]);
      expect(await page.locator(".preset .preset-idea").count()).toBe(3);

      // One copy per tap; the limit says so instead of taking the copies back.
      const p3 = page.locator(".pool-card[data-card=P3]");
      await p3.click();
      await p3.click();
      expect(await strip.locator(".strip-card").count()).toBe(2);
      expect(await note.textContent()).toContain("Plus 3 added. Adds 3 to your total.");
      await p3.click();
      expect(await strip.locator(".strip-card").count()).toBe(2);
      expect(await note.textContent()).toBe("You already have every plus 3 the deck holds (2).");
      // A tap in the strip takes that one card out.
      await strip.getByRole("button", { name: "Take out plus 3" }).first().click();
      expect(await strip.locator(".strip-card").count()).toBe(1);
      expect(await note.textContent()).toBe("Plus 3 taken out.");
      // The Double explains itself where it is chosen: to screen readers as its description…
      const d = page.locator(".pool-card[data-card=D]");
      const described = await d.getAttribute("aria-describedby");
      expect(await page.locator(`#${described}`).textContent()).toContain(
        "Copies the card just before it",
      );
      await d.click();
      expect(await note.textContent()).toContain("always the card you drew this turn");
      if (label === "desktop") {
        // …on hover with a mouse…
        await page.locator(".pool-card[data-card=F24]").hover();
        await page.locator(".tip").waitFor();
        expect(await page.locator(".tip").textContent()).toContain("Every 2 and 4");
        await screenshot(page, "builder-help");
        await page.mouse.move(0, 0);
      } else {
        // …and on a long press, which does not also add the card.
        const tb = page.locator(".pool-card[data-card=TB]");
        await tb.dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
        await page.locator(".tip").waitFor();
        expect(await page.locator(".tip").textContent()).toContain("tie");
        await screenshot(page, "builder-help");
        await tb.dispatchEvent("pointerup", { pointerType: "touch", isPrimary: true });
        await tb.click();
        expect(await page.locator(".pool-item .count").nth(22).textContent()).toBe("0/1");
      }

      // A full deck says so when one more card is tapped.
      await page.locator("[data-preset=classic]").click();
      expect(await strip.locator(".strip-card").count()).toBe(10);
      await page.locator(".pool-card[data-card=M1]").click();
      expect(await note.textContent()).toBe(
        "Your deck has 10 cards: take one out of your deck first.",
      );
      await strip.getByRole("button", { name: "Take out plus 5" }).first().click();
      await page.locator(".pool-card[data-card=V12]").click();
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, "builder");
      await expectAccessible(page);
      await page.locator("[data-action=use-deck]").click();
      await page.locator(".builder.waiting, .boards").first().waitFor();

      // The next game on this device offers that deck again, ready to use. The table stores
      // it in an effect, which runs after the paint the line above waited for.
      const saved = () => page.evaluate(() => localStorage.getItem("tavolo:deck:pazaak"));
      await expect.poll(async () => JSON.parse((await saved()) ?? "[]")).toHaveLength(10);
      expect(await saved()).toContain("V12");
      const again = await computerPazaak(false);
      await page.goto(`/g/${again.id}#seat=${again.token}`);
      await strip.locator(".strip-card").first().waitFor();
      expect(await strip.locator(".strip-card").count()).toBe(10);
      expect(await note.textContent()).toContain("Your last side deck is ready");
      expect(await page.locator(".preset .preset-name").first().textContent()).toBe(
        "Your last deck",
      );
      expect(await page.locator("[data-action=use-deck]").isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

describe("rematch", () => {
  it("is an offer the other player sees and accepts, with the last side deck ready", async () => {
    const { id, tokens } = await friends();
    for (const tk of tokens) await apiMove(id, tk, { type: "randomSideDeck" });
    // Both stand on every first card until the match is over.
    for (let n = 0; n < 60; n++) {
      const table = await tableOf(id, tokens[0]);
      if (table.outcome) break;
      const seat = table.toAct[0] ?? 0;
      await apiMove(id, tokens[seat]!, { type: "stand" });
    }
    const anna = await person({ viewport: DESKTOP });
    const bob = await person({ viewport: PHONE });
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await bob.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await anna.page.getByTestId("match-result").waitFor();
    await bob.page.getByTestId("match-result").waitFor();
    expect(await bob.page.getByTestId("last-set").textContent()).toMatch(/set \d+: /i);

    await anna.page.locator("[data-action=rematch]").click();
    await anna.page.waitForURL((u) => !u.pathname.endsWith(id));
    const offer = bob.page.getByTestId("rematch-offer");
    await offer.waitFor();
    await expect.poll(() => offer.textContent()).toContain("Anna offers a rematch");
    await screenshot(bob.page, "rematch-offer");
    await expectAccessible(bob.page);
    await bob.page.getByRole("button", { name: "Accept the rematch" }).click();
    await bob.page.waitForURL((u) => !u.pathname.endsWith(id));
    expect(new URL(bob.page.url()).pathname).toBe(new URL(anna.page.url()).pathname);
    // Bob's side deck of the last match is ready in the builder.
    await bob.page.getByTestId("chosen-strip").locator(".strip-card").first().waitFor();
    expect(await bob.page.getByTestId("chosen-strip").locator(".strip-card").count()).toBe(10);
    expect(await bob.page.getByTestId("deck-note").textContent()).toContain(
      "Your last side deck is ready",
    );
    // Back on the finished game, the rematch is one tap away.
    await bob.page.goto(`/g/${id}`);
    await bob.page.getByRole("link", { name: "Go to the rematch" }).waitFor();
    expect([...anna.errors, ...bob.errors]).toEqual([]);
  });
});

describe("a rematch seen on another device", () => {
  it("says the seat's own offer is 'you', then that it is under way, and leads to it", async () => {
    const { id, tokens } = await friends();
    await api("POST", `/api/games/${id}/resign`, {}, tokens[1]);
    // Anna offers the rematch from her phone (here: the API), then opens the game on a laptop.
    const offered = await api<ClaimSeatResponse>("POST", `/api/games/${id}/rematch`, {}, tokens[0]);
    const laptop = await person({ viewport: DESKTOP });
    const a = laptop.page;
    await a.goto(`/g/${id}#seat=${tokens[0]}`);
    const offer = a.getByTestId("rematch-offer");
    await expect.poll(() => offer.textContent()).toContain("You offered a rematch");
    expect(await offer.textContent()).toContain("Waiting for Bob");
    expect(await offer.textContent()).not.toMatch(/offers a rematch/);
    await screenshot(a, "rematch-yours-elsewhere");
    await expectAccessible(a);
    // Bob accepts: the rematch is running, and Anna's laptop says so and leads there.
    await api("POST", `/api/games/${id}/rematch`, {}, tokens[1]);
    await a.reload();
    await expect.poll(() => offer.textContent()).toContain("The rematch is under way");
    expect(await offer.textContent()).not.toMatch(/offers a rematch/);
    await screenshot(a, "rematch-running-elsewhere");
    await a.getByRole("button", { name: "Go to the rematch" }).click();
    await a.waitForURL((u) => u.pathname === `/g/${offered.id}`);
    // In her own seat, not as a spectator.
    await expect.poll(() => a.locator(".game-page").getAttribute("data-seat")).toBe("0");
    expect(laptop.errors).toEqual([]);
  });
});

describe("the turn sound", () => {
  it("is off by default, switched in the header and remembered", async () => {
    const { page } = await person({ viewport: SMALL });
    await page.goto("/");
    const sound = page.locator("[data-action=sound]");
    expect(await sound.getAttribute("aria-pressed")).toBe("false");
    expect(await sound.getAttribute("aria-label")).toBe("Sound when it's your turn");
    await sound.click();
    expect(await sound.getAttribute("aria-pressed")).toBe("true");
    await page.reload();
    expect(await page.locator("[data-action=sound]").getAttribute("aria-pressed")).toBe("true");
    // The header still fits a 320 px phone with the extra switch.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "header-sound");
    await expectAccessible(page);
  });
});
