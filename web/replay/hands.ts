/**
 * Every seat's hand at one step, for the replay's "every hand face up" strip, from each seat's
 * own view of that step (`view(state, seat)`): a seat's `seats[i].hand`, or the `hand` of the
 * positions it plays (MazzelTof). Game-agnostic, by those shared names.
 */

/** A view's list of seats or positions, each maybe with a hand. */
type Holder = { seat?: number; hand?: string[] };

/** The cards in `seat`'s own hand(s), as its own view shows them. */
function ownHand(view: Record<string, unknown>, seat: number): string[] {
  const seats = view["seats"];
  if (Array.isArray(seats)) return ((seats as Holder[])[seat]?.hand ?? []).slice();
  const positions = view["positions"];
  if (Array.isArray(positions))
    return (positions as Holder[]).filter((p) => p.seat === seat).flatMap((p) => p.hand ?? []);
  return [];
}

/** Every seat's hand, by seat, from `views[seat]` (each seat's own view of one step). */
export function handsFrom(views: readonly unknown[]): string[][] {
  return views.map((v, seat) => ownHand((v ?? {}) as Record<string, unknown>, seat));
}
