/**
 * Pushing tables to sockets: each authenticated socket gets the table as its own seat (or a
 * spectator) sees it, from the change's view (view.ts), whose readers' views the engine encodes
 * at once.
 *
 * Small pushes: the room remembers, in memory, the text of the last table message it pushed to
 * each seat and its `rev`; a socket's attachment remembers the `rev` it last got. A socket
 * holding the previous table, whose page said in its hello that it applies edits, gets a patch
 * (push.ts, src/patch.ts) made once per seat from that seat's own two texts, so it can hold
 * nothing another seat's table has. Any other socket (new, reconnected, an older page, or after
 * the room was evicted and forgot its tables) gets the whole table.
 */
import { attachmentOf, authedSockets, holderMark } from "./sockets";
import type { SeatRecord } from "../kernel/seats";
import { fanOut, listRelays } from "../relay/list";
import type { RelayPush } from "../relay/messages";
import { life, pushFor, type Out, type PushRound, type Pushed } from "./push";
import type { View } from "./view";

/** Each seat's current holder mark (null for a free or computer seat). */
export function holders(seats: readonly SeatRecord[]): Map<number, string | null> {
  return new Map(seats.map((s) => [s.seat, s.computer ? null : holderMark(s.tokenHash)]));
}

/** What each room last pushed, by seat (null: spectators); lost with the room's memory. */
const lastPushed = new WeakMap<DurableObjectState, Map<number | null, Pushed>>();

/**
 * Sends `message` (already encoded) to every authenticated socket whose reader `may` have it
 * (a seat, or null for a spectator), through the same holder check as the tables: table talk.
 */
export function broadcastTo(
  ctx: DurableObjectState,
  seats: readonly SeatRecord[],
  may: (reader: number | null) => boolean,
  message: string,
): void {
  const marks = holders(seats);
  for (const { ws, seat, holder } of authedSockets(ctx)) {
    if (seat !== null && marks.get(seat) !== holder) continue;
    if (!may(seat)) continue;
    try {
      ws.send(message);
    } catch {
      // Closed meanwhile.
    }
  }
}

/** Sends every authenticated socket but `except` its own table (or patch) from `view`. */
export function broadcastTables(ctx: DurableObjectState, view: View, except?: WebSocket): void {
  const sockets = authedSockets(ctx, except);
  // The audience's relays (../relay) get the spectators' push once each.
  const relays = listRelays(ctx.storage.sql);
  if (sockets.length === 0 && relays.length === 0) return;
  const marks = holders(view.ctx.seats);
  const pushed = pushedOf(ctx);
  const outs = new Map<number | null, Out>();
  const round: PushRound = {};
  // The spectators' patch, when anyone watches, is made first: it guides the seats' (its
  // changes are every reader's; a seat's own come on top).
  if (relays.length > 0 || sockets.some((s) => s.seat === null))
    outs.set(null, pushFor(pushed, null, view, round));
  for (const { ws, seat, holder } of sockets) {
    // Belt and braces: handOver closes such sockets; none may ever get a seat's view.
    if (seat !== null && marks.get(seat) !== holder) continue;
    let out = outs.get(seat);
    if (out === undefined) {
      out = pushFor(pushed, seat, view, round);
      outs.set(seat, out);
    }
    const a = attachmentOf(ws);
    const patch =
      out.patch !== null && a.edits === true && a.rev !== undefined && a.rev === out.base;
    try {
      ws.send(patch ? out.patch! : out.full);
      ws.serializeAttachment({ ...a, rev: out.rev });
    } catch {
      // Closed meanwhile.
    }
  }
  if (relays.length === 0) return;
  const out = outs.get(null) ?? pushFor(pushed, null, view, round);
  fanOut(view.ctx.env, ctx.storage.sql, relays, relayPush(out));
}

/** Forgets what a room pushed, as an eviction from memory does (tests). */
export function forgetPushed(ctx: DurableObjectState): void {
  lastPushed.delete(ctx);
}

/** What a room last pushed, by seat (made on first use). */
function pushedOf(ctx: DurableObjectState): Map<number | null, Pushed> {
  let pushed = lastPushed.get(ctx);
  if (!pushed) lastPushed.set(ctx, (pushed = new Map()));
  return pushed;
}

/** A spectator push as a relay gets it: the same bytes a spectator socket here would get. */
function relayPush(out: Out): RelayPush {
  return { life, n: out.n, rev: out.rev, base: out.base, patch: out.patch, full: out.full };
}

/**
 * The spectators' table now as a push of its own (a new rev), for a relay that joins or lost
 * its memory: sockets here holding the previous rev get the whole table next time.
 */
export function spectatorSnapshot(ctx: DurableObjectState, view: View): RelayPush {
  const out = pushFor(pushedOf(ctx), null, view);
  return { ...relayPush(out), base: null, patch: null };
}
