/**
 * The rematch offer, loaded as a chunk of its own when a finished game shows it: a table's
 * first download never carries what only the end of a game needs. The chunk also says until
 * when the finished game is kept (Expiry).
 */
import type { ComponentProps } from "preact";
import { loadPack } from "../i18n";
import { useLazy } from "../lazy";
import type { Rematch } from "./Rematch";

/** `Rematch`, once its chunk has arrived (nothing before). */
export function LazyRematch(props: ComponentProps<typeof Rematch>) {
  // A replayed table (web/replay/) offers no rematch: the game it shows is long over.
  // With its words (rematch-words), which no running game's table needs.
  const mod = useLazy(
    () =>
      Promise.all([
        import("./Rematch"),
        import("./rematch-words").then((w) => loadPack(w.rematchWords)),
      ]).then(([m]) => m),
    !props.table.replay,
  );
  return mod ? (
    <>
      <mod.Reveal />
      <mod.Rematch {...props} />
      <mod.Expiry table={props.table} />
    </>
  ) : null;
}
