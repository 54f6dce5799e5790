/**
 * A game's clock rules beyond its time per move, chosen at creation: the holiday allowance per
 * player (days; 7 for games created before it could be chosen) and whether clocks pause on
 * weekends (Saturday and Sunday, UTC). Also each seat's automatic protection (a holiday starts
 * by itself when its time is about to run out), and the arithmetic of time that counts: a
 * deadline is the instant when enough counted time (not on holiday, not on a weekend when they
 * pause) has passed. The rules live with the settings in meta's row (settings.ts).
 */

import { oneTable, type RoomSql, type Sql } from "./room-sql";
import { readSettings, writeSettings } from "./settings";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * DAY_MS;
/** 1970-01-03 (a Saturday) 00:00 UTC: weekends begin at this offset within each week. */
const SATURDAY = 2 * DAY_MS;

/** The holiday allowances the create form offers, in days (0: none). */
export const HOLIDAY_DAYS = [0, 7, 14, 21, 28] as const;
/** The allowance of games created before it could be chosen. */
export const DEFAULT_HOLIDAY_DAYS = 7;

/** A game's clock rules. */
export interface ClockRules {
  /** Holiday days per player per game. */
  holidayDays: number;
  /** Clocks stand still on Saturdays and Sundays (UTC). */
  weekends: boolean;
}

/** The seats' automatic protection, made when a player first turns it on. */
const AUTO_HOLIDAY = oneTable("auto_holiday", "seat INTEGER PRIMARY KEY, on_ INTEGER NOT NULL");

/** The game's clock rules (the defaults when none were chosen). */
export function readClockRules(sql: Sql): ClockRules {
  return readSettings(sql).clock ?? { holidayDays: DEFAULT_HOLIDAY_DAYS, weekends: false };
}

/**
 * Stores the game's clock rules (at creation) with the settings in meta's row: nothing to write
 * when the creation put them there already.
 */
export function writeClockRules(sql: Sql, r: ClockRules): void {
  const settings = readSettings(sql);
  const kept = settings.clock;
  if (kept?.holidayDays === r.holidayDays && kept.weekends === r.weekends) return;
  writeSettings(sql, { ...settings, clock: { holidayDays: r.holidayDays, weekends: r.weekends } });
}

/** Whether the seat's holiday starts by itself when its time is about to run out. */
export function autoHolidayOn(sql: RoomSql, seat: number): boolean {
  return (
    sql.read<{ on_: number }>(AUTO_HOLIDAY, "SELECT on_ FROM auto_holiday WHERE seat = ?", seat)[0]
      ?.on_ === 1
  );
}

/** Turns the seat's automatic protection on or off. */
export function setAutoHoliday(sql: RoomSql, seat: number, on: boolean): void {
  sql.write(
    AUTO_HOLIDAY,
    "INSERT OR REPLACE INTO auto_holiday (seat, on_) VALUES (?, ?)",
    seat,
    on ? 1 : 0,
  );
}

/** The weekend [start, end) containing `t`, or the next one after it. */
function weekendAround(t: number): [number, number] {
  const start = Math.floor((t - SATURDAY) / WEEK_MS) * WEEK_MS + SATURDAY;
  return t < start + 2 * DAY_MS
    ? [start, start + 2 * DAY_MS]
    : [start + WEEK_MS, start + WEEK_MS + 2 * DAY_MS];
}

/**
 * The instant when `need` ms of counted time have passed from `from`: time inside a pause
 * (one of `pauses`, or a weekend when `weekends`) does not count.
 */
export function countedUntil(
  from: number,
  need: number,
  pauses: readonly (readonly [number, number])[],
  weekends: boolean,
): number {
  let t = from;
  let left = need;
  for (let i = 0; i < 10_000; i++) {
    const all = pauses.map(([a, b]) => [a, b] as [number, number]);
    if (weekends) all.push(weekendAround(t));
    const inside = all.filter(([a, b]) => a <= t && t < b);
    if (inside.length > 0) {
      t = Math.max(...inside.map(([, b]) => b));
      continue;
    }
    const next = Math.min(...all.map(([a]) => a).filter((a) => a > t), Infinity);
    if (t + left <= next) return t + left;
    left -= next - t;
    t = next;
  }
  return t + left;
}
