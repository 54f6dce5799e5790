/**
 * Starts a replay embed (/embed/replay/{id}) for one game: each game's replay embed is a build
 * of its own (web/{game}/replay-embed.tsx, scripts/build-web.mjs) with the table, its results,
 * the game's words and its cards' names imported directly and no engine (the server answers
 * each step), so a blog reader downloads only what a replay needs. Theme, language and the
 * first render as the other embeds (web/embed/boot.tsx).
 */
import type { ComponentType } from "preact";
import type { WordPack } from "../i18n";
import { bootEmbed } from "../embed/boot";
import "./replay.css";
import type { TableProps } from "../table-props";
import { ReplayEmbed } from "./ReplayEmbed";
import { replayWords } from "./words";
import { notifyWords } from "../components/notify/words";

/**
 * Renders the replay embed of the entry's game.
 * @param namesReady what `cardName` needs before the choices name every hand's cards, loaded
 *   with them (ReplayEmbed.tsx)
 */
export function startReplayEmbed(
  game: string,
  Table: ComponentType<TableProps>,
  gameWords: WordPack,
  cardName: (card: string) => string,
  namesReady?: () => Promise<unknown>,
) {
  // A finished game's replay opens at its end, and a game resigned or claimed says so in the
  // slow-game pack's words (components/ending.ts): they come with the replay's, the build keeping
  // only the keys this embed names (scripts/build-web.mjs, `replayWords`).
  bootEmbed(
    [replayWords, gameWords, notifyWords],
    <ReplayEmbed game={game} Table={Table} cardName={cardName} namesReady={namesReady} />,
  );
}
