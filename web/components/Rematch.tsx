/**
 * The rematch button of a finished game: asks the server for a rematch (or joins the one
 * another player already asked for), remembers the new seat and opens the new table.
 */
import { useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { rematch } from "../api";
import { t } from "../i18n";
import { navigate } from "../router";
import { saveGame } from "../store";

/** Rematch / join-the-rematch button; nothing for spectators (they get a watch link). */
export function Rematch({ table, token }: { table: Table; token: string | undefined }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");

  if (!token) {
    return table.rematch ? (
      <a
        class="btn"
        href={`/g/${table.rematch}`}
        onClick={(e) => {
          e.preventDefault();
          navigate(`/g/${table.rematch}`);
        }}
      >
        {t("watch_rematch")}
      </a>
    ) : null;
  }

  async function go() {
    if (!token) return;
    setBusy(true);
    setError("");
    try {
      const r = await rematch(table.id, token);
      saveGame({ id: r.id, game: table.game, seat: r.seat, token: r.token, link: r.links.you });
      navigate(`/g/${r.id}`);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div class="rematch">
      <button
        type="button"
        class="btn primary big"
        data-action="rematch"
        disabled={busy}
        onClick={go}
      >
        {table.rematch ? t("rematch_join") : t("rematch")}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
