/**
 * A seat's choice about automatic moves, and what its own table says of them: whether its
 * forced moves play themselves, and whether its latest move was played for it. Only the seat
 * itself ever sees either (room/table.ts puts it in its table alone): the others must not be
 * able to tell an automatic move from a chosen one.
 */
import type { AutoplayInfo } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import { forcedRule } from "./rules";
import { lastPlayed, readRules, writeRule } from "./store";

/** Turns "play my forced moves" on or off for `seat`; the room plans the move after it. */
export function chooseForced(ctx: RoomContext, seat: number, on: boolean): RoomResult<null> {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return fail("room/over", "The game is over.");
  writeRule(ctx.sql, { seat, kind: forcedRule.kind, config: {} }, on);
  return ok(null);
}

/**
 * What `seat`'s own table says: its choice, and its latest move when the room played it (it
 * made no move itself since).
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
    if (latest === played.seq) info.played = { seq: played.seq, at: played.at };
  }
  return info;
}
