/**
 * Starts an embedded page (/embed/*) for one game: each game's spectator embed and try page are
 * entries of their own (web/{game}/embed.tsx, try-embed.tsx), so a blog reader downloads one
 * game's table in a few files instead of the app's many chunks, and a try page's first screen
 * none of it. Theme, language and the first render: web/embed/boot.tsx, shared with the replay
 * embeds.
 */
import type { ComponentType } from "preact";
import type { WordPack } from "../i18n";
import type { TableProps } from "../table-props";
import { bootEmbed } from "./boot";
// A seat's sheets (a try page's player, a seat's hand): the replay embeds, which share boot.tsx,
// apply them with the seat's part only (replay/seat-sheets.ts).
import "../styles/card-buttons.css";
import "../styles/hand.css";
import { EmbedApp, embedRoute, type TryPage } from "./EmbedApp";
import { words } from "./words";

/**
 * Renders the embed of `game`, whose table loader, word pack and, for a try page, its part (seat
 * count and start screen: web/embed/try-page.ts) the game's entry brings (web/{game}/embed.tsx,
 * a spectator's; try-embed.tsx, a try page's).
 */
export function startEmbed(
  game: string,
  loadTable: () => Promise<ComponentType<TableProps>>,
  gameWords: WordPack,
  tryPage?: TryPage,
) {
  let table: Promise<ComponentType<TableProps>> | undefined;
  const once = () => (table ??= loadTable());
  const route = embedRoute(location.pathname);
  // A spectator's table is on its way while the words arrive, not after the first render.
  if (route.kind === "watch") void once();
  bootEmbed(
    [words, gameWords],
    <EmbedApp game={game} tryPage={tryPage} loadTable={once} route={route} />,
  );
}
