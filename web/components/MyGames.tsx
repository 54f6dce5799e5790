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
import type { SavedGame } from "../store";

/** The list of saved games with their live status. */
export function MyGames({ games }: { games: SavedGame[] }) {
  const [tables, setTables] = useState<Record<string, Table | null>>({});

  useEffect(() => {
    let live = true;
    for (const g of games) {
      getTable(g.id, g.token)
        .then((tb) => live && setTables((prev) => ({ ...prev, [g.id]: tb })))
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
