/**
 * Mattazza's standing orders (../../core/orders.ts), each deciding on the seat's own view:
 * "when I cannot follow, play my lowest trump" and "when I cannot follow, play the Fool". Both
 * end with the hand, and when another seat calls for help against this one (the table then
 * plays against it, which the order was not set for).
 */
import * as v from "valibot";
import type { OrderKind } from "../../core/orders";
import { followSuit, trumpStrength } from "./cards";
import { ledSuit } from "./trick";
import type { CardId, MattazzaMove, MattazzaView } from "./types";

/** The reader's hand when it must play to a trick whose led suit it cannot follow; else null. */
function cannotFollow(view: MattazzaView): { hand: CardId[]; led: string } | null {
  const seat = view.you;
  if (seat === null || view.phase !== "play" || view.turn !== seat) return null;
  const led = ledSuit(view.trick);
  const hand = view.seats[seat]?.hand ?? [];
  if (led === null || hand.some((c) => followSuit(c) === led)) return null;
  return { hand, led };
}

/** The hand ended (a new deal, or the match's end). */
function handEnded(before: MattazzaView, after: MattazzaView): boolean {
  return after.hand !== before.hand;
}

/** Another seat called for help against the reader since `before`, in the same hand. */
function calledOnMe(before: MattazzaView, after: MattazzaView): boolean {
  const me = after.you;
  if (me === null) return false;
  const callers = after.seats.filter(
    (s) => s.calledForHelp && !before.seats[s.seat]?.calledForHelp,
  );
  if (callers.length === 0) return false;
  // The latest call of each new caller is in the log's tail: its target is public.
  return callers.some((c) =>
    after.events.some((e) => e.type === "callForHelp" && e.seat === c.seat && e.target === me),
  );
}

/** What ends either order. */
function cancels(before: MattazzaView, after: MattazzaView): string | null {
  if (handEnded(before, after)) return "hand-ended";
  return calledOnMe(before, after) ? "called-for-help" : null;
}

const NoConfig = v.strictObject({});

/** The move when `card` may be played now. */
function playIf(view: MattazzaView, card: CardId | undefined): MattazzaMove | null {
  return card !== undefined && view.playable.includes(card) ? { type: "play", card } : null;
}

/** "When I cannot follow, play my lowest trump" (a suit was led; a trump is then a must). */
export const lowestTrumpOrder: OrderKind<MattazzaView, MattazzaMove, Record<string, never>> = {
  kind: "lowest-trump",
  config: NoConfig,
  fields: [],
  stops: ["hand-ended", "called-for-help"],
  decide(view) {
    const spot = cannotFollow(view);
    if (spot === null || spot.led === "T") return null;
    const trumps = spot.hand.filter((c) => followSuit(c) === "T");
    trumps.sort((a, b) => trumpStrength(a) - trumpStrength(b) || (a < b ? -1 : 1));
    return playIf(view, trumps[0]);
  },
  cancels,
};

/** "When I cannot follow, play the Fool" (the Matto may always be played). */
export const foolOrder: OrderKind<MattazzaView, MattazzaMove, Record<string, never>> = {
  kind: "fool",
  config: NoConfig,
  fields: [],
  stops: ["hand-ended", "called-for-help"],
  decide(view) {
    const spot = cannotFollow(view);
    return spot === null || !spot.hand.includes("MATTO") ? null : playIf(view, "MATTO");
  },
  cancels,
};

/** Mattazza's orders, in the order they are asked. */
export const orders = [foolOrder, lowestTrumpOrder] as const;
