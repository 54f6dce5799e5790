/**
 * How a round ended (a set, a trick, a hand, a clash), for any game's table: who won, why, the
 * final cards (the game draws them as children) and the button that moves on. A reader who is
 * not to act next is moved on by itself after a few seconds; the one to act presses the button,
 * so a quick second tap meant for the last round cannot land on the next one. The button also
 * ignores the first moments after the result appears, for the same reason. The match's end is
 * MatchResult.tsx: a replay embed opens there and loads a round's result only for an earlier step.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import "./results-sheet";
import roundCss from "../styles/round-result.css?inline";
import { adoptStyles } from "../styles/adopt";

// Its own rules, after the results' (ranked as they are: results-sheet.ts).
if (typeof document !== "undefined") adoptStyles(roundCss, 2);

/** Time during which the button is not yet armed: a tap already on its way lands on nothing. */
export const ARM_MS = 700;

/**
 * What a replayed table's parts are told (Preact's legacy context, which its core already
 * handles: a `createContext` would add its code, and a module both sides import, to every table
 * page). web/replay/Player.tsx gives it; on a live table it is Preact's empty context.
 */
export interface ReplayContext {
  /** The step the replayed table shows. */
  replayStep?: number;
}

/** Props of a round result. */
export interface RoundResultProps {
  /** Who won the round: "Anna wins set 2", "Set 3 is a tie". */
  title: string;
  /** Why, in words: "reached 20 with +1", "Bob busts at 23". */
  reason: string;
  /** The button's label: "Next set", "Next trick". */
  nextLabel: string;
  /** Called when the reader moves on (button or timer). */
  onNext(): void;
  /** Move on by itself after this many ms (read when the result appears); null: wait. */
  autoMs: number | null;
  /** Colours the title: the reader won, lost, or neither (spectators, ties). */
  tone?: "win" | "loss" | "neutral";
  /** The final cards of the round, drawn by the game. */
  children?: ComponentChildren;
}

/**
 * A round's result, kept on screen until the reader moves on. In a replay (`context`) it has no
 * button, which would only hide it: the replay's own controls move on, and stepping on from the
 * step it appeared at moves past it, as the button lets a live reader.
 */
export function RoundResult(
  { title, reason, nextLabel, onNext, autoMs, tone = "neutral", children }: RoundResultProps,
  context: ReplayContext,
) {
  const [armed, setArmed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const next = useRef(onNext);
  next.current = onNext;
  // Fixed when the result appears: a timer that changed its mind halfway would surprise.
  const auto = useRef(autoMs);
  const step = context.replayStep;
  const shownAt = useRef(step);

  useEffect(() => {
    if (step !== shownAt.current) next.current();
  }, [step]);

  useEffect(() => {
    const arm = setTimeout(() => setArmed(true), ARM_MS);
    const timer =
      auto.current === null ? undefined : setTimeout(() => next.current(), auto.current);
    return () => {
      clearTimeout(arm);
      clearTimeout(timer);
    };
  }, []);

  // The control the reader was using has gone with the last round: keyboard and screen reader
  // users continue from this button (once it works) rather than from the top of the page.
  useEffect(() => {
    const active = document.activeElement;
    if (armed && (active === null || active === document.body)) button.current?.focus();
  }, [armed]);

  return (
    <section
      class={`round-result tone-${tone}`}
      data-testid="round-result"
      data-auto={auto.current ?? undefined}
      aria-labelledby="round-result-title"
    >
      <header class="round-head">
        <h2 id="round-result-title">{title}</h2>
        <p class="round-reason" data-testid="round-reason">
          {reason}
        </p>
      </header>
      {children}
      <div class="round-next">
        {step === undefined && (
          <button
            ref={button}
            type="button"
            class="btn primary big"
            data-action="next-round"
            disabled={!armed}
            onClick={() => next.current()}
          >
            {nextLabel}
          </button>
        )}
        {auto.current !== null && (
          <span
            class="round-timer"
            aria-hidden="true"
            style={{ animationDuration: `${auto.current}ms` }}
          />
        )}
      </div>
    </section>
  );
}
