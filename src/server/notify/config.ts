/**
 * The tunable numbers of notifications, read from variables (README "Deploy") with defaults:
 * the debounce before a "your turn" email, reminder timing and the per-address daily cap.
 */
import type { Env } from "../env";

const HOUR = 60 * 60 * 1000;

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Delay between an event and its email, ms (a debounce: a quick reply sends nothing). */
export const mailDelay = (env: Env) => num(env.NOTIFY_DELAY_SECONDS, 30) * 1000;
/** Idle time before the first reminder, ms. */
export const remindAfter = (env: Env) => num(env.REMIND_AFTER_HOURS, 24) * HOUR;
/** Time between later reminders, ms. */
export const remindEvery = (env: Env) => num(env.REMIND_EVERY_HOURS, 72) * HOUR;
/** Emails per address per UTC day. */
export const dailyCap = (env: Env) => num(env.DAILY_CAP, 20);
/** How long a confirmation link works, ms. */
export const CONFIRM_TTL_MS = 48 * HOUR;
