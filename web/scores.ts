/**
 * The running score of a game as numbers per seat, read from its view (sets won in Pazaak),
 * for the home list's "2–1". One tiny function per game, kept apart from the tables' code so
 * the home page does not load any table. A game without one shows no score. A team game says
 * its score in words instead ("Red 43 – Blue 33": MazzelTof's cards left in each team's draw
 * pile, the reader's team first), since per-seat numbers would repeat each team's.
 */
import type { MazzoView } from "../src/engine/games/mazzo/types";
import type { PazaakView } from "../src/engine/games/pazaak/types";
import type { MazzelTofView } from "../src/engine/games/mazzeltof/types";
import { t } from "./i18n";

const SCORES: Record<string, ((view: unknown) => number[]) | undefined> = {
  pazaak: (view) => (view as PazaakView).seats.map((s) => s.setsWon),
  mazzo: (view) => (view as MazzoView).seats.map((s) => s.loot.length),
  mazzeltof: (view) =>
    (view as MazzelTofView).positions.map((p) => (view as MazzelTofView).teams[p.team].drawCount),
  mattazza: (view) => (view as { seats: { marks: number }[] }).seats.map((s) => s.marks),
};

const WORDS: Record<string, ((view: unknown, seat: number | null) => string) | undefined> = {
  mazzeltof: (view, seat) => {
    const v = view as MazzelTofView;
    const [red, blue] = [v.teams[0].drawCount, v.teams[1].drawCount];
    const mine = v.positions.find((p) => p.seat === seat)?.team ?? 0;
    return t(mine === 1 ? "mg_score_mazzeltof_blue" : "mg_score_mazzeltof_red", { red, blue });
  },
};

/** The score per seat of a table's view, or undefined if the game has no score to show. */
export function scoreOf(game: string, view: unknown): number[] | undefined {
  try {
    return SCORES[game]?.(view);
  } catch {
    return undefined;
  }
}

/**
 * The score in words for the reader at `seat` (null: a spectator), for a game whose score
 * reads better so than as numbers per seat; undefined for the others.
 */
export function scoreWords(game: string, view: unknown, seat: number | null): string | undefined {
  try {
    return WORDS[game]?.(view, seat);
  } catch {
    return undefined;
  }
}
