/**
 * The running score of a game as numbers per seat, read from its view (sets won in Pazaak),
 * for the home list's "2–1". Each game's manifest (web/games.ts) loads its own tiny summary
 * (web/{game}/score.ts), kept apart from the tables' code so the home page does not load any
 * table, and from the manifest so no other page carries it. A game without one shows no score.
 * A team game says its score in words instead ("Red 43 – Blue 33": MazzelTof's cards left in
 * each team's draw pile, the reader's team first), since per-seat numbers would repeat each
 * team's.
 */
import type { ScoreSummary } from "./game-ui";
import { gameUi } from "./games";
import { t } from "./i18n";

const loaded = new Map<string, ScoreSummary | undefined>();

/**
 * Loads the score summary of `game` (once), for `scoreOf` and `scoreWords`; resolves when it
 * is there, or known to be missing (a game without one, or a chunk that failed to load).
 */
export async function loadScore(game: string): Promise<void> {
  if (loaded.has(game)) return;
  const summary = await gameUi(game)
    ?.parts()
    .then((p) => p.score?.())
    .catch(() => undefined);
  loaded.set(game, summary);
}

/** The score per seat of a table's view, or undefined if the game has no score to show. */
export function scoreOf(game: string, view: unknown): number[] | undefined {
  try {
    return loaded.get(game)?.score(view);
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
    const phrase = loaded.get(game)?.words?.(view, seat);
    return phrase && t(phrase.key, phrase.params);
  } catch {
    return undefined;
  }
}
