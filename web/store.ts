/**
 * What this browser remembers (localStorage): the seat token of each game it plays, the
 * creator's invitations (to show the share screen again), the last name typed, and the
 * theme and language preferences. Nothing here ever leaves the device except as a Bearer token.
 */
import type { CreateGameResponse, InviteLink } from "../src/protocol";

/** One game this device holds a seat in. */
export interface SavedGame {
  id: string;
  game: string;
  seat: number;
  token: string;
  /** The personal link (to copy to another device). */
  link?: string;
  /** The creator's answer, kept so the share screen can be opened again. */
  created?: CreateGameResponse;
  /** When this device last saw the game, ms since the epoch (for the home list). */
  seen: number;
  /** The table's `updated` (last move, or creation) when this device last saw it. */
  updated?: number;
  /** The table's `seq` then: 0 means `updated` is the creation time. */
  seq?: number;
}

const PREFIX = "tavolo:";

/**
 * Where values live while the page is open when the device's storage is not used: a sandboxed
 * frame has none (touching localStorage throws there), and the embedded pages keep everything,
 * seat tokens first, for the page's lifetime only (`keepInMemory`).
 */
const memory = new Map<string, string>();
let memoryOnly = false;

/** From now on, nothing is read from or written to the device's storage: this page only. */
export function keepInMemory(): void {
  memoryOnly = true;
}

/** Reads a JSON value, or undefined when absent, unreadable or storage is blocked. */
function read<T>(key: string): T | undefined {
  try {
    let raw = memory.get(key) ?? null;
    if (raw === null && !memoryOnly) raw = localStorage.getItem(PREFIX + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

/** Writes a JSON value; storage may be full or blocked (private mode): then it lasts the visit. */
function write(key: string, value: unknown): void {
  const raw = JSON.stringify(value);
  try {
    if (memoryOnly) throw new Error("memory only");
    localStorage.setItem(PREFIX + key, raw);
    memory.delete(key);
  } catch {
    memory.set(key, raw);
  }
}

/** Every game this device has a seat in, newest first. */
export function savedGames(): SavedGame[] {
  const all = read<Record<string, SavedGame>>("games") ?? {};
  return Object.values(all).sort((a, b) => b.seen - a.seen);
}

/** The seat this device holds in a game, if any. */
export function savedGame(id: string): SavedGame | undefined {
  return read<Record<string, SavedGame>>("games")?.[id];
}

/** Remembers (or updates) this device's seat in a game. */
export function saveGame(entry: Omit<SavedGame, "seen"> & Partial<Pick<SavedGame, "seen">>): void {
  const all = read<Record<string, SavedGame>>("games") ?? {};
  const old = all[entry.id];
  all[entry.id] = { ...old, ...entry, seen: entry.seen ?? Date.now() };
  write("games", all);
}

/** Notes a game's last-change time, if this device holds a seat in it (for the home list). */
export function noteUpdated(id: string, updated: number, seq: number): void {
  const all = read<Record<string, SavedGame>>("games") ?? {};
  const old = all[id];
  if (!old || (old.updated === updated && old.seq === seq)) return;
  all[id] = { ...old, updated, seq };
  write("games", all);
}

/**
 * Keeps the creator's saved invitations current after a re-issue or a replacement, so the
 * share screen never shows a link that has stopped working.
 */
export function noteInvite(id: string, link: InviteLink): void {
  const all = read<Record<string, SavedGame>>("games") ?? {};
  const created = all[id]?.created;
  if (!created) return;
  const others = created.invites.filter((i) => i.seat !== link.seat);
  created.invites = [...others, link].sort((a, b) => a.seat - b.seat);
  write("games", all);
}

/** Forgets a seat (its token was refused). */
export function forgetGame(id: string): void {
  const all = read<Record<string, SavedGame>>("games") ?? {};
  delete all[id];
  write("games", all);
}

/** A small preference (theme, language, last name, turn sound). */
export function pref(key: "theme" | "lang" | "name" | "sound"): string | undefined {
  return read<string>(key);
}

/** Stores a small preference. */
export function setPref(key: "theme" | "lang" | "name" | "sound", value: string): void {
  write(key, value);
}

/**
 * The last side deck (or any chosen set of cards) this device used in a game type, offered
 * again in the next game and the rematch. Only card ids: nothing secret beyond this device.
 */
export function lastDeck(game: string): string[] | undefined {
  const deck = read<unknown>(`deck:${game}`);
  return Array.isArray(deck) && deck.every((c) => typeof c === "string") ? deck : undefined;
}

/** Remembers the side deck this device just used in a game type. */
export function rememberDeck(game: string, cards: readonly string[]): void {
  write(`deck:${game}`, cards);
}

/** Whether this device has dismissed a first-game tip ("mazzo:attack"). */
export function tipSeen(key: string): boolean {
  return read<string[]>("tips")?.includes(key) ?? false;
}

/** Remembers that a first-game tip was dismissed on this device. */
export function markTipSeen(key: string): void {
  const seen = read<string[]>("tips") ?? [];
  if (!seen.includes(key)) write("tips", [...seen, key]);
}
