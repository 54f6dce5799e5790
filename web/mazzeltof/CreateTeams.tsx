/**
 * The seat part of MazzelTof's create form with four seats: the two teams side by side, so the
 * creator sees that seat 3 is the partner and seats 2 and 4 the opponents (rules §2: partners
 * sit opposite, turns alternate red, blue, red, blue), and puts a friend or the computer where
 * they want them. The rows themselves (friend or computer) come from the create form; with two
 * seats there are no teams to show, and the form's plain list stays. A lazy chunk of its own
 * (the manifest's `createSeats`, index.ts), which no other game's create form loads.
 */
import type { CreateSeatsProps } from "../game-ui";
import { t } from "../i18n";
import createCss from "./create.css?inline";
import { adoptStyles } from "../styles/adopt";

adoptStyles(createCss);

/**
 * Team red (you, seat 1, and your partner, seat 3) and team blue (seats 2 and 4). The team names
 * are said as names.ts `teamWords` says them, without importing it: its card names would bring
 * the engine's card table into this chunk's imports.
 */
export function MazzelTofTeams({ seats, you, row, plain }: CreateSeatsProps) {
  if (seats !== 4) return <>{plain}</>;
  const opponent = t("mt_create_opponent");
  return (
    <div class="mzc-teams" data-testid="mz-teams">
      <p class="muted small mzc-help">{t("mt_create_help")}</p>
      <div class="mzc-team mzc-red" role="group" aria-labelledby="mzc-ours" data-testid="mz-ours">
        <h2 class="mzc-title" id="mzc-ours">
          {t("mt_create_ours", { team: t("mt_team_red") })}
        </h2>
        <ul class="seat-list">
          {you}
          {row(2, t("mt_create_partner"))}
        </ul>
      </div>
      <div
        class="mzc-team mzc-blue"
        role="group"
        aria-labelledby="mzc-theirs"
        data-testid="mz-theirs"
      >
        <h2 class="mzc-title" id="mzc-theirs">
          {t("mt_create_theirs", { team: t("mt_team_blue") })}
        </h2>
        <ul class="seat-list">
          {row(1, opponent)}
          {row(3, opponent)}
        </ul>
      </div>
    </div>
  );
}
