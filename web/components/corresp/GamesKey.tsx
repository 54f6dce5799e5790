/**
 * My games on any device, on the home page: "Move my games to another device" shows a secret
 * link and its QR code (the key, keys.ts) with a way to make a new one (the old stops
 * working); a device opening such a link merges the list into its own; and "send me links to
 * all my games" asks for one email to a confirmed address. A chunk of its own with its words.
 */
import { useEffect, useState } from "preact/hooks";
import { lang, t } from "../../i18n";
import { navigate } from "../../router";
import { QrCode } from "../QrCode";
import { useAction } from "../notify/use-action";
import { request } from "./api";
import { keyLink, mergeFrom, shareList, type DeviceKey } from "./keys";
import { ErrorNote } from "../ErrorNote";

/** Merges the list of the key in the address's fragment, then takes it out of the address. */
export function ImportGames({ value, onMerged }: { value: string; onMerged: () => void }) {
  const [state, setState] = useState<{ added: number } | "failed" | null>(null);
  useEffect(() => {
    // The secret leaves the address bar at once (history, screenshots).
    navigate("/", true);
    mergeFrom(value)
      .then((added) => {
        setState({ added });
        onMerged();
      })
      .catch(() => setState("failed"));
  }, []);
  if (state === null) return null;
  return (
    <p class="notice" role="status" data-testid="games-merged">
      {state === "failed" ? t("key_failed") : t("key_merged", { n: state.added })}
    </p>
  );
}

/** The key's link and QR code, and a new key on request. */
export function ShareGames() {
  const [open, setOpen] = useState(false);
  const [key, setKey] = useState<DeviceKey | null>(null);
  const { busy, error, run } = useAction();
  const show = (renew: boolean) => run(async () => setKey(await shareList(renew)));
  return (
    <section class="panel games-key" data-testid="games-key">
      {!open ? (
        <button
          type="button"
          class="btn small"
          data-testid="games-key-open"
          onClick={() => {
            setOpen(true);
            void show(false);
          }}
        >
          {t("key_button")}
        </button>
      ) : (
        <>
          <h2>{t("key_title")}</h2>
          <p class="small">{t("key_help")}</p>
          {key && (
            <>
              <QrCode text={keyLink(key)} label={t("key_qr")} />
              <p>
                <input
                  readOnly
                  aria-label={t("key_link")}
                  data-testid="games-key-link"
                  value={keyLink(key)}
                  onFocus={(e) => (e.target as HTMLInputElement).select()}
                />
              </p>
              <p class="muted small">{t("key_warning")}</p>
              <button
                type="button"
                class="btn small"
                disabled={busy}
                data-testid="games-key-renew"
                onClick={() => void show(true)}
              >
                {t("key_renew")}
              </button>
            </>
          )}
        </>
      )}
      <ErrorNote error={error} />
    </section>
  );
}

/** "Send me links to all my games": one email to a confirmed address, whatever it is. */
export function SendLinks() {
  const [address, setAddress] = useState("");
  const [done, setDone] = useState(false);
  const { busy, error, run } = useAction();
  const submit = (e: Event) => {
    e.preventDefault();
    void run(async () => {
      await request("POST", "/api/mail/links", { address, lang: lang.value });
      setDone(true);
    });
  };
  return (
    <section class="panel send-links" data-testid="send-links">
      <h2>{t("links_title")}</h2>
      <form onSubmit={submit}>
        <label class="field">
          <span>{t("links_label")}</span>
          <input
            type="email"
            required
            autoComplete="email"
            data-testid="send-links-address"
            value={address}
            onInput={(e) => setAddress((e.target as HTMLInputElement).value)}
          />
        </label>
        <p class="muted small">{t("links_help")}</p>
        <button type="submit" class="btn small" disabled={busy} data-testid="send-links-go">
          {t("links_button")}
        </button>
      </form>
      {done && (
        <p role="status" data-testid="send-links-done">
          {t("links_done")}
        </p>
      )}
      <ErrorNote error={error} />
    </section>
  );
}
