/**
 * /telegram, the Telegram Mini App's entry: it reads the init data Telegram gives the page
 * (`Telegram.WebApp.initData` from Telegram's script, which the Worker's page loads; else the
 * `tgWebAppData` of the address's fragment, where Telegram puts it too), asks the server who
 * that is and what the link opens (POST /api/telegram/session), and then: the user's own seat
 * (stored on this device, then the table), a seat's invitation (the join page), a game to watch,
 * or, opened without a game, the games to start and a way to bring games from another device.
 * From here on every request carries the init data (web/chat.ts), so a game created or a seat
 * taken is bound to the Telegram user.
 */
import { useEffect, useState } from "preact/hooks";
import type { TelegramSession } from "../../../src/protocol";
import { ApiError, request } from "../../api";
import { setChatIdentity } from "../../chat";
import { LoadingPage } from "../../components/LoadingPage";
import { usePageTitle } from "../../favicon";
import { t } from "../../i18n";
import { navigate } from "../../router";
import { ChatStart } from "../chat/ChatStart";
import { pref, saveGame, setPref } from "../../store";

/** The part of Telegram's Mini App object the page uses. */
interface WebApp {
  initData?: string;
  ready?: () => void;
  expand?: () => void;
}

declare global {
  interface Window {
    Telegram?: { WebApp?: WebApp };
  }
}

/** The init data: from Telegram's script, else from the fragment Telegram opened the page with. */
function initData(): string {
  const fromScript = window.Telegram?.WebApp?.initData;
  if (fromScript) return fromScript;
  return new URLSearchParams(location.hash.slice(1)).get("tgWebAppData") ?? "";
}

type State =
  | { kind: "loading" }
  | { kind: "outside" }
  | { kind: "failed"; error: ApiError }
  | { kind: "start"; name: string };

/** What a refusal says to the person in Telegram. */
function problem(error: ApiError): string {
  if (error.code === "telegram/not-configured") return t("tg_not_set_up");
  if (error.code.startsWith("telegram/")) return t("tg_refused");
  return t("tg_failed", { message: error.message });
}

/** Where the session sends the user; null: stay here and offer to start a game. */
function destination(session: TelegramSession): string | null {
  const start = session.start;
  if (!start) return null;
  if (session.seat) {
    saveGame({ id: start.id, ...session.seat });
    return `/g/${start.id}`;
  }
  return start.invite ? `/g/${start.id}#join=${start.invite}` : `/g/${start.id}`;
}

/** The Mini App's entry page. */
export function TelegramPage() {
  const [state, setState] = useState<State>({ kind: "loading" });
  usePageTitle("Tavolo");
  useEffect(() => {
    const data = initData();
    if (!data) return setState({ kind: "outside" });
    window.Telegram?.WebApp?.ready?.();
    window.Telegram?.WebApp?.expand?.();
    setChatIdentity({ "X-Telegram-Init-Data": data });
    request<TelegramSession>("POST", "/api/telegram/session")
      .then((session) => {
        if (!pref("name")) setPref("name", session.user.name);
        const to = destination(session);
        if (to) navigate(to, true);
        else setState({ kind: "start", name: session.user.name });
      })
      .catch((error: ApiError) => setState({ kind: "failed", error }));
  }, []);
  if (state.kind === "loading") return <LoadingPage />;
  if (state.kind !== "start")
    return (
      <main class="page narrow" data-testid="telegram-page" data-state={state.kind}>
        <div class="panel">
          <p role="alert">{state.kind === "outside" ? t("tg_outside") : problem(state.error)}</p>
        </div>
      </main>
    );
  return (
    <ChatStart
      prefix="tg"
      testId="telegram-page"
      words={{
        heading: t("tg_hello", { name: state.name }),
        lead: t("tg_start"),
        myGames: t("tg_my_games"),
        keyLabel: t("tg_key_label"),
        keyButton: t("tg_key_button"),
      }}
    />
  );
}
