/**
 * Who sits where: claiming a seat with its invite, the creator's new invite for an unclaimed
 * seat or replacement of an absent player, an invite's status for the join page, and
 * `handOver`, the one way a seat changes hands (claim, rematch, replace). Who is asking is
 * access.ts; this decides what a seat's change of hands does.
 */
import type { InvitationStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import {
  freeSeat,
  invitationOf,
  readSeats,
  seatByToken,
  setInvite,
  takeSeat,
  type SeatRecord,
} from "../kernel/seats";
import * as notify from "../notify";
import { forgetNudges } from "../nudge";
import { forgetAutoplay } from "../autoplay";
import { forgetPushSeat } from "../push/store";
import { newSecret, sha256Hex } from "../security";
import { claimTarget, creatorOver } from "./access";
import { holders } from "./broadcast";
import { NOT_FOUND, type RoomHost } from "./host";
import { guarded } from "./records";
import { evictStaleSockets } from "./sockets";
import type { Invitation, SeatGrant } from "./types";

/** What the seats' RPCs need from the room. */
export type SeatingHost = Pick<
  RoomHost,
  "ctx" | "sql" | "access" | "load" | "loaded" | "afterChange"
>;

/** A seat's next hands: a player with a new token digest, or nobody, with a new invite. */
export type NextHolder = { name: string; tokenHash: string } | { inviteHash: string };

/**
 * Claims a seat with its invite (`seat` null: the seat is found by the invite). Invites are
 * single use: the used digest is kept so reuse answers `auth/invite-used`. `chosen`: the token
 * the Worker derived for a chat app's user (chat/seat-token.ts); such a user holds at most one
 * seat of a game, since one token opens one seat.
 */
export function claim(
  host: SeatingHost,
  seat: number | null,
  invite: string,
  name: string,
  chosen?: string,
): Promise<RoomResult<SeatGrant>> {
  return guarded("claim", async () => {
    const inviteHash = await sha256Hex(invite);
    const token = chosen ?? newSecret();
    const tokenHash = await sha256Hex(token);
    const loaded = host.load();
    if (!loaded) return fail("room/not-found", NOT_FOUND);
    const seats = readSeats(host.sql);
    if (chosen && seatByToken(seats, tokenHash))
      return fail("room/already-seated", "You already have a seat in this game.");
    const target = claimTarget(seats, seat, inviteHash);
    if (!target.ok) return target;
    handOver(host, target.value.seat, { name, tokenHash });
    await host.afterChange({ joined: target.value.seat });
    return ok({ id: loaded.meta.id, seat: target.value.seat, token });
  });
}

/**
 * Seats a chat app's user, by the token the Worker derived (`chosen`), in the first seat nobody
 * holds: a Discord Activity's game, whose instance's users share it without invites (the Worker
 * asks only for the game of the user's own instance, routes/discord.ts). The seat's invite
 * stops working, as if it had been used.
 */
export function claimFree(
  host: SeatingHost,
  name: string,
  chosen: string,
): Promise<RoomResult<SeatGrant>> {
  return guarded("claimFree", async () => {
    const tokenHash = await sha256Hex(chosen);
    const loaded = host.load();
    if (!loaded) return fail("room/not-found", NOT_FOUND);
    const seats = readSeats(host.sql);
    if (seatByToken(seats, tokenHash))
      return fail("room/already-seated", "You already have a seat in this game.");
    const free = seats.find((s) => !s.computer && !s.joined);
    if (!free) return fail("discord/no-free-seat", "Every seat of this game is taken.");
    handOver(host, free.seat, { name, tokenHash });
    await host.afterChange({ joined: free.seat });
    return ok({ id: loaded.meta.id, seat: free.seat, token: chosen });
  });
}

/** The creator re-issues the invite of an unclaimed seat; the old invite stops working. */
export function reissueInvite(
  host: SeatingHost,
  token: string | null,
  seat: number,
): Promise<RoomResult<Invitation>> {
  return withNewInvite(host, "reissueInvite", token, seat, (target, inviteHash) => {
    if (target.joined) return fail("room/seat-taken", "This seat has already been taken.");
    setInvite(host.sql, seat, inviteHash);
    return ok(null);
  });
}

/**
 * The creator replaces an absent player: the seat's token stops working (its sockets are
 * closed), its name is cleared and a new invite is issued. The game state is unchanged.
 */
export function replaceSeat(
  host: SeatingHost,
  token: string | null,
  seat: number,
): Promise<RoomResult<Invitation>> {
  return withNewInvite(host, "replaceSeat", token, seat, async (_target, inviteHash) => {
    if (seat === host.loaded()?.meta.creator)
      return fail("input/invalid", "You cannot replace yourself.");
    handOver(host, seat, { inviteHash });
    await host.afterChange();
    return ok(null);
  });
}

/**
 * A creator's change of `seat` that gives it a new invite: the creator is checked, `act` uses
 * the invite's digest (or refuses), and the invite itself is answered, once only.
 */
function withNewInvite(
  host: SeatingHost,
  method: string,
  token: string | null,
  seat: number,
  act: (target: SeatRecord, inviteHash: string) => RoomResult<null> | Promise<RoomResult<null>>,
): Promise<RoomResult<Invitation>> {
  return guarded(method, async () => {
    const invite = newSecret();
    const inviteHash = await sha256Hex(invite);
    const who = await creatorOver(host.access, token, seat);
    if (!who.ok) return who;
    const done = await act(who.value, inviteHash);
    return done.ok ? ok({ seat, invite }) : done;
  });
}

/**
 * Whether an invite still gives its seat, without using it: the join page asks before it
 * asks for a name, so a used link says so at once. Reveals only what a claim would.
 */
export function invitationStatus(
  host: SeatingHost,
  invite: string,
): Promise<RoomResult<InvitationStatus>> {
  return guarded("invitationStatus", async () => {
    const inviteHash = await sha256Hex(invite);
    if (!host.load()) return fail("room/not-found", NOT_FOUND);
    return invitationOf(host.sql, inviteHash);
  });
}

/**
 * The one way a seat changes hands (claim, rematch, replace): gives it to a player with a new
 * token digest, or frees it with a new invite. Any socket that said hello with the seat's
 * previous token is closed (4003) at once, so a seat's view only ever reaches its holder;
 * the previous holder's address and push devices are forgotten, so their notices stop, and
 * their automatic moves with them.
 */
export function handOver(
  host: Pick<RoomHost, "ctx" | "sql">,
  seat: number,
  next: NextHolder,
): void {
  if ("tokenHash" in next) takeSeat(host.sql, seat, next.name, next.tokenHash, Date.now());
  else freeSeat(host.sql, seat, next.inviteHash);
  notify.forgetAddress(host.sql, seat);
  forgetPushSeat(host.sql, seat);
  forgetNudges(host.sql, seat);
  forgetAutoplay(host.sql, seat);
  evictStaleSockets(host.ctx, holders(readSeats(host.sql)));
}
