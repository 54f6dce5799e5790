/**
 * /discord, the Discord Activity's entry: it starts Discord's SDK (sdk.ts: the real one inside
 * Discord, its mock elsewhere) for the activity's instance, asks the server who the user is
 * (POST /api/discord/session, which Discord's proxy signed) and keeps the pass it answers for
 * the visit's later requests (web/chat.ts; in this tab's session storage, so a page reloaded
 * inside Discord sends the pass, not the proxy's signature again). Then: the user's seat in the
 * instance's game (stored on this device, then the table); a free seat to take or the game to
 * watch; or, with no game yet, the games to start (the shared chat start screen).
 */
import { useEffect, useState } from "preact/hooks";
import type { ClaimSeatResponse, DiscordSession } from "../../../src/protocol";
import { ApiError, request } from "../../api";
import { setChatIdentity } from "../../chat";
import { LoadingPage } from "../../components/LoadingPage";
import { NameField } from "../../components/NameField";
import { usePageTitle } from "../../favicon";
import { t } from "../../i18n";
import { linkClick, navigate } from "../../router";
import { pref, saveGame, setPref } from "../../store";
import { ChatStart } from "../chat/ChatStart";
import { startSdk } from "./sdk";

/** The header the page's requests carry the pass in (routes/chat-identity.ts). */
const PASS_HEADER = "X-Discord-Pass";

type State =
  | { kind: "loading" }
  | { kind: "failed"; error: ApiError }
  | { kind: "start" }
  | { kind: "join"; id: string; game: string; full: boolean };

/** The pass kept for an instance in this tab (storage may be blocked in a frame: then none). */
const passStore = {
  get(instance: string): string | null {
    try {
      return sessionStorage.getItem(`tavolo-discord-pass:${instance}`);
    } catch {
      return null;
    }
  },
  set(instance: string, pass: string | null): void {
    try {
      const key = `tavolo-discord-pass:${instance}`;
      if (pass) sessionStorage.setItem(key, pass);
      else sessionStorage.removeItem(key);
    } catch {
      // Kept in memory only (web/chat.ts).
    }
  },
};

/** The session of `instance`: with the kept pass, else (or when it is stale) Discord's signature. */
async function openSession(instance: string): Promise<DiscordSession> {
  const kept = passStore.get(instance);
  const ask = () => request<DiscordSession>("POST", "/api/discord/session", { instance });
  let session: DiscordSession;
  if (kept) {
    setChatIdentity({ [PASS_HEADER]: kept });
    try {
      session = await ask();
    } catch (error) {
      if (!(error instanceof ApiError) || !error.code.startsWith("discord/")) throw error;
      passStore.set(instance, null);
      setChatIdentity({});
      session = await ask();
    }
  } else session = await ask();
  passStore.set(instance, session.pass);
  setChatIdentity({ [PASS_HEADER]: session.pass });
  return session;
}

/** What a refusal says to the person in Discord. */
function problem(error: ApiError): string {
  if (error.code === "discord/not-signed") return t("dc_outside");
  if (error.code === "discord/not-configured") return t("dc_not_set_up");
  if (error.code.startsWith("discord/")) return t("dc_refused");
  return t("dc_failed", { message: error.message });
}

/** The Activity's entry page. */
export function DiscordPage() {
  const [state, setState] = useState<State>({ kind: "loading" });
  usePageTitle("Tavolo");
  useEffect(() => {
    const clientId =
      document.querySelector<HTMLMetaElement>('meta[name="discord-client-id"]')?.content ?? "";
    startSdk(clientId)
      .then(({ instanceId }) => openSession(instanceId))
      .then((session) => {
        const { id, exists, kind } = session.game;
        if (session.seat) {
          saveGame({ id, ...session.seat });
          navigate(`/g/${id}`, true);
        } else if (exists) setState({ kind: "join", id, game: kind ?? "", full: false });
        else setState({ kind: "start" });
      })
      .catch((error: unknown) =>
        setState({
          kind: "failed",
          error: error instanceof ApiError ? error : new ApiError(0, "http/failed", String(error)),
        }),
      );
  }, []);
  if (state.kind === "loading") return <LoadingPage />;
  if (state.kind === "failed")
    return (
      <main class="page narrow" data-testid="discord-page" data-state="failed">
        <div class="panel">
          <p role="alert">{problem(state.error)}</p>
        </div>
      </main>
    );
  if (state.kind === "join")
    return <Join {...state} onFull={() => setState({ ...state, full: true })} />;
  return (
    <ChatStart
      prefix="dc"
      testId="discord-page"
      words={{
        heading: t("dc_hello"),
        lead: t("dc_start"),
        myGames: t("dc_my_games"),
        keyLabel: t("dc_key_label"),
        keyButton: t("dc_key_button"),
      }}
    />
  );
}

/** The instance's game exists and the user has no seat: take the first free one, or watch. */
function Join(props: { id: string; game: string; full: boolean; onFull: () => void }) {
  const [name, setName] = useState(pref("name") ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const sit = async (e: Event) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setPref("name", trimmed);
    try {
      const res = await request<ClaimSeatResponse>("POST", "/api/discord/seat", { name: trimmed });
      saveGame({
        id: props.id,
        game: props.game,
        seat: res.seat,
        token: res.token,
        link: res.links.you,
      });
      navigate(`/g/${props.id}`, true);
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.code === "discord/no-free-seat") props.onFull();
      else setError(err instanceof ApiError ? problem(err) : String(err));
    }
  };
  return (
    <main class="page narrow" data-testid="discord-page" data-state={props.full ? "full" : "join"}>
      <form class="panel" onSubmit={sit}>
        <h1>{t("dc_join_title")}</h1>
        {props.full ? (
          <p role="status">{t("dc_full")}</p>
        ) : (
          <>
            <p>{t("dc_join_lead")}</p>
            <NameField value={name} onInput={setName} />
            <p>
              <button type="submit" class="btn primary" disabled={busy} data-testid="dc-sit">
                {t("dc_sit")}
              </button>
            </p>
          </>
        )}
        {error && <p role="alert">{error}</p>}
        <p>
          <a href={`/g/${props.id}`} onClick={linkClick} data-testid="dc-watch">
            {t("dc_watch")}
          </a>
        </p>
      </form>
    </main>
  );
}
