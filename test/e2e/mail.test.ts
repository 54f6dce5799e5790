/**
 * Email, end to end through the development mailbox: Bruno gives his address on the
 * table, confirms it from the email he reads at /dev/mail, leaves; Anna's move makes it his
 * turn; the "your turn" email arrives and its link opens the game at his seat.
 */
import { describe, expect, it } from "vitest";
import type { LogResponse, Table } from "../../src/protocol";
import { apiMove, settledTable } from "./api-moves";
import { api, giveAddress, people, screenshot, openMore } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

describe("email notifications", () => {
  it("confirm an address, get a your-turn email, open the game from it", async () => {
    const { id, tokens } = await pazaakForTwo("Bruno");
    const address = `bruno.${id.toLowerCase()}@example.org`;
    const bruno = await person();
    const b = bruno.page;

    // Bruno gives his address on the table.
    await giveAddress(b, id, tokens[1]!, address);
    await screenshot(b, "mail-pending");

    // He reads the confirmation in the development mailbox and follows its link.
    await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
    await b.getByRole("link", { name: /confirm your address/ }).click();
    await b.getByTestId("mail-text").getByRole("link").first().click();
    await b.getByTestId("mail-confirm").click();
    await b.getByTestId("mail-confirmed").waitFor();
    // His table is closed now (this tab shows the mailbox): moves go on without him.
    await b.goto("/dev/mail");

    // Play until Anna's move gives Bruno the turn.
    let table = await settledTable(id);
    for (let i = 0; i < 60; i++) {
      const actor = table.toAct.includes(0) ? 0 : table.toAct[0]!;
      const before = table.toAct.includes(1);
      table = await apiMove(id, tokens[actor]!, (t: Table) => t.legal[0]);
      if (actor === 0 && !before && table.toAct.includes(1)) break;
    }
    expect(table.toAct).toContain(1);

    // The email arrives after the short debounce (NOTIFY_DELAY_SECONDS=1 in global-setup).
    await expect
      .poll(
        async () => {
          await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
          return b.getByRole("link", { name: /your turn/ }).count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);
    await b.getByRole("link", { name: /your turn/ }).click();
    expect(await b.getByTestId("mail-subject").textContent()).toBe("Pazaak with Anna: your turn");
    await screenshot(b, "mail-your-turn");

    // He answers the email from the mailbox's reply box instead: "Stand." is played at his seat.
    const seqBefore = (await api<Table>("GET", `/api/games/${id}`, undefined, tokens[1])).seq;
    await b.getByTestId("reply-text").fill("Stand.\n\nOn Monday Tavolo wrote:\n> your turn");
    await b.getByTestId("reply-send").click();
    await expect.poll(() => b.getByTestId("reply-outcome").textContent()).toMatch(/./);
    const after = await api<Table>("GET", `/api/games/${id}`, undefined, tokens[1]);
    expect(after.seq).toBeGreaterThan(seqBefore);
    const log = await api<LogResponse>("GET", `/api/games/${id}/log`);
    expect(log.moves.at(-1)?.seat).toBe(1);
    expect(JSON.stringify(log.moves.at(-1)?.move)).toMatch(/stand/i);
    await b.goto(`/dev/mail?to=${encodeURIComponent(address)}`);
    await b
      .getByRole("link", { name: /your turn/ })
      .first()
      .click();
    await b
      .getByTestId("mail-text")
      .getByRole("link", { name: new RegExp(`/g/${id}#seat=`) })
      .click();
    await b.locator(".game-page[data-seat='1']").waitFor();
    expect(bruno.errors).toEqual([]);
  });
});
