/**
 * Pushing tables to sockets: each authenticated socket gets the table as its own seat (or a
 * spectator) sees it, from the change's view (view.ts), which builds each seat's table once.
 *
 * Small pushes: the room remembers, in memory, the last table it pushed to each seat
 * and its `rev`; a socket's attachment remembers the `rev` it last got. A socket holding the
 * previous table gets a patch (src/patch.ts) built once per seat from that seat's own two
 * tables, so it can hold nothing another seat's table has. Any other socket (new, reconnected,
 * or after the room was evicted and forgot its tables) gets the whole table once.
 */
import type { Table } from "../../protocol";
import { encodeJSON } from "../../engine";
import { diffJson } from "../../patch";
import { attachmentOf, authedSockets, holderMark } from "./sockets";
import type { SeatRecord } from "../kernel/seats";
import { fanOut, listRelays } from "../relay/list";
import type { RelayPush } from "../relay/messages";
import type { View } from "./view";

/** Each seat's current holder mark (null for a free or computer seat). */
export function holders(seats: readonly SeatRecord[]): Map<number, string | null> {
  return new Map(seats.map((s) => [s.seat, s.computer ? null : holderMark(s.tokenHash)]));
}

/** The last table pushed to a seat (null: spectators), and its rev. */
interface Pushed {
  rev: string;
  table: Table;
}

/** What each room last pushed, by seat; lost with the room's memory, which is fine. */
const lastPushed = new WeakMap<DurableObjectState, Map<number | null, Pushed>>();

/** Revs differ between two lives of a room, so a socket's old rev never matches a new table. */
const life = Math.random().toString(36).slice(2, 6).padEnd(4, "0");
let counter = 0;

/** What a seat's sockets are sent in one push. */
interface Out {
  /** The push's number in this isolate's life (relays ignore older pushes). */
  n: number;
  /** The rev of the table before this push: sockets holding it get the patch. */
  base: string | null;
  rev: string;
  /** The whole table's message, encoded the first time a socket needs it. */
  full(): string;
  /** null when there is no previous table, or the patch would not be smaller. */
  patch: string | null;
}

/**
 * The messages of one seat's push, and the seat's table remembered for the next. The table is
 * remembered as built: `diffJson` reads it as JSON would, and the events both tables share
 * (the engine freezes them once) compare by identity. The whole table is encoded only for a
 * socket that holds no previous table (new, reconnected), and the patch is kept only when it
 * is the smaller message, so the common push costs a diff and a short encoding.
 */
function messagesFor(pushed: Map<number | null, Pushed>, seat: number | null, table: Table): Out {
  const before = pushed.get(seat) ?? null;
  const n = ++counter;
  const rev = `${life}${n.toString(36)}`;
  let text: string | undefined;
  // encodeJSON: the event log every table shares is encoded once, not once per reader.
  const full = () => (text ??= encodeJSON({ type: "table", table, rev }));
  let patch: string | null = null;
  if (before) {
    const ops = diffJson(before.table, table);
    const p = JSON.stringify({ type: "patch", rev, base: before.rev, ops });
    // A patch that carries most of the table (a new set dealt) is no gain: compare (a patch
    // under 512 characters is always the smaller; the smallest table is several times that).
    if (p.length < 512 || p.length < full().length) patch = p;
  }
  pushed.set(seat, { rev, table });
  return { n, base: before?.rev ?? null, rev, full, patch };
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
export function broadcastTables(ctx: DurableObjectState, view: View, except?: WebSocket): void {
  const sockets = authedSockets(ctx, except);
  // The audience's relays (../relay) get the spectators' push once each.
  const relays = listRelays(ctx.storage.sql);
  if (sockets.length === 0 && relays.length === 0) return;
  const marks = holders(view.ctx.seats);
  const pushed = pushedOf(ctx);
  const outs = new Map<number | null, Out>();
  for (const { ws, seat, holder } of sockets) {
    // Belt and braces: handOver closes such sockets; none may ever get a seat's view.
    if (seat !== null && marks.get(seat) !== holder) continue;
    let out = outs.get(seat);
    if (out === undefined) {
      out = messagesFor(pushed, seat, view.table(seat));
      outs.set(seat, out);
    }
    const a = attachmentOf(ws);
    const patch = out.patch !== null && a.rev !== undefined && a.rev === out.base;
    try {
      ws.send(patch ? out.patch! : out.full());
      ws.serializeAttachment({ ...a, rev: out.rev });
    } catch {
      // Closed meanwhile.
    }
  }
  if (relays.length === 0) return;
  const out = outs.get(null) ?? messagesFor(pushed, null, view.table(null));
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
  return { life, n: out.n, rev: out.rev, base: out.base, patch: out.patch, full: out.full() };
}

/**
 * The spectators' table now as a push of its own (a new rev), for a relay that joins or lost
 * its memory: sockets here holding the previous rev get the whole table next time.
 */
export function spectatorSnapshot(ctx: DurableObjectState, view: View): RelayPush {
  const out = messagesFor(pushedOf(ctx), null, view.table(null));
  return { ...relayPush(out), base: null, patch: null };
}
