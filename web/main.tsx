/** Entry point: styles, theme and language on the document, then the app. */
import { render } from "preact";
import { App } from "./app";
import { applyTheme } from "./components/Header";
import { askEarly } from "./early-table";
import { inDiscord } from "./chat";
import { lang, loadLang } from "./i18n";
import "./styles/base.css";
import "./styles/layout.css";

// A game page's table is asked for at once, beside the dictionary and the page's chunks.
askEarly();
applyTheme();
const root = document.getElementById("app");
// The first render waits for the one dictionary this visit needs (its own small chunk).
if (root) void loadLang(lang.value).then(() => render(<App />, root));
// The installable app's shell cache and push notifications (web/sw/sw.ts); none inside Discord.
if (!inDiscord()) navigator.serviceWorker?.register("/sw.js").catch(() => {});
