/**
 * Frozen events: an event is never changed once a game logs it, so every game freezes it (and
 * everything in it) and its views share it instead of copying up to 200 events for every reader
 * of every move (that copy was most of the authority's cost per move). A
 * caller that tries to change a shared event gets a TypeError and cannot reach the state.
 */
import type { PlayResult } from "./errors";

/**
 * Freezes `x` and every object and array inside it, in place, and answers it. Idempotent and
 * cheap on a value already frozen (one check), so views may call it on every event: an event of
 * a state read back from storage is frozen the first time a view shares it. An event it froze
 * whole that holds only plain data is remembered for a while as sealed (`knownSealed`), so that
 * the log's text (core/texts.ts) need not walk it again a moment later.
 */
export function freezeEvent<T>(x: T): T {
  if (x !== null && typeof x === "object" && !Object.isFrozen(x) && freezeDeep(x)) {
    sealed[sealedNext] = x;
    sealedNext = (sealedNext + 1) % sealed.length;
  }
  return x;
}

/** Freezes an object that is not frozen and all inside it; answers whether all is plain data. */
function freezeDeep(x: object): boolean {
  let plain = true;
  if (Array.isArray(x)) {
    // By index: for…in over an array walks its indices as strings (several times slower).
    for (let i = 0; i < x.length; i++) {
      const val: unknown = x[i];
      if (val !== null && typeof val === "object" && !sealedAfterFreeze(val)) plain = false;
    }
  } else {
    const proto = Object.getPrototypeOf(x) as unknown;
    if ((proto !== Object.prototype && proto !== null) || "toJSON" in x) plain = false;
    // for…in rather than Object.values: no array allocated per event (a move logs several).
    const record = x as Record<string, unknown>;
    for (const k in record) {
      const val = record[k];
      if (val !== null && typeof val === "object" && !sealedAfterFreeze(val)) plain = false;
    }
  }
  Object.freeze(x);
  return plain;
}

/** Freezes `x` (an object inside an event) if it is not; whether it is plain and frozen whole. */
function sealedAfterFreeze(x: object): boolean {
  if (Object.isFrozen(x)) return knownSealed(x) || sealedDeep(x);
  return freezeDeep(x);
}

/** A plain data object (not an array, a Date, a class instance or anything with `toJSON`). */
function isPlainObject(x: object): boolean {
  if (Array.isArray(x)) return true;
  const proto = Object.getPrototypeOf(x) as unknown;
  return (proto === Object.prototype || proto === null) && !("toJSON" in x);
}

/**
 * Whether `x` is frozen all the way down and holds only plain data, so that its text can never
 * change. Walked without a cache: it is asked only of a move's new events (a few small objects).
 */
export function sealedDeep(x: object): boolean {
  if (!Object.isFrozen(x)) return false;
  if (Array.isArray(x)) {
    // By index: for…in over an array walks its indices as strings (four times slower).
    for (let i = 0; i < x.length; i++) {
      const val: unknown = x[i];
      if (val !== null && typeof val === "object" && !sealedDeep(val)) return false;
    }
    return true;
  }
  if (!isPlainObject(x)) return false;
  const record = x as Record<string, unknown>;
  for (const k in record) {
    const val = record[k];
    if (val !== null && typeof val === "object" && !sealedDeep(val)) return false;
  }
  return true;
}

/** The last events `freezeEvent` froze whole and found plain (a move logs a few), newest last. */
const sealed: (object | null)[] = new Array<object | null>(32).fill(null);
let sealedNext = 0;

/**
 * Whether `x` is one of the events `freezeEvent` froze lately and found to hold plain data only
 * (objects and lists of primitives, no `toJSON`): frozen all the way down, its text can never
 * change. False says only "not known" (core/texts.ts then walks it).
 */
export function knownSealed(x: object): boolean {
  // Newest first: the log's text asks about the events a move has just logged.
  for (let i = sealedNext - 1; i >= 0; i--) if (sealed[i] === x) return true;
  for (let i = sealed.length - 1; i >= sealedNext; i--) if (sealed[i] === x) return true;
  return false;
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

/** The event lists `appendEvents` made last (a room plays one game at a time), newest last. */
const made: (readonly unknown[] | null)[] = new Array<readonly unknown[] | null>(16).fill(null);
let madeNext = 0;

/**
 * A new event list: `events` with `added` at its end, keeping the last `max` (the games' logs
 * keep their latest 200). Made once at the end of a move, however many events it logged. Not frozen
 * (a frozen list makes every later slice of it ten times slower); like every part of a state it
 * is never changed once made, and the last few are remembered (`madeByAppend`) so that the log's
 * text can trust that (core/texts.ts `logText`).
 */
export function appendEvents<T>(events: readonly T[], added: readonly T[], max: number): T[] {
  if (added.length === 0) return events as T[];
  const total = events.length + added.length;
  // One native copy (concat), its dropped front cut off by shift, which V8 does in place by
  // moving the list's start: a spread grown by a push was reallocated at once (half as long
  // again), a slice and a concat are two copies, and a copy by a loop pays the collector's
  // write barrier per element (a fifth of Mattazza's instructions per move, measured with
  // bench/instructions.mjs).
  const drop = total - max;
  // (A long list cut short, a state read back from an older version, is sliced instead.)
  if (drop > 16) return remember(events.concat(added).slice(drop));
  const out = events.concat(added);
  for (let i = 0; i < drop; i++) out.shift();
  return remember(out);
}

/** Remembers a list `appendEvents` made (`madeByAppend`), and answers it. */
function remember<T>(out: T[]): T[] {
  made[madeNext] = out;
  madeNext = (madeNext + 1) % made.length;
  return out;
}

/**
 * Whether `events` is one of the last lists `appendEvents` made: a window of its game's one
 * history of events, never changed since (states are never changed in place: the Game contract).
 */
export function madeByAppend(events: readonly unknown[]): boolean {
  // Newest first: the list asked about is most often the one the move just made.
  for (let i = madeNext - 1; i >= 0; i--) if (made[i] === events) return true;
  for (let i = made.length - 1; i >= madeNext; i--) if (made[i] === events) return true;
  return false;
}

/**
 * The events of the move being played, joined to the state's list once at the end of the move
 * (`appendEvents`) rather than copied at its start and grown by each event: that copy grown by a
 * push was reallocated at once (half as long again), a full log was shifted by a splice, and a
 * copied list is not one `appendEvents` made, whose text core/texts.ts trusts without comparing
 * every event. A move is synchronous (one at a time per isolate), so each game keeps one.
 */
export class MoveEvents<T> {
  private readonly pending: T[] = [];

  /** Starts a move: forgets what an earlier move logged before it was refused or threw. */
  begin(): void {
    this.pending.length = 0;
  }

  /** Logs a public event, frozen (views share it). */
  add(e: T): void {
    this.pending.push(freezeEvent(e));
  }

  /**
   * A game's `apply` (core/play.ts) that logs through this buffer: each move starts it, and an
   * accepted move's state gets the events it logged joined to its list, the last `max`.
   */
  around<S extends { events: T[] }, M>(
    max: number,
    apply: (state: S, seat: number, move: M) => PlayResult<S>,
  ): (state: S, seat: number, move: M) => PlayResult<S> {
    return (state, seat, move) => {
      this.begin();
      const r = apply(state, seat, move);
      if (r.ok) r.state.events = this.end(r.state.events, max);
      return r;
    };
  }

  /** The state's new list: `events` and the events logged since `begin`, the last `max`. */
  end(events: readonly T[], max: number): T[] {
    const out = appendEvents(events, this.pending, max);
    this.pending.length = 0;
    return out;
  }
}
