/**
 * The verdict at the end of a MazzelTof game in the reader's words: "You win (Team red)",
 * "You and Carla win (Team red)", "You lose: Bob wins (Team blue)", and for a spectator who
 * won. A team wins together (rules §10), so the winners are named by seat.
 */
import type { MazzelTofView, TeamId } from "../../src/engine/games/mazzeltof/types";
import { t } from "../i18n";
import { teamWords } from "./names";

/** The distinct seats that play for `team`, in turn order. */
function seatsOfTeam(view: MazzelTofView, team: TeamId): number[] {
  const seats: number[] = [];
  for (const p of view.positions)
    if (p.team === team && !seats.includes(p.seat)) seats.push(p.seat);
  return seats;
}

/**
 * The end title of a finished game for the reader at `mySeat` (null: a spectator); "" while
 * the view has no winner.
 */
export function resultTitle(
  view: MazzelTofView,
  mySeat: number | null,
  name: (seat: number) => string,
): string {
  if (view.winner === null) return "";
  const team = teamWords(view.winner);
  const winners = seatsOfTeam(view, view.winner);
  const names = (seats: number[]) =>
    seats.length > 1
      ? t("mt_and", { a: name(seats[0] ?? 0), b: name(seats[1] ?? 0) })
      : name(seats[0] ?? 0);
  const plural = winners.length > 1;
  if (mySeat === null)
    return plural
      ? t("mt_over_two", { names: names(winners), team })
      : t("mt_over_one", { name: names(winners), team });
  if (winners.includes(mySeat)) {
    const partners = winners.filter((s) => s !== mySeat);
    return partners.length > 0
      ? t("mt_over_youAnd", { name: names(partners), team })
      : t("mt_over_you", { team });
  }
  return plural
    ? t("mt_over_loseTwo", { names: names(winners), team })
    : t("mt_over_lose", { name: names(winners), team });
}
