/**
 * Resigning, confirmed in a second step: it ends the game at once for everyone. The question
 * takes the keyboard focus (on "Keep playing", the safe answer), and gives it back on "no".
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { t } from "../../i18n";
import { resign } from "./api";

/** The resign button of a running game. */
export function ResignButton(props: { id: string; token: string; accept: (table: Table) => void }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState("");
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (opened.current) ask.current?.focus();
    opened.current ||= asking;
  }, [asking]);
  if (!asking)
    return (
      <button
        type="button"
        class="btn small"
        data-testid="resign"
        ref={ask}
        onClick={() => setAsking(true)}
      >
        {t("resign")}
      </button>
    );
  return (
    <div class="notice" role="alertdialog" aria-label={t("resign_confirm")}>
      <p>{t("resign_confirm")}</p>
      <button
        type="button"
        class="btn danger"
        data-testid="resign-yes"
        onClick={async () => {
          try {
            props.accept(await resign(props.id, props.token));
          } catch (e) {
            setError(e instanceof ApiError ? e.message : String(e));
          }
        }}
      >
        {t("resign_yes")}
      </button>{" "}
      <button
        type="button"
        class="btn"
        data-testid="resign-no"
        ref={keep}
        onClick={() => setAsking(false)}
      >
        {t("resign_no")}
      </button>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
