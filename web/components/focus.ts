/**
 * The page's side of keeping the keyboard focus across moves and live updates (docs/decisions.md,
 * "Every game: the end of a game, focus, rematch"): a table re-rendered by the reader's accepted
 * move or by a pushed table may take the focused control away (a played card leaves the hand, a
 * button turns disabled). When that happens to a reader whose focus was in the table, it goes to
 * the first visible, enabled `[data-next-focus]` the table marks, else to the control with the
 * same `data-focus-key` as the one focused before; otherwise it is left alone. A reader who moved
 * the focus elsewhere (clicked the page, switched tabs) is never pulled back.
 */
import { useEffect, useRef } from "preact/hooks";
import type { RefObject } from "preact";

/** A control that can take the focus now: on screen and not disabled. */
function usable(el: Element): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.getClientRects().length > 0 &&
    !el.matches(":disabled") &&
    el.getAttribute("aria-disabled") !== "true"
  );
}

/** The focus is nowhere useful: on the body, on a removed node, or on a control now disabled. */
function lost(root: HTMLElement): boolean {
  const a = document.activeElement;
  if (a === null || a === document.body || !a.isConnected) return true;
  return root.contains(a) && a.matches(":disabled");
}

/**
 * Focuses, inside `root`, the table's next control or the control known by `key`; true when
 * something took the focus.
 */
export function restoreFocus(root: HTMLElement, key: string | null): boolean {
  const next = [...root.querySelectorAll("[data-next-focus]")].find(usable);
  const same = key === null ? null : root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
  const target = next ?? (same && usable(same) ? same : null);
  if (!target) return false;
  target.focus();
  return document.activeElement === target;
}

/**
 * Keeps the focus in the table element this returns a ref for: call it with a value that
 * changes on every table update (the table itself) and with the page's `busy`.
 */
export function useKeptFocus<T extends HTMLElement>(
  table: unknown,
  busy: boolean,
): RefObject<T | null> {
  const root = useRef<T>(null);
  // The focus-key of the last control focused in the table, and whether the focus is still
  // the table's (it left only if it went to something else, or the reader left a live node).
  const last = useRef<{ key: string | null; inside: boolean }>({ key: null, inside: false });

  useEffect(() => {
    const onIn = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      const box = root.current;
      if (!box || !box.contains(el)) {
        last.current.inside = false;
        return;
      }
      const key = el.closest?.("[data-focus-key]")?.getAttribute("data-focus-key") ?? null;
      last.current = { key, inside: true };
    };
    const onOut = (e: FocusEvent) => {
      if (e.relatedTarget) return; // focusin records where it went
      const from = e.target as Element;
      // Focus went nowhere: its node was removed or disabled by a re-render (the table's loss),
      // or the reader clicked outside any control or left the window (their choice).
      setTimeout(() => {
        if (from.isConnected && !from.matches(":disabled") && document.hasFocus())
          if (document.activeElement !== from) last.current.inside = false;
      });
    };
    document.addEventListener("focusin", onIn);
    document.addEventListener("focusout", onOut);
    return () => {
      document.removeEventListener("focusin", onIn);
      document.removeEventListener("focusout", onOut);
    };
  }, []);

  useEffect(() => {
    const box = root.current;
    if (!box || !last.current.inside || !lost(box)) return;
    if (restoreFocus(box, last.current.key)) return;
    // The next control may come a moment later (a second render, a chunk such as the
    // rematch's): watch the table until it does, the focus goes elsewhere, or the next update.
    const watch = new MutationObserver(() => {
      if (!last.current.inside || !lost(box) || restoreFocus(box, last.current.key))
        watch.disconnect();
    });
    watch.observe(box, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ["disabled", "aria-disabled", "data-next-focus"],
    });
    return () => watch.disconnect();
  }, [table, busy]);

  return root;
}
