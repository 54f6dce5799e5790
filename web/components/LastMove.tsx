/**
 * "last move 2 days ago" under the turn banner: in a game played one move a day, how long the
 * table has been waiting matters as much as whose turn it is. Refreshed every minute.
 */
import type { Table } from "../../src/protocol";
import { t } from "../i18n";
import { ago, useNow } from "../time";

/** The time of the table's last change, relative to now, in the UI's language. */
export function LastMove({ table }: { table: Table }) {
  const now = useNow();
  // Before any move, the game's age is what there is to say.
  const when = ago(table.updated ?? table.created, now);
  const text = table.seq > 0 ? t("last_move", { when }) : t("created_when", { when });
  return (
    <span class="last-move" data-testid="last-move">
      <time dateTime={new Date(table.updated ?? table.created).toISOString()}>{text}</time>
    </span>
  );
}
