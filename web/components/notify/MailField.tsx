/**
 * The seat's email address for this game: give it (a confirmation link is sent), see whether it
 * is confirmed and what it receives (an email each turn, or the daily summary the address
 * chose), ask for the confirmation again, change or remove it, and, once confirmed, ask for its
 * data or to forget it (MyDataField). Only this seat's own table carries its address.
 */
import { useState } from "preact/hooks";
import type { DigestStatus, Table } from "../../../src/protocol";
import { lang, t } from "../../i18n";
import { useAction } from "./use-action";
import { ApiError } from "../../api";
import { removeMail, resendMail, setMail } from "./api";
import { ErrorNote } from "../ErrorNote";
import { MyDataField } from "./MyDataField";

/**
 * The address form of the reader's seat. `digest` is the address's summary choice once the
 * summary field has read it (null before: the each-turn default is said).
 */
export function MailField(props: {
  id: string;
  token: string;
  table: Table;
  digest?: DigestStatus | null;
}) {
  const { id, token, table, digest } = props;
  const mail = table.mail;
  const [editing, setEditing] = useState(false);
  const [address, setAddress] = useState("");
  const action = useAction();
  const { busy, error } = action;
  const [sent, setSent] = useState("");
  const [resent, setResent] = useState(false);

  const run = async (job: () => Promise<unknown>) => {
    if (await action.run(job)) setEditing(false);
  };

  if (mail?.address && !editing) {
    const state = mail.muted
      ? t("mail_stopped")
      : !mail.confirmed
        ? t("mail_pending")
        : digest?.mode === "daily"
          ? t("mail_confirmed_daily", { time: digest.time })
          : t("mail_confirmed");
    return (
      <div class="mail-field" data-testid="mail-status">
        <p>
          <strong style={{ overflowWrap: "anywhere" }}>{mail.address}</strong> ·{" "}
          <span data-testid="mail-state">{state}</span>
        </p>
        <ErrorNote error={error} />
        {resent && !error && (
          <p class="muted small" role="status">
            {t("mail_resent")}
          </p>
        )}
        {!mail.confirmed && !mail.muted && (
          <>
            <button
              type="button"
              class="btn small"
              disabled={busy}
              data-testid="mail-resend"
              onClick={() => {
                setResent(false);
                void action.run(async () => {
                  try {
                    await resendMail(id, token);
                  } catch (e) {
                    // The one refusal a player meets by clicking twice: said in their language.
                    if (e instanceof ApiError && e.code === "mail/resend-too-soon")
                      throw new ApiError(e.status, e.code, t("mail_resend_soon"));
                    throw e;
                  }
                  setResent(true);
                });
              }}
            >
              {t("mail_resend")}
            </button>{" "}
          </>
        )}
        <button
          type="button"
          class="btn small"
          disabled={busy}
          onClick={() => {
            setAddress(mail.address ?? "");
            setEditing(true);
          }}
        >
          {t("mail_change")}
        </button>{" "}
        <button
          type="button"
          class="btn small"
          disabled={busy}
          data-testid="mail-remove"
          onClick={() => run(() => removeMail(id, token))}
        >
          {t("mail_remove")}
        </button>
        {mail.confirmed && <MyDataField id={id} token={token} address={mail.address} />}
      </div>
    );
  }
  return (
    <form
      class="mail-field"
      onSubmit={(e) => {
        e.preventDefault();
        void run(async () => {
          await setMail(id, token, address.trim(), lang.value);
          setSent(address.trim());
        });
      }}
    >
      <label for="mail-address">{t("mail_label")}</label>
      <input
        id="mail-address"
        type="email"
        autocomplete="email"
        required
        maxLength={254}
        value={address}
        onInput={(e) => setAddress((e.target as HTMLInputElement).value)}
      />
      <p class="muted small">{t("mail_help")}</p>
      <ErrorNote error={error} />
      {sent && !error && <p class="muted small">{t("mail_sent", { address: sent })}</p>}
      <button type="submit" class="btn" disabled={busy} data-testid="mail-save">
        {t("mail_save")}
      </button>
      {editing && (
        <>
          {" "}
          <button
            type="button"
            class="btn"
            data-testid="mail-cancel"
            onClick={() => {
              setEditing(false);
              action.clear();
            }}
          >
            {t("mail_cancel")}
          </button>
        </>
      )}
    </form>
  );
}
