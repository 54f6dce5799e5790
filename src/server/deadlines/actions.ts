/**
 * Time per move, as the seats act on it and the table shows it: holidays, resigning, the other
 * players' choice about a player whose time ran out (let the computer play for the absent seat,
 * or claim the game; nothing happens to it without that choice, and its player takes it back by
 * playing), and everyone's clock. When a time runs out is the overdue channel's (channel.ts).
 */
import type { RoomSql } from "../kernel/room-sql";
import type { ClockInfo } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { autoHolidayOn, readClockRules } from "../kernel/calendar";
import {
  DAY_MS,
  allowanceOf,
  clockOf,
  dueAt,
  holidayUsed,
  onHoliday,
  writeClock,
} from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { human } from "../kernel/rules";
import { updateSettings } from "../kernel/settings";
import { readTurns, turnOf } from "../kernel/turns";
import { endingFor, teamOfSeat } from "./ending";

/** The choices "time per move" offers, in days (0: none). */
export const TIME_PER_MOVE_DAYS = [0, 1, 2, 3, 7] as const;

/** Whether `seat`'s time for its current move is up. */
export function isOverdue(ctx: RoomContext, seat: number): boolean {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return false;
  const due = dueAt(turnOf(ctx.sql, seat), clockOf(ctx.sql, seat), ctx.settings.days);
  return due !== null && ctx.now >= due;
}

/** Everyone's clock as the table shows it (null without a time per move). */
export function clockInfo(ctx: RoomContext): ClockInfo {
  const turns = readTurns(ctx.sql);
  const rules = readClockRules(ctx.sql);
  return {
    days: ctx.settings.days,
    holidayDays: rules.holidayDays,
    weekends: rules.weekends,
    seats: ctx.seats.map((s) => {
      const clock = clockOf(ctx.sql, s.seat);
      const turn = turns.get(s.seat) ?? turnOf(ctx.sql, s.seat);
      return {
        seat: s.seat,
        due: s.computer ? null : dueAt(turn, clock, ctx.settings.days),
        holidayUntil: onHoliday(clock, ctx.now),
        holidayLeft: Math.max(0, allowanceOf(clock) - holidayUsed(clock)),
        autoHoliday: autoHolidayOn(ctx.sql, s.seat),
        overdue: !s.computer && isOverdue(ctx, s.seat),
        standin: clock.standin,
      };
    }),
  };
}

/**
 * Starts (days > 0) or ends (days = 0) the seat's holiday. Its clock stands still meanwhile;
 * the days come from the game's allowance (7 unless chosen at creation, kernel/calendar.ts),
 * spent as they pass: ending a holiday early gives the rest back.
 */
export function setHoliday(ctx: RoomContext, seat: number, days: number): RoomResult<null> {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return fail("room/over", "The game is over.");
  if (ctx.settings.days <= 0 && days > 0)
    return fail("clock/no-deadline", "This game has no time per move, so no holidays either.");
  const clock = clockOf(ctx.sql, seat);
  const running = clock.holidays.findIndex(([a, b]) => a <= ctx.now && ctx.now < b);
  const holidays = clock.holidays.map((h) => [...h] as [number, number]);
  if (running >= 0) holidays[running]![1] = ctx.now; // end the current one first
  if (days > 0) {
    const left = allowanceOf(clock) - holidayUsed({ ...clock, holidays });
    const want = days * DAY_MS;
    if (want > left)
      return fail(
        "clock/holiday-used",
        `You have ${Math.floor(left / DAY_MS)} holiday days left in this game.`,
      );
    holidays.push([ctx.now, ctx.now + want]);
  }
  writeClock(ctx.sql, { ...clock, holidays: holidays.filter(([a, b]) => b > a) });
  return ok(null);
}

/** Resigns `seat`: the game ends at once, every seat not on its team winning. */
export function resign(ctx: RoomContext, seat: number): RoomResult<null> {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return fail("room/over", "The game is over.");
  const team = teamOfSeat(ctx.game, ctx.snapshot.state, seat);
  ctx.settings = updateSettings(ctx.sql, {
    ending: endingFor("resign", seat, ctx.meta.seats, team),
  });
  return ok(null);
}

/**
 * Another player's choice about `absent`, whose time ran out: "computer" lets the computer
 * play its turns until its player plays again; "claim" ends the game, `absent` losing.
 */
export function decideAbsent(
  ctx: RoomContext,
  by: number,
  absent: number,
  choice: "computer" | "claim",
): RoomResult<null> {
  if (by === absent) return fail("input/invalid", "You cannot decide about your own seat.");
  if (!human(ctx, absent)) return fail("room/seat-not-found", "This game has no such player.");
  if (!isOverdue(ctx, absent))
    return fail("room/not-overdue", "This player still has time for their move.");
  if (choice === "claim")
    ctx.settings = updateSettings(ctx.sql, {
      ending: endingFor(
        "forfeit",
        absent,
        ctx.meta.seats,
        teamOfSeat(ctx.game, ctx.snapshot.state, absent),
      ),
    });
  else writeClock(ctx.sql, { ...clockOf(ctx.sql, absent), standin: true });
  return ok(null);
}

/** The seat's player played: the computer stops standing in for it. */
export function playerBack(sql: RoomSql, seat: number): void {
  const clock = clockOf(sql, seat);
  if (clock.standin) writeClock(sql, { ...clock, standin: false });
}
