// Reminders, time per move, holidays, absent players and resigning, with the
// server's clock moved by hand and the room's alarm run by the test.
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { call, expectError, getTable, postMove, seatedGame, twoPlayerGame } from "./helpers";
import {
  confirmedAddress,
  mailsAbout,
  passTime,
  runDueJobs,
  sendPendingMail,
} from "./mail-helpers";
import { HOUR, untilTurnOf } from "./slow-helpers";

/** What the holder of `token` chooses for seat 1, out of time: the computer, or claiming the game. */
const absent = (id: string, token: string, choice: "computer" | "claim") =>
  call<Table>("POST", `/api/games/${id}/seats/1/absent`, { token, body: { choice } });

describe("reminders", () => {
  it("after 24 idle hours, then no sooner than every 72 hours", async () => {
    const { id, tokens } = await twoPlayerGame();
    const address = await confirmedAddress(id, tokens[1]);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    await passTime(id, 23 * HOUR);
    expect(await mailsAbout(address, "still your turn")).toEqual([]);
    await passTime(id, 2 * HOUR);
    expect((await mailsAbout(address, "still your turn")).length).toBe(1);
    await passTime(id, 48 * HOUR);
    expect((await mailsAbout(address, "still your turn")).length).toBe(1);
    await passTime(id, 25 * HOUR);
    expect((await mailsAbout(address, "still your turn")).length).toBe(2);
  });
});

describe("time per move", () => {
  it("refuses a time per move that is not offered", async () => {
    const bad = await call("POST", "/api/games", {
      body: { game: "pazaak", name: "Anna", timePerMove: 5 },
    });
    expectError(bad, 400, "input/invalid");
  });

  it("warns at 80%, offers the others a choice when time is up; the computer plays until the player is back", async () => {
    const { id, tokens } = await twoPlayerGame({}, 1);
    const anna = await confirmedAddress(id, tokens[0]);
    const bruno = await confirmedAddress(id, tokens[1]);
    let table = await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    const due = table.clock!.seats[1]!.due!;
    expect(table.clock!.days).toBe(1);
    expect(due).toBeGreaterThan(now());
    // Nobody may decide about Bruno before his time is up.
    expectError(await absent(id, tokens[0], "claim"), 409, "room/not-overdue");
    await passTime(id, 20 * HOUR); // past 80% of a day
    const warned = await mailsAbout(bruno, "still your turn");
    expect(warned.length).toBe(1);
    expect(warned[0]!.text).toContain("Your time for this move runs out");
    await passTime(id, 5 * HOUR);
    const offer = await mailsAbout(anna, "out of time");
    expect(offer.length).toBe(1);
    expect(offer[0]!.text).toContain("let the computer play for Bruno");
    table = await getTable(id, tokens[0]);
    expect(table.clock!.seats[1]!.overdue).toBe(true);
    // Bruno cannot decide about himself; Anna lets the computer play.
    expectError(await absent(id, tokens[1], "computer"), 400, "input/invalid");
    const chosen = await absent(id, tokens[0], "computer");
    expect(chosen.status, chosen.text).toBe(200);
    expect(chosen.body.clock!.seats[1]!.standin).toBe(true);
    // The computer plays Bruno's turn from the alarm.
    await runDueJobs(id, now() + 5000);
    table = await getTable(id, tokens[0]);
    expect(table.seq).toBeGreaterThan(chosen.body.seq);
    // Bruno takes his seat back by playing.
    table = await untilTurnOf(id, tokens, 1);
    const mine = await getTable(id, tokens[1]);
    const back = await postMove(id, tokens[1], mine.seq, mine.legal[0]);
    expect(back.status, back.text).toBe(200);
    expect(back.body.clock!.seats[1]!.standin).toBe(false);
  });

  it("a claimed game ends with the absent player losing; a holiday moves the deadline", async () => {
    const { id, tokens } = await twoPlayerGame({}, 1);
    const anna = await confirmedAddress(id, tokens[0]);
    let table = await untilTurnOf(id, tokens, 1);
    const due = table.clock!.seats[1]!.due!;
    // Bruno goes on holiday for 2 days: his clock stands still.
    const away = await call<Table>("POST", `/api/games/${id}/holiday`, {
      token: tokens[1],
      body: { days: 2 },
    });
    expect(away.status, away.text).toBe(200);
    expect(away.body.clock!.seats[1]!.holidayUntil).not.toBeNull();
    expect(away.body.clock!.seats[1]!.due).toBeGreaterThanOrEqual(due + 2 * 24 * HOUR - 1000);
    expectError(
      await call("POST", `/api/games/${id}/holiday`, { token: tokens[1], body: { days: 7 } }),
      409,
      "clock/holiday-used",
    );
    await passTime(id, 25 * HOUR);
    expect((await getTable(id, tokens[0])).clock!.seats[1]!.overdue).toBe(false);
    await passTime(id, 2 * 24 * HOUR);
    table = await getTable(id, tokens[0]);
    expect(table.clock!.seats[1]!.overdue).toBe(true);
    const claimed = await absent(id, tokens[0], "claim");
    expect(claimed.status, claimed.text).toBe(200);
    expect(claimed.body.outcome).toMatchObject({ winners: [0], losers: [1] });
    expect(claimed.body.ending).toEqual({ reason: "forfeit", seat: 1 });
    expect(claimed.body.legal).toEqual([]);
    await sendPendingMail(id);
    const over = await mailsAbout(anna, "game over");
    expect(over.length).toBe(1);
    expect(over[0]!.text).toContain("You won.");
  });
});

