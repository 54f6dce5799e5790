/**
 * /rules/{game}: a game's rules written for players, in the UI's language. The page and each
 * text are lazy chunks (web/{game}/rules/), so they weigh nothing on the table. A game without a
 * text yet says so and offers the way home.
 */
import { useEffect, useState } from "preact/hooks";
import { LoadingPage } from "../components/LoadingPage";
import { usePageTitle } from "../favicon";
import { gameUi } from "../games";
import { lang, t, type Key } from "../i18n";
import { linkClick } from "../router";
import { loadRules, type RulesDoc } from "../rules";
import pagesCss from "../styles/pages.css?inline";
import createRulesCss from "../styles/create-rules.css?inline";
import { adoptStyles } from "../styles/adopt";

// The styles of the pages a table never shows come with them.
adoptStyles(pagesCss);
adoptStyles(createRulesCss);

/** The rules page of one game. */
export function RulesPage({ game }: { game: string }) {
  const known = gameUi(game);
  const title = known ? t(`game_${known.id}` as Key) : game;
  const [doc, setDoc] = useState<{ lang: string; doc: RulesDoc } | null | undefined>(undefined);
  usePageTitle(`${t("rules_title", { game: title })} · Tavolo`);
  const l = lang.value;
  useEffect(() => {
    let live = true;
    const p = loadRules(game, l);
    if (!p) setDoc(null);
    else void p.then((d) => live && setDoc({ lang: l, doc: d }));
    return () => {
      live = false;
    };
  }, [game, l]);

  if (doc === undefined) return <LoadingPage />;
  if (doc === null)
    return (
      <main class="page narrow">
        <div class="panel" data-testid="no-rules">
          <h1>{t("rules_title", { game: title })}</h1>
          <p>{t("rules_missing")}</p>
          <a class="btn primary" href="/" onClick={linkClick}>
            {t("home")}
          </a>
        </div>
      </main>
    );
  return (
    <main class="page narrow rules" data-testid="rules-page">
      <article class="panel">
        <h1>{t("rules_title", { game: title })}</h1>
        <p class="lead">{doc.doc.lead}</p>
        {doc.doc.sections.map((s) => (
          <section key={s.title}>
            <h2>{s.title}</h2>
            {s.text?.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {s.list && (
              <ul>
                {s.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </article>
      {known?.playable && (
        <a class="btn primary big block" href={`/new/${game}`} onClick={linkClick}>
          {t("play_game", { game: title })}
        </a>
      )}
    </main>
  );
}
