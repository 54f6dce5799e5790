/**
 * Loads a module on first use (esbuild splits it into its own chunk): the QR encoder, the
 * create form with the rules engine, and the replay verifier stay out of the first download.
 */
import { useEffect, useState } from "preact/hooks";

/** The module once loaded, null before. */
export function useLazy<T>(load: () => Promise<T>): T | null {
  const [mod, setMod] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((m) => {
      if (live) setMod(() => m);
    });
    return () => {
      live = false;
    };
  }, []);
  return mod;
}
