/**
 * The verdict and reason of an ending outside the rules, in words (ending.ts loads this module
 * with the slow-game word pack the first time a table meets an `ending`).
 */
import type { Table } from "../../src/protocol";
import { t } from "../i18n";
import type { MatchEnding } from "./ending";

/** The verdict of `table`, whose `ending` and `outcome` are set. */
export function verdict(table: Table, name: (seat: number) => string): MatchEnding | null {
  const { ending, outcome } = table;
  if (!ending || !outcome) return null;
  const me = table.seat;
  if (ending.reason === "closed") return { title: t("end_closed_title"), reason: t("end_closed") };
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
