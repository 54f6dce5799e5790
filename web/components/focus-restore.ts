/**
 * Where the focus goes when a table update took it away (components/focus.ts decides when):
 * the first visible, enabled `[data-next-focus]` of the table, else the control with the
 * focus-key of the one focused before, else a `[data-next-focus]` that cannot be used yet. A chunk of its own, loaded the first time it is needed.
 */

/** A control that can take the focus now: on screen and not disabled. */
function usable(el: Element | null): el is HTMLElement {
  return (
    el instanceof HTMLElement &&
    el.getClientRects().length > 0 &&
    !el.matches(":disabled") &&
    el.getAttribute("aria-disabled") !== "true"
  );
}

/** On screen and able to hold the focus, even if it cannot be used now (a card off turn). */
function visible(el: Element | null): el is HTMLElement {
  return el instanceof HTMLElement && el.getClientRects().length > 0 && !el.matches(":disabled");
}

/**
 * Focuses, inside `root`, the table's next control or the control known by `key`, else the
 * table's next control that cannot be used yet (off turn, the hand's card: focusable so its help
 * can be read); true when done. The focus never falls to the page while the table has a place.
 */
function restore(root: HTMLElement, key: string | null): boolean {
  const nexts = [...root.querySelectorAll("[data-next-focus]")];
  const same = key === null ? null : root.querySelector(`[data-focus-key="${CSS.escape(key)}"]`);
  const target = nexts.find(usable) ?? (usable(same) ? same : null) ?? nexts.find(visible);
  target?.focus();
  return !!target && document.activeElement === target;
}

/**
 * Restores the focus in `root` now, or else as soon as a control for it appears (a second
 * render, a chunk such as the rematch's), while `wanted()` still holds. Answers the function
 * that stops waiting.
 */
export function restoreFocus(root: HTMLElement, key: string | null, wanted: () => boolean) {
  if (restore(root, key)) return () => {};
  const watch = new MutationObserver(() => {
    if (!wanted() || restore(root, key)) watch.disconnect();
  });
  watch.observe(root, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ["disabled", "aria-disabled", "data-next-focus"],
  });
  return () => watch.disconnect();
}
