/**
 * The room at one instant: the context its features read (kernel/context.ts), and its view for
 * tables: the data every table is built from (table.ts: the players, the last move's time, the
 * extras of extra.ts) and each reader's table, each built once and only when first needed.
 * After a change the same view serves every socket's push (broadcast.ts) and the HTTP answer,
 * so a move reads the room once for all of them and its answer is the table its sockets got.
 */
import type { Table } from "../../protocol";
import { now } from "../clock";
import type { Env } from "../env";
import type { RoomContext } from "../kernel/context";
import type { RoomSql } from "../kernel/room-sql";
import { readLedger } from "../kernel/ledger";
import { readSeats } from "../kernel/seats";
import { linkSettings } from "../kernel/settings";
import { lastMoveAt } from "../kernel/store";
import { tableExtra } from "./extra";
import type { Loaded } from "./records";
import { onlineSeats } from "./sockets";
import { tablesOf, type RoomData } from "./table";

/**
 * The room as its features see it now: the game as loaded, its seats and settings (links on
 * the configured public address), the seats online (but for `except`, a closing socket).
 */
export function contextOf(
  state: DurableObjectState,
  sql: RoomSql,
  env: Env,
  loaded: Loaded,
  except?: WebSocket,
): RoomContext {
  const { game, meta, snapshot } = loaded;
  const settings = linkSettings(sql, env);
  return {
    env,
    sql,
    game,
    meta,
    snapshot,
    seats: readSeats(sql),
    online: onlineSeats(state, except),
    settings,
    now: now(),
  };
}

/** The room at one instant, as tables show it. */
export interface View {
  readonly ctx: RoomContext;
  /** Everything the tables are built from (read the first time it is asked for). */
  data(): RoomData;
  /** The table as `reader` (a seat, or null for a spectator) sees it, built once. */
  table(reader: number | null): Table;
  /** Every reader's table has the spectators' common part (table.ts `tablesOf`). */
  readonly commonAlike: true;
}

/**
 * The view of the room as `source` holds it (its `online` seats are the ones tables show); a
 * function is asked for the context only when the view is first used.
 */
export function viewOf(source: RoomContext | (() => RoomContext)): View {
  let known = typeof source === "function" ? undefined : source;
  const context = () => (known ??= (source as () => RoomContext)());
  let data: RoomData | undefined;
  const view: View = {
    get ctx() {
      return context();
    },
    data: () => {
      const ctx = context();
      return (data ??= {
        game: ctx.game,
        meta: ctx.meta,
        snapshot: ctx.snapshot,
        seats: ctx.seats,
        online: ctx.online,
        updated: lastMoveAt(ctx.sql),
        moved: readLedger(ctx.sql).moved,
        extra: tableExtra(ctx),
      });
    },
    table: tablesOf(() => view.data()),
    commonAlike: true,
  };
  return view;
}
