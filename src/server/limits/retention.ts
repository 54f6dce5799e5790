/**
 * What Tavolo keeps, and for how long: the one place both the code that forgets things and the
 * privacy page (routes/privacy.ts) read, so the page states what this server does. The game
 * lifetimes are variables (limits/config.ts, `KEEP_*`); the rest are constants of the code,
 * imported by the code that applies them, and two facts of the platform we run on. Something
 * new that is kept, or a new way it goes, adds its fact here and its sentence to the page.
 */
import type { Env } from "../env";
import { REPORT_TALK_LINES } from "../../report";
import { limitsOf } from "./config";

/** Days before the removal of an inactive game that its seats are warned by email. */
export const INACTIVE_WARNING_DAYS = 7;
/** Days a "my games" list (keys/games-key.ts) stays after it was last opened or saved. */
export const KEY_UNUSED_DAYS = 365;
/** Hours an address given for a game waits for its confirmation before it is forgotten. */
export const CONFIRM_WAIT_HOURS = 48;
/**
 * Hours a "my data" or "forget me" link asked for from a table works; until it is used or
 * expires, the request (the address and what it asks) waits in that game's room.
 */
export const MY_DATA_LINK_HOURS = 24;
/**
 * Minutes between two "my data" or "forget me" emails to one address (the request links, the
 * export, the note that it was forgotten): a stranger cannot flood a mailbox with them.
 */
export const MY_DATA_EVERY_MINUTES = 60;
/** Table talk messages a game keeps: older ones are deleted as new ones come (talk/store.ts). */
export const TALK_KEPT = 300;
// Talk lines a report's snapshot holds (reports/snapshot.ts): shared with the report form.
export { REPORT_TALK_LINES };
/**
 * Days a report's copy stays in the private exports bucket (`reports/`, its lifecycle rule:
 * docs/operations.md, "Reports"); the room's own copy goes with the game.
 */
export const REPORT_KEPT_DAYS = 90;
/**
 * The platform's point-in-time recovery of Durable Object storage: for this many days, the
 * operator could bring a room's storage back as it was, a removed game included.
 */
export const PLATFORM_RECOVERY_DAYS = 30;
/**
 * Nights a game's nightly copy stays in the private exports bucket: the bucket's lifecycle rule
 * (docs/operations.md, "Exports and restores" sets it with `wrangler r2 bucket lifecycle add`).
 */
export const NIGHTLY_EXPORT_DAYS = 30;
/** Days Workers Logs keeps the Worker's log lines (the paid plan's retention; 3 on the free one). */
export const PLATFORM_LOG_DAYS = 7;

/** Every lifetime the privacy page states, as numbers. */
export interface Retention {
  /** Days a game nobody played stays after it was created or a seat was last seen (0: for ever). */
  unstartedDays: number;
  /** Days a finished game stays (0: for ever). */
  finishedDays: number;
  /** Days without a move after which a game in progress ends and goes (0: never). */
  inactiveDays: number;
  /** Days before that removal that its seats are warned (at most half of `inactiveDays`). */
  warningDays: number;
  keyUnusedDays: number;
  confirmHours: number;
  myDataLinkHours: number;
  myDataEveryMinutes: number;
  talkKept: number;
  reportTalkLines: number;
  reportDays: number;
  recoveryDays: number;
  exportDays: number;
  logDays: number;
}

/** The lifetimes in force on this server. */
export function retentionOf(env: Env): Retention {
  const { unstartedDays, finishedDays, inactiveDays } = limitsOf(env);
  return {
    unstartedDays,
    finishedDays,
    inactiveDays,
    warningDays: Math.min(INACTIVE_WARNING_DAYS, Math.floor(inactiveDays / 2)),
    keyUnusedDays: KEY_UNUSED_DAYS,
    confirmHours: CONFIRM_WAIT_HOURS,
    myDataLinkHours: MY_DATA_LINK_HOURS,
    myDataEveryMinutes: MY_DATA_EVERY_MINUTES,
    talkKept: TALK_KEPT,
    reportTalkLines: REPORT_TALK_LINES,
    reportDays: REPORT_KEPT_DAYS,
    recoveryDays: PLATFORM_RECOVERY_DAYS,
    exportDays: NIGHTLY_EXPORT_DAYS,
    logDays: PLATFORM_LOG_DAYS,
  };
}
