/**
 * Pazaak's standing orders (../../core/orders.ts), each deciding on the seat's own view:
 * "stand at N or more unless the opponent stands higher" (N: the table's advice when not set)
 * and "keep my side cards until I am over 20" (end the turn without a card while standing is
 * not advised). Both end with the set, and the stand order when the opponent plays a side card
 * (a new card changes the sums it was set for).
 */
import * as v from "valibot";
import type { Seat } from "../../core/game";
import type { OrderKind } from "../../core/orders";
import { standAdvised } from "./advice";
import { TARGET, isTableCard } from "./cards";
import type { PazaakMove, PazaakView, SeatView } from "./types";

/** The reader's own seat and the opponent's, while it is the reader's turn in play; else null. */
function myTurn(view: PazaakView): { me: SeatView; opp: SeatView; seat: Seat } | null {
  const seat = view.you;
  if (seat === null || view.phase !== "playing" || view.active !== seat) return null;
  return { me: view.seats[seat as 0 | 1], opp: view.seats[seat === 0 ? 1 : 0], seat };
}

/** Side cards on the opponent's board: a new one is a card the order was not set for. */
function oppSideCards(view: PazaakView): number {
  if (view.you === null) return 0;
  return view.seats[view.you === 0 ? 1 : 0].board.filter((c) => !isTableCard(c.card)).length;
}

/** The set ended: a new one began (the match's end ends every order anyway). */
function setEnded(before: PazaakView, after: PazaakView): boolean {
  return after.set !== before.set;
}

const StandConfig = v.strictObject({
  at: v.optional(
    v.pipe(
      v.number("at: a total from 12 to 20."),
      v.integer("at: a whole number."),
      v.minValue(12, "at: 12 or more."),
      v.maxValue(TARGET, "at: 20 or less."),
    ),
  ),
});

/** "Stand at N or more unless the opponent stands higher"; without N, when the advice says so. */
export const standOrder: OrderKind<PazaakView, PazaakMove, v.InferOutput<typeof StandConfig>> = {
  kind: "stand",
  config: StandConfig,
  fields: [{ key: "at", min: 12, max: TARGET }],
  stops: ["set-ended", "opponent-card"],
  decide(view, config) {
    const turn = myTurn(view);
    if (turn === null || turn.me.stood) return null;
    const { me, opp, seat } = turn;
    if (config.at === undefined) return standAdvised(view, seat) ? { type: "stand" } : null;
    if (me.total > TARGET || me.total < config.at) return null;
    if (opp.stood && opp.total <= TARGET && opp.total > me.total) return null;
    return { type: "stand" };
  },
  cancels(before, after) {
    if (setEnded(before, after)) return "set-ended";
    return oppSideCards(after) > oppSideCards(before) ? "opponent-card" : null;
  },
};

const KeepConfig = v.strictObject({});

/**
 * "Keep my side cards until I am over 20": end the turn without a card while the total is 20
 * or less and standing is not advised; over 20 the order is done (a card may save the set).
 */
export const keepOrder: OrderKind<PazaakView, PazaakMove, v.InferOutput<typeof KeepConfig>> = {
  kind: "keep",
  config: KeepConfig,
  fields: [],
  stops: ["set-ended", "over-20"],
  decide(view) {
    const turn = myTurn(view);
    if (turn === null || turn.me.stood || turn.me.total > TARGET) return null;
    return standAdvised(view, turn.seat) ? null : { type: "endTurn" };
  },
  cancels(before, after) {
    if (setEnded(before, after)) return "set-ended";
    const seat = after.you;
    if (seat === null) return null;
    return after.seats[seat as 0 | 1].total > TARGET ? "over-20" : null;
  },
};

/** Pazaak's orders, in the order they are asked. */
export const orders = [standOrder, keepOrder] as const;
