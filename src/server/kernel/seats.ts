/**
 * The seats: who sits where, and the digests of their token and invite, kept as one JSON list in
 * meta's row (`seat_list`: a seat changed is still one row written, and a new game writes no row
 * per seat). Secrets are looked up by digest with a constant-time comparison against every seat
 * (no early exit).
 */
import type { InvitationStatus } from "../../protocol";
import { DEFAULT_BOT_LEVEL, isBotLevel, type BotLevel } from "../../engine";
import { fail, ok, type RoomResult } from "../errors";
import { sameDigest } from "../security";
import { readMetaJson, writeMetaJson, type Sql } from "./room-sql";
import { COMPUTER_NAME } from "../../sentence-names";

/** One seat as stored. */
export interface SeatRecord {
  seat: number;
  name: string | null;
  tokenHash: string | null;
  inviteHash: string | null;
  computer: boolean;
  /**
   * How well the computer plays this seat (null: a person's seat, or a computer seat of a room
   * made before levels, which plays at the default level, docs/decisions.md, "Computer levels").
   */
  level: BotLevel | null;
  joined: boolean;
  lastSeen: number | null;
}

/** A seat as meta's list holds it, its level checked. */
function seatOf(r: {
  seat: number;
  name: string | null;
  tokenHash: string | null;
  inviteHash: string | null;
  computer: boolean;
  level: unknown;
  joined: boolean;
  lastSeen: number | null;
}): SeatRecord {
  return { ...r, level: isBotLevel(r.level) ? r.level : null };
}

/** Every seat, in seat order. */
export function readSeats(sql: Sql): SeatRecord[] {
  const list = readMetaJson(sql, "seat_list") ?? "[]";
  return (JSON.parse(list) as SeatRecord[]).map(seatOf);
}

/** The seats as the JSON text meta's row keeps them (a new game's, written with meta). */
export function seatsText(seats: readonly SeatRecord[]): string {
  return JSON.stringify(
    seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      tokenHash: s.tokenHash,
      inviteHash: s.inviteHash,
      computer: s.computer,
      level: s.level,
      joined: s.joined,
      lastSeen: s.lastSeen,
    })),
  );
}

/**
 * Changes one seat in meta's list, read, changed and written in one synchronous step, so nothing
 * runs between. One row.
 */
function changeSeat(sql: Sql, seat: number, change: (s: SeatRecord) => SeatRecord): void {
  const seats = readSeats(sql);
  if (!seats.some((s) => s.seat === seat)) return; // as an UPDATE of no row
  writeMetaJson(sql, "seat_list", seatsText(seats.map((s) => (s.seat === seat ? change(s) : s))));
}

/** Gives a seat to a player: name, token digest, joined. The used invite digest is kept so a
 * second claim with it is recognised as reuse rather than as a wrong invite. */
export function takeSeat(
  sql: Sql,
  seat: number,
  name: string,
  tokenHash: string,
  now: number,
): void {
  changeSeat(sql, seat, (s) => ({ ...s, name, tokenHash, joined: true, lastSeen: now }));
}

/** Frees a seat for a new player: no name, no token, a new invite. */
export function freeSeat(sql: Sql, seat: number, inviteHash: string): void {
  changeSeat(sql, seat, (s) => ({ ...s, name: null, tokenHash: null, joined: false, inviteHash }));
}

/** Replaces the invite of a seat (the old one stops working). */
export function setInvite(sql: Sql, seat: number, inviteHash: string): void {
  changeSeat(sql, seat, (s) => ({ ...s, inviteHash }));
}

/** Records that a seat was seen (a move, a socket hello). */
export function touchSeat(sql: Sql, seat: number, now: number): void {
  changeSeat(sql, seat, (s) => ({ ...s, lastSeen: now }));
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
export function invitationOf(sql: Sql, inviteHash: string): RoomResult<InvitationStatus> {
  const target = seatByInvite(readSeats(sql), inviteHash);
  if (!target) return fail("auth/bad-invite", "This invitation is not valid for this game.");
  return ok({ seat: target.seat, open: !target.joined });
}

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
