/**
 * A Pazaak set's end shown with the shared RoundResult: the title and reason of reason.ts and
 * both final boards as they were when the set ended (carried by the engine's setEnd event).
 */
import type { PazaakView, SeatView } from "../../src/engine/games/pazaak/types";
import { RoundResult } from "../components/RoundResult";
import { t } from "../i18n";
import type { Board as BoardPart } from "./Board";
import { setReason, setTitle, type SetEnd } from "./reason";

/** Props of a set's result. */
export interface SetResultProps {
  end: SetEnd;
  view: PazaakView;
  /** Seats in display order (the reader's first). */
  order: number[];
  name(seat: number): string;
  setsToWin: number;
  autoMs: number | null;
  onNext(): void;
  /** The boards' component (the table's play part, which has come by then). */
  Board: typeof BoardPart;
}

/** A seat's board as it was at the set's end. */
function finalSeat(end: SetEnd, view: PazaakView, s: 0 | 1): SeatView {
  const board = end.boards?.[s] ?? [];
  return {
    ...view.seats[s],
    board,
    total: end.totals[s],
    stood: false,
    tiebreak: board.some((c) => c.card === "TB"),
    setsWon: end.sets?.[s] ?? view.seats[s].setsWon,
  };
}

/** The result of one set, until the reader moves on. */
export function SetResult(props: SetResultProps) {
  const { end, view, order, name, setsToWin, autoMs, onNext, Board } = props;
  const me = view.you;
  const tone = end.winner === null || me === null ? "neutral" : end.winner === me ? "win" : "loss";
  return (
    <RoundResult
      key={end.set}
      title={setTitle(end, name, me)}
      reason={setReason(end, name)}
      nextLabel={t("next_set")}
      onNext={onNext}
      autoMs={autoMs}
      tone={tone}
    >
      {end.boards && (
        <div class="boards final">
          {order.map((s) => (
            <Board
              key={s}
              seat={s}
              view={finalSeat(end, view, s as 0 | 1)}
              name={name(s)}
              isYou={s === me}
              active={false}
              setsToWin={setsToWin}
              showBacks={false}
              won={end.winner === s}
            />
          ))}
        </div>
      )}
    </RoundResult>
  );
}
