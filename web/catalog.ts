/**
 * The games on the home page: id, whether it can be played yet, players, and the suit colour
 * of its tile. Their pitch and "how to play" are translated strings (game_*, pitch_*, how_*).
 */

/** One game of the catalogue. */
export interface CatalogGame {
  id: "pazaak" | "mazzo" | "mattazza" | "mazzeltof";
  playable: boolean;
  players: string;
  /** The tile's accent (CSS class). */
  tone: string;
  /** A glyph for the tile. */
  glyph: string;
}

/** Every game, playable first. */
export const CATALOG: readonly CatalogGame[] = [
  { id: "pazaak", playable: true, players: "2", tone: "green", glyph: "20" },
  { id: "mazzo", playable: true, players: "2", tone: "purple", glyph: "⚔" },
  { id: "mattazza", playable: true, players: "3–6", tone: "gold", glyph: "☀" },
  { id: "mazzeltof", playable: true, players: "2 / 4", tone: "red", glyph: "♦" },
];
