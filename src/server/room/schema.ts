/**
 * Every table a room holds beyond the game record, made sure of at creation and whenever a room
 * loads, so rooms created before a table existed get it too (every statement is idempotent):
 * the kernel's (kernel/schema.ts) and each feature's own (email addresses and confirmations,
 * push devices, the chat webhook).
 */
import { ensureKernelTables } from "../kernel/schema";
import { ensureMailSeats } from "../notify/store";
import { ensurePushSubs } from "../push/store";
import { ensureWebhook } from "../webhooks/store";
import { ensureRelays } from "../relay/list";

/** Creates the kernel's and the features' tables if needed. */
export function ensureExtraSchema(sql: SqlStorage): void {
  ensureKernelTables(sql);
  ensureMailSeats(sql);
  ensurePushSubs(sql);
  ensureWebhook(sql);
  ensureRelays(sql);
}
