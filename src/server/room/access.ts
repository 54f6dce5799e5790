/**
 * Who is asking: the seat of a token (or a spectator), a player's seat, the creator. Moved out
 * of game-room.ts. Each hashes the token first, then loads the game, so nothing awaits between
 * the room's checks and its writes.
 */
import { fail, ok, type ErrorCode, type RoomResult } from "../errors";
import { sha256Hex } from "../security";
import { readSeats, seatByToken, type SeatRecord } from "../kernel/seats";

const NOT_FOUND = "There is no game at this address.";
const NOT_CREATOR = "Only the game's creator can do this.";
const BAD_TOKEN = "This link is not valid for this game.";

/** The room, as these checks see it. */
export interface AccessHost {
  sql: SqlStorage;
  /** Loads the game; false when the room holds none. */
  exists(): boolean;
  /** The creator's seat (after `exists`). */
  creator(): number;
}

/** Who holds `token`: a seat, null for no token (a spectator), or `auth/bad-token`. */
export async function readerOf(
  host: AccessHost,
  token: string | null,
): Promise<RoomResult<number | null>> {
  const tokenHash = token === null ? null : await sha256Hex(token);
  if (!host.exists()) return fail("room/not-found", NOT_FOUND);
  if (tokenHash === null) return ok(null);
  const seat = seatByToken(readSeats(host.sql), tokenHash);
  if (!seat) return fail("auth/bad-token", BAD_TOKEN);
  return ok(seat.seat);
}

/**
 * The seat of a player's `token`. Without a token the reader is a spectator, who is refused
 * with `code` and `message` (once the game is known to exist).
 */
export async function playerOf(
  host: AccessHost,
  token: string | null,
  code: ErrorCode,
  message: string,
): Promise<RoomResult<number>> {
  const reader = await readerOf(host, token);
  if (!reader.ok) return reader;
  if (reader.value === null) return fail(code, message);
  return ok(reader.value);
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
