/**
 * "Waiting for Bruno to accept the rematch": in a rematch, the seats still empty belong to the
 * finished game's players, named from its spectator table. A chunk of its own: only a rematch
 * that waits for someone needs it.
 */
import { useEffect, useState } from "preact/hooks";
import { getTable } from "../api";
import { t } from "../i18n";

/** The words for the `seats` of the rematch of game `from` not taken yet. */
export function RematchWaiting({ from, seats }: { from: string; seats: number[] }) {
  const [names, setNames] = useState<(string | null)[]>([]);
  useEffect(() => {
    let live = true;
    getTable(from)
      .then((tb) => live && setNames(tb.players.map((p) => (p.computer ? null : p.name))))
      .catch(() => {
        /* gone: the seats are named by number */
      });
    return () => {
      live = false;
    };
  }, [from]);
  return (
    <>
      {t("rematch_waiting", {
        names: seats.map((s) => names[s] ?? t("seat_n", { n: s + 1 })).join(", "),
      })}
    </>
  );
}
