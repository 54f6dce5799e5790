/**
 * Pushing tables to sockets: each authenticated socket gets the table as its own seat (or a
 * spectator) sees it, built once per seat. Moved out of game-room.ts.
 */
import { encodeJSON } from "../../engine";
import { authedSockets, holderMark } from "./sockets";
import type { SeatRecord } from "./seats";
import { tableFor, type RoomData } from "./table";

/** Each seat's current holder mark (null for a free or computer seat). */
export function holders(seats: readonly SeatRecord[]): Map<number, string | null> {
  return new Map(seats.map((s) => [s.seat, s.computer ? null : holderMark(s.tokenHash)]));
}

/** Sends every authenticated socket but `except` its own table built from `data`. */
export function broadcastTables(ctx: DurableObjectState, data: RoomData, except?: WebSocket): void {
  const sockets = authedSockets(ctx, except);
  if (sockets.length === 0) return;
  const marks = holders(data.seats);
  const cache = new Map<number | null, string>();
  for (const { ws, seat, holder } of sockets) {
    // Belt and braces: handOver closes such sockets; none may ever get a seat's view.
    if (seat !== null && marks.get(seat) !== holder) continue;
    let text = cache.get(seat);
    if (text === undefined) {
      // encodeJSON: the event log every table shares is encoded once, not once per reader.
      text = encodeJSON({ type: "table", table: tableFor(data, seat) });
      cache.set(seat, text);
    }
    try {
      ws.send(text);
    } catch {
      // Closed meanwhile.
    }
  }
}
