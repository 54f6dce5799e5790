/**
 * Everything of issue 12 on the game page, mounted with one line in GamePage: how a game
 * that ended outside the rules ended, the clock and its offers, the seat's email address and
 * resigning.
 */
import type { Table } from "../../../src/protocol";
import { t } from "../../i18n";
import { Expiry } from "../Expiry";
import { useLazy } from "../../lazy";
import { ClockPanel } from "./ClockPanel";
import { MailField } from "./MailField";
import { ResignButton } from "./ResignButton";

/** Inline (CSSOM, allowed by the CSP): a rule in the shared CSS would weigh on every page. */
const RESIGN_ROW = {
  marginTop: "16px",
  paddingTop: "16px",
  borderTop: "1px solid var(--border)",
};

/** Push and chat webhooks (issue 13): their own chunk, loaded with this panel. */
function LazyChannelPanels(props: { id: string; token: string; table: Table }) {
  const mod = useLazy(() => import("./ChannelPanels"));
  return mod ? <mod.ChannelPanels {...props} /> : null;
}

/** The slow-game panels for the reader's seat (or the ending, for anyone). */
export function SlowGamePanel(props: {
  id: string;
  token: string | undefined;
  table: Table;
  name: (seat: number) => string;
  accept: (table: Table) => void;
}) {
  const { id, token, table, name, accept } = props;
  const ending = table.ending;
  return (
    <>
      {ending && (
        <p class="notice" data-testid="ending">
          {t(ending.reason === "resign" ? "ending_resign" : "ending_forfeit", {
            name: name(ending.seat),
          })}
        </p>
      )}
      {/* A game ended outside its rules shows no result panel: the date goes under the ending. */}
      {ending && <Expiry table={table} />}
      {token && table.seat !== null && (
        <>
          <ClockPanel id={id} token={token} table={table} name={name} accept={accept} />
          <section class="panel mail-panel" data-testid="mail-panel">
            <h2>{t("mail_title")}</h2>
            <MailField id={id} token={token} table={table} />
            {!table.outcome && (
              // Set apart from the address's buttons: resigning has nothing to do with email.
              <div class="resign-row" style={RESIGN_ROW}>
                <ResignButton id={id} token={token} accept={accept} />
              </div>
            )}
          </section>
          <LazyChannelPanels id={id} token={token} table={table} />
        </>
      )}
    </>
  );
}
