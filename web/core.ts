/**
 * The modules nearly every chunk of the app uses (Preact, signals, the words, the store, the API,
 * the router, the games' manifests…). The build (scripts/page-weight.mjs `oneCore`) makes every other module
 * of the app import this one, so esbuild puts them all in one chunk instead of a dozen small
 * ones: each file of its own costs its compression and its import glue (docs/decisions.md, "One
 * core chunk, and every page brings its own"). The manifests hold loaders only: what they load stays out of this chunk.
 */
import "preact";
import "preact/hooks";
import "preact/jsx-runtime";
import "./signal";
import "./i18n";
import "./store";
import "./api";
import "./router";
import "./player-name";
import "./time";
import "./lazy";
import "./favicon";
import "./components/Icon";
import "./components/SvgIcon";
import "./games";
import "./early-table";
// Small modules the shell and the lazy pages share (each would be a file of its own).
import "./components/LoadingPage";
import "./components/LazyNoGame";
import "./components/LazyMyGames";
import "./pages/words/load";
import "./game-words";
import "./sound-pref";
import "./styles/adopt";
