/**
 * Everything of slow games on the game page, mounted with one line in GamePage: the clock and
 * its offers, the seat's email address, push and chat. (Resigning is a table action of the
 * page; how a game ended outside its rules, its match result: components/ending.ts.)
 */
import { useState } from "preact/hooks";
import type { DigestStatus, Table } from "../../../src/protocol";
import { loadPack, t } from "../../i18n";
import { useLazy } from "../../lazy";
import { ClockPanel } from "./ClockPanel";
import { MailField } from "./MailField";
import type { SeatPanelProps } from "../../table-props";

/** Push and chat webhooks: their own chunk, loaded with this panel. */
function LazyChannelPanels(props: { id: string; token: string; table: Table }) {
  const mod = useLazy(() => import("./ChannelPanels"));
  return mod ? <mod.ChannelPanels {...props} /> : null;
}

/**
 * Slow games over weeks (away notices, nudges; the daily summary in the email panel), a chunk
 * of its own with its word pack.
 */
function LazyCorresp(
  props: Parameters<typeof SlowGamePanel>[0] & {
    part: "table" | "digest";
    onDigest?: (s: DigestStatus) => void;
  },
) {
  const mod = useLazy(() =>
    Promise.all([
      import("../corresp/parts"),
      import("../corresp/words").then((w) => loadPack(w.correspWords)),
    ]).then(([m]) => m),
  );
  if (!mod) return null;
  if (props.part === "table") return <mod.TablePart {...props} />;
  return props.token ? (
    <mod.DigestField
      id={props.id}
      token={props.token}
      table={props.table}
      onStatus={props.onDigest}
    />
  ) : null;
}

/** The slow-game panels for the reader's seat. */
export function SlowGamePanel(props: SeatPanelProps) {
  const { id, token, table, name, accept } = props;
  // The address's each-turn or daily choice, as the summary field read or saved it: the
  // address line above it says which (an email each turn, or one summary a day).
  const [digest, setDigest] = useState<DigestStatus | null>(null);
  return (
    <>
      <LazyCorresp {...props} part="table" />
      {token && table.seat !== null && (
        <>
          <ClockPanel id={id} token={token} table={table} name={name} accept={accept} />
          <section class="panel mail-panel" data-testid="mail-panel">
            <h2>{t("mail_title")}</h2>
            <MailField id={id} token={token} table={table} digest={digest} />
            <LazyCorresp {...props} part="digest" onDigest={setDigest} />
          </section>
          <LazyChannelPanels id={id} token={token} table={table} />
        </>
      )}
    </>
  );
}
