/**
 * A hand's score breakdown (card points, each cricca and sequence, in-trick bonus, last trick)
 * with the marks after it, and the match's end, which shows the last hand's again. A trick's or
 * a hand's result held on screen is EndResult.tsx: a replay embed opens at the match's end and
 * loads it only for an earlier step.
 */
import type { Combo, MattazzaView, SeatScore } from "../../src/engine/games/mattazza/types";
import type { Table } from "../../src/protocol";
import { LazyRematch } from "../components/LazyRematch";
import { MatchResult } from "../components/MatchResult";
import { readerLost } from "../components/ending";
import { t, tn, type Key } from "../i18n";
import type { HandEnd, MatchEnd as MatchEndEvent } from "./story";

/** A seat's name. */
export type Name = (seat: number) => string;

/** A combination's name: "Cricca of Kings (3)", "Grande sequence (5)". */
export function comboName(c: Combo): string {
  return t(`ma_combo_${c.kind}` as Key, { n: c.count });
}

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
