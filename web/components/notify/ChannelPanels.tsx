/**
 * The push and chat webhook panels under the email panel, a chunk of their own (loaded with the
 * slow-game panel): notifications on this device for a seat, where the browser supports push,
 * and the chat webhook for the game's creator.
 */
import type { Table } from "../../../src/protocol";
import { t } from "../../i18n";
import { PushToggle, pushSupported } from "./PushToggle";
import { WebhookField } from "./WebhookField";

/** Push and chat for the reader's seat. */
export function ChannelPanels({ id, token, table }: { id: string; token: string; table: Table }) {
  const creator = table.seat === table.creator && table.outcome === null;
  return (
    <>
      {pushSupported() && (
        <section class="panel push-panel" data-testid="push-panel">
          <h2>{t("push_title")}</h2>
          <PushToggle id={id} token={token} table={table} />
        </section>
      )}
      {creator && (
        <section class="panel chat-panel" data-testid="chat-panel">
          <h2>{t("chat_title")}</h2>
          <WebhookField id={id} token={token} table={table} />
        </section>
      )}
    </>
  );
}
