/**
 * Renders the table of whichever game a page shows, from its lazy chunk (web/tables.ts); a
 * game without a table yet says "coming soon". The page around it stays game-agnostic.
 */
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import { t } from "../i18n";
import { loadTable, loadedTable } from "../tables";
import type { TableProps } from "../table-props";
import { setWhyTable } from "./coach/why";

/** The current game's table, once its code has arrived. */
export function GameTable(props: TableProps) {
  const { table, token } = props;
  const game = table.game;
  // "Why not?" asks for the seat whose live table this is; never for a spectator or a past table.
  setWhyTable(
    token && table.seat !== null && !table.replay
      ? { id: table.id, game, token, seq: table.seq }
      : null,
  );
  const [loaded, setLoaded] = useState<{ game: string; Table: ComponentType<TableProps> }>();
  useEffect(() => {
    let live = true;
    void loadTable(game)?.then((Table) => live && setLoaded({ game, Table }));
    return () => {
      live = false;
    };
  }, [game]);
  if (!loadTable(game))
    return (
      <div class="panel">
        <p>{t("coming_soon")}</p>
      </div>
    );
  // Already here (its code came before the table's data): drawn now, without a frame's wait.
  const Table = loaded?.game === game ? loaded.Table : loadedTable(game);
  if (!Table)
    return (
      <div class="loading" role="status">
        <span class="spinner" aria-hidden="true" /> {t("loading")}
      </div>
    );
  return <Table {...props} />;
}
