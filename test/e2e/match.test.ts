/**
 * Two friends, two browsers: Anna creates a Pazaak game and shares the link, Bob joins from
 * it, both choose random side decks and play the first set by clicking (the rest of the match
 * through the API); a spectator watches without seeing any hand; a second use of the
 * invitation is refused; the deal is verified; a rematch is offered and accepted.
 */
import { describe, expect, it } from "vitest";
import type { PazaakView } from "../../src/engine/games/pazaak/types";
import { playOn, tableOf } from "./api-moves";
import { expectAccessible, people, playMatch, screenshot, seatToken, seqOf } from "./helpers";
import { createAndShare, joinByLink, shareToTable } from "./by-link";

const newPerson = people();
/** A person whose browser lets the page read the clipboard (to check the copy button). */
const person = () => newPerson({ clipboard: true });

describe("two friends play a whole match", () => {
  it("create → share → join → side decks → play to the end → verify", async () => {
    const anna = await person();
    const bob = await person();
    const a = anna.page;
    const b = bob.page;

    // Anna: home → create form → share screen.
    await a.goto("/");
    await a.getByTestId("play-pazaak").click();
    await a.getByLabel("Your name").fill("Anna");
    const gameId = await createAndShare(a);
    const invite = await a.getByTestId("invite-url").inputValue();
    expect(invite).toMatch(/\/g\/[\w-]+#join=[\w-]+$/);
    await expect.poll(() => a.locator("svg.qr").count()).toBe(1);
    await expect.poll(() => a.getByText("Keep this link").count()).toBe(1);
    // The copy button puts the invitation (seat 1: Anna has seat 0) on the clipboard.
    await a.getByTestId("invite-1").getByRole("button", { name: "Copy link" }).click();
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(invite);
    await shareToTable(a);

    // Bob opens the invitation, picks a name and takes the seat.
    await joinByLink(b, invite, "Bob");
    await b.locator(".pazaak").waitFor();

    // Anna's share screen no longer offers the used invitation: it names who took the seat.
    await a.goto(`/g/${gameId}/share`);
    await a.getByTestId("taken-1").waitFor();
    expect(await a.getByTestId("taken-1").textContent()).toContain("Bob has taken this seat");
    expect(await a.getByTestId("invite-1").locator("svg.qr").count()).toBe(0);
    await screenshot(a, "share-taken");
    await expectAccessible(a);
    await shareToTable(a);

    // Both choose random side decks; each sees the other's choice arrive live.
    await a.locator("[data-action=random-deck]").click();
    await a.locator("[data-action=use-deck]").click();
    await b.locator("[data-action=random-deck]").click();
    await b.locator("[data-action=use-deck]").click();
    await a.locator(".boards").waitFor();
    await b.locator(".boards").waitFor();
    await expect.poll(() => a.locator(".hand .card-btn").count()).toBe(4);
    await expect.poll(() => b.locator(".hand .card-btn").count()).toBe(4);
    // Cards are buttons with spoken names.
    const named = a.locator(".hand").getByRole("button", {
      name: /^(plus \d|minus \d|minus or plus \d|flip \d and \d|double|tiebreaker)/,
    });
    expect(await named.count()).toBe(4);

    // A spectator sees both boards but no hand: only card backs.
    const watcher = await person();
    const s = watcher.page;
    await s.goto(`/g/${gameId}`);
    await s.locator(".boards").waitFor();
    expect(await s.getByTestId("spectator-badge").count()).toBe(1);
    expect(await s.getByTestId("own-hand").count()).toBe(0);
    expect(await s.locator(".hand .card-btn").count()).toBe(0);
    expect(await s.getByTestId("hand-backs").count()).toBe(2);
    expect(await s.locator("[data-testid=hand-backs] .card.back").count()).toBe(8);
    await screenshot(s, "spectator");
    await expectAccessible(s);

    // The invitation cannot be used twice: a third browser is told the seat is taken, before
    // being asked for a name.
    const late = await person();
    await late.page.goto(invite);
    await late.page.getByTestId("seat-taken").waitFor();
    expect(await late.page.getByLabel("Your name").count()).toBe(0);
    await late.page.getByTestId("watch-instead").click();
    await late.page.getByTestId("spectator-badge").waitFor();

    // Play the whole match by clicking, turn by turn, on whichever page is awaited.
    await screenshot(a, "table");
    // Under whose turn it is: how long ago the last move was.
    expect(await a.getByTestId("last-move").textContent()).toMatch(
      /^last move (just now|\d+ minutes? ago)$/,
    );
    // The first set by clicking, each move seen live on the other page; the rest of the match
    // through the API (whole matches are the server suite's), then the three pages opened
    // again are greeted with the result (each would otherwise show the sets it missed first).
    const set = async () => ((await tableOf(gameId)).view as PazaakView).set;
    const decisions = await playMatch([a, b], async () => (await set()) > 1);
    expect(decisions).toBeGreaterThan(1);
    const tokens = [await seatToken(a, gameId), await seatToken(b, gameId)];
    await playOn(gameId, {
      tokens,
      choose: (t) => {
        const legal = t.legal as { type: string }[];
        return legal.find((m) => m.type === "stand") ?? legal[0];
      },
      until: () => false,
    });
    for (const p of [a, b, s]) {
      await p.reload();
      await p.getByTestId("match-result").waitFor();
    }
    const result = await a.getByTestId("match-result").textContent();
    expect(result).toMatch(/(You win the match!|Bob wins the match)/);
    expect(await s.getByTestId("match-result").textContent()).toMatch(/(Anna|Bob) wins the match/);
    // Under the result: until when the game stays, for players and spectators.
    for (const p of [a, s])
      expect(await p.getByTestId("match-result").getByTestId("expiry").textContent()).toMatch(
        /stay here until/,
      );
    // The log names both players in plain sentences.
    const log = await a.getByTestId("move-log").textContent();
    expect(log).toMatch(/Anna drew \d+ \(total \d+\)/);
    expect(log).toMatch(/Bob drew \d+ \(total \d+\)/);
    expect(log).toMatch(/wins the match 3–\d/);
    // Both pages agree on the final move number.
    expect(await seqOf(a)).toBe(await seqOf(b));

    // After the end the deal is revealed: each player's four-card hand and ten-card side deck.
    await s.locator(".deal").waitFor();
    expect(await s.locator(".deal-row").count()).toBe(2);
    expect(await s.locator(".deal-row .deck-row:not(.faded) .card").count()).toBe(8);
    expect(await s.locator(".deal-row .deck-row.faded .card").count()).toBe(20);
    // The spectator checks the shuffle: seed against commitment, replay against the table.
    await s.locator("[data-action=verify]").click();
    await s.getByTestId("verdict").waitFor();
    expect(await s.getByTestId("verdict").textContent()).toContain("✓");
    await screenshot(s, "verified");

    // Rematch: Anna asks, Bob accepts the offer from his finished table.
    await a.locator("[data-action=rematch]").click();
    await a.waitForURL((u) => !u.pathname.endsWith(gameId));
    await b.locator("[data-action=rematch]", { hasText: "Accept the rematch" }).waitFor();
    // The offer names who made it once the new game's table has come (the line settles first).
    await b.getByTestId("rematch-offer").filter({ hasText: "Anna offers a rematch" }).waitFor();
    const [accepted] = await Promise.all([
      b.waitForResponse((r) => r.url().endsWith(`/api/games/${gameId}/rematch`)),
      b.locator("[data-action=rematch]").click(),
    ]);
    expect(accepted.status(), await accepted.text()).toBe(200);
    await b.waitForURL((u) => !u.pathname.endsWith(gameId));
    expect(new URL(b.url()).pathname).toBe(new URL(a.url()).pathname);

    expect([...anna.errors, ...bob.errors, ...watcher.errors]).toEqual([]);
  });
});
