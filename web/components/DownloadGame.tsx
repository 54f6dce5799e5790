/**
 * "Download this game": the reader's own copy (GET /api/games/{id}/download), every step as it
 * saw it, saved as a JSON file. The token travels in the request's header, never in an address,
 * so the file is fetched first and handed to the browser as a blob.
 */
import { useState } from "preact/hooks";
import { gameApi } from "../api";
import { t } from "../i18n";
import { ErrorNote } from "./ErrorNote";
import { DOWNLOAD } from "./link-icons";
import { SvgIcon } from "./SvgIcon";

/** Props of the download button. */
export interface DownloadGameProps {
  id: string;
  game: string;
  /** The reader's seat token; undefined for a spectator (who gets the spectators' views). */
  token: string | undefined;
}

/** Saves `text` as a file named `name` in the browser's downloads. */
function save(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The button, with a short help line, and why it failed if it did. */
export function DownloadGame({ id, game, token }: DownloadGameProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // As text, saved as it came: a long match is megabytes, with nothing to read in it here.
      const res = await fetch(`${gameApi(id)}/download`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
        cache: "no-store",
      });
      if (!res.ok) throw new Error(`download: ${res.status}`);
      save(await res.text(), `tavolo-${game}-${id}.json`);
    } catch {
      setError(t("download_failed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="download">
      <button
        type="button"
        class="btn ghost"
        data-action="download-game"
        aria-describedby="download-help"
        disabled={busy}
        onClick={() => void download()}
      >
        <SvgIcon d={DOWNLOAD} /> {t("download_title")}
      </button>
      <p id="download-help" class="muted small">
        {t("download_help")}
      </p>
      <ErrorNote error={error} testid="download-error" />
    </div>
  );
}
