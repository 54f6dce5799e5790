/**
 * The checks every move passes before it is written: a retried
 * move id answers the table again, or is refused if it named another move or came from the
 * seat's previous holder; a move for an old `seq` gets the current table; then the engine
 * judges the move itself. Reads only: the room writes what a legal move produced.
 */
import type { RoomSql } from "../kernel/room-sql";
import type { Table } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { readLedger, recentMove } from "../kernel/ledger";
import { storedMove, type Loaded, type MoveRequest } from "./records";

/** Either the answer (nothing to write), or the state the move leads to and who made it. */
export type Verdict = { done: RoomResult<Table> } | { next: unknown; holder: string | null };

/**
 * Judges `seat`'s move `request` against the loaded game.
 * @param holder the holder mark of the token the move came with (access.ts)
 * @param table the seat's current table (built only when an answer needs it)
 */
export function judgeMove(
  sql: RoomSql,
  loaded: Loaded,
  seat: number,
  holder: string | null,
  request: MoveRequest,
  table: () => Table,
): Verdict {
  const { game, snapshot } = loaded;
  const earlier = recentMove(readLedger(sql), seat, request.moveId);
  if (earlier) {
    if (earlier.holder !== null && earlier.holder !== holder)
      return {
        done: fail(
          "room/move-id-reused",
          "This move id was used by this seat's previous player: send your move with a new id.",
        ),
      };
    if (earlier.move !== JSON.stringify(storedMove(game, request.move)))
      return {
        done: fail(
          "room/move-id-reused",
          "This move id was already used for another move: send a new move with a new id.",
        ),
      };
    return { done: ok(table()) };
  }
  if (request.seq !== snapshot.seq)
    return {
      done: fail("room/stale-move", "The game has moved on; here is the current table.", {
        table: table(),
      }),
    };
  const result = game.play(snapshot.state, seat, request.move);
  if (!result.ok)
    return {
      done: {
        ok: false,
        error: { code: result.error.code, message: result.error.message, status: 422 },
      },
    };
  return { next: result.state, holder };
}
