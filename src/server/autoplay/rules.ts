/**
 * The kinds of automatic move a seat may ask for, behind one interface: each decides, from the
 * game as it stands, the move it would play for a seat now, or nothing. Today one kind,
 * "forced" (the seat truly has one choice, the engine's `forcedMove`); standing orders join
 * this list, each deciding only on the seat's own view.
 */
import { forcedMove, type AnyGame } from "../../engine";
import type { SeatRule } from "./store";

/** One kind of automatic move. */
export interface AutoRule {
  /** Its name, stored with a seat's rule and with each move it played. */
  readonly kind: string;
  /**
   * The move this rule plays for `seat` in `state` now, or null. Pure: the same game, state
   * and settings always give the same answer, so a planned move is checked again when due.
   */
  decide(game: AnyGame, state: unknown, seat: number, config: SeatRule["config"]): unknown;
}

/** "Play my forced moves": the one real choice, when the seat has exactly one. */
export const forcedRule: AutoRule = {
  kind: "forced",
  decide: (game, state, seat) => forcedMove(game, state, seat),
};

/** Every kind, in the order they are asked: the first that decides plays. */
export const AUTO_RULES: readonly AutoRule[] = [forcedRule];

/** The move `rules` (a seat's, on) play for `seat` now, and under which kind; or null. */
export function decide(
  game: AnyGame,
  state: unknown,
  seat: number,
  rules: readonly SeatRule[],
): { kind: string; move: unknown } | null {
  for (const rule of AUTO_RULES) {
    const mine = rules.find((r) => r.seat === seat && r.kind === rule.kind);
    if (!mine) continue;
    const move = rule.decide(game, state, seat, mine.config);
    if (move !== null) return { kind: rule.kind, move };
  }
  return null;
}
