/**
 * Who is asking: the seat of a token (or a spectator), a player's seat and the holder mark of
 * its token (what a move records), the creator, the seat an invite claims. Each hashes the token first, then loads the
 * game, so nothing awaits between the room's checks and its writes.
 */
import type { RoomSql } from "../kernel/room-sql";
import { fail, ok, type ErrorCode, type RoomResult } from "../errors";
import { readSeats, seatByInvite, seatByToken, type SeatRecord } from "../kernel/seats";
import { sameDigest, sha256Hex } from "../security";
import { holderMark } from "./sockets";

const NOT_FOUND = "There is no game at this address.";
const NOT_CREATOR = "Only the game's creator can do this.";
const BAD_TOKEN = "This link is not valid for this game.";

/** The room, as these checks see it. */
export interface AccessHost {
  sql: RoomSql;
  /** Loads the game; false when the room holds none. */
  exists(): boolean;
  /** The creator's seat (after `exists`). */
  creator(): number;
}

/** A player: their seat and the holder mark of their token (sockets.ts `holderMark`). */
export interface Holder {
  seat: number;
  holder: string;
}

/** Who holds `token`: a player, null for no token (a spectator), or `auth/bad-token`. */
async function holderOf(
  host: AccessHost,
  token: string | null,
): Promise<RoomResult<Holder | null>> {
  const tokenHash = token === null ? null : await sha256Hex(token);
  if (!host.exists()) return fail("room/not-found", NOT_FOUND);
  if (tokenHash === null) return ok(null);
  const seat = seatByToken(readSeats(host.sql), tokenHash);
  if (!seat) return fail("auth/bad-token", BAD_TOKEN);
  return ok({ seat: seat.seat, holder: holderMark(tokenHash)! });
}

/** Who holds `token`: a seat, null for no token (a spectator), or `auth/bad-token`. */
export async function readerOf(
  host: AccessHost,
  token: string | null,
): Promise<RoomResult<number | null>> {
  const reader = await holderOf(host, token);
  return reader.ok ? ok(reader.value?.seat ?? null) : reader;
}

/**
 * The player of `token`. Without a token the reader is a spectator, who is refused with `code`
 * and `message` (once the game is known to exist).
 */
export async function holderFor(
  host: AccessHost,
  token: string | null,
  code: ErrorCode,
  message: string,
): Promise<RoomResult<Holder>> {
  const reader = await holderOf(host, token);
  if (!reader.ok) return reader;
  if (reader.value === null) return fail(code, message);
  return ok(reader.value);
}

/** The seat of a player's `token`; a spectator is refused with `code` and `message`. */
export async function playerOf(
  host: AccessHost,
  token: string | null,
  code: ErrorCode,
  message: string,
): Promise<RoomResult<number>> {
  const player = await holderFor(host, token, code, message);
  return player.ok ? ok(player.value.seat) : player;
}

/** The holder mark of whoever holds `seat` now (null for a seat without a token). */
export function seatHolder(seats: readonly SeatRecord[], seat: number): string | null {
  return holderMark(seats.find((s) => s.seat === seat)?.tokenHash ?? null);
}

/**
 * The seat an invite claims: the one of `seat`, or (null) the one whose invite it is. Refused
 * when the invite is not that seat's, or the seat is the computer's or already taken.
 */
export function claimTarget(
  seats: readonly SeatRecord[],
  seat: number | null,
  inviteHash: string,
): RoomResult<SeatRecord> {
  let target: SeatRecord | null;
  if (seat === null) {
    target = seatByInvite(seats, inviteHash);
    if (!target) return fail("auth/bad-invite", "This invitation is not valid for this game.");
  } else {
    target = seats.find((s) => s.seat === seat) ?? null;
    if (!target) return fail("room/seat-not-found", "This game has no such seat.");
    if (target.computer) return fail("room/seat-taken", "This seat is played by the computer.");
    if (!sameDigest(target.inviteHash, inviteHash))
      return fail("auth/bad-invite", "This invitation is not valid for this seat.");
  }
  if (target.joined) return fail("auth/invite-used", "This seat has already been taken.");
  return ok(target);
}

/** Checks that `token` is the creator's and that `seat` is a human seat; answers that seat. */
export async function creatorOver(
  host: AccessHost,
  token: string | null,
  seat: number,
): Promise<RoomResult<SeatRecord>> {
  const player = await playerOf(host, token, "auth/not-creator", NOT_CREATOR);
  if (!player.ok) return player;
  if (player.value !== host.creator()) return fail("auth/not-creator", NOT_CREATOR);
  const target = readSeats(host.sql).find((s) => s.seat === seat);
  if (!target) return fail("room/seat-not-found", "This game has no such seat.");
  if (target.computer) return fail("room/seat-taken", "This seat is played by the computer.");
  return ok(target);
}
