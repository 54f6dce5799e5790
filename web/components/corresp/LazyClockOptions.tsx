/**
 * The create form's clock options (ClockOptions.tsx) as a lazy chunk with its word pack: the
 * create page imports only this small loader, and only a game with a time per move loads more.
 */
import { loadPack } from "../../i18n";
import { useLazy } from "../../lazy";
import type { ClockOptions } from "./ClockOptions";

/** The holiday allowance and weekend pause fields, once loaded. */
export function LazyClockOptions(props: Parameters<typeof ClockOptions>[0]) {
  const mod = useLazy(() =>
    Promise.all([
      import("./ClockOptions"),
      import("./words").then((w) => loadPack(w.correspWords)),
    ]).then(([m]) => m),
  );
  return mod ? <mod.ClockOptions {...props} /> : null;
}
