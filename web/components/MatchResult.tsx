/**
 * A match's end, for any game's table (beside a round's, RoundResult.tsx): the trophy, the
 * verdict, why, and what the game adds below. A module of its own: a replay embed opens at the
 * game's end and draws this at once, a round's result only at an earlier step.
 */
import type { ComponentChildren } from "preact";
import { SvgIcon, TROPHY } from "./SvgIcon";
import "./results-sheet";

/**
 * A match's end, for any game's table: the trophy (not for the loser), the verdict, why (when the game says it
 * here, as for a resignation), and what the game adds below (with the rematch, whose chunk
 * brings the result into view: Rematch.tsx `Reveal`).
 */
export function MatchResult({
  title,
  reason,
  lost,
  children,
}: {
  title: string;
  reason?: string;
  /** The reader lost: no trophy for them. */
  lost?: boolean;
  children?: ComponentChildren;
}) {
  return (
    <section class="panel match-result" data-testid="match-result">
      {!lost && (
        <div class="trophy" aria-hidden="true" data-testid="trophy">
          <SvgIcon d={TROPHY} />
        </div>
      )}
      <h2>{title}</h2>
      {reason && (
        <p class="round-reason" data-testid="match-reason">
          {reason}
        </p>
      )}
      {children}
    </section>
  );
}
