/**
 * "last move 2 days ago" under the turn banner: in a game played one move a day, how long the
 * table has been waiting matters as much as whose turn it is. Refreshed every minute. A replayed
 * or earlier table (web/replay/) is not waiting for anyone: it says when that move was played
 * ("played Dec 4, 2026, 7:05 PM"), or when the game started, as a date (the replay's words,
 * loaded with every replayed table).
 */
import type { Table } from "../../src/protocol";
import { t } from "../i18n";
import { ago, dateTime, useNow } from "../time";

/** The time of the table's last change, relative to now (a replay's: the date), in the UI's language. */
export function LastMove({ table }: { table: Table }) {
  const now = useNow();
  const at = table.updated ?? table.created;
  let text: string;
  if (table.replay) text = t(table.seq > 0 ? "rp_played" : "rp_started", { when: dateTime(at) });
  // Before any move, the game's age is what there is to say.
  else text = t(table.seq > 0 ? "last_move" : "created_when", { when: ago(at, now) });
  return (
    <span class="last-move" data-testid="last-move">
      <time dateTime={new Date(at).toISOString()}>{text}</time>
    </span>
  );
}
