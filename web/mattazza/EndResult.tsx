/**
 * A trick's end and a hand's end, shown with the shared RoundResult until the reader moves on:
 * the trick's cards with the winner marked, or every seat's score breakdown (Results.tsx
 * HandScores). A module of its own: a replay embed opens at the match's end and loads it only
 * for an earlier step (replay/step-part.tsx); a table has it in its results' part.
 */
import { useLayoutEffect, useRef } from "preact/hooks";
import { RoundResult } from "../components/RoundResult";
import { t } from "../i18n";
import { HandScores, type Name } from "./Results";
import { TrickCards } from "./TrickCards";
import { handReason, handTitle, type RoundEnd } from "./story";
import { trickReason, trickTitle } from "./trick-words";

/** Props of a round's result. */
export interface EndResultProps {
  end: RoundEnd;
  name: Name;
  me: number | null;
  autoMs: number | null;
  onNext(): void;
  /** The match is over: the hand's button leads to the match result. */
  over?: boolean;
}

/** A trick's or a hand's result. */
export function EndResult(props: EndResultProps) {
  const wrap = useRef<HTMLDivElement>(null);
  // The focus contract (docs/decisions.md, "The focus survives moves"): after a move or a live
  // update the page focuses "Next trick" / "Next hand", the control that moves on.
  useLayoutEffect(() => {
    const next = wrap.current?.querySelector("[data-action=next-round]");
    next?.setAttribute("data-next-focus", "");
    next?.setAttribute("data-focus-key", "next-round");
  });
  return (
    <div ref={wrap} class="mz-end">
      <EndBody {...props} />
    </div>
  );
}

/** The result itself. */
function EndBody({ end, name, me, autoMs, onNext, over }: EndResultProps) {
  if (end.kind === "trick") {
    const e = end.e;
    return (
      <RoundResult
        key={end.key}
        title={trickTitle(e, name, me)}
        reason={trickReason(e, name)}
        nextLabel={e.trick >= 10 ? t("ma_next_score") : t("ma_next_trick")}
        onNext={onNext}
        autoMs={autoMs}
        tone={me === null ? "neutral" : e.winner === me ? "win" : "neutral"}
      >
        <div class="mz-felt">
          <TrickCards plays={e.plays} winner={e.winner} name={name} me={me} />
        </div>
      </RoundResult>
    );
  }
  const e = end.e;
  return (
    <RoundResult
      key={end.key}
      title={handTitle(e, name, me)}
      reason={handReason(e)}
      nextLabel={over ? t("ma_next_result") : t("ma_next_hand")}
      onNext={onNext}
      autoMs={autoMs}
      tone={me === null ? "neutral" : e.losers.includes(me) ? "loss" : "win"}
    >
      <HandScores e={e} name={name} me={me} />
    </RoundResult>
  );
}
