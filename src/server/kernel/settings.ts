/**
 * The room's settings beyond the game itself: the time per move, the site's origin for links in
 * emails, an ending decided outside the rules (a resignation, a claimed game), and whether the
 * "game over" emails went out, and the clock rules (calendar.ts). Rooms made now keep them as JSON in meta's one row (`config`),
 * written with it at creation (no table, no row of their own); older rooms keep their
 * single-row `settings` table (made on first write, room/schema.ts).
 */
import type { Outcome } from "../../engine/core/game";
import type { ClockRules } from "./calendar";
import type { Env } from "../env";
import { publicOrigin } from "../origin";

/** How a game ended outside its rules. */
export interface Ending {
  reason: "resign" | "forfeit";
  /** The seat that resigned, or that lost for running out of time. */
  seat: number;
  outcome: Outcome;
}

/** The room's settings. */
export interface Settings {
  /** Days per move; 0: no deadline. */
  days: number;
  /** The origin links in emails point to (https://example.org). */
  origin: string;
  ending: Ending | null;
  overMailed: boolean;
  /**
   * The holiday allowance and weekend pause (calendar.ts), in rooms made since they moved here
   * (docs/decisions.md, "A new game's record in one row"); older rooms keep `clock_rules`.
   */
  clock?: ClockRules;
}

interface Row extends Record<string, SqlStorageValue> {
  days: number;
  origin: string;
  ending: string | null;
  over_mailed: number;
}

/** Creates the table if needed. */
export function ensureSettings(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS settings (
    id INTEGER PRIMARY KEY CHECK (id = 0), days INTEGER NOT NULL, origin TEXT NOT NULL,
    ending TEXT, over_mailed INTEGER NOT NULL DEFAULT 0)`);
}

/** The settings with the configured public address (PUBLIC_URL, if any) for links in emails. */
export function linkSettings(sql: SqlStorage, env: Pick<Env, "PUBLIC_URL">): Settings {
  const s = readSettings(sql);
  const configured = publicOrigin(env);
  return configured ? { ...s, origin: configured } : s;
}

const inMeta = new WeakSet<SqlStorage>();

/** Whether this room's meta has the `config` column (rooms made since it; remembered once seen). */
export function hasConfig(sql: SqlStorage): boolean {
  if (inMeta.has(sql)) return true;
  const n = sql
    .exec<{ n: number }>(
      "SELECT count(*) AS n FROM pragma_table_info('meta') WHERE name = 'config'",
    )
    .one().n;
  if (n > 0) inMeta.add(sql);
  return n > 0;
}

/** The settings as the JSON text meta's row keeps them. */
export function settingsText(s: Settings): string {
  return JSON.stringify(s);
}

/** The settings (defaults for rooms created before they existed). */
export function readSettings(sql: SqlStorage): Settings {
  if (hasConfig(sql)) {
    const config = sql
      .exec<{ config: string | null }>("SELECT config FROM meta LIMIT 1")
      .toArray()[0]?.config;
    if (config) return JSON.parse(config) as Settings;
  }
  const row = sql.exec<Row>("SELECT * FROM settings WHERE id = 0").toArray()[0];
  if (!row) return { days: 0, origin: "", ending: null, overMailed: false };
  return {
    days: row.days,
    origin: row.origin,
    ending: row.ending === null ? null : (JSON.parse(row.ending) as Ending),
    overMailed: row.over_mailed === 1,
  };
}

/** Writes the settings. */
export function writeSettings(sql: SqlStorage, s: Settings): void {
  if (hasConfig(sql)) {
    sql.exec("UPDATE meta SET config = ?", settingsText(s));
    return;
  }
  sql.exec(
    "INSERT OR REPLACE INTO settings (id, days, origin, ending, over_mailed) VALUES (0, ?, ?, ?, ?)",
    s.days,
    s.origin,
    s.ending === null ? null : JSON.stringify(s.ending),
    s.overMailed ? 1 : 0,
  );
}

/** Changes some settings. */
export function updateSettings(sql: SqlStorage, change: Partial<Settings>): Settings {
  const next = { ...readSettings(sql), ...change };
  writeSettings(sql, next);
  return next;
}
