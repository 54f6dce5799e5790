/**
 * "There is no game at this address": shown for a game id nobody created (or a mistyped one),
 * with the way home. Its page opens no socket and makes no request that fails. A game removed
 * while its page was open (the socket closed 4004) gets the same page with the server's words.
 */
import { usePageTitle } from "../favicon";
import { t } from "../i18n";
import { linkClick } from "../router";

/**
 * The page of an address with no game behind it.
 * @param title the server's words when the game was removed while the page was open
 */
export function NoGame({ title }: { title?: string }) {
  const heading = title || t("no_game_title");
  usePageTitle(`${heading} · Tavolo`);
  return (
    <main class="page narrow">
      <div class="panel" data-testid="no-game">
        <h1>{heading}</h1>
        {!title && <p class="muted">{t("no_game_help")}</p>}
        <a class="btn primary big block" href="/" onClick={linkClick} data-testid="no-game-home">
          {t("no_game_home")}
        </a>
      </div>
    </main>
  );
}
