/**
 * "Play my forced moves for me" in Chromium, at phone and desktop width, through axe with
 * screenshots: the switch on the create form reaches the table; the switch on the table turns
 * it on, and the seat's next forced turn is played by the room (the page shows the move and
 * says it was played for the seat). Moves of the other seats go through the API.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { everyoneSeated, tableOf } from "./api-moves";
import {
  api,
  DESKTOP,
  expectAccessible,
  people,
  PHONE,
  screenshot,
  seqOf,
  waitSeqAfter,
} from "./helpers";

const person = people();

/** A seat's real choices on its own table: its legal moves but a call for help. */
const choicesOf = (table: Table) =>
  (table.legal as { type: string }[]).filter((m) => m.type !== "callForHelp");

let moveIds = 0;

/**
 * Plays the game on through the API, every seat but `seat` by its first choice and `seat` by
 * its first choice while it has two or more; returns once the room played a forced turn of
 * `seat` (the page saw the move after it, which nobody sent).
 */
async function untilPlayedFor(page: Page, id: string, tokens: string[], seat: number) {
  for (let i = 0; i < 400; i++) {
    const table = await tableOf(id, tokens[0]);
    expect(table.outcome).toBeNull();
    const actor = table.toAct[0]!;
    const mine = await tableOf(id, tokens[actor]);
    const choices = choicesOf(mine);
    if (actor === seat && choices.length === 1) {
      await waitSeqAfter(page, mine.seq);
      return mine.seq;
    }
    await api(
      "POST",
      `/api/games/${id}/moves`,
      { seq: mine.seq, moveId: `auto-e2e-${moveIds++}`, move: choices[0] },
      tokens[actor],
    );
  }
  throw new Error("no forced turn came");
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("forced moves that play themselves (%s)", (_label, viewport) => {
  it("the create form's switch reaches the table", async () => {
    const anna = await person({ viewport });
    const a = anna.page;
    await a.goto("/new/mattazza");
    await a.getByLabel("Your name").fill("Anna");
    await a.getByTestId("create-autoplay").check();
    await a.getByTestId("create-autoplay").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await expectAccessible(a);
    await screenshot(a, "autoplay-create");
    await a.getByTestId("create").click();
    await a.waitForURL(/\/share$/);
    const id = /\/g\/([^/]+)\/share/.exec(a.url())![1]!;
    await a.goto(`/g/${id}`);
    await expect.poll(() => a.getByTestId("autoplay-forced").isChecked()).toBe(true);
    expect(anna.errors).toEqual([]);
  });

  it("the table's switch: the seat's next forced turn plays itself, and says so", async () => {
    const { id, tokens } = await everyoneSeated({ game: "mattazza", seats: 3 }, [
      "Anna",
      "Bruno",
      "Carla",
    ]);
    const bruno = await person({ viewport });
    const b = bruno.page;
    await b.goto(`/g/${id}#seat=${tokens[1]}`);
    await b.locator(".game-page[data-live=open]").waitFor();
    const toggle = b.getByTestId("autoplay-forced");
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    // The switch shows the choice at once and stays disabled while the room takes it: wait for
    // the room to have it (the page is only optimistic until then), then for the page to settle.
    await expect.poll(async () => (await tableOf(id, tokens[1])).autoplay?.forced).toBe(true);
    await expect
      .poll(async () => (await toggle.isEnabled()) && (await toggle.isChecked()))
      .toBe(true);
    // The choice is the seat's own: the others' tables know nothing of it.
    expect((await tableOf(id, tokens[0])).autoplay).toBeUndefined();
    const before = await untilPlayedFor(b, id, tokens, 1);
    await b.getByTestId("autoplay-played").waitFor();
    expect(await seqOf(b)).toBeGreaterThan(before);
    const log = await api<{ moves: { seat: number }[] }>("GET", `/api/games/${id}/log`);
    expect(log.moves.at(before)?.seat).toBe(1);
    await expectAccessible(b);
    await b.getByTestId("autoplay-played").evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(b, "autoplay-played");
    await toggle.evaluate((e) => e.scrollIntoView({ block: "center" }));
    await screenshot(b, "autoplay-switch");
    // Off again: the switch says so.
    await toggle.uncheck();
    await expect.poll(async () => (await tableOf(id, tokens[1])).autoplay?.forced).not.toBe(true);
    expect(bruno.errors).toEqual([]);
  });
});
