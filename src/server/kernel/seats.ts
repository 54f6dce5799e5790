/**
 * The seats table: who sits where, and the digests of their token and invite. Secrets are
 * looked up by digest with a constant-time comparison against every seat (no early exit).
 */
import type { InvitationStatus } from "../../protocol";
import { DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from "../../engine";
import { fail, ok, type RoomResult } from "../errors";
import { sameDigest } from "../security";

/** One seat as stored. */
export interface SeatRecord {
  seat: number;
  name: string | null;
  tokenHash: string | null;
  inviteHash: string | null;
  computer: boolean;
  /**
   * How well the computer plays this seat (null: a person's seat, or a computer seat of a room
   * made before levels, which plays at the default level, docs/decisions.md "Choosing a
   * computer's level").
   */
  level: BotLevel | null;
  joined: boolean;
  lastSeen: number | null;
}

interface SeatRow extends Record<string, SqlStorageValue> {
  seat: number;
  name: string | null;
  token_hash: string | null;
  invite_hash: string | null;
  computer: number;
  joined: number;
  last_seen: number | null;
  /** Absent (undefined) in rooms made before levels, until their tables are brought up to date. */
  level: string | null;
}

/** Adds the `level` column to the seats of rooms made before it (idempotent). */
export function ensureSeatLevels(sql: SqlStorage): void {
  const has = sql
    .exec<{ n: number }>(
      "SELECT count(*) AS n FROM pragma_table_info('seats') WHERE name = 'level'",
    )
    .one().n;
  if (has === 0) sql.exec("ALTER TABLE seats ADD COLUMN level TEXT");
}

/** Every seat, in seat order. */
export function readSeats(sql: SqlStorage): SeatRecord[] {
  return (
    sql
      // Every column, so a room whose seats have no `level` column yet still reads.
      .exec<SeatRow>("SELECT * FROM seats ORDER BY seat")
      .toArray()
      .map((r) => ({
        seat: r.seat,
        name: r.name,
        tokenHash: r.token_hash,
        inviteHash: r.invite_hash,
        computer: r.computer === 1,
        level: isBotLevel(r.level) ? r.level : null,
        joined: r.joined === 1,
        lastSeen: r.last_seen,
      }))
  );
}

/** Writes a new seat. */
export function insertSeat(sql: SqlStorage, seat: SeatRecord): void {
  sql.exec(
    "INSERT INTO seats (seat, name, token_hash, invite_hash, computer, level, joined, last_seen) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
    seat.seat,
    seat.name,
    seat.tokenHash,
    seat.inviteHash,
    seat.computer ? 1 : 0,
    seat.level,
    seat.joined ? 1 : 0,
    seat.lastSeen,
  );
}

/** Gives a seat to a player: name, token digest, joined. The used invite digest is kept so a
 * second claim with it is recognised as reuse rather than as a wrong invite. */
export function takeSeat(
  sql: SqlStorage,
  seat: number,
  name: string,
  tokenHash: string,
  now: number,
): void {
  sql.exec(
    "UPDATE seats SET name = ?, token_hash = ?, joined = 1, last_seen = ? WHERE seat = ?",
    name,
    tokenHash,
    now,
    seat,
  );
}

/** Frees a seat for a new player: no name, no token, a new invite. */
export function freeSeat(sql: SqlStorage, seat: number, inviteHash: string): void {
  sql.exec(
    "UPDATE seats SET name = NULL, token_hash = NULL, joined = 0, invite_hash = ? WHERE seat = ?",
    inviteHash,
    seat,
  );
}

/** Replaces the invite of a seat (the old one stops working). */
export function setInvite(sql: SqlStorage, seat: number, inviteHash: string): void {
  sql.exec("UPDATE seats SET invite_hash = ? WHERE seat = ?", inviteHash, seat);
}

/** Records that a seat was seen (a move, a socket hello). */
export function touchSeat(sql: SqlStorage, seat: number, now: number): void {
  sql.exec("UPDATE seats SET last_seen = ? WHERE seat = ?", now, seat);
}

/** The seat whose token has this digest, comparing against every seat in constant time. */
export function seatByToken(seats: readonly SeatRecord[], tokenHash: string): SeatRecord | null {
  let found: SeatRecord | null = null;
  for (const s of seats) if (sameDigest(s.tokenHash, tokenHash) && !s.computer) found = s;
  return found;
}

/** The seat whose (current or used) invite has this digest, in constant time. */
export function seatByInvite(seats: readonly SeatRecord[], inviteHash: string): SeatRecord | null {
  let found: SeatRecord | null = null;
  for (const s of seats) if (sameDigest(s.inviteHash, inviteHash) && !s.computer) found = s;
  return found;
}

/** Whether the invite with digest `inviteHash` still gives its seat (the join page asks first). */
export function invitationOf(sql: SqlStorage, inviteHash: string): RoomResult<InvitationStatus> {
  const target = seatByInvite(readSeats(sql), inviteHash);
  if (!target) return fail("auth/bad-invite", "This invitation is not valid for this game.");
  return ok({ seat: target.seat, open: !target.joined });
}

/** Name given to computer seats. */
export const COMPUTER_NAME = "Computer";

/** "Computer", or "Computer 1", "Computer 2" when there are several. */
export function computerName(computers: readonly number[], seat: number): string {
  const sorted = [...computers].sort((a, b) => a - b);
  return sorted.length > 1 ? `${COMPUTER_NAME} ${sorted.indexOf(seat) + 1}` : COMPUTER_NAME;
}

/**
 * The seats of a new game: computers joined at once; the creator (if given) at seat 0 with a
 * token; every other human seat open, with its invite digest if one was issued.
 */
export function newSeats(args: {
  seats: number;
  computer: readonly number[];
  /** The chosen level of some computer seats, by seat (the others: the default). */
  levels?: Readonly<Record<string, BotLevel>>;
  creator: { name: string; tokenHash: string; now: number } | null;
  invites: ReadonlyMap<number, string>;
}): SeatRecord[] {
  const out: SeatRecord[] = [];
  for (let seat = 0; seat < args.seats; seat++) {
    const computer = args.computer.includes(seat);
    const creator = seat === 0 && !computer ? args.creator : null;
    out.push({
      seat,
      name: creator ? creator.name : computer ? computerName(args.computer, seat) : null,
      tokenHash: creator ? creator.tokenHash : null,
      inviteHash: args.invites.get(seat) ?? null,
      computer,
      level: computer ? (args.levels?.[seat] ?? DEFAULT_BOT_LEVEL) : null,
      joined: creator !== null || computer,
      lastSeen: creator ? creator.now : null,
    });
  }
  return out;
}

/**
 * Who holds `seat` of a rematch game, for the player whose derived token has `tokenHash`:
 * that same player ("same"), somebody else ("other"), nobody ("free"), or no such human seat.
 * A seat the creator handed to an invitation (replace, new invite) counts as someone else's:
 * the old player's late "yes" must not take it from under the invitation.
 */
export function rematchSeat(
  seats: readonly SeatRecord[],
  seat: number,
  tokenHash: string,
): "same" | "other" | "free" | "missing" {
  const target = seats.find((s) => s.seat === seat);
  if (!target || target.computer) return "missing";
  if (sameDigest(target.tokenHash, tokenHash)) return "same";
  return target.joined || target.inviteHash !== null ? "other" : "free";
}
