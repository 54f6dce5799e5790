/**
 * One player's side of the table: name, sets won as pips, the total, status chips
 * (stood, tiebreak, bust, set won) and the board as a 3×3 grid of nine slots. Also draws the
 * final boards of a set's result.
 */
import type { SeatView } from "../../src/engine/games/pazaak/types";
import type { Player } from "../../src/protocol";
import { SeatName } from "../components/SeatName";
import { t, tn } from "../i18n";
import { CardBack, CardFace, EmptySlot } from "./Card";
import { cardName } from "./cards";

/** Props of a board. */
export interface BoardProps {
  seat: number;
  view: SeatView;
  name: string;
  /** The seat's player, for a computer's level under its name (none on a set's result). */
  player?: Player;
  isYou: boolean;
  active: boolean;
  /** Sets needed to win the match. */
  setsToWin: number;
  /** Show the hand as card backs under the board (opponents and spectators). */
  showBacks: boolean;
  online?: boolean;
  /** This board won the round shown (a round result's final boards). */
  won?: boolean;
}

/** A player's board with its header. */
export function Board({
  seat,
  view,
  name,
  player,
  isYou,
  active,
  setsToWin,
  showBacks,
  online,
  won,
}: BoardProps) {
  const bust = view.total > 20;
  const slots = Array.from({ length: 9 }, (_, i) => view.board[i]);
  return (
    <section
      class={`board-panel${active ? " active" : ""}${isYou ? " you" : ""}${won ? " won" : ""}`}
      aria-label={t("board_of", { name })}
      data-seat={seat}
    >
      <header class="board-head">
        <span class="pname">
          {online !== undefined && (
            <span
              class={`presence${online ? " on" : ""}`}
              title={online ? t("online") : t("offline")}
            />
          )}
          <SeatName name={name} player={player} />
          {isYou && <span class="you-tag">{t("you")}</span>}
        </span>
        <div class="head-row">
          <span class="pips" role="img" aria-label={tn("sets_won", view.setsWon)}>
            {Array.from({ length: setsToWin }, (_, i) => (
              <span class={`pip${i < view.setsWon ? " won" : ""}`} />
            ))}
          </span>
          <span
            class={`total${bust ? " bust" : view.total === 20 ? " twenty" : ""}`}
            aria-label={t("total_is", { n: view.total })}
          >
            {view.total}
          </span>
        </div>
      </header>
      <div class="chips">
        {active && <span class="chip turn">{t("chip_turn")}</span>}
        {won && <span class="chip won">{t("chip_won")}</span>}
        {view.stood && <span class="chip stood">{t("chip_stood")}</span>}
        {bust && <span class="chip bust">{t("chip_over")}</span>}
        {view.tiebreak && <span class="chip tb">{t("chip_tiebreak")}</span>}
      </div>
      <ol class="grid" aria-label={tn("board_cards", view.board.length)}>
        {slots.map((c, i) =>
          c ? (
            <li
              key={i}
              aria-label={`${cardName(c.card)}${c.card.startsWith("T") && c.card !== "TB" ? "" : ` (${c.value})`}`}
            >
              <CardFace card={c.card} value={c.value} />
            </li>
          ) : (
            <li key={i} class="empty">
              <EmptySlot />
            </li>
          ),
        )}
      </ol>
      {showBacks && (
        <div
          class="backs"
          role="img"
          aria-label={tn("hand_count", view.handCount)}
          data-testid="hand-backs"
        >
          {Array.from({ length: view.handCount }, () => (
            <CardBack class="xs" />
          ))}
          {view.handCount === 0 && <span class="muted small">{t("hand_empty")}</span>}
        </div>
      )}
    </section>
  );
}
