/**
 * The game's chat webhook, on the creator's table only: paste a Discord or Slack
 * incoming-webhook address and every turn is announced there with the watch link. Once set,
 * the address is only ever shown masked ("discord.com/…/abcd"); the creator can remove it.
 * A refused address shows the server's sentence (it names what is accepted).
 */
import { useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { lang, t, tn } from "../../i18n";
import { useAction } from "./use-action";
import { removeWebhook, setWebhook } from "./api";
import { ErrorNote } from "../ErrorNote";

const SERVICE = { discord: "Discord", slack: "Slack" } as const;

/** The webhook form or status of the game's creator. */
export function WebhookField({ id, token, table }: { id: string; token: string; table: Table }) {
  const hook = table.webhook;
  const [url, setUrl] = useState("");
  const action = useAction();
  const { busy, error } = action;

  const run = async (job: () => Promise<unknown>) => {
    if (await action.run(job)) setUrl("");
  };

  if (hook)
    return (
      <div class="webhook-field" data-testid="webhook-status">
        <p>
          {t("chat_on", { where: hook.masked, service: SERVICE[hook.service] })}
          {hook.failures > 0 && <> {tn("chat_failing", hook.failures)}</>}
        </p>
        <ErrorNote error={error} />
        <button
          type="button"
          class="btn small"
          disabled={busy}
          data-testid="webhook-remove"
          onClick={() => run(() => removeWebhook(id, token))}
        >
          {t("chat_remove")}
        </button>
      </div>
    );
  return (
    <form
      class="webhook-field"
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => setWebhook(id, token, url.trim(), lang.value));
      }}
    >
      <label for="webhook-url">{t("chat_label")}</label>
      <input
        id="webhook-url"
        type="url"
        inputMode="url"
        autocomplete="off"
        spellcheck={false}
        required
        maxLength={512}
        placeholder="https://discord.com/api/webhooks/…"
        value={url}
        aria-describedby="webhook-help"
        onInput={(e) => setUrl((e.target as HTMLInputElement).value)}
      />
      <p id="webhook-help" class="muted small">
        {t("chat_help")}
      </p>
      <ErrorNote error={error} testid="webhook-error" />
      <button type="submit" class="btn" disabled={busy} data-testid="webhook-save">
        {t("chat_save")}
      </button>
    </form>
  );
}
