/**
 * Resigning, confirmed in a second step: it ends the game at once for everyone. The page shows
 * the "Resign" button with the table's own actions (GamePage's ResignAction) and loads this
 * question, with its words, only when it is pressed. The question takes the keyboard focus (on
 * "Keep playing", the safe answer); the page gives it back to its button on "no".
 */
import { useState } from "preact/hooks";
import type { Table } from "../../../src/protocol";
import { ApiError } from "../../api";
import { t } from "../../i18n";
import { Confirm } from "../Confirm";
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
  return (
    <Confirm
      label={t("resign_confirm")}
      class="notice"
      role="alertdialog"
      focus="no"
      yes={t("resign_yes")}
      no={t("resign_no")}
      onYes={async () => {
        try {
          props.accept(await resign(props.id, props.token));
        } catch (e) {
          setError(e instanceof ApiError ? e.message : String(e));
        }
      }}
      onNo={() => {
        props.onCancel();
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>("[data-testid=resign]")?.focus(),
        );
      }}
      yesData={{ "data-testid": "resign-yes" }}
      noData={{ "data-testid": "resign-no" }}
      after={<ErrorNote error={error} />}
    >
      <p>{t("resign_confirm")}</p>
    </Confirm>
  );
}
