/**
 * The public event log every game keeps in its state: its latest events, oldest first, at most
 * a game's `max` (200), so a state stays small. A move logs into its draft (`logEvent`, a new
 * list each time, so the state it started from never changes), and `keepLatest` trims the list
 * once the move is done. Views share the state's list with every reader instead of copying up to
 * 200 events each (`sharedLog`): frozen, with everything in it, so no reader of a view can
 * change the state through it.
 */
import type { PlayResult } from "./errors";

/** Appends `e` to the draft's log (a new list: states share lists, never change them). */
export function logEvent<E>(d: { events: E[] }, e: E): void {
  d.events = [...d.events, e];
}

/** The log cut to its latest `max` events (the same list when it is short enough). */
export function latest<E>(events: E[], max: number): E[] {
  return events.length > max ? events.slice(events.length - max) : events;
}

/** A game's `apply` whose accepted states keep only their latest `max` events. */
export function keepLatest<S extends { events: unknown[] }, M>(
  max: number,
  apply: (state: S, seat: number, move: M) => PlayResult<S>,
): (state: S, seat: number, move: M) => PlayResult<S> {
  return (state, seat, move) => {
    const r = apply(state, seat, move);
    if (r.ok) r.state.events = latest(r.state.events, max);
    return r;
  };
}

/** Freezes `x` and everything inside it; stops at what is frozen already (an older event). */
function freezeDeep(x: unknown): void {
  if (x === null || typeof x !== "object" || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const inner of Object.values(x)) freezeDeep(inner);
}

/**
 * A state's log as its views share it: the list and its events frozen (in place, once: a
 * frozen list returns at once). A move's new list holds the frozen events of the last one
 * followed by its own, so only the events after the last frozen one are walked: a view costs
 * the move's new events, not the whole log (bench/replay-path.ts `--cpu-prof`).
 */
export function sharedLog<E>(events: readonly E[]): readonly E[] {
  if (!Object.isFrozen(events)) {
    Object.freeze(events);
    for (let i = events.length - 1; i >= 0 && !Object.isFrozen(events[i]); i--)
      freezeDeep(events[i]);
  }
  return events;
}
