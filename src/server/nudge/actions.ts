/**
 * Nudging: a player whose opponent has been on turn for longer than a day may send that seat
 * one polite reminder per turn. The action records it (store.ts) and plans the nudge job at
 * once; the nudge channel (channel.ts) sends it by email and push to that seat only, where its
 * player enabled them, and the nudged seat's table shows it in any case (`nudgeInfos`).
 */
import type { NudgeInfo } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { clockOf, DAY_MS, onHoliday } from "../kernel/clocks";
import type { RoomContext } from "../kernel/context";
import { human } from "../kernel/rules";
import { addJob } from "../kernel/schedule";
import { readTurns, turnOf, type Turn } from "../kernel/turns";
import { readNudges, writeNudge, type Nudge } from "./store";

/** How long a seat must have been on turn before it may be nudged. */
export const NUDGE_AFTER_MS = DAY_MS;

/** The nudge job: tell `seat` (on turn since move `seq`) that `by` is waiting. */
export type NudgeJob = { kind: "nudge"; seat: number; seq: number; by: number };

/** What the nudge checks read from storage: every seat's turn and last nudge. */
interface Known {
  turns: Map<number, Turn>;
  nudges: Map<number, Nudge>;
}

/** Reads what the checks need once (a table asks for every seat's, each against every other). */
function readKnown(ctx: RoomContext): Known {
  return { turns: readTurns(ctx.sql), nudges: readNudges(ctx.sql) };
}

/** Why `by` may not nudge `target` now, or null when it may. */
function refusal(
  ctx: RoomContext,
  known: Known,
  by: number,
  target: number,
): RoomResult<null> | null {
  if (ctx.game.outcome(ctx.snapshot.state) !== null) return fail("room/over", "The game is over.");
  if (by === target) return fail("input/invalid", "You cannot nudge yourself.");
  if (!human(ctx, target)) return fail("room/seat-not-found", "This game has no such player.");
  const turn = known.turns.get(target);
  if (turn?.sinceSeq == null || turn.sinceAt === null)
    return fail("nudge/not-their-turn", "It is not this player's turn.");
  if (ctx.now - turn.sinceAt < NUDGE_AFTER_MS)
    return fail(
      "nudge/too-soon",
      "This player has been on turn for less than a day: a reminder is possible after a day.",
    );
  if (onHoliday(clockOf(ctx.sql, target), ctx.now) !== null)
    return fail("nudge/away", "This player is on holiday: their clock is paused.");
  if (known.nudges.get(target)?.seq === turn.sinceSeq)
    return fail("nudge/already-sent", "This player was already reminded during this turn.");
  return null;
}

/** `by` nudges `target`: recorded at once, sent by the nudge channel's job. */
export function nudge(ctx: RoomContext, by: number, target: number): RoomResult<null> {
  const refused = refusal(ctx, readKnown(ctx), by, target);
  if (refused) return refused;
  const seq = turnOf(ctx.sql, target).sinceSeq!;
  writeNudge(ctx.sql, { seat: target, seq, by, at: ctx.now });
  addJob(ctx.sql, ctx.now, { kind: "nudge", seat: target, seq, by } satisfies NudgeJob);
  return ok(null);
}

/**
 * What the table of each of `readers` says about nudges: the seats it may nudge now, the seats
 * nudged during their current turn, and the nudge it received during its own current turn.
 * Storage is read once for all of them (every table of a change is built from one view).
 */
export function nudgeInfos(ctx: RoomContext, readers: readonly number[]): Map<number, NudgeInfo> {
  const known = readKnown(ctx);
  return new Map(readers.map((reader) => [reader, infoOf(ctx, known, reader)]));
}

/** One reader's `nudgeInfos`. */
function infoOf(ctx: RoomContext, known: Known, reader: number): NudgeInfo {
  const info: NudgeInfo = { can: [], sent: [] };
  for (const s of ctx.seats) {
    const turn = known.turns.get(s.seat);
    const last = known.nudges.get(s.seat);
    const spent = turn?.sinceSeq != null && last?.seq === turn.sinceSeq;
    if (s.seat === reader) {
      if (spent) info.received = { by: last!.by, at: last!.at };
      continue;
    }
    if (spent) info.sent.push(s.seat);
    else if (refusal(ctx, known, reader, s.seat) === null) info.can.push(s.seat);
  }
  return info;
}
