// Slow games over weeks, part three: the holiday allowance chosen at creation (spent as it
// passes, none without a time per move), automatic protection at the deadline, and clocks
// that pause on weekends, with the server's clock moved by hand.
import { describe, expect, it } from "vitest";
import type { ClaimSeatResponse, CreateGameResponse, Table } from "../../src/protocol";
import { now } from "../../src/server/clock";
import { countedUntil } from "../../src/server/kernel/calendar";
import { call, expectError, getTable } from "./helpers";
import {
  advanceClock,
  confirmedAddress,
  mailsAbout,
  passTime,
  sendPendingMail,
} from "./mail-helpers";
import { DAY, HOUR, untilTurnOf } from "./slow-helpers";

async function game(body: Record<string, unknown>) {
  const made = await call<CreateGameResponse>("POST", "/api/games", {
    body: { game: "pazaak", name: "Anna", ...body },
  });
  expect(made.status, made.text).toBe(201);
  const joined = await call<ClaimSeatResponse>("POST", `/api/games/${made.body.id}/join`, {
    body: { invite: made.body.invites[0]!.invite, name: "Bruno" },
  });
  expect(joined.status, joined.text).toBe(200);
  return { id: made.body.id, tokens: [made.body.token, joined.body.token] as const };
}

const holiday = (id: string, token: string, days: number) =>
  call<Table>("POST", `/api/games/${id}/holiday`, { token, body: { days } });

describe("counted time", () => {
  it("skips weekends and holidays", () => {
    const fri = Date.UTC(2026, 0, 9, 12, 0); // a Friday noon
    expect(countedUntil(fri, DAY, [], false)).toBe(fri + DAY);
    // A day from Friday noon, weekends paused: Monday noon.
    expect(countedUntil(fri, DAY, [], true)).toBe(Date.UTC(2026, 0, 12, 12, 0));
    // With a holiday on Monday morning too: Monday noon plus its six hours.
    const mon = Date.UTC(2026, 0, 12, 0, 0);
    expect(countedUntil(fri, DAY, [[mon, mon + 6 * HOUR]], true)).toBe(
      Date.UTC(2026, 0, 12, 18, 0),
    );
    // Starting on a Saturday: the clock starts on Monday.
    expect(countedUntil(Date.UTC(2026, 0, 10, 9, 0), HOUR, [], true)).toBe(mon + HOUR);
  });
});

describe("the holiday allowance", () => {
  it("is chosen at creation and spent as it passes; none without a time per move", async () => {
    expectError(
      await call("POST", "/api/games", {
        body: { game: "pazaak", name: "A", timePerMove: 1, holidayDays: 9 },
      }),
      400,
      "input/invalid",
    );
    const { id, tokens } = await game({ timePerMove: 2, holidayDays: 14 });
    const table = await getTable(id, tokens[1]);
    expect(table.clock!.holidayDays).toBe(14);
    expect(table.clock!.weekends).toBe(false);
    expect(table.clock!.seats[1]!.holidayLeft).toBe(14 * DAY);
    expect((await holiday(id, tokens[1], 10)).status).toBe(200);
    // A new holiday replaces the running one, within what is left.
    expectError(await holiday(id, tokens[1], 15), 409, "clock/holiday-used");
    // Back after three days: the other seven come back.
    advanceClock(3 * DAY);
    const back = await holiday(id, tokens[1], 0);
    expect(back.status, back.text).toBe(200);
    expect(Math.round(back.body.clock!.seats[1]!.holidayLeft / DAY)).toBe(11);
    // No time per move: no clock and no holiday.
    const free = await game({});
    expect((await getTable(free.id, free.tokens[0])).clock).toBeUndefined();
    expectError(await holiday(free.id, free.tokens[0], 1), 409, "clock/no-deadline");
  });
});

describe("automatic protection", () => {
  it("starts a day of holiday at the deadline, day by day, with an email; then the time runs out", async () => {
    const { id, tokens } = await game({ timePerMove: 1, holidayDays: 7 });
    const bruno = await confirmedAddress(id, tokens[1]);
    const anna = await confirmedAddress(id, tokens[0]);
    const on = await call<Table>("POST", `/api/games/${id}/holiday/auto`, {
      token: tokens[1],
      body: { on: true },
    });
    expect(on.status, on.text).toBe(200);
    expect(on.body.clock!.seats[1]!.autoHoliday).toBe(true);
    await untilTurnOf(id, tokens, 1);
    await sendPendingMail(id);
    // Bruno uses five of his seven days by hand, then forgets the game.
    expect((await holiday(id, tokens[1], 5)).status).toBe(200);
    await passTime(id, 5 * DAY + 25 * HOUR);
    let table = await getTable(id, tokens[0]);
    expect(table.clock!.seats[1]!.overdue).toBe(false);
    expect(table.clock!.seats[1]!.holidayUntil).not.toBeNull();
    const auto = await mailsAbout(bruno, "your holiday began by itself");
    expect(auto.length).toBe(1);
    expect(auto[0]!.text).toContain("You have 1 holiday days left");
    // Anna's table says he is away; the next day the last day goes, then his time is up.
    await passTime(id, DAY + HOUR);
    expect((await mailsAbout(bruno, "your holiday began by itself")).length).toBe(2);
    await passTime(id, DAY + HOUR);
    table = await getTable(id, tokens[0]);
    expect(table.clock!.seats[1]!.overdue).toBe(true);
    expect((await mailsAbout(anna, "out of time")).length).toBe(1);
  });
});

describe("weekend pause", () => {
  it("is off by default; on, the deadline skips Saturday and Sunday", async () => {
    const plain = await game({ timePerMove: 1 });
    expect((await getTable(plain.id, plain.tokens[0])).clock!.weekends).toBe(false);
    const { id, tokens } = await game({ timePerMove: 1, pauseWeekends: true });
    await untilTurnOf(id, tokens, 0);
    // The server's clock to the next Friday noon (UTC), then Bruno's turn begins.
    const t = now();
    const daysToFriday = (5 - new Date(t).getUTCDay() + 7) % 7 || 7;
    const friday = Date.UTC(
      new Date(t).getUTCFullYear(),
      new Date(t).getUTCMonth(),
      new Date(t).getUTCDate() + daysToFriday,
      12,
    );
    advanceClock(friday - t);
    const table = await untilTurnOf(id, tokens, 1);
    // Due on Monday noon, not on Saturday.
    const due = table.clock!.seats[1]!.due!;
    expect(due - friday).toBeGreaterThanOrEqual(3 * DAY);
    expect(due - friday).toBeLessThan(3 * DAY + 60_000);
    expect(new Date(due).getUTCDay()).toBe(1);
    expect(table.clock!.weekends).toBe(true);
    const turnStart = friday;
    // A day of weekdays from the turn's start (within the test's own milliseconds).
    expect(Math.abs(due - countedUntil(turnStart, DAY, [], true))).toBeLessThan(60_000);
  });

  it("goes on in a rematch, with the allowance", async () => {
    const { id, tokens } = await game({ timePerMove: 2, holidayDays: 21, pauseWeekends: true });
    expect((await call("POST", `/api/games/${id}/resign`, { token: tokens[1] })).status).toBe(200);
    const again = await call<{ id: string; token: string }>("POST", `/api/games/${id}/rematch`, {
      token: tokens[0],
    });
    expect(again.status, again.text).toBe(200);
    const table = await getTable(again.body.id, again.body.token);
    expect(table.clock).toMatchObject({ days: 2, holidayDays: 21, weekends: true });
  });
});
