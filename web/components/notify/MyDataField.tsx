/**
 * "My data" and "forget me" for the seat's confirmed address: each button asks the server to
 * mail the address a link that does it, so the page itself changes nothing and shows nothing
 * the mailbox does not already know.
 */
import { Fragment } from "preact";
import { useState } from "preact/hooks";
import { t } from "../../i18n";
import { ApiError } from "../../api";
import { ErrorNote } from "../ErrorNote";
import { askMyData } from "./api";
import { useAction } from "./use-action";

/** The two requests, in the order of their buttons. */
const WHAT = ["export", "forget"] as const;

/** The two requests of a confirmed `address` (the reader's own seat). */
export function MyDataField(props: { id: string; token: string; address: string }) {
  const { id, token, address } = props;
  const action = useAction();
  const [sent, setSent] = useState(false);
  const ask = (what: (typeof WHAT)[number]) => {
    setSent(false);
    void action.run(async () => {
      try {
        await askMyData(id, token, what);
      } catch (e) {
        // The one refusal a player meets by asking twice: said in their language.
        if (e instanceof ApiError && e.code === "mail/my-data-too-soon")
          throw new ApiError(e.status, e.code, t("mydata_soon"));
        throw e;
      }
      setSent(true);
    });
  };
  return (
    <div class="my-data" data-testid="my-data" style={{ marginTop: "1rem" }}>
      <p class="muted small">
        <strong>{t("mydata_title")}</strong> · {t("mydata_help")}
      </p>
      <ErrorNote error={action.error} />
      {sent && !action.error && (
        <p class="muted small" role="status" data-testid="my-data-sent">
          {t("mydata_sent", { address })}
        </p>
      )}
      {WHAT.map((what, i) => (
        <Fragment key={what}>
          {i > 0 && " "}
          <button
            type="button"
            class="btn small"
            disabled={action.busy}
            data-testid={`my-data-${what}`}
            onClick={() => ask(what)}
          >
            {t(`mydata_${what}`)}
          </button>
        </Fragment>
      ))}
    </div>
  );
}
