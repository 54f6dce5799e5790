/**
 * "Privacy timing" for a slow game: a seat may ask that the moves the room plays for it wait,
 * like its own moves would, for its next daily summary (the digest hour it had when it asked)
 * or its next visit to the table, whichever comes first; never past the turn's deadline
 * warning. In a live game (no time per move and no summary) the person-like wait of pace.ts is
 * used instead. Only the seat's own table says it chose this.
 */
import { nextDigestAt } from "../notify/digest-time";
import { clockOf, dueAt, WARN_AT } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import type { RoomSql } from "../kernel/room-sql";
import { moveJob, readJobs } from "../kernel/schedule";
import { turnOf } from "../kernel/turns";
import { readRules, writeRule } from "./store";

/** How the choice is stored: a seat's rule of this kind, its digest hour in `config`. */
export const PRIVACY = "privacy";

/** The digest hour a seat had when it chose privacy timing. */
export interface DigestHour {
  minutes: number;
  tz: string;
}

/** The seat's privacy timing, or null when it did not choose it. */
export function privacyOf(sql: RoomSql, seat: number): { digest: DigestHour | null } | null {
  const row = readRules(sql).find((r) => r.seat === seat && r.kind === PRIVACY);
  if (!row) return null;
  return { digest: (row.config.digest as DigestHour | undefined) ?? null };
}

/** Turns privacy timing on (with the seat's digest hour, if it has one) or off. */
export function writePrivacy(sql: RoomSql, seat: number, on: boolean, digest: DigestHour | null) {
  writeRule(sql, { seat, kind: PRIVACY, config: digest ? { digest } : {} }, on);
}

/** Whether the game is a slow one for `seat`: a time per move, or the seat's daily summary. */
export function slowFor(ctx: RoomContext, digest: DigestHour | null): boolean {
  return ctx.settings.days > 0 || digest !== null;
}

/**
 * When a move the room plays for `seat` is released under privacy timing: its next digest hour,
 * else just before the turn's deadline warning (a visit brings it forward, `visited`); null when
 * the seat did not choose it or the game is not slow (the person-like wait applies).
 */
export function privacyDue(ctx: RoomContext, seat: number): number | null {
  const p = privacyOf(ctx.sql, seat);
  if (p === null || !slowFor(ctx, p.digest)) return null;
  const times: number[] = [];
  if (p.digest) times.push(nextDigestAt(ctx.now, p.digest.minutes, p.digest.tz));
  const warn = dueAt(turnOf(ctx.sql, seat), clockOf(ctx.sql, seat), ctx.settings.days, WARN_AT);
  if (warn !== null) times.push(Math.max(ctx.now, warn - 60_000));
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * The seat's player visited the table at `now`: a move the room holds for it under privacy
 * timing is released after `wait()` ms (asked only then). True when a job moved (the alarm
 * must follow).
 */
export function visited(sql: RoomSql, seat: number, now: number, wait: () => number): boolean {
  if (privacyOf(sql, seat) === null) return false;
  let moved = false;
  let ms: number | null = null;
  for (const job of readJobs(sql, "autoplay")) {
    if ((job.job as { seat?: number }).seat !== seat) continue;
    ms ??= wait();
    if (job.due <= now + ms) continue;
    moveJob(sql, job.id, now + ms);
    moved = true;
  }
  return moved;
}
