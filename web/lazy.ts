/**
 * Loads a module on first use (esbuild splits it into its own chunk): the QR encoder, the
 * create form with the rules engine, and the replay verifier stay out of the first download.
 */
import { useEffect, useState } from "preact/hooks";

/** Parts on their way over the network. */
let pending = 0;

/**
 * Counts a part that starts or ends loading: while any is on its way, the page says so
 * (`data-parts="loading"` on <html>), so a test waits for that state, not for a time.
 */
function loading(delta: 1 | -1): void {
  pending += delta;
  if (pending > 0) document.documentElement.dataset["parts"] = "loading";
  else delete document.documentElement.dataset["parts"];
}

/**
 * The module once loaded, null before.
 * @param when load only once this is true (a part that only some screens need)
 */
export function useLazy<T>(load: () => Promise<T>, when = true): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    if (!when || mod) return;
    let live = true;
    loading(1);
    void load()
      .then((m) => {
        if (live) setMod(() => m);
      })
      .finally(() => loading(-1));
    return () => {
      live = false;
    };
  }, [when]);
  return mod;
}
