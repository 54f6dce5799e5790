/**
 * Entry of the embedded pages (/embed/*): a small bundle of its own (no app shell, router
 * pages or panels), the theme and language from the address (`?theme=dark`, `?lang=it`) or the
 * reader's system, then the embed. The game's table arrives as its lazy chunk, as on Tavolo.
 */
import "./memory";
import { render } from "preact";
import { LANGS, lang, loadLang, loadPack, type Lang } from "../i18n";
import "../styles/base.css";
import "../styles/cards.css";
import "../styles/table.css";
import "../styles/parts.css";
import "./embed.css";
import { EmbedApp, embedRoute } from "./EmbedApp";
import { reportHeight } from "./frame";
import { words } from "./words";

const query = new URLSearchParams(location.search);
const theme = query.get("theme");
document.documentElement.dataset.theme =
  theme === "dark" || theme === "light"
    ? theme
    : matchMedia("(prefers-color-scheme: dark)").matches
      ? "dark"
      : "light";
const asked = query.get("lang");
const language: Lang = asked && asked in LANGS ? (asked as Lang) : lang.value;

const root = document.getElementById("app");
if (root) {
  reportHeight(root);
  // The pack first: loadLang then loads it in the chosen language with the dictionary.
  void Promise.all([loadPack(words), loadLang(language)]).then(() =>
    render(<EmbedApp route={embedRoute(location.pathname)} />, root),
  );
}
