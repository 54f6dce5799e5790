/**
 * The small rules every feature of the room shares, written once: who a seat is (a person or
 * the computer, its name, the others at the table), whether a notice of a turn is still due
 * when its job runs, and the debounce before one goes out. Email, push, chat and the overdue
 * notices all follow them (docs/notifications.md).
 */
import type { Env } from "../env";
import type { RoomContext } from "./context";
import { hasJob } from "./schedule";
import { turnOf, type Turn } from "./turns";

/** Whether `seat` is a person's seat (not the computer's, and one the game has). */
export function human(ctx: Pick<RoomContext, "seats">, seat: number): boolean {
  return ctx.seats.find((s) => s.seat === seat)?.computer === false;
}

/** A seat's display name for notices (its number when nobody holds it yet). */
export function seatName(ctx: Pick<RoomContext, "seats">, seat: number): string {
  return ctx.seats.find((s) => s.seat === seat)?.name ?? `#${seat + 1}`;
}

/** The other players' names, for subjects and notices ("Bruno", "Bruno, Carla"). */
export function others(ctx: Pick<RoomContext, "seats">, seat: number): string {
  return ctx.seats
    .filter((s) => s.seat !== seat)
    .map((s) => seatName(ctx, s.seat))
    .join(", ");
}

/** What every notice to `seat` names: the game, the other players and the seat's own name. */
export function noticeNames(ctx: Pick<RoomContext, "seats" | "game">, seat: number) {
  return { game: ctx.game.title, others: others(ctx, seat), name: seatName(ctx, seat) };
}

/** Whether the seat's player looked at the game after its turn began (a table read, a move). */
export function lookedSince(turn: Turn): boolean {
  return turn.seenAt !== null && turn.sinceAt !== null && turn.seenAt > turn.sinceAt;
}

/**
 * Whether a notice of the turn `seat` began at move `seq` is still due: that turn is still on,
 * the seat is a person's, its player is not at the table and has not looked since the turn
 * began. Checked when the job runs, not when it is planned; `turn` is the seat's, if already
 * read.
 */
export function stillDue(
  ctx: RoomContext,
  seat: number,
  seq: number,
  turn: Turn = turnOf(ctx.sql, seat),
): boolean {
  if (turn.sinceSeq !== seq || ctx.online.has(seat) || !human(ctx, seat)) return false;
  return !lookedSince(turn);
}

/**
 * Whether the room is to play the turn `seat` began at move `seq` for it (a move it planned for
 * the seat waits: ../autoplay, whose jobs are `{kind: "autoplay", seat, seq}`). The seat's own
 * "your turn" email, reminder and push are then not sent; what others receive (the chat post)
 * still follows the turn, as for a person who takes their time.
 */
export function roomWillPlay(ctx: Pick<RoomContext, "sql">, seat: number, seq: number): boolean {
  return hasJob(ctx.sql, { kind: "autoplay", seat, seq });
}

/** Delay between an event and its notice, ms (a debounce: a quick reply sends nothing). */
export function noticeDelay(env: Pick<Env, "NOTIFY_DELAY_SECONDS">): number {
  const n = env.NOTIFY_DELAY_SECONDS === undefined ? NaN : Number(env.NOTIFY_DELAY_SECONDS);
  return (Number.isFinite(n) && n >= 0 ? n : 30) * 1000;
}
