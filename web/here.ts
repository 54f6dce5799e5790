/**
 * Whether a person is at this page: from its first input (a pointer pressed, a key, a touch, a
 * wheel turned) for the rest of the document's life. A link previewer or a mail scanner runs the
 * page but never touches it, so until then a seat's table reads and its socket are quiet: they
 * mark nobody seen, online or as having looked (docs/api.md, "Quiet pages"). Focus does not
 * count (a page, or a headless browser, focuses on its own), nor does an event a script made.
 */

const INPUTS = ["pointerdown", "keydown", "touchstart", "wheel"] as const;

let here = false;
const waiting = new Set<() => void>();

function arrived(e: Event): void {
  if (here || !e.isTrusted) return;
  here = true;
  for (const name of INPUTS) removeEventListener(name, arrived, true);
  const calls = [...waiting];
  waiting.clear();
  for (const f of calls) f();
}

// Listening from the first script on (the capture phase sees every input, whatever handles it).
if (typeof window !== "undefined")
  for (const name of INPUTS) addEventListener(name, arrived, { capture: true, passive: true });

/** Whether a person has touched this page yet. */
export function isHere(): boolean {
  return here;
}

/** Calls `f` once a person touches the page (at once if one did); answers how to stop waiting. */
export function onHere(f: () => void): () => void {
  if (here) {
    f();
    return () => {};
  }
  waiting.add(f);
  return () => void waiting.delete(f);
}
