/**
 * A link opened by a link previewer or a mail scanner (a browser that runs the page and never
 * touches it) changes nothing at the table: an invitation (`#join=`) opened and left alone
 * claims no seat, a seat link (`#seat=`) follows the seat live but counts it neither seen nor
 * online, and the table afterwards is the same as before, every player's `joined`, `online` and
 * `lastSeen` included. A person's first click or key at the seat's page counts it at once.
 */
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { api, people } from "./helpers";
import { pazaakForTwo } from "./api-games";

const person = people();

/** What the table says of its players, as a stranger reads it. */
async function players(id: string) {
  return (await api<Table>("GET", `/api/games/${id}`)).players.map((p) => ({
    name: p.name,
    joined: p.joined,
    online: p.online,
    lastSeen: p.lastSeen,
  }));
}

describe("a link opened with no interaction", () => {
  it("an invitation shows its form and claims no seat; nobody is marked seen or online", async () => {
    const created = await api<CreateGameResponse>("POST", "/api/games", {
      game: "pazaak",
      name: "Anna",
    });
    const before = await players(created.id);
    const scanner = await person();
    await scanner.page.goto(`/g/${created.id}#join=${created.invites[0]!.invite}`);
    // The page ran all it does on its own: its form is there, ready for a person.
    await scanner.page.getByTestId("join").waitFor();
    await scanner.page.close();
    expect(await players(created.id)).toEqual(before);
    expect(before[1]).toMatchObject({ joined: false, online: false, lastSeen: null });
    expect(scanner.errors).toEqual([]);
  });

  it("a seat link follows the seat live but marks nobody seen or online, until a click or a key", async () => {
    const { id, tokens } = await pazaakForTwo("Bruno");
    const before = await players(id);
    expect(before[1]).toMatchObject({ joined: true, online: false });

    // A scanner opens Bruno's link: the page is live on his seat, and nothing changed.
    const scanner = await person();
    await scanner.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await scanner.page.locator(".game-page[data-live=open]").waitFor();
    await scanner.page.locator("[data-action=random-deck]").waitFor();
    expect(await players(id)).toEqual(before);
    await scanner.page.close();
    expect(scanner.errors).toEqual([]);

    // A person opens it and looks: still nothing, until the first click.
    const bruno = await person();
    await bruno.page.goto(`/g/${id}#seat=${tokens[1]}`);
    await bruno.page.locator(".game-page[data-live=open]").waitFor();
    expect(await players(id)).toEqual(before);
    await bruno.page.getByTestId("turn-banner").click();
    await expect.poll(async () => (await players(id))[1]!.online).toBe(true);
    expect((await players(id))[1]!.lastSeen).toBeGreaterThan(before[1]!.lastSeen!);

    // Anna's page, opened and left alone, does not count her; a key does.
    const anna = await person();
    await anna.page.goto(`/g/${id}#seat=${tokens[0]}`);
    await anna.page.locator(".game-page[data-live=open]").waitFor();
    expect((await players(id))[0]!.online).toBe(false);
    await anna.page.keyboard.press("Shift");
    await expect.poll(async () => (await players(id))[0]!.online).toBe(true);
    expect([...bruno.errors, ...anna.errors]).toEqual([]);
  });
});
