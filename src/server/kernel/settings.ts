/**
 * The room's settings beyond the game itself: the time per move, the site's origin for links in
 * emails, an ending decided outside the rules (a resignation, a claimed game), and whether the
 * "game over" emails went out, and the clock rules (calendar.ts). Kept as JSON in meta's one row
 * (`config`), written with it at creation: no table, no row of their own (older rooms' settings
 * were moved there once, migrations.ts).
 */
import type { Outcome } from "../../engine/core/game";
import type { ClockRules } from "./calendar";
import type { Env } from "../env";
import { publicOrigin } from "../origin";
import { readMetaJson, writeMetaJson, type Sql } from "./room-sql";

/** How a game ended outside its rules. */
export interface Ending {
  /** `closed`: the site's operator ended the game (nobody wins). */
  reason: "resign" | "forfeit" | "closed";
  /** The seat that resigned, or that lost for running out of time; -1 for `closed`. */
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
  /** The holiday allowance and weekend pause (calendar.ts); absent when none were chosen. */
  clock?: ClockRules;
  /** Listed for the nightly export (room/record-export.ts); absent in rooms made before it. */
  listed?: boolean;
  /** A learning game, chosen at creation: hints on (room/coach.ts); absent in a normal game. */
  learning?: true;
}

/** The settings with the configured public address (PUBLIC_URL, if any) for links in emails. */
export function linkSettings(sql: Sql, env: Pick<Env, "PUBLIC_URL">): Settings {
  const s = readSettings(sql);
  const configured = publicOrigin(env);
  return configured ? { ...s, origin: configured } : s;
}

/** The settings as the JSON text meta's row keeps them. */
export function settingsText(s: Settings): string {
  return JSON.stringify(s);
}

/** The settings (empty ones for a room whose meta holds none). */
export function readSettings(sql: Sql): Settings {
  const config = readMetaJson(sql, "config");
  if (config) return JSON.parse(config) as Settings;
  return { days: 0, origin: "", ending: null, overMailed: false };
}

/** Writes the settings. */
export function writeSettings(sql: Sql, s: Settings): void {
  writeMetaJson(sql, "config", settingsText(s));
}

/** Changes some settings. */
export function updateSettings(sql: Sql, change: Partial<Settings>): Settings {
  const next = { ...readSettings(sql), ...change };
  writeSettings(sql, next);
  return next;
}
