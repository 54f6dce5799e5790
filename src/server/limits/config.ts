/**
 * The abuse limits and data lifetimes, read from the Worker's variables (wrangler.toml `[vars]`,
 * `--var NAME:value` on `wrangler dev`). Every limit has a default that friends' play never
 * reaches; `0` turns a limit off (benchmarks and the test suites lift them that way).
 */
import type { Env } from "../env";

/** Every limit and lifetime, as numbers. */
export interface Limits {
  /** Games one client address may create per hour (`LIMIT_GAMES_PER_HOUR`, 30). */
  gamesPerHour: number;
  /** Seats one client address may claim per hour (`LIMIT_SEATS_PER_HOUR`, 60). */
  seatsPerHour: number;
  /** Addresses one client may ask to confirm per hour (`LIMIT_MAIL_PER_HOUR`, 10). */
  mailPerHour: number;
  /**
   * Live preview images one client address may have drawn per hour (`LIMIT_PREVIEWS_PER_HOUR`,
   * 120): images the edge cache did not have. Beyond it, the game's static image.
   */
  previewsPerHour: number;
  /**
   * Spectator sockets the room itself holds (`LIMIT_SOCKETS_PER_GAME`, 64): watchers on /live
   * without a token. Seats never count; the relays (/watch) hold the audience.
   */
  socketsPerGame: number;
  /** Move requests one seat may send per minute (`LIMIT_MOVES_PER_MINUTE`, 120). */
  movesPerMinute: number;
  /** Days a game nobody has played stays (`KEEP_UNSTARTED_DAYS`, 7). */
  unstartedDays: number;
  /** Days a finished game stays, replay and verification included (`KEEP_FINISHED_DAYS`, 90). */
  finishedDays: number;
  /** Days without a move after which a game in progress ends and goes (`KEEP_INACTIVE_DAYS`, 60). */
  inactiveDays: number;
  /** Table talk messages one seat may post per minute (`LIMIT_TALK_PER_MINUTE`, 8). */
  talkPerMinute: number;
  /**
   * Spectator sockets one client address may hold on one game, on the room and its relay
   * together (`LIMIT_SPECTATORS_PER_CLIENT`, 16).
   */
  spectatorsPerClient: number;
  /** Spectator sockets one game's relays hold in all (`LIMIT_SPECTATORS_PER_GAME`, 20000). */
  spectatorsPerGame: number;
  /** Reports of tables one client address may make per hour (`LIMIT_REPORTS_PER_HOUR`, 6). */
  reportsPerHour: number;
}

/** The defaults: generous for friends, small for a script. */
export const DEFAULT_LIMITS: Limits = {
  gamesPerHour: 30,
  seatsPerHour: 60,
  mailPerHour: 10,
  previewsPerHour: 120,
  socketsPerGame: 64,
  movesPerMinute: 120,
  unstartedDays: 7,
  finishedDays: 90,
  inactiveDays: 60,
  talkPerMinute: 8,
  spectatorsPerClient: 16,
  spectatorsPerGame: 20_000,
  reportsPerHour: 6,
};

/** The variable of each limit. */
const VARS: Record<keyof Limits, keyof Env> = {
  gamesPerHour: "LIMIT_GAMES_PER_HOUR",
  seatsPerHour: "LIMIT_SEATS_PER_HOUR",
  mailPerHour: "LIMIT_MAIL_PER_HOUR",
  previewsPerHour: "LIMIT_PREVIEWS_PER_HOUR",
  socketsPerGame: "LIMIT_SOCKETS_PER_GAME",
  movesPerMinute: "LIMIT_MOVES_PER_MINUTE",
  unstartedDays: "KEEP_UNSTARTED_DAYS",
  finishedDays: "KEEP_FINISHED_DAYS",
  inactiveDays: "KEEP_INACTIVE_DAYS",
  talkPerMinute: "LIMIT_TALK_PER_MINUTE",
  spectatorsPerClient: "LIMIT_SPECTATORS_PER_CLIENT",
  spectatorsPerGame: "LIMIT_SPECTATORS_PER_GAME",
  reportsPerHour: "LIMIT_REPORTS_PER_HOUR",
};

let override: Partial<Limits> = {};

/**
 * Replaces some limits whatever the variables say (tests only, like `advanceClock`: the Worker
 * and the Durable Objects of a test run share one isolate). `{}` restores the variables.
 */
export function overrideLimits(limits: Partial<Limits>): void {
  override = limits;
}

/** The limits in force: the test override, else the variable, else the default. */
export function limitsOf(env: Env): Limits {
  const out = { ...DEFAULT_LIMITS };
  for (const key of Object.keys(VARS) as (keyof Limits)[]) {
    const raw = env[VARS[key]];
    const n = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : NaN;
    // A typo must not silently remove a limit: anything but a number ≥ 0 keeps the default.
    if (Number.isFinite(n) && n >= 0) out[key] = n;
    const forced = override[key];
    if (forced !== undefined) out[key] = forced;
  }
  return out;
}
