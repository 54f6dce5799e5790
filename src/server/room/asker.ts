/**
 * The shape most room RPCs share: find out who is asking from their token (a reader, which may
 * be a spectator, or a player; or a link in an email), refuse the rest, then answer; all of it
 * under `guarded`, so an exception is logged and answered `server/internal`.
 */
import { fail, type ErrorCode, type RoomResult } from "../errors";
import type { RoomHost } from "./host";
import { guarded } from "./records";

/** An answer to one asker: a result, now or later. */
type Answer<S, T> = (asker: S) => RoomResult<T> | Promise<RoomResult<T>>;

/** A spectator's refusal: the code and the sentence a person reads. */
export interface NotForSpectators {
  code: ErrorCode;
  message: string;
}

/** RPC `method` answered for the reader of `token` (its seat, or null: a spectator). */
export function forReader<T>(
  host: Pick<RoomHost, "reader">,
  method: string,
  token: string | null,
  answer: Answer<number | null, T>,
): Promise<RoomResult<T>> {
  return guarded(method, async () => {
    const reader = await host.reader(token);
    return reader.ok ? answer(reader.value) : reader;
  });
}

/** RPC `method` answered for the player of `token` (its seat); a spectator gets `refusal`. */
export function forPlayer<T>(
  host: Pick<RoomHost, "player">,
  method: string,
  token: string | null,
  refusal: NotForSpectators,
  answer: Answer<number, T>,
): Promise<RoomResult<T>> {
  return guarded(method, async () => {
    const player = await host.player(token, refusal.code, refusal.message);
    return player.ok ? answer(player.value) : player;
  });
}

/**
 * RPC `method` answered for a link in an email: a room that holds no game (removed, or never
 * made) refuses it as `mail/bad-link` with `badLink`, the sentence for this kind of link.
 */
export function forLink<T>(
  host: Pick<RoomHost, "load">,
  method: string,
  badLink: string,
  answer: () => Promise<RoomResult<T>>,
): Promise<RoomResult<T>> {
  return guarded(method, async () => (host.load() ? answer() : fail("mail/bad-link", badLink)));
}
