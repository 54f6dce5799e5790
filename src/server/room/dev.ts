/**
 * The room's development probes (issue 16), alive only when DEV_BENCH is "on": a round trip
 * that does nothing and one that writes a single SQLite row (the floors a move is compared with
 * in `npm run bench:server`), and the SQLite row counts of meter.ts. `instrumentRoom` wraps the
 * room's entry points so the meter knows which operation each statement belongs to; without a
 * meter the wrappers call straight through.
 */
import { meterOf, type MeterReport } from "./meter";

/** What `GameRoom.dev` can be asked. */
export type DevOp = "noop" | "write" | "meter" | "meter-reset";

/** Entry points counted as one operation each (by their own name). */
const ASYNC_ENTRIES = [
  "create",
  "claim",
  "table",
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
] as const;

/** Pushes, counted apart from the operation that caused them. */
const SYNC_ENTRIES = ["broadcast"] as const;

const probed = new WeakSet<DurableObjectState>();

/** Answers a development probe (the route has already checked DEV_BENCH). */
export function devProbe(ctx: DurableObjectState, op: DevOp): number | MeterReport | null {
  if (op === "noop") return 0;
  if (op === "write") {
    const sql = ctx.storage.sql;
    if (!probed.has(ctx)) {
      sql.exec("CREATE TABLE IF NOT EXISTS dev_probe (id INTEGER PRIMARY KEY, n INTEGER)");
      probed.add(ctx);
    }
    sql.exec("INSERT OR REPLACE INTO dev_probe (id, n) VALUES (0, ?)", Date.now());
    return 1;
  }
  return meterOf(ctx)?.report(op === "meter-reset") ?? null;
}

type Room = { ctx: DurableObjectState } & Record<string, unknown>;
type Method = (this: Room, ...args: unknown[]) => unknown;

/** Wraps the entry points of the room class so each is metered when the room has a meter. */
export function instrumentRoom(room: { prototype: object }): void {
  const proto = room.prototype as Record<string, Method>;
  for (const name of ASYNC_ENTRIES) {
    const inner = proto[name];
    if (!inner) continue;
    proto[name] = function (this: Room, ...args: unknown[]) {
      const meter = meterOf(this.ctx);
      return meter ? meter.around(name, () => inner.apply(this, args)) : inner.apply(this, args);
    };
  }
  for (const name of SYNC_ENTRIES) {
    const inner = proto[name];
    if (!inner) continue;
    proto[name] = function (this: Room, ...args: unknown[]) {
      const meter = meterOf(this.ctx);
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
