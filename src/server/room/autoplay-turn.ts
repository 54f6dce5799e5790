/**
 * The room's side of automatic moves (../autoplay decides them): when a planned one is due, it
 * commits the move exactly as a move its player chose: the same log entry, the same ledger
 * (when the seat last moved, which everyone's table shows), the player counted back; only the
 * move id ("auto-…") and the seat's own record of it differ, and neither leaves the room but
 * for that seat. A move the engine refuses changes nothing in the game; a standing order whose
 * move was refused is cancelled, and its seat told so (its own table).
 */
import * as autoplay from "../autoplay";
import * as deadlines from "../deadlines";
import { seatHolder } from "./access";
import { computerSeats } from "./bots";
import type { RoomHost } from "./host";
import { commitMove } from "./records";
import { log } from "../log";

/** What an automatic move needs from the room. */
export type AutoHost = Pick<RoomHost, "ctx" | "sql" | "loaded" | "context">;

/**
 * Plays the due automatic move of `job`, if it still stands; true if it moved (or if a refused
 * order was cancelled: the seat's table changed).
 */
export function autoTurn(host: AutoHost, job: autoplay.AutoJob): boolean {
  const ctx = host.context();
  const due = autoplay.dueAutoMove(ctx, job, computerSeats(ctx));
  if (!due) return false;
  const loaded = host.loaded()!;
  const holder = seatHolder(ctx.seats, due.seat);
  const result = loaded.game.play(loaded.snapshot.state, due.seat, due.move);
  if (holder === null || !result.ok) {
    // An order whose move the game refused stands no more: the seat decides, and is told why.
    if (autoplay.orderOf(due.kind) !== null)
      autoplay.cancelOrder(host.sql, due.seat, due.kind, autoplay.REFUSED, ctx.now);
    log("error", "autoplay.refused", {
      game: loaded.meta.id,
      seat: due.seat,
      code: result.ok ? "room/no-holder" : result.error.code,
      check: "A move the room decided for a seat was not playable: a bug in its rule or engine.",
    });
    return autoplay.orderOf(due.kind) !== null;
  }
  const seq = loaded.snapshot.seq + 1;
  const move = { seat: due.seat, move: due.move, moveId: `auto-${seq}`, holder, at: ctx.now };
  commitMove(host.ctx.storage, host.sql, loaded, move, result.state);
  deadlines.playerBack(host.sql, due.seat);
  autoplay.writePlayed(host.sql, { seq, seat: due.seat, kind: due.kind, at: ctx.now });
  return true;
}
