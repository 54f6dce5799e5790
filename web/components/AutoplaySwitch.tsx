/**
 * A seat's "play my forced moves for me" (docs/api.md, "Forced moves that play themselves, and standing orders"):
 * the switch under the table, and above it the word that its latest move was played for it.
 * Only the seat's own table carries either; nobody else is ever told. Part of the game page's
 * first download (pages/GamePage.tsx): every player of a running game sees the switch at once,
 * and as a lazy part it cost five small files more than it weighs inside the page's one file.
 */
import { useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { request } from "../api";
import { t } from "../i18n";
import { useAction } from "./notify/use-action";
import { ErrorNote } from "./ErrorNote";
import switchCss from "../styles/switch.css?inline";
import { adoptStyles } from "../styles/adopt";
import { Switch } from "./Switch";

// The switch's drawing travels with it (the create form and the push panel bring it too).
adoptStyles(switchCss, 1);

/** Turns the seat's forced moves playing themselves on or off; answers the table. */
const setForced = (id: string, token: string, forced: boolean) =>
  request<Table>("PUT", `/api/games/${encodeURIComponent(id)}/autoplay`, { forced }, token);

/** The switch, for a player of a running game. */
export function AutoplaySwitch(props: {
  id: string;
  token: string;
  table: Table;
  accept: (table: Table) => void;
}) {
  const { id, token, table, accept } = props;
  const { busy, error, run } = useAction();
  // The switch shows the choice while the server takes it; then the table's answer again.
  const [asked, setAsked] = useState<boolean | null>(null);
  const on = busy && asked !== null ? asked : table.autoplay?.forced === true;
  return (
    <div class="autoplay-row">
      <Switch
        testid="autoplay-forced"
        hint="autoplay-hint"
        checked={on}
        disabled={busy}
        label={t("autoplay_forced")}
        onChange={(next) => {
          setAsked(next);
          void run(async () => accept(await setForced(id, token, next)));
        }}
      />
      <p class="muted small" id="autoplay-hint">
        {t("autoplay_hint")}
      </p>
      <ErrorNote error={error} />
    </div>
  );
}

/**
 * "Your last move was played for you" (its only possible move, or its standing order), while it
 * is the seat's latest move.
 */
export function AutoplayPlayed({ table }: { table: Table }) {
  if (!table.autoplay?.played || table.outcome !== null) return null;
  return (
    <p class="notice" role="status" data-testid="autoplay-played">
      {t(table.autoplay.played.order ? "autoplay_played_order" : "autoplay_played")}
    </p>
  );
}
