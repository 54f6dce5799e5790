/**
 * Where a step of a game lies, for a replay's "jump to": its set, hand and trick, round or
 * completed piles, read from the spectator's view by the field names the games' views share
 * (`set`; `hand` with `tricksPlayed`; a numeric `turn`, named by its newest event's `turn`;
 * `removed` piles). Shared by the server
 * (a finished game's replay index) and the web (the replay page, which reads its own views).
 */

/** A step's place: at most one of the kinds, the first the view has. */
export interface Mark {
  set?: number;
  hand?: number;
  /** The trick being played (1-based) within `hand`; 1 also at the hand's deal. */
  trick?: number;
  round?: number;
  piles?: number;
}

/** A number field of a view, or undefined. */
function num(view: Record<string, unknown>, key: string): number | undefined {
  const value = view[key];
  return typeof value === "number" ? value : undefined;
}

/**
 * The turn of the newest event that names one (`events[].turn`): the step that ends a turn is
 * that turn's, as the table then says ("Turn 1/8" over turn 1's result), though the view has
 * already moved on to the next (its `turn`); a refill or the game's end after it names none.
 */
function lastTurn(view: Record<string, unknown>): number | undefined {
  const events = view["events"];
  if (!Array.isArray(events)) return undefined;
  for (let i = events.length - 1; i >= 0; i--) {
    const turn = (events[i] as Record<string, unknown> | null)?.["turn"];
    if (typeof turn === "number") return turn;
  }
  return undefined;
}

/** The mark of one spectator view. */
export function markOf(spectatorView: unknown): Mark {
  const view = (spectatorView ?? {}) as Record<string, unknown>;
  const set = num(view, "set");
  if (set !== undefined) return { set };
  const hand = num(view, "hand");
  const tricks = num(view, "tricksPlayed");
  if (hand !== undefined && tricks !== undefined) return { hand, trick: tricks + 1 };
  const round = num(view, "turn");
  if (round !== undefined) return { round: lastTurn(view) ?? round };
  const removed = view["removed"];
  if (Array.isArray(removed) && removed.length > 0) return { piles: removed.length };
  return {};
}
