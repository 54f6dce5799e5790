/**
 * A game's clock rules beyond its time per move, chosen at creation: the holiday allowance per
 * player (days; 7 for games created before it could be chosen) and whether clocks pause on
 * weekends (Saturday and Sunday, UTC). Also each seat's automatic protection (a holiday starts
 * by itself when its time is about to run out), and the arithmetic of time that counts: a
 * deadline is the instant when enough counted time (not on holiday, not on a weekend when they
 * pause) has passed. The rules live with the settings in meta's row in rooms made now
 * (settings.ts), in their own `clock_rules` row in older rooms.
 */

import { isFolded } from "./layout";
import { hasConfig, readSettings, writeSettings } from "./settings";

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

interface Row extends Record<string, SqlStorageValue> {
  holiday_days: number;
  weekends: number;
}

/** Creates the tables if needed (idempotent). */
export function ensureCalendar(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS clock_rules (
    id INTEGER PRIMARY KEY CHECK (id = 0), holiday_days INTEGER NOT NULL, weekends INTEGER NOT NULL)`);
  sql.exec(
    `CREATE TABLE IF NOT EXISTS auto_holiday (seat INTEGER PRIMARY KEY, on_ INTEGER NOT NULL)`,
  );
}

/** The game's clock rules (the defaults when none were stored). */
export function readClockRules(sql: SqlStorage): ClockRules {
  if (hasConfig(sql)) {
    const kept = readSettings(sql).clock;
    if (kept) return kept;
    // A room made since keeps them nowhere else: none were chosen.
    if (isFolded(sql)) return { holidayDays: DEFAULT_HOLIDAY_DAYS, weekends: false };
  }
  try {
    const r = sql.exec<Row>("SELECT * FROM clock_rules WHERE id = 0").toArray()[0];
    if (r) return { holidayDays: r.holiday_days, weekends: r.weekends === 1 };
  } catch {
    // A room whose tables were not made yet: the defaults.
  }
  return { holidayDays: DEFAULT_HOLIDAY_DAYS, weekends: false };
}

/**
 * Stores the game's clock rules (at creation): with the settings in meta's row (nothing to
 * write when the creation put them there already), or in an older room's own table.
 */
export function writeClockRules(sql: SqlStorage, r: ClockRules): void {
  if (hasConfig(sql)) {
    const settings = readSettings(sql);
    const kept = settings.clock;
    if (kept?.holidayDays === r.holidayDays && kept.weekends === r.weekends) return;
    writeSettings(sql, {
      ...settings,
      clock: { holidayDays: r.holidayDays, weekends: r.weekends },
    });
    return;
  }
  ensureCalendar(sql);
  sql.exec(
    "INSERT OR REPLACE INTO clock_rules (id, holiday_days, weekends) VALUES (0, ?, ?)",
    r.holidayDays,
    r.weekends ? 1 : 0,
  );
}

/** Whether the seat's holiday starts by itself when its time is about to run out. */
export function autoHolidayOn(sql: SqlStorage, seat: number): boolean {
  try {
    return (
      sql.exec<{ on_: number }>("SELECT on_ FROM auto_holiday WHERE seat = ?", seat).toArray()[0]
        ?.on_ === 1
    );
  } catch {
    return false;
  }
}

/** Turns the seat's automatic protection on or off. */
export function setAutoHoliday(sql: SqlStorage, seat: number, on: boolean): void {
  sql.exec("INSERT OR REPLACE INTO auto_holiday (seat, on_) VALUES (?, ?)", seat, on ? 1 : 0);
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
