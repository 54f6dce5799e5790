/**
 * Frozen events: an event is never changed once a game logs it, so every game freezes it (and
 * everything in it) and its views share it instead of copying up to 200 events for every reader
 * of every move (that copy was most of the authority's cost per move, docs/performance.md). A
 * caller that tries to change a shared event gets a TypeError and cannot reach the state.
 */

/**
 * Freezes `x` and every object and array inside it, in place, and answers it. Idempotent and
 * cheap on a value already frozen (one check), so views may call it on every event: an event of
 * a state read back from storage is frozen the first time a view shares it.
 */
export function freezeEvent<T>(x: T): T {
  if (x !== null && typeof x === "object" && !Object.isFrozen(x)) {
    if (Array.isArray(x)) {
      // By index: for…in over an array walks its indices as strings (several times slower).
      for (let i = 0; i < x.length; i++) {
        const val: unknown = x[i];
        if (val !== null && typeof val === "object") freezeEvent(val);
      }
    } else {
      // for…in rather than Object.values: no array allocated per event (a move logs several).
      const record = x as Record<string, unknown>;
      for (const k in record) {
        const val = record[k];
        if (val !== null && typeof val === "object") freezeEvent(val);
      }
    }
    Object.freeze(x);
  }
  return x;
}

/** The frozen log made for each state's event list (one per move, shared by every view). */
const logs = new WeakMap<readonly unknown[], readonly unknown[]>();

/**
 * A state's event list as views share it: every event frozen and the list itself frozen, made
 * once per list and handed to every reader's view of that state (a move's three or more views
 * used to walk the whole log each).
 */
export function frozenLog<T>(events: readonly T[]): readonly T[] {
  let out = logs.get(events);
  if (out === undefined) {
    // The events of a state the engine made are frozen already (each game freezes what it
    // logs): a check and a plain copy, not a call per event.
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e !== null && typeof e === "object" && !Object.isFrozen(e)) freezeEvent(e);
    }
    out = Object.freeze(events.slice());
    logs.set(events, out);
  }
  return out as readonly T[];
}

/**
 * A new event list: `events` with `added` at its end, keeping the last `max` (the games' logs
 * keep their latest 200). Made in one go by native copies (a slice and a concat), so a move that
 * logs makes one list of the right length instead of a copy that a push then grows.
 */
export function appendEvents<T>(events: readonly T[], added: readonly T[], max: number): T[] {
  const total = events.length + added.length;
  if (added.length === 0) return events as T[];
  if (total <= max) return events.concat(added);
  const drop = total - max;
  if (drop >= events.length) return added.slice(drop - events.length);
  return events.slice(drop).concat(added);
}
