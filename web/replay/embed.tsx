/**
 * Starts a replay embed (/embed/replay/{id}) for one game: each game's replay embed is a build
 * of its own (web/{game}/replay-embed.tsx, scripts/build-web.mjs) with the table, the game's
 * words and its cards' names imported directly and no engine (the server answers each step),
 * so a blog reader downloads only what a replay needs. Theme, language and the first render as
 * the other embeds (web/embed/boot.tsx).
 */
import type { ComponentType } from "preact";
import type { WordPack } from "../i18n";
import { bootEmbed } from "../embed/boot";
import "./replay.css";
import type { TableProps } from "../table-props";
import { ReplayEmbed } from "./ReplayEmbed";
import { replayWords } from "./words";

/** Renders the replay embed of the entry's game. */
export function startReplayEmbed(
  game: string,
  Table: ComponentType<TableProps>,
  gameWords: WordPack,
  cardName: (card: string) => string,
) {
  bootEmbed(
    [replayWords, gameWords],
    <ReplayEmbed game={game} Table={Table} cardName={cardName} />,
  );
}
