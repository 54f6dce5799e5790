/**
 * The address's choice between an email each turn and one daily summary (for every game the
 * address plays): shown in the email panel once the address is confirmed. The time of day is
 * the browser's clock, in its time zone, which the summary follows.
 */
import { useEffect, useState } from "preact/hooks";
import type { DigestStatus, Table } from "../../../src/protocol";
import { lang, t } from "../../i18n";
import { useAction } from "../notify/use-action";
import { getDigest, setDigest } from "./api";
import { ErrorNote } from "../ErrorNote";

/** A fieldset without its frame, one choice a line (inline styles: CSSOM, CSP-safe). */
const PLAIN = { border: 0, padding: 0, margin: "8px 0" };
const LINE = { display: "block" };

/** The browser's IANA time zone ("Europe/Rome"), UTC when it says none. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

/**
 * The each-turn / daily choice of the seat's confirmed address; `onStatus` hears the choice as
 * read and as saved (the address line above follows it).
 */
export function DigestField(props: {
  id: string;
  token: string;
  table: Table;
  onStatus?: (s: DigestStatus) => void;
}) {
  const { id, token, table, onStatus } = props;
  const confirmed = table.mail?.confirmed === true && !table.mail.muted;
  const [status, setStatus] = useState<DigestStatus | null>(null);
  const [mode, setMode] = useState<"turn" | "daily">("turn");
  const [time, setTime] = useState("08:00");
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction();
  const tz = browserZone();
  useEffect(() => {
    if (!confirmed) return;
    void run(async () => {
      const s = await getDigest(id, token);
      setStatus(s);
      onStatus?.(s);
      setMode(s.mode);
      if (s.mode === "daily") setTime(s.time);
    });
  }, [confirmed, id, token]);
  if (!confirmed || !status) return null;
  const save = (e: Event) => {
    e.preventDefault();
    setSaved(false);
    void run(async () => {
      const s = await setDigest(id, token, { mode, time, tz, lang: lang.value });
      setStatus(s);
      onStatus?.(s);
      setSaved(true);
    });
  };
  return (
    <form class="digest-field" data-testid="digest-field" onSubmit={save}>
      <fieldset style={PLAIN}>
        <legend>{t("digest_legend")}</legend>
        <label style={LINE}>
          <input
            type="radio"
            name="digest-mode"
            value="turn"
            checked={mode === "turn"}
            onChange={() => setMode("turn")}
          />{" "}
          {t("digest_each_turn")}
        </label>
        <label style={LINE}>
          <input
            type="radio"
            name="digest-mode"
            value="daily"
            data-testid="digest-daily"
            checked={mode === "daily"}
            onChange={() => setMode("daily")}
          />{" "}
          {t("digest_daily")}
        </label>
        {mode === "daily" && (
          <p>
            <label>
              {t("digest_time")}{" "}
              <input
                type="time"
                value={time}
                required
                data-testid="digest-time"
                style={{ width: "auto", display: "inline-block" }}
                onInput={(e) => setTime((e.target as HTMLInputElement).value)}
              />
            </label>{" "}
            <span class="muted small">{t("digest_zone", { tz })}</span>
          </p>
        )}
      </fieldset>
      <p class="muted small">{t("digest_help")}</p>
      <button type="submit" class="btn small" disabled={busy} data-testid="digest-save">
        {t("digest_save")}
      </button>
      {saved && (
        <p role="status" data-testid="digest-saved">
          {status.mode === "daily"
            ? t("digest_saved_daily", { time: status.time, tz: status.tz })
            : t("digest_saved_turn")}
        </p>
      )}
      <ErrorNote error={error} />
    </form>
  );
}
