/**
 * "Your games on this device" on the home page: each game this browser holds a seat in, with
 * the opponents' names and whether it is your turn, so a player of slow games sees at a
 * glance where they are awaited. Each table is fetched once, with that game's seat token.
 */
import { useEffect, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { getTable } from "../api";
import { t, type Key } from "../i18n";
import { linkClick } from "../router";
import { noteUpdated, type SavedGame } from "../store";
import { ago, useNow } from "../time";

/** The list of saved games with their live status. */
export function MyGames({ games }: { games: SavedGame[] }) {
  const [tables, setTables] = useState<Record<string, Table | null>>({});
  const now = useNow();

  useEffect(() => {
    let live = true;
    for (const g of games) {
      getTable(g.id, g.token)
        .then((tb) => {
          noteUpdated(g.id, tb.updated, tb.seq);
          if (live) setTables((prev) => ({ ...prev, [g.id]: tb }));
        })
        .catch(() => live && setTables((prev) => ({ ...prev, [g.id]: null })));
    }
    return () => {
      live = false;
    };
  }, []);

  return (
    <section class="panel my-games">
      <h2>{t("my_games")}</h2>
      <ul>
        {games.map((g) => {
          const tb = tables[g.id];
          const others = tb?.players
            .filter((p) => p.seat !== tb.seat)
            .map((p) => p.name ?? t("seat_open"))
            .join(", ");
          // The fresh table's time, else what this device saw last (shown before the fetch).
          const updated = tb?.updated ?? g.updated;
          const moved = (tb?.seq ?? g.seq ?? 1) > 0;
          const when = updated === undefined ? "" : ago(updated, now);
          const last = !when ? "" : moved ? t("last_move", { when }) : t("created_when", { when });
          let status = "";
          let cls = "";
          if (tb) {
            if (tb.outcome) status = t("status_over");
            else if (tb.seat !== null && tb.toAct.includes(tb.seat)) {
              status = t("your_turn");
              cls = " yours";
            } else status = t("status_waiting");
          }
          return (
            <li key={g.id}>
              <a href={`/g/${g.id}`} onClick={linkClick}>
                <span class="mg-main">
                  <strong>{t(`game_${g.game}` as Key)}</strong>
                  <span class="muted small">
                    {others
                      ? t("versus", { names: others })
                      : new Date(g.seen).toLocaleDateString()}
                  </span>
                  {last && (
                    <span class="muted small" data-testid="mg-updated">
                      {last}
                    </span>
                  )}
                </span>
                {status && <span class={`mg-status${cls}`}>{status}</span>}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
