/**
 * Signals, the small kind this app needs: a global value (the language and its dictionary, the
 * address, the theme, the sound switch, a live socket's status) that components read in render
 * through `.value`; when one changes, the page's root is drawn again (Preact keeps every
 * component's state and patches only what differs). This replaces @preact/signals, whose
 * dependency tracking weighed about 3 KB gzipped on every page and embed (docs/decisions.md,
 * "Page weight: every page brings its own").
 */

/** What draws each root again (main.tsx, embed/start.tsx). */
const roots = new Set<() => void>();
let queued = false;

/** Draws every root again once the current task's changes are all made. */
function redraw(): void {
  if (queued) return;
  queued = true;
  queueMicrotask(() => {
    queued = false;
    for (const draw of roots) draw();
  });
}

/** A value that draws the app again when it changes. */
export class Signal<T> {
  private current: T;
  private readonly listeners = new Set<(value: T) => void>();

  constructor(value: T) {
    this.current = value;
  }

  get value(): T {
    return this.current;
  }

  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listen of [...this.listeners]) listen(next);
    redraw();
  }

  /** The value (the same as `.value`; kept for code written against @preact/signals). */
  peek(): T {
    return this.current;
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

/** Makes `draw` (a root's `render`) run again after any signal changes. */
export function drawOnChange(draw: () => void): void {
  roots.add(draw);
}
