/**
 * The files every game's folder has under the same names, as its manifest declares them for the
 * build (web/{game}/index.ts `entries`, web/game-ui.ts `GameEntries`): a manifest names its
 * table and what it has of its own, and still declares every file, so the build finds none by
 * its name. No page imports it: a manifest's `entries` is a pure call the bundles drop.
 */
import type { GameEntries } from "./game-ui";

/**
 * A game's `entries`: its table component, the files every game keeps under the same names
 * (parts, words, rules, score, the three embeds, the replay, the preview, a seat's part
 * `./seat.ts`) and `own`, what the game has of its own or names otherwise.
 */
export function gameEntries(table: string, own: Partial<GameEntries> = {}): GameEntries {
  return {
    table,
    parts: "./parts.ts",
    words: "./words/{lang}.ts",
    tableWords: "./words/table-{lang}.ts",
    rules: "./rules",
    score: "./score.ts",
    embed: "./embed.tsx",
    tryEmbed: "./try-embed.tsx",
    embedTable: "./embed-table.tsx",
    replayEmbed: "./replay-embed.tsx",
    replay: "./replay.ts",
    preview: "./preview.json",
    seat: "./seat.ts",
    ...own,
  };
}
