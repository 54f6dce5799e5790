/**
 * MazzelTof's standing order (../../core/orders.ts), deciding on the seat's own view: "when
 * nothing fits, lay my lowest card open" (the turn's pass, when no card the seat may play fits
 * any pile). It ends when the red pawn is put on the seat, or when its team's endgame begins.
 */
import * as v from "valibot";
import type { OrderKind } from "../../core/orders";
import { LOWEST, SLOTS, cardInfo } from "./cards";
import { fits } from "./piles";
import { partnerOf, teamOf } from "./table";
import type { CardId, MazzelTofMove, MazzelTofView } from "./types";

/** Whether any of `cards` goes onto any pile now (a wild starting a slot as its lowest rank). */
function anyFits(view: MazzelTofView, cards: readonly CardId[]): boolean {
  return cards.some((card) =>
    SLOTS.some(
      (slot, i) =>
        fits(view.piles[i] ?? null, slot, card) || fits(view.piles[i] ?? null, slot, card, LOWEST),
    ),
  );
}

/** "When nothing fits, lay my lowest card open." */
export const lowestOpenOrder: OrderKind<MazzelTofView, MazzelTofMove, Record<string, never>> = {
  kind: "lowest-open",
  config: v.strictObject({}),
  fields: [],
  stops: ["pawn", "endgame"],
  decide(view) {
    const p = view.active;
    if (view.phase !== "play" || p === null || !view.yourPositions.includes(p)) return null;
    const me = view.positions[p];
    const team = view.teams[teamOf(p)];
    if (!me || team.phase !== "main" || view.turn.jokerDue) return null;
    const hand = me.hand ?? [];
    // An empty hand draws or ends its turn; a sixth card would go face down, not open.
    if (hand.length === 0 || (team.openLimit !== null && me.open.length >= team.openLimit))
      return null;
    const partner = partnerOf(view.positions.length, p);
    const open =
      partner === null ? me.open : [...me.open, ...(view.positions[partner]?.open ?? [])];
    if (anyFits(view, [...hand, ...open])) return null;
    const lowest = [...hand].sort(
      (a, b) => cardInfo(a).rank - cardInfo(b).rank || (a < b ? -1 : 1),
    )[0]!;
    return { type: "pass", card: lowest };
  },
  cancels(before, after) {
    for (const p of after.yourPositions) {
      if (after.positions[p]?.mustSkip && !before.positions[p]?.mustSkip) return "pawn";
      const team = teamOf(p);
      if (after.teams[team].phase === "endgame" && before.teams[team].phase !== "endgame")
        return "endgame";
    }
    return null;
  },
};

/** MazzelTof's orders. */
export const orders = [lowestOpenOrder] as const;
