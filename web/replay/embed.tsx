/**
 * Starts a replay embed (/embed/replay/{id}) for one game: each game's replay embed is a build
 * of its own (web/{game}/replay-embed.tsx, scripts/build-web.mjs) with the table, the game's
 * words and its cards' names imported directly and no engine (the server answers each step),
 * so a blog reader downloads only what a replay needs. Theme and language as the other embeds (web/embed/start.tsx).
 */
import type { ComponentType } from "preact";
import { render } from "preact";
import { LANGS, lang, loadLang, loadPack, type Lang, type WordPack } from "../i18n";
import "../styles/base.css";
import "../styles/cards.css";
import "../styles/table.css";
import "../styles/parts.css";
import "../embed/embed.css";
import "./replay.css";
import type { TableProps } from "../table-props";
import { reportHeight } from "../embed/frame";
import { ReplayEmbed } from "./ReplayEmbed";
import { replayWords } from "./words";

/** Renders the replay embed of the entry's game. */
export function startReplayEmbed(
  game: string,
  Table: ComponentType<TableProps>,
  gameWords: WordPack,
  cardName: (card: string) => string,
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
  void Promise.all([loadPack(replayWords), loadPack(gameWords), loadLang(language)]).then(() =>
    render(<ReplayEmbed game={game} Table={Table} cardName={cardName} />, root),
  );
}
