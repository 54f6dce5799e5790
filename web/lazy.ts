/**
 * Loads a module on first use (esbuild splits it into its own chunk): the QR encoder, the
 * create form with the rules engine, and the replay verifier stay out of the first download.
 */
import { useEffect, useRef, useState } from "preact/hooks";

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
 * The module once loaded, null before. The load starts in the render that first needs it, not
 * in an effect: effects wait for the next frame, and a page whose timers are held (a test
 * reading a result that would go by itself) draws no frame, so its part would never come.
 * @param when load only once this is true (a part that only some screens need)
 */
export function useLazy<T>(load: () => Promise<T>, when = true): T | null {
  const [mod, setMod] = useState<T | null>(null);
  const started = useRef(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  if (when && !mod && !started.current) {
    started.current = true;
    loading(1);
    void load()
      .then((m) => {
        if (live.current) setMod(() => m);
      })
      .finally(() => loading(-1));
  }
  return mod;
}
