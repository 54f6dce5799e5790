/**
 * Automatic protection: a player who turned it on and has holiday days left does not run out
 * of time. When the deadline of their move comes, a day of holiday (or what is left of the
 * allowance, if less) begins by itself, their clock stands still, the others see it on the
 * table and in their emails (notify/away.ts), and the player gets an email saying so. Spent day
 * by day: each time the deadline comes again, another day, until the allowance is used.
 */
import { autoHolidayOn, setAutoHoliday } from "../kernel/calendar";
import { allowanceOf, clockOf, DAY_MS, holidayUsed, writeClock } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { noticeNames } from "../kernel/rules";
import { ok, type RoomResult } from "../errors";
import { deliver } from "../notify/deliver";
import { saySlow } from "../notify/slow-words";
import { when } from "../notify/words";

/** The least holiday worth starting by itself: an hour (less would only move the deadline a little). */
const LEAST_MS = 60 * 60 * 1000;

/** Turns the seat's automatic protection on or off. */
export function chooseAutoHoliday(ctx: RoomContext, seat: number, on: boolean): RoomResult<null> {
  setAutoHoliday(ctx.sql, seat, on);
  return ok(null);
}

/**
 * At `seat`'s deadline: starts its automatic holiday if it chose one and has time left; true
 * when it did (the deadline moved, the table changed).
 */
export async function protectAtDeadline(ctx: RoomContext, seat: number): Promise<boolean> {
  if (ctx.settings.days <= 0 || !autoHolidayOn(ctx.sql, seat)) return false;
  const clock = clockOf(ctx.sql, seat);
  const left = allowanceOf(clock) - holidayUsed(clock);
  if (left < LEAST_MS) return false;
  const until = ctx.now + Math.min(DAY_MS, left);
  writeClock(ctx.sql, { ...clock, holidays: [...clock.holidays, [ctx.now, until]] });
  const remaining = Math.floor((left - (until - ctx.now)) / DAY_MS);
  await deliver(ctx, seat, "auto-holiday", (m) => {
    const p = {
      ...noticeNames(ctx, seat),
      until: when(m.lang, until),
      left: remaining,
    };
    return {
      subject: saySlow(m.lang, "auto_subject", p),
      paragraphs: [saySlow(m.lang, "auto_body", p)],
      action: { href: m.link, label: saySlow(m.lang, "digest_open") },
      footer: true,
    };
  });
  return true;
}
