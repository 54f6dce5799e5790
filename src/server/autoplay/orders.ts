/**
 * Standing orders in the room, for every game alike (the kinds are the engine's, each game's
 * `orders`): giving them, and checking them after every change, before anything is planned or
 * played: each order steps from the seat's view when it last stood to its view now
 * (`stepOrder`), and one a change cancelled is removed, its seat told why (its own table only).
 * Orders go with the end of the game.
 */
import { orderKind, parseOrderConfig, stepOrder } from "../../engine";
import type { OrderRequest, StandingOrder } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import type { RoomContext } from "../kernel/context";
import type { RoomSql } from "../kernel/room-sql";
import {
  dropCancelled,
  dropSeen,
  readCancelled,
  readSeen,
  writeCancelled,
  writeSeen,
  type Cancelled,
} from "./order-store";
import { orderOf, orderRuleKind } from "./rules";
import { readRules, writeRule } from "./store";

/** The reason code of an order whose automatic move the game refused. */
export const REFUSED = "refused";

/**
 * Replaces `seat`'s standing orders with `orders` (each checked against the game's menu), each
 * starting from the seat's view now; forgets its cancelled order.
 */
export function giveOrders(
  ctx: RoomContext,
  seat: number,
  orders: readonly OrderRequest[],
): RoomResult<null> {
  const parsed: StandingOrder[] = [];
  for (const o of orders) {
    const p = parseOrderConfig(ctx.game, o.kind, o.config ?? {});
    if (!p.ok) return fail("autoplay/unknown-order", p.message);
    if (parsed.some((q) => q.kind === o.kind))
      return fail("autoplay/unknown-order", `The order "${o.kind}" is given twice.`);
    parsed.push({ kind: o.kind, config: p.config });
  }
  for (const r of readRules(ctx.sql))
    if (r.seat === seat && orderOf(r.kind) !== null) writeRule(ctx.sql, r, false);
  dropSeen(ctx.sql, seat, null);
  dropCancelled(ctx.sql, seat);
  const view = JSON.stringify(ctx.game.view(ctx.snapshot.state, seat));
  for (const o of parsed) {
    const kind = orderRuleKind(o.kind);
    writeRule(ctx.sql, { seat, kind, config: o.config }, true);
    writeSeen(ctx.sql, seat, kind, view);
  }
  return ok(null);
}

/** Removes `seat`'s order of stored kind `kind` and tells the seat why (its own table). */
export function cancelOrder(sql: RoomSql, seat: number, kind: string, reason: string, at: number) {
  writeRule(sql, { seat, kind, config: {} }, false);
  dropSeen(sql, seat, kind);
  writeCancelled(sql, seat, { kind: orderOf(kind) ?? kind, reason, at });
}

/**
 * Checks every standing order against the game as it is now: a change that cancels one removes
 * it (its seat told why); the others remember the seat's view. At the game's end every order
 * goes. Run after every change, before the tables are built and anything is planned.
 */
export function reviewOrders(ctx: RoomContext): void {
  const rows = readRules(ctx.sql).filter((r) => orderOf(r.kind) !== null);
  if (rows.length === 0) return;
  const { game, snapshot } = ctx;
  const over = game.outcome(snapshot.state) !== null;
  const views = new Map<number, string>();
  for (const r of rows) {
    const kind = orderKind(game, orderOf(r.kind)!);
    if (over || !kind) {
      writeRule(ctx.sql, r, false);
      dropSeen(ctx.sql, r.seat, r.kind);
      continue;
    }
    let now = views.get(r.seat);
    if (now === undefined) {
      now = JSON.stringify(game.view(snapshot.state, r.seat));
      views.set(r.seat, now);
    }
    const seen = readSeen(ctx.sql, r.seat, r.kind);
    if (seen === now) continue; // nothing this seat can see changed
    const before = seen === null ? null : (JSON.parse(seen) as unknown);
    const step = stepOrder(kind, r.config, before, JSON.parse(now) as unknown);
    if (step.cancelled !== null) cancelOrder(ctx.sql, r.seat, r.kind, step.cancelled, ctx.now);
    else writeSeen(ctx.sql, r.seat, r.kind, now);
  }
}

/** The seat's standing orders, as its own table shows them, in the game's menu order. */
export function ordersOf(ctx: RoomContext, seat: number): StandingOrder[] {
  const menu = (ctx.game.orders ?? []).map((k) => k.kind);
  return readRules(ctx.sql)
    .filter((r) => r.seat === seat && orderOf(r.kind) !== null)
    .map((r) => ({ kind: orderOf(r.kind)!, config: r.config }))
    .sort((a, b) => menu.indexOf(a.kind) - menu.indexOf(b.kind));
}

/** The seat's latest cancelled order, while the game runs. */
export function cancelledOf(ctx: RoomContext, seat: number): Cancelled | null {
  return ctx.game.outcome(ctx.snapshot.state) === null ? readCancelled(ctx.sql, seat) : null;
}
