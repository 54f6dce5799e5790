/**
 * Pushing tables to sockets: each authenticated socket gets the table as its own seat (or a
 * spectator) sees it, from the change's view (view.ts), whose readers' views the engine encodes
 * at once.
 *
 * Small pushes: tables travel as a stream (push.ts, src/table-stream.ts): without the log, whose
 * new events travel beside them once per change, and without what the page already holds. The
 * room remembers, in memory, the text of the last table form it pushed to each seat and its
 * `rev`; a socket's attachment remembers the `rev` it last got. A socket holding the previous
 * table, whose page said in its hello that it takes the stream (`edits: 5`), gets a patch made
 * once per seat from that seat's own two texts, so it can hold nothing another seat's table has.
 * Any other such socket (new, reconnected, or after the room was evicted and forgot its tables)
 * gets the whole table and recent log; a page of an older version gets whole tables with their
 * events.
 */
import { attachmentOf, authedSockets, holderMark } from "./sockets";
import type { SeatRecord } from "../kernel/seats";
import { fanOut, listRelays } from "../relay/list";
import type { RelayPush } from "../relay/messages";
import { life, pushFor, tableMessage, type Out, type PushRound, type Pushed } from "./push";
import type { View } from "./view";

/** Each seat's current holder mark (null for a free or computer seat). */
export function holders(seats: readonly SeatRecord[]): Map<number, string | null> {
  return new Map(seats.map((s) => [s.seat, s.computer ? null : holderMark(s.tokenHash)]));
}

/**
 * What the room last pushed, by reader (a seat; null: spectators), and each relay's chain of
 * pushes (relay/list.ts `fanOut`): owned by the room instance (GameRoom), lost with its memory.
 */
export class Pushes {
  readonly last = new Map<number | null, Pushed>();
  readonly relayChains = new Map<string, Promise<void>>();

  /** Forgets what was pushed, as an eviction from memory does: the next pushes are whole. */
  forget(): void {
    this.last.clear();
  }
}

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
export function broadcastTables(
  ctx: DurableObjectState,
  pushes: Pushes,
  view: View,
  except?: WebSocket,
): void {
  const sockets = authedSockets(ctx, except);
  // The audience's relays (../relay) get the spectators' push once each.
  const relays = listRelays(view.ctx.sql);
  if (sockets.length === 0 && relays.length === 0) return;
  const marks = holders(view.ctx.seats);
  const pushed = pushes.last;
  const outs = new Map<number | null, Out>();
  /** Whole tables with their events, for pages from before the stream. */
  const legacy = new Map<number | null, string>();
  const round: PushRound = {};
  // The spectators' push, when anyone watches here or on a relay, is made first.
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
    try {
      if (a.edits === true) {
        const patch = out.patch !== null && a.rev !== undefined && a.rev === out.base;
        ws.send(patch ? out.patch! : out.full());
        ws.serializeAttachment({ ...a, rev: out.rev });
      } else {
        let text = legacy.get(seat);
        if (text === undefined) legacy.set(seat, (text = tableMessage(view, seat)));
        ws.send(text);
      }
    } catch {
      // Closed meanwhile.
    }
  }
  if (relays.length === 0) return;
  const out = outs.get(null) ?? pushFor(pushed, null, view, round);
  fanOut(view.ctx.env, view.ctx.sql, pushes.relayChains, relays, relayPush(out));
}

/** A spectator push as a relay gets it: the same bytes a spectator socket here would get. */
function relayPush(out: Out): RelayPush {
  return { life, n: out.n, rev: out.rev, base: out.base, patch: out.patch, full: out.full() };
}

/**
 * The spectators' table now as a push of its own (a new rev), for a relay that joins or lost
 * its memory: sockets here holding the previous rev get the whole table next time.
 */
export function spectatorSnapshot(pushes: Pushes, view: View): RelayPush {
  const out = pushFor(pushes.last, null, view);
  return { ...relayPush(out), base: null, patch: null };
}
