/**
 * A link opened by a link previewer or a mail scanner (a browser that runs the page and never
 * touches it) changes nothing at the table: an invitation (`#join=`) opened and left alone
 * claims no seat, and the table afterwards is the same as before, every player's `joined`,
 * `online` and `lastSeen` included.
 */
import { describe, expect, it } from "vitest";
import type { CreateGameResponse, Table } from "../../src/protocol";
import { api, people } from "./helpers";

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
});
