/**
 * Data lifetime in the UI: a finished game says, under its result, until when it
 * and its replay stay, for players and spectators, in their language; a game in progress says
 * nothing of it. Photographed at 320 px in both themes and audited with axe.
 */
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { api, expectAccessible, people, screenshot } from "./helpers";
import { againstComputers } from "./api-games";

const person = people();

describe("when a finished game is removed", () => {
  it("shows the date under the result, not during the game", async () => {
    const game = await againstComputers("pazaak");
    const anna = await person({ viewport: { width: 320, height: 700 } });
    const a = anna.page;
    await a.goto(`/g/${game.id}#seat=${game.token}`);
    await a.locator(".pazaak").waitFor();
    expect(await a.getByTestId("expiry").count()).toBe(0);

    const ended = await api<Table>("POST", `/api/games/${game.id}/resign`, {}, game.token);
    expect(ended.expiresAt).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    const note = a.getByTestId("expiry");
    await note.waitFor();
    const year = new Date(ended.expiresAt!).getFullYear();
    expect(await note.textContent()).toMatch(new RegExp(`stay here until .*${year}`));
    await note.scrollIntoViewIfNeeded();
    await screenshot(a, "expiry-phone");
    await expectAccessible(a);
    await a.locator("[data-action=theme]").click();
    await note.scrollIntoViewIfNeeded();
    await screenshot(a, "expiry-phone-dark");
    await expectAccessible(a);

    // A spectator sees it too, and in Italian once the language is switched.
    const watcher = await person();
    const w = watcher.page;
    await w.goto(`/g/${game.id}`);
    const spectatorNote = w.getByTestId("expiry");
    await spectatorNote.waitFor();
    expect(await spectatorNote.textContent()).toContain("stay here until");
    await w.locator("#lang-select").selectOption("it");
    await expect.poll(() => spectatorNote.textContent()).toContain("restano qui fino al");
    expect(anna.errors).toEqual([]);
    expect(watcher.errors).toEqual([]);
  });
});
