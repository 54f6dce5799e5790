/**
 * Signals, the small kind this app needs: a global value (the language and its dictionary, the
 * address, the theme, the sound switch, a live socket's status) that components read in render
 * through `.value`; when one changes, the components that read it while rendering are drawn
 * again, and nothing else. This replaces @preact/signals, whose dependency graph (computed
 * values, effects, batches) weighed about 3 KB gzipped on every page and embed for seven plain
 * values (docs/decisions.md, "Every page brings its own").
 */
import { options, type Component } from "preact";

/** Preact's hook before a component renders (`options._render`, mangled `__r`), and a vnode's component. */
type Internal = { __r?: (vnode: { __c?: Component | null }) => void };

/** The component whose render function is running, if any. */
let rendering: Component | null = null;
const hooks = options as typeof options & Internal;
const beforeRender = hooks.__r;
hooks.__r = (vnode) => {
  rendering = vnode.__c ?? null;
  beforeRender?.(vnode);
};
const afterDiff = options.diffed;
options.diffed = (vnode) => {
  if ((vnode as { __c?: Component | null }).__c === rendering) rendering = null;
  afterDiff?.(vnode);
};

/** A value whose readers (components that read it in render) are drawn again when it changes. */
export class Signal<T> {
  private current: T;
  private readonly readers = new Set<Component>();
  private readonly listeners = new Set<(value: T) => void>();

  constructor(value: T) {
    this.current = value;
  }

  get value(): T {
    if (rendering) this.readers.add(rendering);
    return this.current;
  }

  set value(next: T) {
    if (Object.is(next, this.current)) return;
    this.current = next;
    for (const listen of [...this.listeners]) listen(next);
    // Each reader reads it again as it renders (an unmounted one is not rendered).
    const readers = [...this.readers];
    this.readers.clear();
    for (const c of readers) c.setState({});
  }

  /** The value, without making the rendering component a reader. */
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
