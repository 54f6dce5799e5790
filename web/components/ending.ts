/**
 * A match that ended outside its rules (a resignation, a game claimed after a deadline): the
 * engine's view never reaches its own end, so every table asks this for the verdict and the
 * reason its match result shows ("Bruno wins" / "Anna resigned."), from the table's `ending`
 * and `outcome`. Its words are in the
 * slow-game word pack, loaded the first time a table asks about an `ending`: a running game's
 * first download does not carry them.
 */
import type { Table } from "../../src/protocol";
import { signal, useValue } from "../signal";
import { loadPack } from "../i18n";

/** What a match result says about an ending outside the rules. */
export interface MatchEnding {
  /** Who won: "You win!", "Bruno wins", "Bruno, Carla win". */
  title: string;
  /** Why: "Anna resigned.", "Your time ran out and the game was claimed." */
  reason: string;
}

/** The verdict maker, once its chunk and words are here (ending-verdict.ts); a signal, so
 * every table that asked draws again when it arrives. */
const verdictMaker = signal<typeof import("./ending-verdict").verdict | null>(null);
let loading = false;

/**
 * The verdict of `table` when it ended outside its rules; null while it runs or when it
 * ended by them (the table then says it its own way). A hook: the calling table is drawn again
 * once the verdict's words have come.
 */
export function useMatchEnding(table: Table, name: (seat: number) => string): MatchEnding | null {
  const verdict = useValue(verdictMaker);
  if (!table.ending || !table.outcome) return null;
  if (verdict) return verdict(table, name);
  // Until the words are here, the table shows itself as it stood (never raw keys).
  if (!loading) {
    loading = true;
    void Promise.all([import("./ending-verdict"), import("./notify/words")])
      .then(([v, w]) => loadPack(w.notifyWords).then(() => v.verdict))
      .then((v) => (verdictMaker.value = v));
  }
  return null;
}

/** Whether the reader's seat lost the finished match (a spectator, a draw or a win: false). */
export function readerLost(table: Table): boolean {
  const me = table.seat;
  const winners = table.outcome?.winners ?? [];
  return me !== null && table.outcome !== null && winners.length > 0 && !winners.includes(me);
}
