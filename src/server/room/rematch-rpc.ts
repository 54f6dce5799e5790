/**
 * The room's two rematch RPCs: asking for one in a finished game (rematch.ts sends the ask to
 * the new game's room) and, in that new room, creating the game if needed and giving the asker
 * their seat with what they carry (carry.ts).
 */
import { now } from "../clock";
import { fail, ok, type RoomResult } from "../errors";
import { writeClockRules } from "../kernel/calendar";
import { newSeats, readSeats } from "../kernel/seats";
import * as notify from "../notify";
import { sha256Hex } from "../security";
import { forPlayer } from "./asker";
import { carryInto, type RematchAsk } from "./carry";
import type { RoomHost } from "./host";
import { guarded, metaFor } from "./records";
import { askRematch, rematchGrant } from "./rematch";
import { handOver } from "./seating";
import type { RematchInput, SeatGrant } from "./types";

/** What the rematch RPCs need from the room. */
export type RematchHost = Pick<
  RoomHost,
  "ctx" | "sql" | "env" | "load" | "loaded" | "player" | "createGame" | "afterChange"
>;

/**
 * Asks for a rematch: the first call creates the new game (same type, options, seats,
 * computers and time per move, fresh seed) through RPC to its room; every caller gets its
 * seat there.
 */
export function rematch(host: RematchHost, token: string | null): Promise<RoomResult<SeatGrant>> {
  const asker = { code: "auth/spectator", message: "Only players can ask for a rematch." } as const;
  return forPlayer(host, "rematch", token, asker, async (seat) => {
    const { game, meta, snapshot } = host.loaded()!;
    if (game.outcome(snapshot.state) === null)
      return fail("room/not-over", "The game is not over yet.");
    const { granted, first } = await askRematch(host.env(), host.sql, meta, seat, token!);
    if (first && host.loaded()) await host.afterChange();
    return granted;
  });
}

/**
 * Internal (room to room, never routed): creates this rematch game if needed and gives
 * `ask.seat` to the player who held it in the finished game, under their old name and with
 * `ask.token` (derived from their old token), with the email, push devices and webhook they
 * carry (carry.ts). The seat is given only while nobody else holds it: a seat the creator
 * handed to someone new answers `room/seat-taken`. The same player asking again gets the
 * same token, so their other devices keep working.
 */
export function joinRematch(
  host: RematchHost,
  input: RematchInput,
  ask: RematchAsk,
): Promise<RoomResult<SeatGrant>> {
  const { seat, name, token, carry } = ask;
  return guarded("joinRematch", async () => {
    // Prepared before any read, so nothing awaits between the checks and the writes below.
    const meta = await metaFor(input, input.creator, input.rematchOf, now());
    const [tokenHash, secrets] = await Promise.all([sha256Hex(token), notify.prepareAddress()]);
    if (!host.load()) {
      const seats = newSeats({ ...input, creator: null, invites: new Map() });
      const made = host.createGame(meta, seats, input);
      if (!made.ok) return made;
      if (input.clockRules) writeClockRules(host.sql, input.clockRules);
    } else if (host.loaded()?.meta.rematchOf !== input.rematchOf) {
      return fail("room/exists", "Another game already uses this id.");
    }
    const grant = rematchGrant(readSeats(host.sql), seat, tokenHash);
    if (!grant.ok) return grant;
    if (grant.value === "same") return ok({ id: input.id, seat, token });
    handOver(host, seat, { name, tokenHash });
    const link = `${input.origin}/g/${input.id}#seat=${token}`;
    carryInto(host.sql, seat, carry, link, secrets, now());
    await host.afterChange();
    return ok({ id: input.id, seat, token });
  });
}
