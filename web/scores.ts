/**
 * The running score of a game as numbers per seat, read from its view (sets won in Pazaak),
 * for the home list's "2–1". One tiny function per game, kept apart from the tables' code so
 * the home page does not load any table. A game without one shows no score.
 */
import type { MazzoView } from "../src/engine/games/mazzo/types";
import type { PazaakView } from "../src/engine/games/pazaak/types";
import type { MazzelTofView } from "../src/engine/games/mazzeltof/types";

const SCORES: Record<string, ((view: unknown) => number[]) | undefined> = {
  pazaak: (view) => (view as PazaakView).seats.map((s) => s.setsWon),
  mazzo: (view) => (view as MazzoView).seats.map((s) => s.loot.length),
  mazzeltof: (view) =>
    (view as MazzelTofView).positions.map((p) => (view as MazzelTofView).teams[p.team].drawCount),
  mattazza: (view) => (view as { seats: { marks: number }[] }).seats.map((s) => s.marks),
};

/** The score per seat of a table's view, or undefined if the game has no score to show. */
export function scoreOf(game: string, view: unknown): number[] | undefined {
  try {
    return SCORES[game]?.(view);
  } catch {
    return undefined;
  }
}
