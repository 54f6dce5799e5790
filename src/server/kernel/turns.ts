/**
 * Whose turn it is, and since when: per seat, the move number and time its turn began, when
 * its player last looked at the game, and what was already sent for this turn. Kept in the
 * room's ledger (ledger.ts, in the snapshot's row) so a move updates it in the same row write.
 * Notifications and deadlines both read it; `trackTurns` (run after every change) is the one
 * place a turn begins or ends.
 */

import type { Sql } from "./room-sql";
import { readLedger, writeLedger, type Ledger } from "./ledger";

/** A seat's current turn, as far as emails and clocks care. */
export interface Turn {
  seat: number;
  /** The move number when the turn began; null when the seat is not to act. */
  sinceSeq: number | null;
  /** When the turn began (ms); null when the seat is not to act. */
  sinceAt: number | null;
  /** When the seat's player last looked (table read, socket hello, move). */
  seenAt: number | null;
  /** The "your turn" email of this turn has been dealt with (sent or skipped for good). */
  mailed: boolean;
  /** When the last reminder of this turn went out. */
  remindedAt: number | null;
}

/** A seat's turn when it has none recorded yet. */
function idle(seat: number): Turn {
  return { seat, sinceSeq: null, sinceAt: null, seenAt: null, mailed: false, remindedAt: null };
}

/** Every seat's turn that is recorded, by seat. */
export function readTurns(sql: Sql): Map<number, Turn> {
  return new Map(
    readLedger(sql)
      .turns.filter((t) => t !== null)
      .map((t) => [t.seat, t]),
  );
}

/** One seat's turn (a fresh, idle one if the seat has none yet). */
export function turnOf(sql: Sql, seat: number): Turn {
  return readLedger(sql).turns[seat] ?? idle(seat);
}

/** Changes one seat's turn in the ledger and writes it (one row). */
function updateTurn(sql: Sql, seat: number, change: (t: Turn) => Turn): void {
  const ledger = readLedger(sql);
  setTurn(ledger, seat, change(ledger.turns[seat] ?? idle(seat)));
  writeLedger(sql, ledger);
}

/** Puts a seat's turn in the ledger, filling earlier seats so the array has no holes. */
function setTurn(ledger: Ledger, seat: number, turn: Turn): void {
  for (let s = 0; s < seat; s++) ledger.turns[s] ??= idle(s);
  ledger.turns[seat] = turn;
}

/**
 * Brings the turns of `ledger` in line with the seats to act after move `seq`, in memory (the
 * caller writes the ledger, with the snapshot on a move): a seat that was not to act and now
 * is begins a turn; a seat no longer to act ends it. Answers the seats whose turn began.
 */
export function trackTurnsIn(
  ledger: Ledger,
  seats: number,
  toAct: readonly number[],
  seq: number,
  now: number,
): number[] {
  const began: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const acting = toAct.includes(seat);
    const turn = ledger.turns[seat] ?? idle(seat);
    if (acting && turn.sinceSeq === null) {
      setTurn(ledger, seat, {
        ...turn,
        sinceSeq: seq,
        sinceAt: now,
        mailed: false,
        remindedAt: null,
      });
      began.push(seat);
    } else if (!acting && turn.sinceSeq !== null) {
      setTurn(ledger, seat, { ...turn, sinceSeq: null, sinceAt: null, remindedAt: null });
    }
  }
  return began;
}

/**
 * Brings the recorded turns in line with the seats to act after move `seq` (trackTurnsIn),
 * writing the ledger only if something changed. Answers the seats whose turn began, and
 * whether a turn began or ended. A move has already done this with its snapshot write, so after
 * a move this writes nothing.
 */
export function trackTurns(
  sql: Sql,
  seats: number,
  toAct: readonly number[],
  seq: number,
  now: number,
): { began: number[]; changed: boolean } {
  const ledger = readLedger(sql);
  const before = JSON.stringify(ledger.turns);
  const began = trackTurnsIn(ledger, seats, toAct, seq, now);
  const changed = JSON.stringify(ledger.turns) !== before;
  if (changed) writeLedger(sql, ledger);
  return { began, changed };
}

/** The seat's player looked at the game (or moved) at `now`. */
export function markSeen(sql: Sql, seat: number, now: number): void {
  updateTurn(sql, seat, (t) => ({ ...t, seenAt: now }));
}

/** Notes in `ledger` (in memory) that the seat's player looked or moved at `now`. */
export function markSeenIn(ledger: Ledger, seat: number, now: number): void {
  setTurn(ledger, seat, { ...(ledger.turns[seat] ?? idle(seat)), seenAt: now });
}

/** The "your turn" email of the current turn is dealt with. */
export function markMailed(sql: Sql, seat: number): void {
  updateTurn(sql, seat, (t) => ({ ...t, mailed: true }));
}

/** A reminder for the current turn went out at `now`. */
export function markReminded(sql: Sql, seat: number, now: number): void {
  updateTurn(sql, seat, (t) => ({ ...t, remindedAt: now }));
}