describe("resigning", () => {
  it("ends the game at once with a clear result for everyone", async () => {
    const { id, tokens } = await twoPlayerGame();
    const anna = await confirmedAddress(id, tokens[0]);
    const bruno = await confirmedAddress(id, tokens[1]);
    const table = await getTable(id, tokens[1]);
    const resigned = await call<Table>("POST", `/api/games/${id}/resign`, { token: tokens[1] });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.outcome).toMatchObject({ winners: [0], losers: [1] });
    expect(resigned.body.ending).toEqual({ reason: "resign", seat: 1 });
    // Every reader sees a finished game: nobody to act, no move, the outcome and the seed.
    for (const reader of [undefined, tokens[0], tokens[1]]) {
      const tb = await getTable(id, reader);
      expect(tb.outcome).toMatchObject({ winners: [0] });
      expect(tb.toAct).toEqual([]);
      expect(tb.legal).toEqual([]);
      expect(tb.seed).toBeDefined();
      expect(tb.ending).toEqual({ reason: "resign", seat: 1 });
    }
    const late = await postMove(id, tokens[0], resigned.body.seq, table.legal[0]);
    expect(late.status).toBe(422);
    expectError(
      await call("POST", `/api/games/${id}/resign`, { token: tokens[0] }),
      409,
      "room/over",
    );
    expectError(await call("POST", `/api/games/${id}/resign`), 403, "auth/spectator");
    await sendPendingMail(id);
    expect((await mailsAbout(anna, "game over"))[0]!.text).toContain("Bruno resigned.");
    expect((await mailsAbout(bruno, "game over"))[0]!.text).toContain("Anna won.");
    // A rematch is offered as after any ending.
    expect((await call("POST", `/api/games/${id}/rematch`, { token: tokens[0] })).status).toBe(200);
  });

  it("takes the resigning player's partner with them in a team game (MazzelTof, 2 against 2)", async () => {
    const { id, tokens } = await seatedGame("mazzeltof", 4);
    // Seats 0 and 2 are team red, 1 and 3 team blue: seat 2 gives up for its team.
    const resigned = await call<Table>("POST", `/api/games/${id}/resign`, { token: tokens[2] });
    expect(resigned.status, resigned.text).toBe(200);
    expect(resigned.body.outcome).toEqual({
      winners: [1, 3],
      losers: [0, 2],
      scores: [0, 1, 0, 1],
    });
    for (const reader of [undefined, ...tokens])
      expect((await getTable(id, reader)).outcome).toMatchObject({
        winners: [1, 3],
        losers: [0, 2],
      });
  });
});
