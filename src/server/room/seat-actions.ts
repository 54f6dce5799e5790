/**
 * A seat's actions on a slow game (../deadlines, ../nudge, the email summary, ../autoplay): a
 * holiday, automatic protection, resigning, a choice about an absent player, the digest choice,
 * a nudge, what the room plays for it (forced moves, standing orders); and the two wrappers every seat's setting or action runs in (`asPlayer`,
 * `seatAction`): the seat is checked, the feature decides, the tables follow
 * (docs/decisions.md, "Endings and time outside the rules").
 */
import type { AutoplayRequest, DigestRequest, Table } from "../../protocol";
import * as autoplay from "../autoplay";
import * as deadlines from "../deadlines";
import { ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import * as notify from "../notify";
import { nudge } from "../nudge";
import { forPlayer } from "./asker";
import type { RoomHost } from "./host";

const PLAYERS_ONLY = { code: "auth/spectator", message: "Only players can do this." } as const;

/** What `asPlayer` needs from the room. */
export type PlayerHost = Pick<RoomHost, "player" | "context" | "broadcast">;

/** What the seat actions need from the room. */
export type SeatHost = PlayerHost & Pick<RoomHost, "load" | "forget" | "afterChange">;

/** Runs `act` for the seat of `token` (spectators refused), then pushes the tables. */
export function asPlayer<T>(
  host: PlayerHost,
  method: string,
  token: string | null,
  act: (ctx: RoomContext, seat: number) => Promise<RoomResult<T>>,
): Promise<RoomResult<T>> {
  return forPlayer(host, method, token, PLAYERS_ONLY, async (seat) => {
    const done = await act(host.context(), seat);
    // The seat's own table shows its email settings: pages follow at once.
    if (done.ok) host.broadcast();
    return done;
  });
}

/**
 * A seat's action on the game's clock or ending (holiday, resign, a choice about an absent
 * player): the seat is checked, `act` decides, and the table follows.
 */
function seatAction(
  host: SeatHost,
  method: string,
  token: string | null,
  act: (ctx: RoomContext, seat: number) => RoomResult<null> | Promise<RoomResult<null>>,
): Promise<RoomResult<Table>> {
  return forPlayer(host, method, token, PLAYERS_ONLY, async (seat) => {
    const done = await act(host.context(), seat);
    if (!done.ok) return done;
    // An ending may have been recorded: the game is rewrapped with it.
    host.forget();
    host.load();
    return ok((await host.afterChange()).table(seat));
  });
}

/** The holder of `token` starts (days 1–7) or ends (0) a holiday: their clock stands still. */
export function holiday(
  host: SeatHost,
  token: string | null,
  days: number,
): Promise<RoomResult<Table>> {
  return seatAction(host, "holiday", token, (ctx, seat) => deadlines.setHoliday(ctx, seat, days));
}

/** The holder of `token` turns automatic protection on or off (deadlines/auto.ts). */
export function autoHoliday(
  host: SeatHost,
  token: string | null,
  on: boolean,
): Promise<RoomResult<Table>> {
  return seatAction(host, "autoHoliday", token, (ctx, seat) =>
    deadlines.chooseAutoHoliday(ctx, seat, on),
  );
}

/**
 * The holder of `token` changes what the room plays for it (../autoplay): its forced moves, its
 * standing orders, privacy timing; the steps after the change plan a move the seat's turn now
 * calls for.
 */
export function autoplayChoice(
  host: SeatHost,
  token: string | null,
  request: AutoplayRequest,
): Promise<RoomResult<Table>> {
  return seatAction(host, "autoplay", token, (ctx, seat) =>
    autoplay.chooseAutoplay(ctx, seat, request),
  );
}

/** The holder of `token` resigns: the game ends at once. */
export function resign(host: SeatHost, token: string | null): Promise<RoomResult<Table>> {
  return seatAction(host, "resign", token, (ctx, seat) => deadlines.resign(ctx, seat));
}

/** The holder of `token` decides about `absent`, whose time ran out. */
export function absent(
  host: SeatHost,
  token: string | null,
  absent: number,
  choice: "computer" | "claim",
): Promise<RoomResult<Table>> {
  return seatAction(host, "absent", token, (ctx, seat) =>
    deadlines.decideAbsent(ctx, seat, absent, choice),
  );
}

/** The digest choice of the address of `token`'s seat: read (`change` null) or changed. */
export function digest(host: PlayerHost, token: string | null, change: DigestRequest | null) {
  return asPlayer(host, "digest", token, (ctx, seat) => notify.seatDigest(ctx, seat, change));
}

/** The holder of `token` sends `target`, on turn for over a day, one reminder (../nudge). */
export function nudgeSeat(
  host: SeatHost,
  token: string | null,
  target: number,
): Promise<RoomResult<Table>> {
  return seatAction(host, "nudge", token, (ctx, seat) => nudge(ctx, seat, target));
}
