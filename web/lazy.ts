/**
 * Loads a module on first use (esbuild splits it into its own chunk): the QR encoder, the
 * create form with the rules engine, and the replay verifier stay out of the first download.
 */
import { useEffect, useState } from "preact/hooks";

/**
 * The module once loaded, null before.
 * @param when load only once this is true (a part that only some screens need)
 */
export function useLazy<T>(load: () => Promise<T>, when = true): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    if (!when || mod) return;
    let live = true;
    void load().then((m) => {
      if (live) setMod(() => m);
    });
    return () => {
      live = false;
    };
  }, [when]);
  return mod;
}
