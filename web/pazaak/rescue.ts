/**
 * The card that saves a turn over 20 (rules/pazaak.md §6: a player over 20 after the draw may
 * still play one side card): each legal play is tried on a copy of the boards with the engine's
 * own board arithmetic, and the one that lands closest to 20 without passing it is offered.
 */
import { boardTotal, copyBoard, placeSide } from "../../src/engine/games/pazaak/board";
import { TARGET } from "../../src/engine/games/pazaak/cards";
import type {
  BoardCard,
  PazaakMove,
  PazaakOptions,
  SideCardId,
} from "../../src/engine/games/pazaak/types";

/** A play that brings the total back to 20 or under, and the total it gives. */
export interface Rescue {
  move: Extract<PazaakMove, { type: "play" }>;
  /** The value the card lands with (its sign chosen; a flip's 0, a double's copy). */
  value: number;
  total: number;
}

/** The options placing a card reads; the rules' defaults when the table does not say. */
const DEFAULTS = { flipDirection: "toggle", doubleMode: "linked", flipScope: "own" } as const;

/**
 * The best legal play that brings `own` back to 20 or under, or null when none does.
 * @param own the reader's board; @param other the opponent's (a flip may act on both)
 */
export function rescue(
  own: readonly BoardCard[],
  other: readonly BoardCard[],
  legal: readonly PazaakMove[],
  options?: Partial<PazaakOptions>,
): Rescue | null {
  let best: Rescue | null = null;
  for (const move of legal) {
    if (move.type !== "play") continue;
    const mine = copyBoard(own);
    const placed = placeSide(mine, copyBoard(other), move.card as SideCardId, move.value, {
      ...DEFAULTS,
      ...options,
    });
    const total = boardTotal(mine);
    if (total <= TARGET && (!best || total > best.total))
      best = { move, value: placed.value, total };
  }
  return best;
}
