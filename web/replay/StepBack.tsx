/**
 * Stepping back during a game (a chunk loaded when a player asks): the table as the reader saw
 * it after an earlier move, one step at a time, fetched from the server (GET /history/{seq}),
 * which answers only the reader's own seat's view, or the spectator's: nothing this page did
 * not already show. The page draws the earlier table in place of the live one until "Back to
 * now"; nothing on it is live.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { getHistory } from "./api";
import { t } from "../i18n";
import replayCss from "./replay.css?inline";
import { useStyles } from "../styles/adopt";
import { ErrorNote } from "../components/ErrorNote";

/** Props of the step-back bar. */
export interface StepBackProps {
  id: string;
  token: string | undefined;
  /** The live table (its players and ids frame the earlier views). */
  table: Table;
  /** Shows an earlier table, or the live one again (null). */
  onPast(past: Table | null): void;
}

/** The bar: previous, next, where we are, back to now. */
export function StepBack({ id, token, table, onPast }: StepBackProps) {
  useStyles(replayCss);
  const last = table.seq;
  const [seq, setSeq] = useState(Math.max(0, last - 1));
  const [error, setError] = useState("");

  useEffect(() => {
    let live = true;
    getHistory(id, seq, token)
      .then((h) => {
        if (!live) return;
        setError("");
        onPast({
          ...table,
          seq: h.seq,
          seat: h.seat,
          view: h.view,
          toAct: h.toAct,
          outcome: h.outcome,
          updated: h.at,
          legal: [],
          replay: true,
        });
      })
      .catch((e: unknown) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
  }, [seq]);
  useEffect(() => () => onPast(null), []);
  // The bar opens above the table: the focus (and the view) goes to it.
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);

  const where =
    table.seat === null
      ? t("rp_history_at_watch", { n: seq, total: last })
      : t("rp_history_at", { n: seq, total: last });
  return (
    <section class="rp-bar rp-history" aria-label={t("rp_history_title")} data-testid="step-back">
      <p
        class="rp-caption"
        role="status"
        aria-live="polite"
        data-testid="step-back-at"
        data-step={seq}
      >
        <strong>{where}</strong>
      </p>
      <div class="rp-buttons">
        <button
          type="button"
          class="btn rp-btn"
          aria-label={t("rp_back")}
          title={t("rp_back")}
          ref={first}
          disabled={seq === 0}
          onClick={() => setSeq(seq - 1)}
          data-testid="step-back-prev"
        >
          <span aria-hidden="true">‹</span>
        </button>
        <button
          type="button"
          class="btn rp-btn"
          aria-label={t("rp_forward")}
          title={t("rp_forward")}
          disabled={seq >= last - 1}
          onClick={() => setSeq(seq + 1)}
          data-testid="step-back-next"
        >
          <span aria-hidden="true">›</span>
        </button>
        <button
          type="button"
          class="btn primary"
          onClick={() => onPast(null)}
          data-testid="step-back-now"
        >
          {t("rp_history_now")}
        </button>
      </div>
      <ErrorNote error={error} />
    </section>
  );
}
