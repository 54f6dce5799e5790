/**
 * The hooks this app uses (`useState`, `useRef`, `useMemo`, `useEffect`, `useLayoutEffect`), the
 * small kind: the build serves this module for every `import … from "preact/hooks"`
 * (scripts/build-web.mjs, `alias`), so the sources keep Preact's names and types while a first
 * visit does not carry preact/hooks' reducers, contexts, error boundaries, ids, debug values and
 * devtools' hooks (about 0.6 KB gzipped on every page and embed; docs/decisions.md, "Every page
 * brings its own").
 *
 * Same timing as Preact's: a layout effect runs in the commit that drew its component (children's
 * before their parents', refs already set), an effect after the next paint (or at the component's
 * next render, if that comes first); cleanups run before the effect runs again and at unmount.
 */
import { options, type Component } from "preact";

/** One hook's state in a component: its value, its dependencies, its effect and cleanup. */
interface Slot {
  v?: unknown;
  d?: readonly unknown[] | undefined;
  f?: () => unknown;
  c?: unknown;
  s?: (next: unknown) => void;
}

/** A component with hooks: its slots, its pending effects and layout effects, unmounted. */
interface Hooked extends Component {
  $s?: Slot[];
  $e?: Slot[];
  $l?: Slot[];
  $u?: boolean;
}

/** Preact's internal hooks (mangled names of `_render` and `_commit`) and a vnode's component. */
type Internal = {
  __r?: (vnode: { __c?: Hooked | null }) => void;
  __c?: (vnode: unknown, queue: unknown[]) => void;
};
type VNodeOf = { __c?: Hooked | null };

const hooks = options as typeof options & Internal;
let current: Hooked | null = null;
let index = 0;
/** Components whose layout effects run at the next commit, children first. */
let layout: Hooked[] = [];
/** Components whose effects run after the next paint. */
let passive: Hooked[] = [];

/** Whether a hook's dependencies changed (no dependencies: every render). */
const changed = (old: readonly unknown[] | undefined, next: readonly unknown[] | undefined) =>
  !old || !next || old.length !== next.length || next.some((x, i) => x !== old[i]);

/** Runs `s`'s cleanup, if any. */
function cleanup(s: Slot): void {
  if (typeof s.c === "function") (s.c as () => void)();
  s.c = undefined;
}

/** Runs the effects of `list`: every cleanup first, then every effect. */
function run(list: Slot[]): void {
  list.forEach(cleanup);
  for (const s of list) s.c = s.f?.();
}

/** Runs a component's pending effects (after a paint, or before it renders again). */
function flush(c: Hooked): void {
  const list = c.$e ?? [];
  c.$e = [];
  if (!c.$u) run(list);
}

/** After the browser has painted (a frame, or 35 ms where frames stop: a hidden tab). */
function afterPaint(done: () => void): void {
  let raf = 0;
  const go = () => {
    clearTimeout(timer);
    cancelAnimationFrame(raf);
    setTimeout(done);
  };
  const timer = setTimeout(go, 35);
  raf = requestAnimationFrame(go);
}

/** The slot of the calling component's next hook. */
function slot(): Slot {
  const list = (current!.$s ??= []);
  return (list[index++] ??= {});
}

const beforeRender = hooks.__r;
hooks.__r = (vnode) => {
  beforeRender?.(vnode);
  const c = vnode.__c ?? null;
  // The same component again before its diff ended (its state changed while it rendered):
  // the effects it recorded stand. Otherwise, those of an earlier render that no paint has
  // run yet (drawn twice in a row) run first.
  if (c && c !== current && c.$e?.length) flush(c);
  current = c;
  index = 0;
};

const afterDiff = options.diffed;
options.diffed = (vnode) => {
  afterDiff?.(vnode);
  const c = (vnode as VNodeOf).__c;
  if (c?.$l?.length) layout.push(c);
  if (c?.$e?.length && passive.push(c) === 1)
    afterPaint(() => {
      const list = passive;
      passive = [];
      list.forEach(flush);
    });
  current = null;
};

const beforeCommit = hooks.__c;
hooks.__c = (vnode, queue) => {
  const list = layout;
  layout = [];
  for (const c of list) {
    const effects = c.$l ?? [];
    c.$l = [];
    if (!c.$u) run(effects);
  }
  beforeCommit?.(vnode, queue);
};

const beforeUnmount = options.unmount;
options.unmount = (vnode) => {
  beforeUnmount?.(vnode);
  const c = (vnode as VNodeOf).__c;
  if (c?.$s) {
    c.$u = true;
    c.$s.forEach(cleanup);
  }
};

/** A state value and its setter (a function is called with the value, as Preact's). */
export function useState<S>(initial: S | (() => S)): [S, (next: S | ((prev: S) => S)) => void] {
  const s = slot();
  if (!s.s) {
    const c = current!;
    s.v = typeof initial === "function" ? (initial as () => S)() : initial;
    s.s = (next) => {
      const v = typeof next === "function" ? (next as (prev: unknown) => unknown)(s.v) : next;
      if (Object.is(v, s.v)) return;
      s.v = v;
      c.setState({});
    };
  }
  return [s.v as S, s.s];
}

/** A value made again only when `deps` change. */
export function useMemo<T>(make: () => T, deps: readonly unknown[] | undefined): T {
  const s = slot();
  if (changed(s.d, deps)) {
    s.v = make();
    s.d = deps;
  }
  return s.v as T;
}

/** An object kept across renders, `{ current }`. */
export function useRef<T>(initial: T): { current: T } {
  return useMemo(() => ({ current: initial }), []);
}

/** Records an effect of the rendering component when its dependencies changed. */
function effect(f: () => unknown, deps: readonly unknown[] | undefined, key: "$e" | "$l"): void {
  const s = slot();
  if (!changed(s.d, deps)) return;
  s.d = deps;
  s.f = f;
  const list = (current![key] ??= []);
  if (!list.includes(s)) list.push(s);
}

/** An effect run after the paint, again when `deps` change; what it answers cleans up. */
export function useEffect(f: () => unknown, deps?: readonly unknown[]): void {
  effect(f, deps, "$e");
}

/** An effect run in the commit, before the paint, again when `deps` change. */
export function useLayoutEffect(f: () => unknown, deps?: readonly unknown[]): void {
  effect(f, deps, "$l");
}
