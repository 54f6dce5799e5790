/**
 * A Mazzo turn's end shown with the shared RoundResult: who won the clash or the doubt and
 * why, with the cards: both clash cards turning over (a short flip, none with reduced motion),
 * or the hand a doubt opened and the cards that changed hands (TurnCards.tsx, which the game's
 * end shows too: a replay embed, which opens there, loads this module only for an earlier step).
 */
import type { MazzoView } from "../../src/engine/games/mazzo/types";
import { RoundResult } from "../components/RoundResult";
import { t } from "../i18n";
import { turnReason, turnTitle, type TurnEnd } from "./reason";
import { TurnCards } from "./TurnCards";

/** Props of a turn's result. */
export interface TurnResultProps {
  end: TurnEnd;
  view: MazzoView;
  name(seat: number): string;
  autoMs: number | null;
  onNext(): void;
}

/** The result of one turn, until the reader moves on. */
export function TurnResult({ end, view, name, autoMs, onNext }: TurnResultProps) {
  const me = view.you;
  const tone = end.winner === null || me === null ? "neutral" : end.winner === me ? "win" : "loss";
  return (
    <RoundResult
      key={end.turn}
      title={turnTitle(end, name, me)}
      reason={turnReason(end, name)}
      nextLabel={view.phase === "over" ? t("mz_see_result") : t("mz_next_turn")}
      onNext={onNext}
      autoMs={autoMs}
      tone={tone}
    >
      <TurnCards end={end} view={view} name={name} />
    </RoundResult>
  );
}
