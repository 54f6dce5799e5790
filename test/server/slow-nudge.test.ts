// Slow games over weeks, part one: a holiday others see (the table, their emails) and the
// nudge, once per turn, with the server's clock moved by hand (src/server/clock.ts).
import { describe, expect, it } from "vitest";
import type { Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { call, expectError, getTable, twoPlayerGame } from "./helpers";
import {
  advanceClock,
  confirmedAddress,
  mailsAbout,
  runDueJobs,
  sendPendingMail,
} from "./mail-helpers";
import { HOUR, untilTurnOf } from "./slow-helpers";

const nudge = (id: string, token: string | undefined, seat: number) =>
  call<Table>("POST", `/api/games/${id}/seats/${seat}/nudge`, token ? { token } : {});

describe("a holiday others can see", () => {
  it("every reader's table has it, and the others' emails say it", async () => {
    const { id, tokens } = await twoPlayerGame({}, 3);
    const anna = await confirmedAddress(id, tokens[0]);
    await untilTurnOf(id, tokens, 1);
    const away = await call<Table>("POST", `/api/games/${id}/holiday`, {
      token: tokens[1],
      body: { days: 2 },
    });
    expect(away.status, away.text).toBe(200);
    const until = away.body.clock!.seats[1]!.holidayUntil!;
    for (const reader of [undefined, tokens[0]])
      expect((await getTable(id, reader)).clock!.seats[1]!.holidayUntil).toBe(until);
    // Bruno plays from his holiday (a move does not end it): Anna's "your turn" says he is away.
    await untilTurnOf(id, tokens, 0);
    await sendPendingMail(id);
    const turn = (await mailsAbout(anna, "your turn")).at(-1);
    expect(turn?.text).toContain("Bruno is away until");
    expect(turn?.text).toContain("their clock is paused");
  });
});

describe("nudge", () => {
  it("after a day on turn, once per turn, by email to that seat only", async () => {
    const { id, tokens } = await twoPlayerGame();
    const anna = await confirmedAddress(id, tokens[0]);
    const bruno = await confirmedAddress(id, tokens[1]);
    let table = await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    expect((await getTable(id, tokens[0])).nudge).toEqual({ can: [], sent: [] });
    expectError(await nudge(id, tokens[0], 1), 409, "nudge/too-soon");
    advanceClock(25 * HOUR);
    expect((await getTable(id, tokens[0])).nudge).toEqual({ can: [1], sent: [] });
    // Nobody nudges a seat not on turn, their own, or as a spectator.
    expectError(await nudge(id, tokens[1], 0), 409, "nudge/not-their-turn");
    expectError(await nudge(id, tokens[1], 1), 400, "input/invalid");
    expectError(await nudge(id, undefined, 1), 403, "auth/spectator");
    const sent = await nudge(id, tokens[0], 1);
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.nudge).toEqual({ can: [], sent: [1] });
    expectError(await nudge(id, tokens[0], 1), 409, "nudge/already-sent");
    await runDueJobs(id, now());
    const mails = await mailsAbout(bruno, "a friendly reminder from Anna");
    expect(mails.length).toBe(1);
    expect(mails[0]!.text).toContain("Anna is waiting for your move");
    expect(await mailsAbout(anna, "friendly reminder")).toEqual([]);
    // Bruno's table shows it; the spectator's has no nudges at all.
    table = await getTable(id, tokens[1]);
    expect(table.nudge?.received?.by).toBe(0);
    expect((await getTable(id)).nudge).toBeUndefined();
    // A new turn of Bruno's may be nudged again, after a day.
    await untilTurnOf(id, tokens, 0);
    await untilTurnOf(id, tokens, 1);
    advanceClock(25 * HOUR);
    expect((await getTable(id, tokens[0])).nudge?.can).toEqual([1]);
    expect((await getTable(id, tokens[1])).nudge?.received).toBeUndefined();
  });

  it("not while the player is on holiday", async () => {
    const { id, tokens } = await twoPlayerGame({}, 3);
    await untilTurnOf(id, tokens, 1);
    await call("POST", `/api/games/${id}/holiday`, { token: tokens[1], body: { days: 3 } });
    advanceClock(25 * HOUR);
    expectError(await nudge(id, tokens[0], 1), 409, "nudge/away");
  });
});
