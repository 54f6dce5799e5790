/**
 * A trick's end and a hand's end, shown with the shared RoundResult until the reader moves on:
 * the trick's cards with the winner marked, or every seat's score breakdown (card points, each
 * cricca and sequence, in-trick bonus, last trick) with the marks after the hand.
 */
import type { MattazzaView, SeatScore } from "../../src/engine/games/mattazza/types";
import type { Table } from "../../src/protocol";
import { useLayoutEffect, useRef } from "preact/hooks";
import { LazyRematch } from "../components/LazyRematch";
import { MatchResult, RoundResult } from "../components/RoundResult";
import { readerLost } from "../components/ending";
import { t, tn } from "../i18n";
import { cardName } from "./cards";
import { TrickCards } from "./TrickCards";
import {
  handReason,
  handTitle,
  type HandEnd,
  type MatchEnd as MatchEndEvent,
  type RoundEnd,
} from "./story";
import { comboName, trickReason, trickTitle } from "./trick-words";

type Name = (seat: number) => string;

/** One seat's score of a hand, line by line. */
function Breakdown({
  s,
  lost,
  name,
  me,
  marks,
}: {
  s: SeatScore;
  lost: boolean;
  name: Name;
  me: number | null;
  marks: number;
}) {
  const rows: [string, number][] = [[tn("ma_sc_cards", s.tricks), s.cardPoints]];
  for (const c of s.cricche) rows.push([comboName(c), c.points]);
  if (s.criccone) rows.push([t("ma_sc_criccone"), s.cricchePoints / 2]);
  for (const c of s.sequences) rows.push([comboName(c), c.points]);
  if (s.sequencesDoubled) rows.push([t("ma_sc_seqDouble"), s.sequencePoints / 2]);
  if (s.inTrickBonus) rows.push([t("ma_sc_inTrick"), s.inTrickBonus]);
  if (s.lastTrick) rows.push([t("ma_sc_last"), s.lastTrick]);
  return (
    <li class={`mz-score${lost ? " lost" : ""}${s.seat === me ? " mine" : ""}`} data-seat={s.seat}>
      <h3>
        <span>{s.seat === me ? t("ma_you") : name(s.seat)}</span>
        <strong class="mz-total">{tn("ma_sc_total", s.total)}</strong>
      </h3>
      <dl>
        {rows.map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v > 0 ? `+${v}` : v}</dd>
          </div>
        ))}
      </dl>
      <p class="mz-score-foot">
        {lost && <span class="chip bust">{t("ma_chip_mark")}</span>}
        <span class="muted small">{tn("ma_marks", marks)}</span>
      </p>
    </li>
  );
}

/** A hand's breakdown (also shown again in the match result). */
export function HandScores({ e, name, me }: { e: HandEnd; name: Name; me: number | null }) {
  return (
    <ol class="mz-scores" data-testid="hand-scores">
      {e.scores.map((s) => (
        <Breakdown
          key={s.seat}
          s={s}
          lost={e.losers.includes(s.seat)}
          name={name}
          me={me}
          marks={e.marks[s.seat] ?? 0}
        />
      ))}
    </ol>
  );
}

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

/**
 * The match's end: its title and why, every seat's marks with who wins and who loses, the last
 * hand's scores folded, and the rematch. Here with the results, not in the table's first file.
 */
export function MatchEnd({
  table,
  token,
  name,
  title,
  reason,
  matchEnd,
  lastHand,
}: {
  table: Table;
  token: string | undefined;
  name: Name;
  title: string;
  reason: string;
  matchEnd: MatchEndEvent | undefined;
  lastHand: HandEnd | undefined;
}) {
  const view = table.view as MattazzaView;
  const me = table.seat;
  const who = (s: number) => (s === me ? t("ma_you") : name(s));
  return (
    <MatchResult lost={readerLost(table)} title={title} reason={reason}>
      <ul class="mz-final">
        {view.seats.map((s) => (
          <li key={s.seat}>
            <span>{who(s.seat)}</span>
            <span>{tn("ma_marks", s.marks)}</span>
            {matchEnd?.winners.includes(s.seat) && (
              <span class="chip won">{t("ma_final_won")}</span>
            )}
            {matchEnd?.losers.includes(s.seat) && (
              <span class="chip bust">{t("ma_final_lost")}</span>
            )}
          </li>
        ))}
      </ul>
      {matchEnd && matchEnd.winners.length > 0 && matchEnd.losers.length > 0 && (
        <p class="muted small">{t("ma_stakes_note")}</p>
      )}
      {lastHand && (
        <details class="mz-last-hand">
          <summary>{t("ma_last_hand", { n: lastHand.hand })}</summary>
          <HandScores e={lastHand} name={name} me={me} />
        </details>
      )}
      <LazyRematch table={table} token={token} name={name} />
    </MatchResult>
  );
}
