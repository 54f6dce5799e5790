/**
 * Every table a room holds beyond the game record, made sure of at creation and whenever a room
 * loads, so rooms created before a table existed get it too (every statement is idempotent):
 * the kernel's (kernel/schema.ts) and each feature's own (email addresses and confirmations,
 * push devices, the chat webhook).
 */
import { ensureCalendar } from "../kernel/calendar";
import { ensureKernelTables } from "../kernel/schema";
import { ensureMailSeats } from "../notify/store";
import { ensureNudges } from "../nudge";
import { ensureDigestHeld } from "../notify/digest";
import { ensureBookSeats } from "../notify/links";
import { ensurePushSubs } from "../push/store";
import { ensureTalk } from "../talk/store";
import { ensureWebhook } from "../webhooks/store";

/** Creates the kernel's and the features' tables if needed. */
export function ensureExtraSchema(sql: SqlStorage): void {
  ensureKernelTables(sql);
  ensureMailSeats(sql);
  ensurePushSubs(sql);
  ensureWebhook(sql);
  ensureNudges(sql);
  ensureDigestHeld(sql);
  ensureCalendar(sql);
  ensureBookSeats(sql);
  ensureTalk(sql);
}
