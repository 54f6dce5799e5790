/**
 * /g/{id}#join={invite}: a friend opens their invitation, gives a name and claims the seat.
 * The fragment is then replaced by #seat={token} (their personal link) and remembered on this
 * device. A used invitation says the seat is taken and offers to watch instead.
 */
import { useState } from "preact/hooks";
import { NameField } from "../components/NameField";
import { WatchButton } from "../components/WatchButton";
import { ApiError, claimSeat } from "../api";
import { usePageTitle } from "../favicon";
import { CardFace } from "../pazaak/Card";
import { t } from "../i18n";
import { navigate } from "../router";
import { pref, savedGame, saveGame, setPref } from "../store";

/** The join form for one invitation. */
export function JoinPage({ id, invite }: { id: string; invite: string }) {
  const [name, setName] = useState(pref("name") ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const already = savedGame(id);
  usePageTitle(`${t("title_join")} · Tavolo`);

  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const trimmed = name.trim();
    setPref("name", trimmed);
    try {
      const res = await claimSeat(id, invite, trimmed);
      saveGame({
        id,
        game: already?.game ?? "pazaak",
        seat: res.seat,
        token: res.token,
        link: res.links.you,
      });
      // The invitation is spent: the address bar now holds this player's personal link.
      navigate(`/g/${id}#seat=${res.token}`, true);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, "net/unknown", String(err)));
      setBusy(false);
    }
  }

  const taken = error?.code === "auth/invite-used";
  const watch = (e: Event) => {
    e.preventDefault();
    navigate(`/g/${id}`, true);
  };

  return (
    <main class="page narrow join">
      <form class="panel form" onSubmit={submit} aria-labelledby="join-title">
        <div class="join-art" aria-hidden="true">
          <CardFace card="T10" />
          <CardFace card="PM3" />
          <CardFace card="TB" />
        </div>
        <h1 id="join-title">{t("join_title")}</h1>
        <p class="muted">{t("join_lead")}</p>
        {already && (
          <p class="notice">
            {t("join_already")}{" "}
            <a href={`/g/${id}`} onClick={watch}>
              {t("join_continue")}
            </a>
          </p>
        )}
        {taken ? (
          <div class="taken" role="alert" data-testid="seat-taken">
            <p>
              <strong>{t("seat_taken")}</strong>
            </p>
            <p class="muted small">{t("seat_taken_help")}</p>
            <WatchButton id={id} onClick={watch} />
          </div>
        ) : (
          <>
            <NameField value={name} onInput={setName} />
            {error && (
              <p class="error" role="alert">
                {error.message}
              </p>
            )}
            <button type="submit" class="btn primary big" disabled={busy} data-testid="join">
              {busy ? t("joining") : t("join_button")}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
