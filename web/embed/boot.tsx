/**
 * What every embedded page does first (a game's embed, web/embed/start.tsx, and a replay embed,
 * web/replay/embed.tsx): the embeds' shared styles, the theme and language from the address
 * (`?theme=dark`, `?lang=it`) or the reader's system, the frame's height, then the first render
 * once the dictionary and the page's word packs have arrived.
 */
import type { VNode } from "preact";
import { render } from "preact";
import { LANGS, lang, loadLang, loadPack, type Lang, type WordPack } from "../i18n";
import "../styles/base.css";
import "../styles/cards.css";
import "../styles/table.css";
import "../styles/play.css";
import "../styles/parts.css";
import "./embed.css";
import { reportHeight } from "./frame";

/**
 * Starts an embedded page: `page` is rendered into `#app` once `packs` and the dictionary are
 * loaded in the chosen language.
 * @param packs the page's word packs (the embed's or the replay's, and the game's)
 * @param page the page's root
 */
export function bootEmbed(packs: WordPack[], page: VNode): void {
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
  if (!root) return;
  reportHeight(root);
  // The packs first: loadLang then loads them in the chosen language with the dictionary.
  void Promise.all([...packs.map((p) => loadPack(p)), loadLang(language)]).then(() =>
    render(page, root),
  );
}
