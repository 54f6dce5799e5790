/** The app shell: header, the page for the current path, and a footer. */
import { LoadingPage } from "./components/LoadingPage";
import { Header } from "./components/Header";
import { lang, t, useWords } from "./i18n";
import { useLazy } from "./lazy";
import { loc } from "./router";
import { useValue } from "./signal";

/**
 * The game page with the table parts' styles, a chunk of its own (pages/game-page.ts): the
 * Worker's HTML for a game preloads it, so a table link waits for it no longer than before.
 */
function LazyGame({ id }: { id: string }) {
  const mod = useLazy(() => import("./pages/game-page"));
  if (!mod) return <LoadingPage />;
  return <mod.GamePage id={id} />;
}

/**
 * Every other page (routes.tsx), a chunk of its own: a table link's first visit never needs it,
 * and index.html preloads it for the pages it serves.
 */
function LazyRoute({ path }: { path: string }) {
  const mod = useLazy(() => import("./routes"));
  if (!mod) return <LoadingPage />;
  return <mod.Route path={path} />;
}

/** The page of the current address, drawn again when the address changes. */
function Page() {
  const path = useValue(loc).path;
  const m = /^\/g\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (m) return <LazyGame id={m[1] ?? ""} />;
  return <LazyRoute path={path} />;
}

/** The whole app. */
export function App() {
  // Every word of the page, below: a language switch or a word pack draws it all again.
  useWords();
  return (
    <>
      <a
        class="skip"
        href="#main"
        onClick={(e) => {
          // Focus the content without touching the fragment, which may hold a seat token.
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        {t("skip")}
      </a>
      <Header />
      <div id="main" tabIndex={-1}>
        <Page />
      </div>
      <footer class="footer small muted">
        <p>{t("footer")}</p>
        {/* A page of the Worker's own (no script), in the page's language. */}
        <p>
          <a href={`/privacy?lang=${lang.value}`} data-testid="privacy-link">
            {t("privacy")}
          </a>
        </p>
      </footer>
    </>
  );
}
