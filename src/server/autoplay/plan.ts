/**
 * When the room plays a seat's move for it: after every change the room asks `planAutoplay`,
 * which puts a job on the schedule for each seat to act whose rules decide a move now (rules.ts),
 * due after a person's wait (pace.ts). When the job is due, `dueAutoMove` decides again from
 * the game as it is then: the job names the move number it was planned at, so a game that
 * moved on (another move, the seat's own, a change of mind) makes it do nothing. The room
 * commits the move (room/autoplay-turn.ts); this module never writes a move.
 */
import type { RoomContext } from "../kernel/context";
import { human, noticeDelay } from "../kernel/rules";
import { addJob, hasJob } from "../kernel/schedule";
import { turnOf } from "../kernel/turns";
import { autoWait } from "./pace";
import { privacyDue } from "./privacy";
import { decide } from "./rules";
import { readRules, type SeatRule } from "./store";

/** A move the room plays for `seat`, planned when the game stood at move `seq`. */
export type AutoJob = { kind: "autoplay"; seat: number; seq: number };

/** A move the room is to play now: for `seat`, under rule `kind`. */
export interface AutoMove {
  seat: number;
  kind: string;
  move: unknown;
}

/**
 * The move the room plays for `seat` now, if `rules` (every seat's) decide one; `computers`
 * play their own seats.
 */
function decideNow(
  ctx: RoomContext,
  seat: number,
  computers: ReadonlySet<number>,
  rules: readonly SeatRule[],
): AutoMove | null {
  const { game, snapshot } = ctx;
  if (computers.has(seat) || !human(ctx, seat)) return null;
  if (game.outcome(snapshot.state) !== null || !game.toAct(snapshot.state).includes(seat))
    return null;
  if (!rules.some((r) => r.seat === seat)) return null;
  const decided = decide(game, snapshot.state, seat, rules);
  return decided && { seat, ...decided };
}

/**
 * Plans a job for each seat to act whose rules decide a move now and that has none waiting
 * for this move number. `computers`: the seats the computer plays (they never get one).
 */
export function planAutoplay(ctx: RoomContext, computers: ReadonlySet<number>): void {
  const { game, snapshot } = ctx;
  if (game.outcome(snapshot.state) !== null) return;
  const seats = game.toAct(snapshot.state);
  // A room where nobody chose a rule reads one empty answer and plans nothing.
  const rules = readRules(ctx.sql);
  if (!rules.some((r) => seats.includes(r.seat))) return;
  for (const seat of seats) {
    const job: AutoJob = { kind: "autoplay", seat, seq: snapshot.seq };
    if (hasJob(ctx.sql, job) || decideNow(ctx, seat, computers, rules) === null) continue;
    addJob(ctx.sql, dueAt(ctx, seat), job);
  }
}

/**
 * When the move is played: under privacy timing, at the seat's next digest hour (privacy.ts);
 * otherwise after the seat's own wait (pace.ts), but always before the "your turn" notices of
 * the turn, planned when it began: a seat that turns its rule on while its turn waits gets
 * none for it either. (A notice finds the planned move waiting and stays silent:
 * kernel/rules.ts `stillDue`.)
 */
function dueAt(ctx: RoomContext, seat: number): number {
  const held = privacyDue(ctx, seat);
  if (held !== null) return held;
  const noticeMs = noticeDelay(ctx.env);
  const due = ctx.now + autoWait(ctx.sql, seat, noticeMs);
  const notices = (turnOf(ctx.sql, seat).sinceAt ?? ctx.now) + noticeMs;
  return notices > ctx.now ? Math.min(due, notices - 1) : due;
}

/**
 * The move to play for a due job, or null when there is none any more: the game moved on
 * since it was planned, the seat's rules no longer decide one (turned off), or the computer
 * plays the seat now. Nothing is changed either way.
 */
export function dueAutoMove(
  ctx: RoomContext,
  job: AutoJob,
  computers: ReadonlySet<number>,
): AutoMove | null {
  if (ctx.snapshot.seq !== job.seq) return null;
  return decideNow(ctx, job.seat, computers, readRules(ctx.sql));
}
