/**
 * Starts an embedded page (/embed/*) for one game: each game's embed is an entry of its own
 * (web/{game}/embed.tsx) with the table imported directly, so a blog reader downloads one
 * game's table in a few files instead of the app's many chunks (the 30 KB budget). Theme,
 * language and the first render: web/embed/boot.tsx, shared with the replay embeds.
 */
import type { ComponentType } from "preact";
import type { WordPack } from "../i18n";
import type { TableProps } from "../table-props";
import { bootEmbed } from "./boot";
import { EmbedApp, embedRoute } from "./EmbedApp";
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
  bootEmbed(
    [words, gameWords],
    <EmbedApp
      game={game}
      trySeats={trySeats}
      Table={Table}
      route={embedRoute(location.pathname)}
    />,
  );
}
