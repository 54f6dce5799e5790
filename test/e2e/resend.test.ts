/**
 * A move that met no server goes again by itself, with the same id, and is applied once: when
 * the answer is lost after the room applied it (a worker replaced mid-request answers 503 with
 * no code of ours) and when the request never got there (the network dropped it). The page
 * shows the move made, no error, and the log holds the seat's move once. The browser's own
 * request interception stands in for the failure; the room and its ledger are the real ones.
 */
import type { Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LogResponse } from "../../src/protocol";
import { api, people } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

/**
 * Opens Anna's seat of a new two-player Pazaak game at its side-deck builder. Bob, by link,
 * does not move meanwhile: no move of another seat can make Anna's stale and send it again.
 */
async function annaAtTheBuilder() {
  const game = await pazaakForTwo();
  const anna = await person();
  await anna.page.goto(`/g/${game.id}#seat=${game.tokens[0]}`);
  await anna.page.locator("[data-action=random-deck]").click();
  return { game, ...anna };
}

/** Seat 0's moves in the game's log. */
async function annasMoves(id: string): Promise<number> {
  const log = await api<LogResponse>("GET", `/api/games/${id}/log`);
  return log.moves.filter((m) => m.seat === 0).length;
}

describe("a move that met no server", () => {
  it.each([
    [
      "its answer lost after the room applied it",
      async (route: Route) => {
        await route.fetch();
        await route.fulfill({ status: 503, body: "Your worker restarted mid-request." });
      },
    ],
    ["dropped on the way", (route: Route) => route.abort("connectionreset")],
  ])("%s: is sent again with the same id and applied once", async (_, fail) => {
    const { game, page, errors } = await annaAtTheBuilder();
    const sent: string[] = [];
    await page.route("**/moves", async (route) => {
      sent.push(route.request().postData() ?? "");
      if (sent.length === 1) await fail(route);
      else await route.continue();
    });
    const answered: number[] = [];
    page.on("response", (res) => {
      if (res.url().endsWith("/moves")) answered.push(res.status());
    });
    await page.locator("[data-action=use-deck]").click();
    // The deck is the seat's: the builder waits for Bob's (when the room applied the first
    // request, its socket may show that before the second goes).
    await page.locator(".builder.waiting").waitFor();
    await expect.poll(() => answered.includes(200)).toBe(true);
    expect(sent).toHaveLength(2);
    const ids = sent.map((body) => (JSON.parse(body) as { moveId: string }).moveId);
    expect(ids[1]).toBe(ids[0]);
    expect(await page.locator(".move-error").count()).toBe(0);
    expect(await annasMoves(game.id)).toBe(1);
    expect(errors).toEqual([]);
  });

  it("is given up after two more tries, with the reason shown", async () => {
    const { game, page } = await annaAtTheBuilder();
    let sent = 0;
    await page.route("**/moves", (route) => {
      sent++;
      return route.fulfill({ status: 503, body: "Service unavailable" });
    });
    await page.locator("[data-action=use-deck]").click();
    const error = page.locator(".move-error");
    await error.waitFor();
    expect(await error.textContent()).toContain("The server answered 503");
    expect(sent).toBe(3);
    expect(await annasMoves(game.id)).toBe(0);
  });
});
