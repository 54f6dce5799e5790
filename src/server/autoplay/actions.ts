/**
 * A seat's choices about automatic moves, and what its own table says of them: whether its
 * forced moves play themselves, its standing orders and the latest one cancelled (and why),
 * privacy timing, and whether its latest move was played for it. Only the seat itself ever sees
 * any of it (room/table.ts puts it in its table alone): the others must not be able to tell an
 * automatic move from a chosen one.
 */
import type { AutoplayInfo, AutoplayRequest } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { dropJob, readJobs } from "../kernel/schedule";
import { seatDigest } from "../notify";
import { cancelledOf, giveOrders, ordersOf } from "./orders";
import { privacyOf, slowFor, writePrivacy, type DigestHour } from "./privacy";
import { forcedRule, orderOf } from "./rules";
import { lastPlayed, readRules, writeRule } from "./store";

/** The seat's daily summary hour, when its confirmed address chose one. */
async function digestHour(ctx: RoomContext, seat: number): Promise<DigestHour | null> {
  const d = await seatDigest(ctx, seat, null);
  if (!d.ok || d.value.mode !== "daily") return null;
  const [h, m] = d.value.time.split(":").map(Number) as [number, number];
  return { minutes: h * 60 + m, tz: d.value.tz };
}

/**
 * Changes what the room plays for `seat` (each field given; the others stay). The moves it had
 * planned for the seat are dropped: the steps after the change plan again what its choices now
 * call for, so a change of mind has one outcome.
 */
export async function chooseAutoplay(
  ctx: RoomContext,
  seat: number,
  request: AutoplayRequest,
): Promise<RoomResult<null>> {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return fail("room/over", "The game is over.");
  let digest: DigestHour | null = null;
  if (request.privacy === true) {
    digest = await digestHour(ctx, seat);
    if (!slowFor(ctx, digest))
      return fail(
        "autoplay/not-slow",
        "Privacy timing is for slow games: a time per move, or a daily summary of your turns.",
      );
  }
  if (request.orders !== undefined) {
    const given = giveOrders(ctx, seat, request.orders);
    if (!given.ok) return given;
  }
  if (request.forced !== undefined)
    writeRule(ctx.sql, { seat, kind: forcedRule.kind, config: {} }, request.forced);
  if (request.privacy !== undefined) writePrivacy(ctx.sql, seat, request.privacy, digest);
  for (const job of readJobs(ctx.sql, "autoplay"))
    if ((job.job as { seat?: number }).seat === seat) dropJob(ctx.sql, job.id);
  return ok(null);
}

/**
 * What `seat`'s own table says: its choices, its latest cancelled order, and its latest move
 * when the room played it (it made no move itself since).
 */
export function autoplayInfo(ctx: RoomContext, seat: number): AutoplayInfo {
  const info: AutoplayInfo = {
    forced: readRules(ctx.sql).some((r) => r.seat === seat && r.kind === forcedRule.kind),
  };
  const played = lastPlayed(ctx.sql, seat);
  if (played !== null) {
    const latest = ctx.sql
      .exec<{ seq: number }>("SELECT max(seq) AS seq FROM moves WHERE seat = ?", seat)
      .toArray()[0]?.seq;
    if (latest === played.seq) {
      const order = orderOf(played.kind);
      info.played = { seq: played.seq, at: played.at, ...(order !== null ? { order } : {}) };
    }
  }
  const orders = ordersOf(ctx, seat);
  if (orders.length > 0) info.orders = orders;
  const cancelled = cancelledOf(ctx, seat);
  if (cancelled) info.cancelled = cancelled;
  if (privacyOf(ctx.sql, seat)) info.privacy = true;
  return info;
}
