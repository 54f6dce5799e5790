/**
 * The modules every chunk of an embed uses (Preact, signals, the words, the store, the API's
 * request, the router): the build (scripts/page-weight.mjs `oneCore`) makes the embed's other modules import this one, so
 * they travel as one chunk (docs/decisions.md, "One core chunk, and every page brings its own"). Smaller than the app's
 * web/core.ts: an embed never shows the app's icons, clock or favicon.
 */
import "preact";
import "preact/hooks";
import "preact/jsx-runtime";
import "../signal";
import "../i18n";
import "../store";
import "../request";
import "../router";
import "../player-name";
