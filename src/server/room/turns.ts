/**
 * Whose turn it is, and since when: one row per seat with the move number and time its turn
 * began, when its player last looked at the game, and what was already sent for this turn.
 * Notifications and deadlines both read it; `trackTurns` (run after every change) is the one
 * place a turn begins or ends.
 */

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

interface Row extends Record<string, SqlStorageValue> {
  seat: number;
  since_seq: number | null;
  since_at: number | null;
  seen_at: number | null;
  mailed: number;
  reminded_at: number | null;
}

/** Creates the table if needed (rooms made before it existed get it on their next load). */
export function ensureTurns(sql: SqlStorage): void {
  sql.exec(`CREATE TABLE IF NOT EXISTS turns (
    seat INTEGER PRIMARY KEY, since_seq INTEGER, since_at INTEGER, seen_at INTEGER,
    mailed INTEGER NOT NULL DEFAULT 0, reminded_at INTEGER)`);
}

/** Every seat's turn row that exists, by seat. */
export function readTurns(sql: SqlStorage): Map<number, Turn> {
  const rows = sql.exec<Row>("SELECT * FROM turns").toArray();
  return new Map(
    rows.map((r) => [
      r.seat,
      {
        seat: r.seat,
        sinceSeq: r.since_seq,
        sinceAt: r.since_at,
        seenAt: r.seen_at,
        mailed: r.mailed === 1,
        remindedAt: r.reminded_at,
      },
    ]),
  );
}

/** One seat's turn (a fresh, idle one if the seat has no row yet). */
export function turnOf(sql: SqlStorage, seat: number): Turn {
  return (
    readTurns(sql).get(seat) ?? {
      seat,
      sinceSeq: null,
      sinceAt: null,
      seenAt: null,
      mailed: false,
      remindedAt: null,
    }
  );
}

/**
 * Brings the rows in line with the seats to act after move `seq`: a seat that was not to act
 * and now is begins a turn; a seat no longer to act ends it. Answers the seats whose turn began.
 */
export function trackTurns(
  sql: SqlStorage,
  seats: number,
  toAct: readonly number[],
  seq: number,
  now: number,
): number[] {
  const turns = readTurns(sql);
  const began: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    const acting = toAct.includes(seat);
    const turn = turns.get(seat);
    if (acting && (turn?.sinceSeq ?? null) === null) {
      sql.exec(
        `INSERT INTO turns (seat, since_seq, since_at, mailed, reminded_at) VALUES (?, ?, ?, 0, NULL)
         ON CONFLICT (seat) DO UPDATE SET since_seq = excluded.since_seq,
           since_at = excluded.since_at, mailed = 0, reminded_at = NULL`,
        seat,
        seq,
        now,
      );
      began.push(seat);
    } else if (!acting && turn && turn.sinceSeq !== null) {
      sql.exec(
        "UPDATE turns SET since_seq = NULL, since_at = NULL, reminded_at = NULL WHERE seat = ?",
        seat,
      );
    }
  }
  return began;
}

/** The seat's player looked at the game (or moved) at `now`. */
export function markSeen(sql: SqlStorage, seat: number, now: number): void {
  sql.exec(
    `INSERT INTO turns (seat, seen_at) VALUES (?, ?)
     ON CONFLICT (seat) DO UPDATE SET seen_at = excluded.seen_at`,
    seat,
    now,
  );
}

/** The "your turn" email of the current turn is dealt with. */
export function markMailed(sql: SqlStorage, seat: number): void {
  sql.exec("UPDATE turns SET mailed = 1 WHERE seat = ?", seat);
}

/** A reminder for the current turn went out at `now`. */
export function markReminded(sql: SqlStorage, seat: number, now: number): void {
  sql.exec("UPDATE turns SET reminded_at = ? WHERE seat = ?", now, seat);
}
