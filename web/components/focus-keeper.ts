/**
 * The page's side of keeping the keyboard focus across moves and live updates (focus.ts says
 * when; this chunk is loaded the first time anything on the page takes the focus): it follows
 * where the focus is, and after a table update that took it away (a played card left the hand,
 * a button turned disabled) from a reader whose focus was in the table, it restores it there
 * (focus-restore.ts). A reader who moved the focus elsewhere (clicked the page, switched tabs)
 * is never pulled back.
 */
import { restoreFocus } from "./focus-restore";

/** The focus is nowhere useful: on the body, on a removed node, or on a control now disabled. */
function lost(root: HTMLElement): boolean {
  const a = document.activeElement;
  return (
    !a || a === document.body || !a.isConnected || (root.contains(a) && a.matches(":disabled"))
  );
}

/** What focus.ts drives: `update` after each table update, `stop` when the page goes. */
export interface Keeper {
  update(): void;
  stop(): void;
}

/** Where the focus was when the keeper was sent for: in the table or not, and its focus-key. */
export interface FirstFocus {
  inside: boolean;
  key: string | null;
}

/**
 * Follows the focus in the element `root()` answers, starting from `first` when the focus has
 * left for nowhere since (an update removed its node before this chunk arrived).
 */
export function keepFocus(root: () => HTMLElement | null, first?: FirstFocus): Keeper {
  // The focus-key of the last control focused in the table, and whether the focus is still
  // the table's (it left only if it went to something else, or the reader left a live node).
  let key: string | null = null;
  let inside = false;
  let waiting = () => {};
  const note = (el: Element | null) => {
    inside = !!el && !!root()?.contains(el);
    key = inside ? (el?.closest("[data-focus-key]")?.getAttribute("data-focus-key") ?? null) : null;
  };
  if (first && (!document.activeElement || document.activeElement === document.body))
    ({ inside, key } = first);
  else note(document.activeElement);
  const onIn = (e: FocusEvent) => note(e.target as Element);
  /** Gives a focus the table took away back to the table's next control. */
  const restore = () => {
    waiting();
    const box = root();
    if (box && inside && lost(box)) waiting = restoreFocus(box, key, () => inside && lost(box));
  };
  const onOut = (e: FocusEvent) => {
    if (e.relatedTarget) return; // focusin records where it went
    const from = e.target as Element;
    // Focus went nowhere: its node was removed or disabled by a re-render (the table's loss),
    // or the reader clicked outside any control or left the window (their choice).
    setTimeout(() => {
      if (!from.isConnected || from.matches(":disabled"))
        // A re-render that is no table update took it (a trick's result moved on by its own
        // button): given back now, not at the next update.
        restore();
      else if (document.hasFocus() && document.activeElement !== from) inside = false;
    });
  };
  addEventListener("focusin", onIn);
  addEventListener("focusout", onOut);
  return {
    update: restore,
    stop() {
      waiting();
      removeEventListener("focusin", onIn);
      removeEventListener("focusout", onOut);
    },
  };
}
