/**
 * The home page: what Tavolo is, the four games (each with a one-line pitch and a short how
 * to play; the ones not ready yet marked "coming soon"), and the games this device plays.
 */
import { useState } from "preact/hooks";
import { LazyGamesKey } from "../components/corresp/LazyGamesKey";
import { LazyMyGames } from "../components/LazyMyGames";
import { usePageTitle } from "../favicon";
import { GAMES } from "../games";
import { t, type Key } from "../i18n";
import { fragment, linkClick } from "../router";
import { savedGames } from "../store";
import pagesCss from "../styles/pages.css?inline";
import { adoptStyles } from "../styles/adopt";

// The styles of the pages a table never shows come with them.
adoptStyles(pagesCss);

/** The home page. */
export function Home() {
  // My games on any device (components/corresp/): a key's list merged, the key, the links.
  const [merged, setMerged] = useState(0);
  // Kept from the first render: the import takes the secret out of the address at once.
  const [key] = useState(() => fragment("games"));
  const [asking, setAsking] = useState(false);
  const mine = savedGames().slice(0, 8);
  usePageTitle(`Tavolo · ${t("tagline")}`);
  return (
    <main class="page home">
      {key && <LazyGamesKey part="import" value={key} onMerged={() => setMerged((n) => n + 1)} />}
      {/* A returning player comes for their games first. */}
      {mine.length > 0 && <LazyMyGames key={merged} games={mine} />}
      {mine.length > 0 && <LazyGamesKey part="share" />}
      <section class="hero">
        <h1>{t("hero_title")}</h1>
        <p class="lead">{t("hero_lead")}</p>
        <ol class="steps">
          <li>{t("hero_step1")}</li>
          <li>{t("hero_step2")}</li>
          <li>{t("hero_step3")}</li>
        </ol>
      </section>

      <h2 class="section-title">{t("choose_game")}</h2>
      <ul class="game-list">
        {GAMES.map((g) => (
          <li key={g.id} class={`game-tile tone-${g.tone}${g.playable ? "" : " soon"}`}>
            <div class="tile-top">
              <span class="glyph" aria-hidden="true">
                {g.glyph}
              </span>
              <div>
                <h3>{t(`game_${g.id}`)}</h3>
                <p class="small muted">{t("players_n", { n: g.players })}</p>
              </div>
              {!g.playable && <span class="badge">{t("coming_soon")}</span>}
            </div>
            <p class="pitch">{t(`pitch_${g.id}`)}</p>
            <details>
              <summary>{t("how_to_play")}</summary>
              <p>{t(`how_${g.id}`)}</p>
            </details>
            {/* "Coming soon" is said once, by the badge: an unfinished game has no button. */}
            {g.playable && (
              <a class="tile-rules" href={`/rules/${g.id}`} onClick={linkClick}>
                {t("rules_link", { game: t(`game_${g.id}`) })}
              </a>
            )}
            {/* Every game has a lesson (test/engine/lessons.test.ts holds it to that). */}
            {g.playable && (
              <a
                class="tile-rules"
                href={`/learn/${g.id}`}
                onClick={linkClick}
                data-testid={`learn-${g.id}`}
              >
                {t("learn_link")}
              </a>
            )}
            {g.playable && (
              <a
                class="btn primary big"
                href={`/new/${g.id}`}
                onClick={linkClick}
                data-testid={`play-${g.id}`}
              >
                {t("play_game", { game: t(`game_${g.id}`) })}
              </a>
            )}
          </li>
        ))}
      </ul>
      {asking ? (
        <LazyGamesKey part="links" />
      ) : (
        <p class="small">
          <a
            href="/#send=links"
            data-testid="send-links-open"
            onClick={(e) => {
              e.preventDefault();
              setAsking(true);
            }}
          >
            {t("links_home")}
          </a>
        </p>
      )}
    </main>
  );
}
