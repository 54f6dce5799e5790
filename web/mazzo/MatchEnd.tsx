/**
 * The end of a Mazzo game: its title and why it ended, the last turn's result with its cards,
 * and the rematch. Part of the results (result-part.ts), so a table link's first file does not
 * carry it.
 */
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import type { Table } from "../../src/protocol";
import { LazyRematch } from "../components/LazyRematch";
import { MatchResult } from "../components/MatchResult";
import { readerLost } from "../components/ending";
import { t } from "../i18n";
import { endReason, turnReason, turnTitle, type GameEnd, type TurnEnd } from "./reason";
import { TurnCards } from "./TurnCards";

/** The game's end, under the felt's last state. */
export function MatchEnd({
  table,
  token,
  name,
  title,
  reason,
  gameEnd,
  lastEnd,
}: {
  table: Table;
  token: string | undefined;
  name: (seat: number) => string;
  title: string;
  /** A resignation's or a claim's reason (components/ending.ts), else the game's own. */
  reason: string | undefined;
  gameEnd: GameEnd | undefined;
  lastEnd: TurnEnd | undefined;
}) {
  const view = table.view as MazzoView;
  const me = view.you;
  return (
    <div class="mz-end">
      <MatchResult lost={readerLost(table)} title={title} reason={reason}>
        {/* Why it ended, said once and with "you" for the reader as in the title (no score
            line beside it telling the loot again, by name). The felt below still shows each
            seat's loot. */}
        {gameEnd && (
          <p class="muted" data-testid="end-reason">
            {endReason(gameEnd, name, me)}
          </p>
        )}
        {lastEnd && (
          <p class="muted last-set" data-testid="last-set">
            {t("mz_last_turn", {
              title: turnTitle(lastEnd, name, me),
              reason: turnReason(lastEnd, name),
            })}
          </p>
        )}
        {lastEnd && <TurnCards end={lastEnd} view={view} name={name} still />}
        <LazyRematch table={table} token={token} name={name} />
      </MatchResult>
    </div>
  );
}
