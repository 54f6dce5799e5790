/**
 * The room's small bookkeeping, kept in meta's row (column `room`, JSON) with the latest state,
 * so a move writes two rows and no more: the log entry, and meta's row with this ledger.
 * It holds each seat's turn (turns.ts reads and writes it here), when each seat last moved
 * (what `lastSeen` shows, without touching the seats table), and each seat's most recent client
 * move ids (for idempotent retries, without an index on the log that would cost a row per move).
 */
import { readMetaJson, writeMetaJson, type Sql } from "./room-sql";
import type { Turn } from "./turns";

/** A seat's recent move, remembered to answer a retry of it. */
export interface RecentMove {
  /** The client's move id. */
  id: string;
  /** The move's number (seq after it). */
  seq: number;
  /** The holder mark of the seat's token (null for computer moves). */
  holder: string | null;
  /** The move as stored, JSON text. */
  move: string;
}

/** The ledger. Arrays are indexed by seat. */
export interface Ledger {
  turns: Turn[];
  /** When each seat last moved itself (not the computer for it), ms; null before. */
  moved: (number | null)[];
  /** Each seat's last RECENT_MOVES moves, newest last. */
  recent: RecentMove[][];
}

/**
 * How many client move ids of a seat are remembered: a client retries the move it is waiting
 * for, which is always its latest; an id older than this is treated as new (it then fails the
 * `seq` check as stale unless it happens to match the current seq).
 */
export const RECENT_MOVES = 4;

/** An empty ledger (a new game). */
export function emptyLedger(): Ledger {
  return { turns: [], moved: [], recent: [] };
}

/** Reads the ledger (an empty one when meta's row holds none). */
export function readLedger(sql: Sql): Ledger {
  const room = readMetaJson(sql, "room");
  return room ? (JSON.parse(room) as Ledger) : emptyLedger();
}

/** Writes the ledger alone (a table read, an email sent: one row). */
export function writeLedger(sql: Sql, ledger: Ledger): void {
  writeMetaJson(sql, "room", JSON.stringify(ledger));
}

/** Notes a seat's own move: when it moved, and its id for retries. */
export function noteMove(ledger: Ledger, seat: number, move: RecentMove, at: number): void {
  ledger.moved[seat] = at;
  const recent = ledger.recent[seat] ?? [];
  recent.push(move);
  ledger.recent[seat] = recent.slice(-RECENT_MOVES);
  // Sparse arrays become nulls in JSON; fill the holes now so reads see the same thing.
  for (let s = 0; s < ledger.moved.length; s++) ledger.moved[s] ??= null;
  for (let s = 0; s < ledger.recent.length; s++) ledger.recent[s] ??= [];
}

/** The move `seat` made under client id `id`, if it is one of its recent moves. */
export function recentMove(ledger: Ledger, seat: number, id: string): RecentMove | null {
  return ledger.recent[seat]?.find((m) => m.id === id) ?? null;
}
