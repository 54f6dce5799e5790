/**
 * A try page's start (web/{game}/try-embed.tsx): the embed at the game's seat count, with the
 * start screen's loader and the move sender. Only try pages import this module, so a spectator
 * embed's build holds no start screen nor move sender, and its sheet and words keep none of the
 * start screen's rules and words.
 */
import type { ComponentType } from "preact";
import type { WordPack } from "../i18n";
import type { TableProps } from "../table-props";
import { startEmbed } from "./start";
import { playMove } from "../api";

/**
 * Renders the try page of `game`, played at `seats` seats against the computer, its table
 * (`loadTable`, the game's embed-table.tsx) a chunk that comes once the reader deals.
 */
export function startTry(
  game: string,
  seats: number,
  gameWords: WordPack,
  loadTable: () => Promise<ComponentType<TableProps>>,
): void {
  startEmbed(game, loadTable, gameWords, {
    seats,
    part: () => import("./TryGame"),
    send: playMove,
  });
}
