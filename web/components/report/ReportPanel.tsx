/**
 * "Report this table": a chunk of its own with its words and sheet, which the game page loads
 * after the table where there is someone to report (pages/GamePage.tsx): a quiet button near the
 * talk, and once pressed a short choice of reasons, optional words, a confirmation in words once
 * the server has the report (`data-testid="report-done"`); and, before or after, hiding a
 * player's messages for this reader only (talk/hidden.ts).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import {
  REPORT_REASONS,
  REPORT_TALK_LINES,
  REPORT_WORDS_MAX,
  type ReportReason,
} from "../../../src/report";
import { ApiError } from "../../api";
import { loadPack, t, type Key } from "../../i18n";
import { adoptStyles } from "../../styles/adopt";
import { ErrorNote } from "../ErrorNote";
import { HIDDEN_SEATS_EVENT, hiddenSeats, hideSeat } from "../talk/hidden";
import { sendReport } from "./api";
import css from "./report.css?inline";
import { reportWords } from "./words";

adoptStyles(css);

/** This module once its words are here: what the page waits for before drawing the button. */
export const ready = loadPack(reportWords).then(() => ({ ReportAction }));

/** The button, and the panel once it is pressed; closing gives the focus back to the button. */
export function ReportAction(props: {
  id: string;
  token: string | undefined;
  table: Table;
  name: (seat: number) => string;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = useRef(false);
  useEffect(() => {
    if (!open && closed.current) button.current?.focus();
  }, [open]);
  if (open)
    return (
      <ReportPanel
        {...props}
        onClose={() => {
          closed.current = true;
          setOpen(false);
        }}
      />
    );
  return (
    <p class="report-row">
      <button
        ref={button}
        type="button"
        class="link-btn muted small"
        aria-expanded={false}
        data-testid="report-open"
        onClick={() => setOpen(true)}
      >
        {t("report_title" as Key)}
      </button>
    </p>
  );
}

/** The report form of game `id`, for the reader of `table`. */
export function ReportPanel(props: {
  id: string;
  token: string | undefined;
  table: Table;
  name: (seat: number) => string;
  /** The reader closes the panel. */
  onClose(): void;
}) {
  const { id, token, table, name } = props;
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [words, setWords] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [done, setDone] = useState(false);
  const box = useRef<HTMLElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => box.current?.querySelector<HTMLInputElement>("input")?.focus(), []);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const length = [...new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(words)]
    .length;

  const send = async (e: Event) => {
    e.preventDefault();
    if (!reason || busy) return;
    setBusy(true);
    setError("");
    try {
      const text = words.trim();
      await sendReport(id, token, text ? { reason, words: text } : { reason });
      setDone(true);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      ref={box}
      class="panel report-panel"
      aria-labelledby="report-title"
      data-testid="report-panel"
      data-state={done ? "done" : "form"}
    >
      <h2 id="report-title">{t("report_title" as Key)}</h2>
      {done ? (
        <p role="status" tabIndex={-1} ref={doneRef} data-testid="report-done">
          {t("report_done" as Key)}
        </p>
      ) : (
        <form onSubmit={send}>
          <p class="muted small">{t("report_intro" as Key, { lines: REPORT_TALK_LINES })}</p>
          <fieldset>
            <legend>{t("report_why" as Key)}</legend>
            {REPORT_REASONS.map((r) => (
              <label class="check" key={r}>
                <input
                  type="radio"
                  name="report-reason"
                  value={r}
                  checked={reason === r}
                  data-testid={`report-reason-${r}`}
                  onChange={() => setReason(r)}
                />
                {t(`report_reason_${r}` as Key)}
              </label>
            ))}
          </fieldset>
          <label for="report-words">{t("report_words" as Key)}</label>
          <textarea
            id="report-words"
            maxLength={4 * REPORT_WORDS_MAX}
            value={words}
            aria-describedby="report-count"
            data-testid="report-words"
            onInput={(e) => setWords((e.currentTarget as HTMLTextAreaElement).value)}
          />
          <p id="report-count" class="muted small" aria-live="polite">
            {length > REPORT_WORDS_MAX - 50
              ? t("report_count" as Key, { n: length, max: REPORT_WORDS_MAX })
              : ""}
          </p>
          <div class="report-buttons">
            <button
              type="submit"
              class="btn small primary"
              disabled={!reason || busy || length > REPORT_WORDS_MAX}
              data-testid="report-send"
            >
              {t("report_send" as Key)}
            </button>
            <button type="button" class="btn small" onClick={props.onClose}>
              {t("report_cancel" as Key)}
            </button>
          </div>
          <ErrorNote error={error} testid="report-error" />
        </form>
      )}
      <HideSeats id={id} table={table} name={name} />
      {done && (
        <p class="report-buttons">
          <button
            type="button"
            class="btn small"
            data-testid="report-close"
            onClick={props.onClose}
          >
            {t("report_close" as Key)}
          </button>
        </p>
      )}
    </section>
  );
}

/** Hiding a player's messages for this reader: one button per other person at the table. */
function HideSeats(props: { id: string; table: Table; name: (seat: number) => string }) {
  const { id, table, name } = props;
  const [hidden, setHidden] = useState(() => hiddenSeats(id));
  useEffect(() => {
    const on = () => setHidden(hiddenSeats(id));
    window.addEventListener(HIDDEN_SEATS_EVENT, on);
    return () => window.removeEventListener(HIDDEN_SEATS_EVENT, on);
  }, [id]);
  // Only a table with talk has messages to hide.
  if (!table.talk) return null;
  const people = table.players.filter((p) => !p.computer && p.joined && p.seat !== table.seat);
  if (people.length === 0) return null;
  return (
    <div class="report-hide-box">
      <h3 class="small">{t("report_hide_title" as Key)}</h3>
      <ul class="report-hide">
        {people.map((p) => {
          const off = hidden.includes(p.seat);
          return (
            <li key={p.seat}>
              <button
                type="button"
                class="btn small"
                aria-pressed={off}
                data-testid={`report-hide-${p.seat}`}
                onClick={() => hideSeat(id, p.seat, !off)}
              >
                {t(off ? ("report_shown" as Key) : ("report_hide" as Key), { name: name(p.seat) })}
              </button>
            </li>
          );
        })}
      </ul>
      <p class="muted small">{t("report_hide_note" as Key)}</p>
    </div>
  );
}
