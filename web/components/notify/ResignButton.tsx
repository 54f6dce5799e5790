/**
 * Resigning, confirmed in a second step: it ends the game at once for everyone. The page shows
 * the "Resign" button with the table's own actions (GamePage's ResignAction) and loads this
 * question, with its words, only when it is pressed. The question takes the keyboard focus (on
 * "Keep playing", the safe answer); the page gives it back to its button on "no".
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { t } from "../../i18n";
import { resign } from "./api";
import { ErrorNote } from "../ErrorNote";

/** The resign question of a running game. */
export function ResignConfirm(props: {
  id: string;
  token: string;
  accept: (table: Table) => void;
  /** The reader keeps playing. */
  onCancel(): void;
}) {
  const [error, setError] = useState("");
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
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
        onClick={() => {
          props.onCancel();
          requestAnimationFrame(() =>
            document.querySelector<HTMLElement>("[data-testid=resign]")?.focus(),
          );
        }}
      >
        {t("resign_no")}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
