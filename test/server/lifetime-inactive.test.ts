// Games end: a game in progress with no move for KEEP_INACTIVE_DAYS (60) warns its seats by
// email a week before, then is removed like a finished game (storage empty, no alarm, 404), and
// the AddressBooks forget it ("send me links", the daily summary). A move puts it all off; "0"
// keeps games in progress for ever. The server's clock is moved by hand and the alarms run.
import { runInDurableObject } from "cloudflare:test";
import { afterAll, describe, expect, it } from "vitest";
import { overrideLimits } from "../../src/server/limits/config";
import { when } from "../../src/server/notify/words";
import { call, expectError, getTable, postMove, roomOf, twoPlayerGame } from "./helpers";
import { advanceClock, inbox, mailsAbout, pazaakByMail } from "./mail-helpers";
import { book, DAY, runDue } from "./slow-helpers";

afterAll(() => overrideLimits({}));

/** Moves the server's clock on by `ms`, a day at a time, running the room's alarms as it goes. */
async function wait(id: string, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= DAY) {
    advanceClock(Math.min(DAY, left));
    await runDue(id);
  }
}

/** When the game's last move was committed, as the room keeps it. */
function lastMove(id: string): Promise<number> {
  return runInDurableObject(
    roomOf(id),
    (_, state) =>
      state.storage.sql.exec<{ at: number }>("SELECT at FROM moves ORDER BY seq DESC LIMIT 1").one()
        .at,
  );
}

/** The first legal move of whoever is to act. */
async function anyMove(id: string, tokens: readonly string[]): Promise<void> {
  const seat = (await getTable(id)).toAct[0]!;
  const mine = await getTable(id, tokens[seat]);
  const answer = await postMove(id, tokens[seat]!, mine.seq, mine.legal[0]);
  expect(answer.status, answer.text).toBe(200);
}

const warnings = (address: string) => mailsAbout(address, "unless someone moves");

describe("games end", () => {
  it("warns every seat a week before sixty days without a move, then removes the game", async () => {
    const { id, tokens, addresses } = await pazaakByMail();
    // Both addresses take a daily summary: the game waiting for a move is held in one.
    for (const address of addresses)
      await (await book(address)).setDigest({ mode: "daily", minutes: 0, tz: "UTC", lang: "en" });
    await anyMove(id, tokens);
    const last = await lastMove(id);
    const waiting = addresses[(await getTable(id)).toAct[0]!]!;
    await wait(id, DAY);
    expect((await (await book(addresses[0])).seats()).map((s) => s.gameId)).toContain(id);
    const held = async () => (await (await book(waiting)).held()).map((g) => g.gameId);
    expect(await held()).toContain(id);

    await wait(id, 51 * DAY);
    expect(await warnings(addresses[0])).toEqual([]);
    await wait(id, DAY);
    for (const address of addresses) {
      const mails = await warnings(address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain("60 days");
      expect(mails[0]!.text).toContain(when("en", last + 60 * DAY));
      // Like every email: a link to stop them, and one to the privacy page.
      expect(mails[0]!.text).toContain("/mail/unsubscribe?");
      expect(mails[0]!.text).toContain("/privacy?lang=en");
    }
    expect((await getTable(id, tokens[0])).outcome).toBeNull();

    await wait(id, 6 * DAY);
    expect((await getTable(id, tokens[0])).seq).toBeGreaterThan(0); // the day before: still there
    await wait(id, DAY);
    expectError(await call("GET", `/api/games/${id}`, { token: tokens[0] }), 404, "room/not-found");
    expect(
      await runInDurableObject(roomOf(id), async (_, state) => ({
        keys: (await state.storage.list()).size,
        alarm: await state.storage.getAlarm(),
      })),
    ).toEqual({ keys: 0, alarm: null });
    // Nothing of it stays in the address books: no link to it, no summary listing it.
    expect((await (await book(addresses[0])).seats()).map((s) => s.gameId)).not.toContain(id);
    expect(await held()).not.toContain(id);
    for (const address of addresses) expect(await warnings(address)).toHaveLength(1);
  });

  it("a move after the warning puts the end off by another sixty days", async () => {
    const { id, tokens, addresses } = await pazaakByMail();
    await anyMove(id, tokens);
    await wait(id, 54 * DAY);
    expect(await warnings(addresses[0])).toHaveLength(1);
    await anyMove(id, tokens);
    const last = await lastMove(id);
    await wait(id, 52 * DAY);
    expect((await getTable(id, tokens[0])).outcome).toBeNull();
    expect(await warnings(addresses[0])).toHaveLength(1);
    await wait(id, DAY);
    const second = await warnings(addresses[0]);
    expect(second).toHaveLength(2);
    expect(second[1]!.text).toContain(when("en", last + 60 * DAY));
    await wait(id, 7 * DAY);
    expectError(await call("GET", `/api/games/${id}`), 404, "room/not-found");
  });

  it("takes the days from the configuration; 0 keeps a game in progress for ever", async () => {
    overrideLimits({ inactiveDays: 10 });
    const short = await pazaakByMail();
    await anyMove(short.id, short.tokens);
    // Warned half-way when the time is short: five days before, not seven.
    await wait(short.id, 4 * DAY);
    expect(await warnings(short.addresses[0])).toEqual([]);
    await wait(short.id, DAY);
    expect(await warnings(short.addresses[0])).toHaveLength(1);
    expect((await warnings(short.addresses[0]))[0]!.text).toContain("10 days");
    await wait(short.id, 5 * DAY);
    expectError(await call("GET", `/api/games/${short.id}`), 404, "room/not-found");

    overrideLimits({ inactiveDays: 0 });
    const { id, tokens } = await twoPlayerGame();
    await anyMove(id, tokens);
    advanceClock(400 * DAY);
    await runDue(id);
    expect((await getTable(id, tokens[0])).seq).toBe(1);
    overrideLimits({});
  });

  it("a game without addresses goes as quietly", async () => {
    const { id, tokens } = await twoPlayerGame();
    await anyMove(id, tokens);
    await wait(id, 60 * DAY + 60_000);
    expectError(await call("GET", `/api/games/${id}`), 404, "room/not-found");
    expect(await inbox("nobody@example.org")).toEqual([]);
  });
});
