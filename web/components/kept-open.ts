/**
 * Open or closed, remembered for as long as the page lives (a reload forgets it): a fold or a
 * panel the reader opened stays open when its page is drawn anew (the game page re-created as
 * its table first arrives, or when the reader comes back to it), instead of closing under them.
 */
import { useState } from "preact/hooks";

/** The keys of what is open now, in this page's memory. */
const openNow = new Set<string>();

/**
 * A boolean state remembered under `key` across re-mounts.
 * @param key names what is open (e.g. `more:{game id}`)
 * @returns whether it is open, and the setter that remembers it
 */
export function useKeptOpen(key: string): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => openNow.has(key));
  const set = (next: boolean) => {
    if (next) openNow.add(key);
    else openNow.delete(key);
    setOpen(next);
  };
  return [open, set];
}
