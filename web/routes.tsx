/**
 * Every page of the app but a game's table (web/app.tsx draws those), a chunk of its own: a
 * table link's first visit never downloads the other pages' loaders. index.html preloads it
 * beside the app's entry (scripts/build-web.mjs), so the pages it serves wait for it no longer;
 * each page is a chunk of its own again, loaded when its address is shown.
 */
import { LoadingPage } from "./components/LoadingPage";
import { loadGameWords } from "./game-words";
import { gameUi } from "./games";
import { loadPack, t } from "./i18n";
import { loadPagesWords, withHome, withLinks, withPages } from "./pages/words/load";
import { LazyNoGame } from "./components/LazyNoGame";
import { loadMyGames } from "./components/LazyMyGames";
import { useLazy } from "./lazy";
import { linkClick } from "./router";

/**
 * The home page (the games, your games on this device), a chunk of its own: a friend opening
 * a game link never needs it, and the table page's first download stays small.
 */
function LazyHome() {
  // With the list of this device's games when it has some (components/LazyMyGames.tsx).
  const mod = useLazy(() =>
    Promise.all([withHome(import("./pages/Home")), loadMyGames()]).then(([m]) => m),
  );
  if (!mod) return <LoadingPage />;
  return <mod.Home />;
}

/** The create form, loaded with the rules engine only when someone starts a game. */
function LazyCreate({ gameId }: { gameId: string }) {
  // The time-per-move field speaks with the slow-game panel's word pack.
  const mod = useLazy(() =>
    Promise.all([
      import("./pages/CreatePage"),
      // The game's own seat part of the form (MazzelTof's teams), if it has one.
      gameUi(gameId)
        ?.parts()
        .then((p) => p.createSeats?.()),
      loadPagesWords(),
      import("./components/notify/words").then((w) => loadPack(w.notifyWords)),
      // The options' labels, a pack of the create page's own (pages/words/create.ts).
      import("./pages/words/create").then((w) => loadPack(w.createWords)),
      // The game's own words (its name in the help texts); every game's option labels are
      // in the pages' pack, so no table page downloads them.
      loadGameWords(gameId),
    ]).then(([m, Seats]) => ({ CreatePage: m.CreatePage, Seats })),
  );
  if (!mod) return <LoadingPage />;
  return <mod.CreatePage gameId={gameId} Seats={mod.Seats} />;
}

/**
 * The creator's share screen (QR codes, invitations), loaded when the creator opens it, with the
 * game page's chunk: its styles (game.css) and the table the creator goes to next.
 */
function LazyShare({ id }: { id: string }) {
  const mod = useLazy(() =>
    Promise.all([
      withPages(withLinks(import("./pages/SharePage"))),
      import("./pages/game-page"),
    ]).then(([m]) => m),
  );
  if (!mod) return <LoadingPage />;
  return <mod.SharePage id={id} />;
}

/** A game's rules page, with its texts, loaded only when someone opens it. */
function LazyRules({ game }: { game: string }) {
  const mod = useLazy(() => {
    // The game's loaders of its texts (a tiny chunk) come alongside the page, not after it.
    void gameUi(game)
      ?.parts()
      .then((p) => p.rules())
      .catch(() => undefined);
    return withPages(import("./pages/RulesPage"));
  });
  if (!mod) return <LoadingPage />;
  return <mod.RulesPage game={game} />;
}

/**
 * A finished game's replay, with the engine, loaded only when someone opens one; with the tables'
 * shared chunk, whose styles (game.css, the table parts) every replayed table needs.
 */
function LazyReplay({ id }: { id: string }) {
  const mod = useLazy(() =>
    Promise.all([
      import("./replay/ReplayPage").then((m) => m.withWords(m)),
      // Its table loader too: tables.ts then travels in that chunk, not in a file of its own.
      import("./pages/table-parts"),
    ]).then(([m, page]) => ({ ReplayPage: m.ReplayPage, loadTable: page.loadTable })),
  );
  if (!mod) return <LoadingPage />;
  return <mod.ReplayPage id={id} loadTable={mod.loadTable} />;
}

/**
 * A game's lesson (web/learn/), with the game's rules and the tables' shared chunk, whose styles
 * and table loader every table needs (not the live game page's); loaded only when someone opens
 * a lesson.
 */
function LazyLearn({ game }: { game: string }) {
  const mod = useLazy(() =>
    Promise.all([import("./learn/LessonPage"), import("./pages/table-parts")]).then(
      ([m, page]) => ({
        LessonPage: m.LessonPage,
        loadTable: page.loadTable,
      }),
    ),
  );
  if (!mod) return <LoadingPage />;
  return <mod.LessonPage game={game} loadTable={mod.loadTable} />;
}

/** The Telegram Mini App's entry (pages/telegram/), a chunk of its own with its words. */
function LazyTelegram() {
  const mod = useLazy(() =>
    Promise.all([
      import("./pages/telegram/TelegramPage"),
      import("./pages/telegram/words").then((w) => loadPack(w.telegramWords)),
    ]).then(([m]) => m),
  );
  if (!mod) return <LoadingPage />;
  return <mod.TelegramPage />;
}

/** The Discord Activity's entry (pages/discord/): its own chunk, the only one with Discord's SDK. */
function LazyDiscord() {
  const mod = useLazy(() =>
    Promise.all([
      import("./pages/discord/DiscordPage"),
      import("./pages/discord/words").then((w) => loadPack(w.discordWords)),
      // The join form's name field speaks the pages' words.
      loadPagesWords(),
    ]).then(([m]) => m),
  );
  if (!mod) return <LoadingPage />;
  return <mod.DiscordPage />;
}

/**
 * The page of the current address, when it is not a game's table (web/app.tsx draws those):
 * drawn again when the address changes.
 */
export function Route({ path }: { path: string }) {
  let m: RegExpExecArray | null;
  if (path === "/" || path === "/index.html") return <LazyHome />;
  if (path === "/telegram" || path === "/telegram/") return <LazyTelegram />;
  if (path === "/discord" || path === "/discord/") return <LazyDiscord />;
  if ((m = /^\/new\/([a-z0-9-]+)\/?$/.exec(path)))
    return <LazyCreate key={m[1]} gameId={m[1] ?? ""} />;
  if ((m = /^\/rules\/([a-z0-9-]+)\/?$/.exec(path)))
    return <LazyRules key={m[1]} game={m[1] ?? ""} />;
  if ((m = /^\/learn\/([a-z0-9-]+)\/?$/.exec(path)))
    return <LazyLearn key={m[1]} game={m[1] ?? ""} />;
  if ((m = /^\/g\/([A-Za-z0-9_-]+)\/share\/?$/.exec(path))) return <LazyShare id={m[1] ?? ""} />;
  if ((m = /^\/g\/([A-Za-z0-9_-]+)\/replay\/?$/.exec(path)))
    return <LazyReplay key={m[1]} id={m[1] ?? ""} />;
  // Anything else under /g/ names no game: the same page as an unknown game id.
  if (path.startsWith("/g/")) return <LazyNoGame />;
  return (
    <main class="page narrow">
      <div class="panel">
        <h1>{t("not_found")}</h1>
        <a class="btn primary" href="/" onClick={linkClick}>
          {t("home")}
        </a>
      </div>
    </main>
  );
}
