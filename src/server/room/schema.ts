/**
 * Every table a room holds beyond the game record. The kernel's later columns are made sure of
 * at creation and when an older room loads (every statement is idempotent); each feature's own
 * tables (email addresses and confirmations, push devices, the chat webhook, talk, nudges,
 * holidays...) and the kernel's clocks are made on their first write (kernel/lazy-tables.ts;
 * docs/decisions.md, "Tables made when first written").
 */
import { ensureCalendar } from "../kernel/calendar";
import { ensureClocks } from "../kernel/clocks";
import { installLazyTables, lazyTablesOf, type LazyTable } from "../kernel/lazy-tables";
import { ensureKernelTables } from "../kernel/schema";
import { storedLedger, writeLedger } from "../kernel/ledger";
import { ensureSettings } from "../kernel/settings";
import { ensureMailSeats } from "../notify/store";
import { ensureNudges } from "../nudge";
import { ensureDigestHeld } from "../notify/digest";
import { ensureBookSeats } from "../notify/links";
import { ensurePushSubs } from "../push/store";
import { ensureTalk } from "../talk/store";
import { ensureWebhook } from "../webhooks/store";
import { ensureRelays } from "../relay/list";

/** Brings the kernel's later columns up to date (the features' tables come on first write). */
export function ensureExtraSchema(sql: SqlStorage): void {
  ensureKernelTables(sql);
}

let lazy: LazyTable[] | undefined;

/**
 * The tables made on their first write: the settings table of rooms from before the settings
 * moved into meta's row (kernel/settings.ts), the clocks, and every feature's.
 */
export function lazyTables(): LazyTable[] {
  return (lazy ??= lazyTablesOf(
    ensureSettings,
    ensureClocks,
    ensureMailSeats,
    ensurePushSubs,
    ensureWebhook,
    ensureNudges,
    ensureDigestHeld,
    ensureCalendar,
    ensureBookSeats,
    ensureTalk,
    ensureRelays,
  ));
}

/** Makes the room's storage create the features' tables on first write (once per instance). */
export function installRoomTables(sql: SqlStorage): void {
  installLazyTables(sql, lazyTables());
}

// ------------------------------------------------------------------ once per schema version

/**
 * Raise when a schema function above changes what it creates without a line being added to
 * `ensureExtraSchema` (a line added or changed there changes the mark by itself).
 */
const SCHEMA_VERSION = 1;

/** A short digest of a text (FNV-1a, 32 bits), enough to tell two versions of the code apart. */
function digest(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

let mark: string | undefined;

/**
 * The mark of the schema this code makes: its version and a digest of `ensureExtraSchema`'s
 * own text, so a feature that adds its `ensureX(sql)` line there brings every room's tables up
 * to date on its next load without anyone remembering to raise a number.
 */
export function schemaMark(): string {
  return (mark ??= `${SCHEMA_VERSION}.${digest(ensureExtraSchema.toString())}`);
}

/** The mark a room's ledger holds (kernel/ledger.ts), null when none or no column for it. */
function appliedMark(sql: SqlStorage): string | null {
  return storedLedger(sql)?.schema ?? null;
}

/**
 * Brings a loaded room's tables up to date, once per schema version: when the mark its ledger
 * holds is this code's, nothing runs (a load used to run every statement of every feature);
 * otherwise every statement runs and the mark is written into the ledger (one row, once).
 * Answers whether the tables were made sure of.
 */
export function ensureRoomSchema(sql: SqlStorage): boolean {
  if (appliedMark(sql) === schemaMark()) return false;
  ensureExtraSchema(sql);
  // A room from before the ledger (no `room` yet) starts one from its old turns when first
  // read (ledger.ts): its mark waits for the ledger's first write, and the next load adds it.
  const ledger = storedLedger(sql);
  if (ledger) writeLedger(sql, { ...ledger, schema: schemaMark() });
  return true;
}
