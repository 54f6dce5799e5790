/**
 * Keeping the keyboard focus across moves and live updates, for the game page and the embed
 * (docs/decisions.md, "The focus survives moves"): once anything on the
 * page takes the focus, focus-keeper.ts (a chunk of its own, so a first visit does not carry
 * it) follows it, and after each table update puts a focus the update took away on the table's
 * `[data-next-focus]`, else on the control with the previous `data-focus-key`.
 */
import type { RefObject } from "preact";
import { useEffect, useRef } from "preact/hooks";
import type { Keeper } from "./focus-keeper";

/**
 * Keeps the focus in the table element this returns a ref for: call it with a value that
 * changes on every table update (the table itself) and with the page's `busy`.
 */
export function useKeptFocus<T extends HTMLElement>(
  table: unknown,
  busy: boolean,
): RefObject<T | null> {
  const root = useRef<T>(null);
  const keeper = useRef<Keeper | null>(null);
  useEffect(() => {
    const start = (e: FocusEvent) => {
      removeEventListener("focusin", start);
      // Where the focus was when it started: an update may take it away before the chunk is
      // here (a slow network, a busy phone), and the keeper must still know it was the table's.
      const el = e.target instanceof Element ? e.target : null;
      const first = {
        inside: !!el && !!root.current?.contains(el),
        key: el?.closest("[data-focus-key]")?.getAttribute("data-focus-key") ?? null,
      };
      void import("./focus-keeper").then((m) => {
        // (A page already gone has a null root: the keeper then stops at once.)
        keeper.current = m.keepFocus(() => root.current, first);
        if (!root.current) keeper.current.stop();
        else keeper.current.update();
      });
    };
    addEventListener("focusin", start);
    return () => {
      removeEventListener("focusin", start);
      keeper.current?.stop();
    };
  }, []);
  useEffect(() => keeper.current?.update(), [table, busy]);
  return root;
}
