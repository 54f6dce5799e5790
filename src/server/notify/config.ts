/**
 * The tunable numbers of emails, read from variables (README "Deploy") with defaults: reminder
 * timing and the per-address daily caps (the debounce every notice shares is kernel/rules.ts).
 */
import type { Env } from "../env";
import { CONFIRM_WAIT_HOURS } from "../limits/retention";

const HOUR = 60 * 60 * 1000;

function num(value: string | undefined, fallback: number): number {
  const n = value === undefined ? NaN : Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Idle time before the first reminder, ms. */
export const remindAfter = (env: Env) => num(env.REMIND_AFTER_HOURS, 24) * HOUR;
/** Time between later reminders, ms. */
export const remindEvery = (env: Env) => num(env.REMIND_EVERY_HOURS, 72) * HOUR;
/** Emails per address per UTC day. */
export const dailyCap = (env: Env) => num(env.DAILY_CAP, 20);
/**
 * Confirmation emails per address per UTC day, across all games: counted apart from the daily
 * cap, so strangers giving someone's address never use up that person's game mail.
 */
export const confirmCap = (env: Env) => num(env.DAILY_CONFIRM_CAP, 3);
/** The least time between two confirmation emails of one seat (the explicit resend), ms. */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
/** How long a confirmation link works, ms. */
export const CONFIRM_TTL_MS = CONFIRM_WAIT_HOURS * HOUR;
