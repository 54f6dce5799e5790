/**
 * Mazzo's standing order (../../core/orders.ts), deciding on the seat's own view: "believe
 * every denial while I lead on loot". It ends when the seat loses the lead it was given for.
 */
import * as v from "valibot";
import type { OrderKind } from "../../core/orders";
import type { MazzoMove, MazzoView } from "./types";

/** Whether the reader has more loot than the opponent. */
function leads(view: MazzoView): boolean {
  const me = view.you;
  if (me === null) return false;
  return view.seats[me as 0 | 1].loot.length > view.seats[me === 0 ? 1 : 0].loot.length;
}

/** "Believe every denial while I lead on loot": the judge's answer, while ahead. */
export const believeOrder: OrderKind<MazzoView, MazzoMove, Record<string, never>> = {
  kind: "believe",
  config: v.strictObject({}),
  fields: [],
  stops: ["lead-lost"],
  decide(view) {
    const me = view.you;
    if (me === null || view.phase !== "judge" || !view.toAct.includes(me)) return null;
    return leads(view) ? { type: "believe" } : null;
  },
  cancels(before, after) {
    return leads(before) && !leads(after) ? "lead-lost" : null;
  },
};

/** Mazzo's orders. */
export const orders = [believeOrder] as const;
