/**
 * A match that ended outside its rules (a resignation, a game claimed after a deadline): the
 * engine's view never reaches its own end, so every table asks this for the verdict and the
 * reason its match result shows ("Bruno wins" / "Anna resigned."), from the table's `ending`
 * and `outcome` (docs/decisions.md, "Every game: the end of a game"). Its words are in the
 * slow-game word pack, loaded the first time a table asks about an `ending`: a running game's
 * first download does not carry them.
 */
import type { Table } from "../../src/protocol";
import { loadPack, t, tMaybe } from "../i18n";

/** What a match result says about an ending outside the rules. */
export interface MatchEnding {
  /** Who won: "You win!", "Bruno wins", "Bruno, Carla win". */
  title: string;
  /** Why: "Anna resigned.", "Your time ran out and the game was claimed." */
  reason: string;
}

/**
 * The verdict of `table` when it ended outside its rules; null while it runs or when it
 * ended by them (the table then says it its own way).
 */
export function matchEnding(table: Table, name: (seat: number) => string): MatchEnding | null {
  const { ending, outcome } = table;
  if (!ending || !outcome) return null;
  // Until the words are here, the table shows itself as it stood (never raw keys); their
  // arrival re-renders every table that asked.
  if (!tMaybe("end_you_win", "")) {
    void import("./notify/words").then((w) => loadPack(w.notifyWords));
    return null;
  }
  const me = table.seat;
  const winners = outcome.winners;
  const title =
    me !== null && winners.includes(me)
      ? t("end_you_win")
      : winners.length === 1
        ? t("end_wins", { name: name(winners[0]!) })
        : t("end_win_many", { names: winners.map(name).join(", ") });
  const reason =
    ending.seat === me
      ? t(ending.reason === "resign" ? "end_resign_you" : "end_forfeit_you")
      : t(ending.reason === "resign" ? "end_resign" : "end_forfeit", { name: name(ending.seat) });
  return { title, reason };
}

/** Whether the reader's seat lost the finished match (a spectator, a draw or a win: false). */
export function readerLost(table: Table): boolean {
  const me = table.seat;
  const winners = table.outcome?.winners ?? [];
  return me !== null && table.outcome !== null && winners.length > 0 && !winners.includes(me);
}
