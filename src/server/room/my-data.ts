/**
 * The room's RPCs of "my data" and "forget me": a seat asks for a link to its confirmed address;
 * the link is checked and taken; and, for the entry that goes through every game of an address
 * (routes/my-data-run.ts), what this game holds for the address and forgetting it here. The
 * decisions are ../notify's; the push devices of a seat the address was confirmed for go too,
 * since the confirmed mailbox is that seat's player's.
 */
import { ok, type RoomResult } from "../errors";
import * as notify from "../notify";
import { readPushSubs, forgetPushSeat } from "../push/store";
import { sha256Hex } from "../security";
import type { RoomHost } from "./host";
import { forLink } from "./asker";
import { guarded } from "./records";
import { asPlayer } from "./seat-actions";

/** What these RPCs need from the room. */
export type MyDataHost = Pick<
  RoomHost,
  "player" | "load" | "context" | "broadcast" | "afterChange" | "sql"
>;

/** One seat's entry in the export, with how many push devices the seat keeps. */
export type SeatExport = notify.SeatData & { pushDevices: number };

/** The holder of `token` asks for a "my data" or "forget me" link to its confirmed address. */
export async function askMyData(
  host: MyDataHost,
  token: string | null,
  what: notify.MyDataWhat,
): Promise<RoomResult<{ sent: true }>> {
  const secrets = await notify.prepareAsk();
  return asPlayer(host, "askMyData", token, (ctx, seat) =>
    notify.askMyData(ctx, seat, what, secrets),
  );
}

/** A "my data" link: checked (`act` false) or taken, once. */
export function myDataLink(
  host: MyDataHost,
  token: string,
  act: boolean,
): Promise<RoomResult<notify.MyDataAsk>> {
  return forLink(host, "myDataLink", "This link is not valid (it works once).", async () =>
    notify.takeAsk(host.context(), await sha256Hex(token), act),
  );
}

/** What this game holds for `address` (nothing when the game is gone). */
export function addressData(host: MyDataHost, address: string): Promise<RoomResult<SeatExport[]>> {
  return guarded("addressData", async () => {
    if (!host.load()) return ok([]);
    const ctx = host.context();
    return ok(
      notify.seatsOf(ctx, address).map((s) => ({
        ...s,
        pushDevices: s.confirmed ? readPushSubs(ctx.sql, s.seat).length : 0,
      })),
    );
  });
}

/** Forgets `address` in this game; whether the game held it. */
export function forgetAddress(
  host: MyDataHost,
  address: string,
): Promise<RoomResult<{ held: boolean }>> {
  return guarded("forgetAddress", async () => {
    if (!host.load()) return ok({ held: false });
    const done = notify.forgetHere(host.context(), address);
    for (const seat of done.seats) forgetPushSeat(host.sql, seat);
    if (done.held) await host.afterChange({ quiet: true });
    host.broadcast();
    return ok({ held: done.held });
  });
}
