/**
 * The kinds of automatic move a seat may ask for, behind one interface: each decides, from the
 * game as it stands, the move it would play for a seat now, or nothing. "forced" (the seat truly
 * has one choice, the engine's `forcedMove`) and the standing orders of every game ("order:…",
 * each the game's own `OrderKind`, deciding only on the seat's own view; orders.ts checks first
 * that nothing cancelled it).
 */
import { forcedMove, orderKind, type AnyGame } from "../../engine";
import type { SeatRule } from "./store";

/** One kind of automatic move. */
export interface AutoRule {
  /** Its name, stored with each move it played. */
  readonly kind: string;
  /** Whether a seat's rule of kind `kind` (as stored) is this one's. */
  owns(kind: string): boolean;
  /**
   * The move `rule` (a seat's, of a kind this one owns) plays for `seat` in `state` now, or
   * null. Pure: the same game, state and settings always give the same answer, so a planned
   * move is checked again when due.
   */
  decide(game: AnyGame, state: unknown, seat: number, rule: SeatRule): unknown;
}

/** "Play my forced moves": the one real choice, when the seat has exactly one. */
export const forcedRule: AutoRule = {
  kind: "forced",
  owns: (kind) => kind === "forced",
  decide: (game, state, seat) => forcedMove(game, state, seat),
};

/** How a standing order's kind is stored: "order:stand" for the game's order "stand". */
export const ORDER_PREFIX = "order:";

/** The stored kind of the game's order `kind`. */
export const orderRuleKind = (kind: string): string => ORDER_PREFIX + kind;

/** The game's order kind of a stored rule's kind ("order:stand" → "stand"), or null. */
export const orderOf = (stored: string): string | null =>
  stored.startsWith(ORDER_PREFIX) ? stored.slice(ORDER_PREFIX.length) : null;

/** A standing order: its kind's `decide`, on the seat's own view and nothing else. */
export const orderRule: AutoRule = {
  kind: "order",
  owns: (kind) => orderOf(kind) !== null,
  decide(game, state, seat, rule) {
    const kind = orderKind(game, orderOf(rule.kind)!);
    return kind ? kind.decide(game.view(state, seat), rule.config) : null;
  },
};

/** Every kind, in the order they are asked: the first that decides plays. */
export const AUTO_RULES: readonly AutoRule[] = [forcedRule, orderRule];

/** Where the game lists a stored order kind (its menu's order): asked in that order. */
function menuPlace(game: AnyGame, stored: string): number {
  const kind = orderOf(stored);
  return kind === null ? -1 : (game.orders ?? []).findIndex((k) => k.kind === kind);
}

/** The move `rules` (a seat's, on) play for `seat` now, and under which kind; or null. */
export function decide(
  game: AnyGame,
  state: unknown,
  seat: number,
  rules: readonly SeatRule[],
): { kind: string; move: unknown } | null {
  for (const rule of AUTO_RULES) {
    const mine = rules.filter((r) => r.seat === seat && rule.owns(r.kind));
    mine.sort((a, b) => menuPlace(game, a.kind) - menuPlace(game, b.kind));
    for (const r of mine) {
      const move = rule.decide(game, state, seat, r);
      if (move !== null) return { kind: r.kind, move };
    }
  }
  return null;
}
