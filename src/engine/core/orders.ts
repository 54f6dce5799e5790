/**
 * Standing orders: a seat's "take my turn when…", a short menu per game. Each kind is data and
 * two pure functions of the seat's own view (never the state, so an order can only act on what
 * its seat may see): `decide`, the move it plays now or nothing, and `cancels`, whether what
 * changed between two of the seat's views ends it (with a reason the seat is told). A game
 * lists its kinds in its definition (`Game.orders`); the room runs them for every game alike
 * (src/server/autoplay/), and `stepOrder` is the one way any caller (room, bench, tests) runs
 * an order between two views, so all of them stop it at the same moment.
 */
import * as v from "valibot";

/** A number a person sets in the menu (Pazaak's "stand at N"): its bounds; absent: a default. */
export interface OrderField {
  key: string;
  min: number;
  max: number;
}

/**
 * One kind of standing order. V: the game's view, M: its move, C: the settings.
 */
export interface OrderKind<V = unknown, M = unknown, C = Record<string, unknown>> {
  /** Its name, unique within the game ("stand", "lowest-trump"). */
  readonly kind: string;
  /** Its settings: a strict object; parsing `{}` gives the defaults. */
  readonly config: v.GenericSchema<unknown, C>;
  /** The settings a person may set, for the menu. */
  readonly fields: readonly OrderField[];
  /** Every reason code `cancels` may answer, for the menu's "stops when…". */
  readonly stops: readonly string[];
  /** The move to play for the view's seat now, or null (the seat decides itself). Pure. */
  decide(view: V, config: C): M | null;
  /**
   * Why the change from `before` to `after` (the same seat's views) ends the order, as a
   * reason code of `stops`, or null when it stands. Pure.
   */
  cancels(before: V, after: V, config: C): string | null;
}

/** An order kind with its types erased, for generic callers (the room, the bench, tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOrderKind = OrderKind<any, any, any>;

/** What a game with orders has (`Game.orders`). */
export interface HasOrders {
  readonly orders?: readonly AnyOrderKind[];
}

/** The kind `kind` of a game's orders, or undefined. */
export function orderKind(game: HasOrders, kind: string): AnyOrderKind | undefined {
  return game.orders?.find((k) => k.kind === kind);
}

/**
 * The settings of an order of `kind` parsed from unchecked input, or a sentence saying what is
 * wrong (an unknown kind, a setting out of bounds).
 */
export function parseOrderConfig(
  game: HasOrders & { title: string },
  kind: string,
  config: unknown,
): { ok: true; config: Record<string, unknown> } | { ok: false; message: string } {
  const k = orderKind(game, kind);
  if (!k) {
    const known = (game.orders ?? []).map((o) => o.kind).join(", ") || "none";
    return { ok: false, message: `${game.title} has no order "${kind}" (its orders: ${known}).` };
  }
  const parsed = v.safeParse(k.config, config ?? {});
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, message: `The order "${kind}": ${issue.message}` };
  }
  return { ok: true, config: parsed.output as Record<string, unknown> };
}

/** What an order does at one step: ends (and why), or stands and plays `move` (or nothing). */
export type OrderStep = { cancelled: string } | { cancelled: null; move: unknown };

/**
 * One step of a standing order, from the view its seat had when the order last stood
 * (`before`, null right after it was given) to the view it has now: first whether the change
 * cancels it, and only when it stands, the move it decides. So an order never plays after one
 * of its stop conditions: the room, the bench and the tests all step orders through here.
 */
export function stepOrder(
  kind: AnyOrderKind,
  config: unknown,
  before: unknown,
  now: unknown,
): OrderStep {
  if (before !== null) {
    const reason = kind.cancels(before, now, config);
    if (reason !== null) return { cancelled: reason };
  }
  return { cancelled: null, move: kind.decide(now, config) };
}
