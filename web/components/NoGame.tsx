/**
 * "There is no game at this address": shown for a game id nobody created (or a mistyped one),
 * with the way home. Its page opens no socket and makes no request that fails.
 */
import { usePageTitle } from "../favicon";
import { t } from "../i18n";
import { linkClick } from "../router";

/** The page of an address with no game behind it. */
export function NoGame() {
  usePageTitle(`${t("no_game_title")} · Tavolo`);
  return (
    <main class="page narrow">
      <div class="panel" data-testid="no-game">
        <h1>{t("no_game_title")}</h1>
        <p class="muted">{t("no_game_help")}</p>
        <a class="btn primary big block" href="/" onClick={linkClick} data-testid="no-game-home">
          {t("no_game_home")}
        </a>
      </div>
    </main>
  );
}
