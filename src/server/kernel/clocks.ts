/**
 * Each seat's clock when the game has a time per move: its holidays (windows during which its
 * clock stands still, at most 7 days per game), whether the computer stands in for it, and
 * the arithmetic of when its current move is due.
 */
import { countedUntil, readClockRules } from "./calendar";
import { oneTable, type RoomSql } from "./room-sql";
import type { Turn } from "./turns";

/** One day, ms. */
export const DAY_MS = 24 * 60 * 60 * 1000;
/** Holiday allowance per player per game. */
export const HOLIDAY_MAX_MS = 7 * DAY_MS;
/** The deadline reminder goes out at this share of the time per move. */
export const WARN_AT = 0.8;

/** A seat's clock. */
export interface SeatClock {
  seat: number;
  /** Holiday windows [start, end), oldest first. */
  holidays: [number, number][];
  /** The computer plays this seat's turns (chosen by the others when its time ran out). */
  standin: boolean;
  /** The turn (its starting move number) whose running out was already announced. */
  overdueSeq: number | null;
  /** The game's holiday allowance per player, ms (calendar.ts; 7 days when none was chosen). */
  allowance?: number;
  /** The game's clocks pause on weekends (calendar.ts). */
  weekends?: boolean;
}

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  holidays: string;
  standin: number;
  overdue_seq: number | null;
}

/** The clocks' table, made by the first holiday, stand-in or overdue notice. */
const CLOCKS = oneTable(
  "clocks",
  `seat INTEGER PRIMARY KEY, holidays TEXT NOT NULL DEFAULT '[]',
    standin INTEGER NOT NULL DEFAULT 0, overdue_seq INTEGER`,
);

/** A seat's clock (a fresh one if it has no row). */
export function clockOf(sql: RoomSql, seat: number): SeatClock {
  const r = sql.read<Row>(CLOCKS, "SELECT * FROM clocks WHERE seat = ?", seat)[0];
  const rules = readClockRules(sql);
  const game = { allowance: rules.holidayDays * DAY_MS, weekends: rules.weekends };
  if (!r) return { seat, holidays: [], standin: false, overdueSeq: null, ...game };
  return {
    seat,
    holidays: JSON.parse(r.holidays) as [number, number][],
    standin: r.standin === 1,
    overdueSeq: r.overdue_seq,
    ...game,
  };
}

/** Writes a seat's clock. */
export function writeClock(sql: RoomSql, c: SeatClock): void {
  sql.write(
    CLOCKS,
    "INSERT OR REPLACE INTO clocks (seat, holidays, standin, overdue_seq) VALUES (?, ?, ?, ?)",
    c.seat,
    JSON.stringify(c.holidays),
    c.standin ? 1 : 0,
    c.overdueSeq,
  );
}

/** Seats the computer stands in for. */
export function standins(sql: RoomSql): Set<number> {
  return new Set(
    sql
      .read<{ seat: number }>(CLOCKS, "SELECT seat FROM clocks WHERE standin = 1")
      .map((r) => r.seat),
  );
}

/** Holiday time used so far (up to `now`, and booked beyond it). */
export function holidayUsed(c: SeatClock): number {
  return c.holidays.reduce((sum, [a, b]) => sum + (b - a), 0);
}

/** The end of the holiday running at `now`, or null. */
export function onHoliday(c: SeatClock, now: number): number | null {
  const h = c.holidays.find(([a, b]) => a <= now && now < b);
  return h ? h[1] : null;
}

/** Holiday time that overlaps [from, ∞): the clock of a turn begun at `from` stood still that long. */
function pausedSince(c: SeatClock, from: number): number {
  return c.holidays.reduce((sum, [a, b]) => sum + Math.max(0, b - Math.max(a, from)), 0);
}

/**
 * When the share `part` (1: all) of the seat's time for its current turn is used: the turn's
 * start, plus that share of the time per move, plus the holidays since the turn began.
 * Null when there is no deadline or it is not the seat's turn.
 */
export function dueAt(turn: Turn, c: SeatClock, days: number, part = 1): number | null {
  if (days <= 0 || turn.sinceAt === null) return null;
  if (c.weekends)
    return countedUntil(turn.sinceAt, Math.round(days * DAY_MS * part), c.holidays, true);
  return turn.sinceAt + Math.round(days * DAY_MS * part) + pausedSince(c, turn.sinceAt);
}

/** The seat's holiday allowance in this game, ms. */
export function allowanceOf(c: SeatClock): number {
  return c.allowance ?? HOLIDAY_MAX_MS;
}
