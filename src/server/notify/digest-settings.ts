/**
 * A seat's view of its address's choice between each-turn emails and a daily summary: read and
 * changed through the seat (its confirmed address names the AddressBook), for every game the
 * address plays. Times are "HH:MM" in the browser's IANA time zone.
 */
import type { DigestRequest, DigestStatus } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { langOf } from "../words";
import { addressBook, type DigestSettings } from "./address-book";
import { holdForDigest } from "./digest";
import { knownZone } from "./digest-time";
import { mailSeat } from "./store";

const pad = (n: number) => String(n).padStart(2, "0");

/** The stored settings as the page shows them. */
function status(s: DigestSettings): DigestStatus {
  return s.mode === "turn"
    ? { mode: "turn" }
    : {
        mode: "daily",
        time: `${pad(Math.floor(s.minutes / 60))}:${pad(s.minutes % 60)}`,
        tz: s.tz,
      };
}

/** Reads (`change` null) or changes the digest choice of `seat`'s confirmed address. */
export async function seatDigest(
  ctx: RoomContext,
  seat: number,
  change: DigestRequest | null,
): Promise<RoomResult<DigestStatus>> {
  const m = mailSeat(ctx.sql, seat);
  if (!m || !m.confirmed)
    return fail(
      "mail/not-confirmed",
      "Give your address and open the confirmation link first: the choice belongs to a confirmed address.",
    );
  const book = await addressBook(ctx.env, m.address);
  if (change === null) return ok(status(await book.digestSettings()));
  if (change.mode === "turn") return ok(status(await book.setDigest({ mode: "turn" })));
  const tz = change.tz ?? "UTC";
  if (!change.time || !knownZone(tz))
    return fail("input/invalid", "A daily summary needs a time (HH:MM) and a known time zone.");
  const [h, min] = change.time.split(":").map(Number) as [number, number];
  const settings: DigestSettings = {
    mode: "daily",
    minutes: h * 60 + min,
    tz,
    lang: langOf(change.lang ?? m.lang),
  };
  const done = status(await book.setDigest(settings));
  // This game's turn, if it waits for the seat now, is in the first summary already.
  await holdForDigest(ctx, seat, "turn");
  return ok(done);
}
