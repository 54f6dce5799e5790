/**
 * Asking for a rematch, from the finished game's side: the new game's id is recorded at once
 * (so every asker goes to the same new game), the asker's token there is derived from their
 * token here (the same player on another device gets the same seat; nobody else can compute
 * it), and what they carry (carry.ts) travels with the request to the new game's room, which
 * creates the game and gives the seat (`GameRoom.joinRematch`, with `rematchGrant`).
 */
import type { RoomSql } from "../kernel/room-sql";
import { readClockRules } from "../kernel/calendar";
import type { Env } from "../env";
import { fail, ok, type RoomResult } from "../errors";
import { readSeats, rematchSeat, type SeatRecord } from "../kernel/seats";
import { linkSettings, type Settings } from "../kernel/settings";
import { setRematch, type Meta } from "../kernel/store";
import { derivedSecret, newGameId } from "../security";
import { carryFrom } from "./carry";
import { roomStub } from "./stub";
import type { RematchInput, SeatGrant } from "./types";

/**
 * The rematch of a finished game: same type, options, seats, computers, creator, clock and
 * learning game or not.
 */
function rematchInput(
  id: string,
  meta: Meta,
  seats: readonly SeatRecord[],
  settings: Settings,
): RematchInput {
  return {
    id,
    game: meta.game,
    seats: meta.seats,
    options: meta.options,
    computer: seats.filter((s) => s.computer).map((s) => s.seat),
    levels: Object.fromEntries(seats.flatMap((s) => (s.level ? [[s.seat, s.level]] : []))),
    creator: meta.creator,
    rematchOf: meta.id,
    timePerMove: settings.days,
    origin: settings.origin,
    ...(settings.learning ? { learning: true } : {}),
  };
}

/**
 * Prepares a rematch for `seat` of a finished game, synchronously: the new game's id is
 * recorded before anything awaits, so concurrent callers all go to the same new game. Answers
 * the request for the new game's room, the player's name, and whether this call created it.
 */
export function prepareRematch(
  sql: RoomSql,
  meta: Meta,
  seat: number,
  settings: Settings,
): { input: RematchInput; name: string; first: boolean } {
  const seats = readSeats(sql);
  const first = meta.rematch === null;
  const id = meta.rematch ?? newGameId();
  if (first) {
    setRematch(sql, id);
    meta.rematch = id;
  }
  const name = seats.find((s) => s.seat === seat)?.name ?? "Player";
  const input = rematchInput(id, meta, seats, settings);
  // The clock rules go on with the time per move (kernel/calendar.ts).
  if (settings.days > 0) input.clockRules = readClockRules(sql);
  return { input, name, first };
}

/**
 * Asks the rematch's room for `seat`, held in the finished game `meta` with `token`. Answers
 * that room's grant, and whether this call created the rematch.
 */
export async function askRematch(
  env: Env,
  sql: RoomSql,
  meta: Meta,
  seat: number,
  token: string,
): Promise<{ granted: RoomResult<SeatGrant>; first: boolean }> {
  const { input, name, first } = prepareRematch(sql, meta, seat, linkSettings(sql, env));
  const derived = await derivedSecret(token, `rematch:${input.id}:${seat}`);
  const carry = carryFrom(sql, seat, first); // email, push devices, webhook (carry.ts)
  const granted = await roomStub(env, input.id).joinRematch(input, {
    seat,
    name,
    token: derived,
    carry,
  });
  return { granted, first };
}

/**
 * Whether the rematch's `seat` goes to the player whose derived token has `tokenHash`: "give"
 * (nobody holds it), "same" (they do already), or the refusal (no such seat, or another holds
 * it: a seat the creator handed to someone new is not taken from under them).
 */
export function rematchGrant(
  seats: readonly SeatRecord[],
  seat: number,
  tokenHash: string,
): RoomResult<"give" | "same"> {
  const holder = rematchSeat(seats, seat, tokenHash);
  if (holder === "missing") return fail("room/seat-not-found", "This game has no such seat.");
  if (holder === "other")
    return fail("room/seat-taken", "Your seat in the rematch has been given to another player.");
  return ok(holder === "same" ? "same" : "give");
}
