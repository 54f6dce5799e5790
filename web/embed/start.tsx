/**
 * Starts an embedded page (/embed/*) for one game: each game's embed is an entry of its own
 * (web/{game}/embed.tsx) with the table imported directly, so a blog reader downloads one
 * game's table in a few files instead of the app's many chunks (the 30 KB budget). The theme
 * and language come from the address (`?theme=dark`, `?lang=it`) or the reader's system.
 */
import type { ComponentType } from "preact";
import { render } from "preact";
import { LANGS, lang, loadLang, loadPack, type Lang, type WordPack } from "../i18n";
import "../styles/base.css";
import "../styles/cards.css";
import "../styles/table.css";
import "../styles/parts.css";
import "./embed.css";
import type { TableProps } from "../table-props";
import { EmbedApp, embedRoute } from "./EmbedApp";
import { reportHeight } from "./frame";
import { words } from "./words";

/**
 * Renders the embed of `game`, whose table component, word pack and try page's seat count
 * the game's entry (web/{game}/embed.tsx) brings.
 */
export function startEmbed(
  game: string,
  Table: ComponentType<TableProps>,
  gameWords: WordPack,
  trySeats: number,
) {
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
  void Promise.all([loadPack(words), loadPack(gameWords), loadLang(language)]).then(() =>
    render(
      <EmbedApp
        game={game}
        trySeats={trySeats}
        Table={Table}
        route={embedRoute(location.pathname)}
      />,
      root,
    ),
  );
}
