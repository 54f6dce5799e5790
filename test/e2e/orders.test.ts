/**
 * Standing orders in Chromium, at phone and desktop width, through axe with screenshots: a
 * Pazaak player opens the menu under the table, gives "stand from 12", and the room stands for
 * it on its next turn that calls for it (the page shows the move and says it was played for
 * the seat); the other seat's table knows nothing of it. The menu is optimistic (a switch shows
 * the choice before the room has it): the test waits for the room's answer through the API.
 * Moves of both seats go through the API.
 */
import { describe, expect, it } from "vitest";
import { orderKind } from "../../src/engine";
import { pazaak } from "../../src/engine/games/pazaak";
import type { Table } from "../../src/protocol";
import { everyoneSeated, tableOf } from "./api-moves";
import { api, DESKTOP, expectAccessible, people, PHONE, screenshot, waitSeqAfter } from "./helpers";

const person = people();
const stand = orderKind(pazaak, "stand")!;
const AT_12 = { kind: "stand", config: { at: 12 } };

let moveIds = 0;

/** The seat's moves but standing and side cards: the order stands, and nothing cancels it. */
const plain = (table: Table) =>
  (table.legal as { type: string }[]).filter((m) => m.type !== "stand" && m.type !== "play");

/**
 * Plays on through the API until the room stands for seat 1 under its order; answers the move
 * number before that stand. A set that ends first cancels the order: it is given again.
 */
async function untilOrderPlays(page: import("playwright-core").Page, id: string, tokens: string[]) {
  for (let i = 0; i < 200; i++) {
    const actor = (await tableOf(id, tokens[0])).toAct[0]!;
    const mine = await tableOf(id, tokens[actor]);
    expect(mine.outcome).toBeNull();
    if (actor === 1 && mine.autoplay?.cancelled)
      await api("PUT", `/api/games/${id}/autoplay`, { orders: [AT_12] }, tokens[1]);
    if (actor === 1 && stand.decide(mine.view, AT_12.config) !== null) {
      await waitSeqAfter(page, mine.seq);
      return mine.seq;
    }
    const moves = plain(mine);
    await api(
      "POST",
      `/api/games/${id}/moves`,
      { seq: mine.seq, moveId: `orders-e2e-${moveIds++}`, move: moves[0] ?? mine.legal[0] },
      tokens[actor],
    );
  }
  throw new Error("the order never played");
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("standing orders (%s)", (_label, viewport) => {
  it("a Pazaak player gives 'stand from 12' and the room stands for it, telling it alone", async () => {
    const { id, tokens } = await everyoneSeated({ game: "pazaak", seats: 2 }, ["Anna", "Bruno"]);
    const bruno = await person({ viewport });
    const b = bruno.page;
    await b.goto(`/g/${id}#seat=${tokens[1]}`);
    await b.locator(".game-page[data-live=open]").waitFor();
    await b.getByTestId("orders-open").click();
    const toggle = b.getByTestId("order-stand-switch");
    await toggle.waitFor();
    await toggle.check();
    // The switch shows the choice at once: wait for the room to hold it, then the page to settle.
    await expect
      .poll(async () => (await tableOf(id, tokens[1])).autoplay?.orders)
      .toEqual([{ kind: "stand", config: {} }]);
    const at = b.getByTestId("order-stand-at");
    await expect.poll(() => at.isEnabled()).toBe(true);
    await at.selectOption("12");
    await expect.poll(async () => (await tableOf(id, tokens[1])).autoplay?.orders).toEqual([AT_12]);
    await expect.poll(() => toggle.isEnabled()).toBe(true);
    // The order is the seat's own: the other seat's table knows nothing of it.
    expect((await tableOf(id, tokens[0])).autoplay).toBeUndefined();
    await expectAccessible(b);
    await b.getByTestId("orders").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(b, "orders-menu");
    const before = await untilOrderPlays(b, id, tokens);
    await b.getByTestId("autoplay-played").waitFor();
    expect(await b.getByTestId("autoplay-played").textContent()).toContain("standing order");
    const log = await api<{ moves: { seat: number; move: unknown }[] }>(
      "GET",
      `/api/games/${id}/log`,
    );
    expect(log.moves.at(before)).toMatchObject({ seat: 1, move: { type: "stand" } });
    await b.getByTestId("autoplay-played").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(b, "orders-played");
    expect(bruno.errors).toEqual([]);
  });
});
