/**
 * Signals, the small kind this app needs: a global value (the language and its dictionary, the
 * address, the theme, the sound switch, a live socket's status) with `.value` and `subscribe`,
 * and `useValue`, which a component calls to be drawn again when one changes. Built on
 * preact/hooks' public API only (no `options` internals): a library upgrade cannot break it
 * without a type error. The app's root reads the values nearly every part shows (the language,
 * the address), so a change there draws the whole tree, as a new language must; a value only
 * one part shows (the theme, the sound switch, the talk's news) is read by that part alone.
 * @preact/signals would bring a dependency graph (computed values, effects, batches), about
 * 3 KB gzipped on every page and embed, for a few plain values (docs/decisions.md, "One core
 * chunk, and every page brings its own").
 */
import { useEffect, useState } from "preact/hooks";

/** A value whose listeners (and the components that read it with `useValue`) hear of each change. */
export class Signal<T> {
  private current: T;
  private readonly listeners = new Set<(value: T) => void>();

  constructor(value: T) {
    this.current = value;
  }

  /** The value now (reading it in a render does not subscribe: see `useValue`). */
  get value(): T {
    return this.current;
  }

  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listen of [...this.listeners]) listen(next);
  }

  /** Calls `listen` with the value now and at every change; answers how to stop. */
  subscribe(listen: (value: T) => void): () => void {
    listen(this.current);
    this.listeners.add(listen);
    return () => void this.listeners.delete(listen);
  }
}

/** A new signal holding `value`. */
export function signal<T>(value: T): Signal<T> {
  return new Signal(value);
}

/**
 * The value of `s`, for a component's render: the component is drawn again whenever it
 * changes, until it unmounts. A change between the render and the subscription (effects run
 * after the paint) draws it too: `subscribe` reports the value at once, and only a value other
 * than the one last drawn asks for a render.
 */
export function useValue<T>(s: Signal<T>): T {
  // The value last heard of, boxed: a signal may hold a function, which a state setter would
  // call as an update.
  const [, hear] = useState<{ v: T }>(() => ({ v: s.value }));
  useEffect(() => s.subscribe((v) => hear((seen) => (Object.is(seen.v, v) ? seen : { v }))), [s]);
  return s.value;
}
