/**
 * "Your games on this device" on the home page: each game this browser holds a seat in, with
 * the opponents' names, whose turn it is and the score, so a player of slow games sees at a
 * glance where they are awaited. Each table is fetched once, with that game's seat token. A
 * game can be removed from the list after a confirmation (the device then forgets its seat).
 */
import { useEffect, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { getTable } from "../api";
import { Confirm } from "./Confirm";
import { t, type Key } from "../i18n";
import { linkClick } from "../router";
import { loadScore, scoreOf, scoreWords } from "../scores";
import { forgetGame, noteUpdated, type SavedGame } from "../store";
import { ago, useNow } from "../time";

/** The list of saved games with their live status. */
export function MyGames({ games: initial }: { games: SavedGame[] }) {
  const [games, setGames] = useState(initial);
  const [tables, setTables] = useState<Record<string, Table | null>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const now = useNow();

  useEffect(() => {
    let live = true;
    for (const g of initial) {
      // The game's score summary (a tiny chunk) arrives with its table: the row shows both at once.
      const score = loadScore(g.game);
      getTable(g.id, g.token)
        .then(async (tb) => {
          noteUpdated(g.id, tb.updated, tb.seq);
          await score;
          if (live) setTables((prev) => ({ ...prev, [g.id]: tb }));
        })
        .catch(() => live && setTables((prev) => ({ ...prev, [g.id]: null })));
    }
    return () => {
      live = false;
    };
  }, []);

  if (games.length === 0) return null;
  const remove = (id: string) => {
    forgetGame(id);
    setConfirming(null);
    setGames(games.filter((g) => g.id !== id));
  };

  return (
    <section class="panel my-games" aria-labelledby="my-games-title">
      <h2 id="my-games-title">{t("my_games")}</h2>
      <ul>
        {games.map((g) => {
          const tb = tables[g.id];
          const title = t(`game_${g.game}` as Key);
          const nameOf = (seat: number) => tb?.players[seat]?.name ?? t("seat_open");
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
            } else if (tb.toAct.length === 1 && tb.toAct[0] !== undefined)
              status = t("mg_turn_of", { name: nameOf(tb.toAct[0]) });
            else status = t("status_waiting");
          }
          // "2–1", the reader's score first.
          const score = tb ? scoreOf(tb.game, tb.view) : undefined;
          const mine = tb?.seat ?? 0;
          const scoreText =
            (tb && scoreWords(tb.game, tb.view, tb.seat)) ??
            (score && score.length > 1
              ? [score[mine], ...score.filter((_, i) => i !== mine)].join("–")
              : "");
          return (
            <li key={g.id} data-testid={`mg-${g.id}`}>
              <div class="mg-row">
                <a href={`/g/${g.id}`} onClick={linkClick}>
                  <span class="mg-main">
                    <strong>
                      {title}
                      {scoreText && (
                        <span class="mg-score" data-testid="mg-score">
                          {" "}
                          {t("mg_score", { score: scoreText })}
                        </span>
                      )}
                    </strong>
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
                  {status && (
                    <span class={`mg-status${cls}`} data-testid="mg-status">
                      {status}
                    </span>
                  )}
                </a>
                {confirming !== g.id && (
                  <button
                    type="button"
                    class="icon-btn mg-remove"
                    aria-label={t("mg_remove", { game: title, names: others ?? "" })}
                    data-action="remove-game"
                    onClick={() => setConfirming(g.id)}
                  >
                    ×
                  </button>
                )}
              </div>
              {confirming === g.id && (
                <Confirm
                  label={t("mg_remove_title")}
                  class="confirm mg-confirm"
                  yes={t("mg_remove_button")}
                  no={t("cancel")}
                  onYes={() => remove(g.id)}
                  onNo={() => setConfirming(null)}
                  size="small"
                  yesData={{ "data-action": "remove-confirm" }}
                >
                  <p class="small">{t("mg_remove_text")}</p>
                </Confirm>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
