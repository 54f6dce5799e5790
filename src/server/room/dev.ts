/**
 * The room's development probes, alive only when DEV_BENCH is "on": a round trip
 * that does nothing and one that writes a single SQLite row (the floors a move is compared with
 * in `npm run bench:server`), and the SQLite row counts of meter.ts. `instrumentRoom` wraps the
 * room's entry points so the meter knows which operation each statement belongs to; without a
 * meter the wrappers call straight through.
 */
import { oneTable, type RoomSql } from "../kernel/room-sql";
import { listRelays } from "../relay/list";
import type { Meter, MeterReport } from "./meter";
import { authedSockets } from "./sockets";

/** Who a push reaches from the room: its own sockets, and the relays (one message each). */
export interface Fanout {
  sockets: number;
  relays: number;
}

/** What `GameRoom.dev` can be asked. */
export type DevOp = "noop" | "write" | "meter" | "meter-reset" | "pad" | "forget" | "fanout";

/** Entry points counted as one operation each (by their own name). */
const ASYNC_ENTRIES = [
  "create",
  "claim",
  "table",
  "tableText",
  "move",
  "log",
  "rematch",
  "joinRematch",
  "reissueInvite",
  "replaceSeat",
  "setMail",
  "removeMail",
  "holiday",
  "resign",
  "absent",
  "alarm",
  "fetch",
  "webSocketMessage",
  "webSocketClose",
  "relayJoin",
] as const;

/** Pushes, counted apart from the operation that caused them. */
const SYNC_ENTRIES = ["broadcast"] as const;

/** The write probe's one-row table, made by its first write. */
const DEV_PROBE = oneTable("dev_probe", "id INTEGER PRIMARY KEY, n INTEGER");

/**
 * Answers a development probe (the route has already checked DEV_BENCH). `pad` lengthens the
 * log by `n` entries below the real ones (copies of its first move at seq 0, -1, -2 …, so the
 * snapshot and the real moves stay as they are): a long history without playing it. `forget`
 * drops the game from memory (`forget` of the room), so the next request loads it again.
 */
export function devProbe(
  ctx: DurableObjectState,
  sql: RoomSql,
  meter: Meter | null,
  op: DevOp,
  n: number,
  forget: () => void,
): number | MeterReport | Fanout | null {
  if (op === "noop") return 0;
  if (op === "fanout")
    return { sockets: authedSockets(ctx).length, relays: listRelays(sql).length };
  if (op === "forget") {
    forget();
    return 0;
  }
  if (op === "pad") {
    const low = sql
      .exec<{ low: number }>("SELECT coalesce(min(seq), 1) AS low FROM moves")
      .one().low;
    ctx.storage.transactionSync(() => {
      for (let i = 1; i <= n; i++)
        sql.exec(
          `INSERT INTO moves (seq, seat, move, move_id, result, at)
           SELECT ?, seat, move, ?, result, at FROM moves ORDER BY seq DESC LIMIT 1`,
          low - i,
          `pad-${low - i}`,
        );
    });
    return n;
  }
  if (op === "write") {
    sql.write(DEV_PROBE, "INSERT OR REPLACE INTO dev_probe (id, n) VALUES (0, ?)", Date.now());
    return 1;
  }
  return meter?.report(op === "meter-reset") ?? null;
}

type Room = { meter: Meter | null } & Record<string, unknown>;
type Method = (this: Room, ...args: unknown[]) => unknown;

/** Wraps the entry points of the room class so each is metered when the room has a meter. */
export function instrumentRoom(room: { prototype: object }): void {
  const proto = room.prototype as Record<string, Method>;
  for (const name of ASYNC_ENTRIES) {
    const inner = proto[name];
    if (!inner) continue;
    proto[name] = function (this: Room, ...args: unknown[]) {
      const meter = this.meter;
      return meter ? meter.around(name, () => inner.apply(this, args)) : inner.apply(this, args);
    };
  }
  for (const name of SYNC_ENTRIES) {
    const inner = proto[name];
    if (!inner) continue;
    proto[name] = function (this: Room, ...args: unknown[]) {
      const meter = this.meter;
      if (!meter) return inner.apply(this, args);
      meter.begin("push");
      try {
        return inner.apply(this, args);
      } finally {
        meter.end();
      }
    };
  }
}
