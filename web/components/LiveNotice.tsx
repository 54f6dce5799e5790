/**
 * The line over a live table while its connection is not open: reconnecting after a drop, or
 * waiting because the game has as many open pages as it accepts (in the server's words). The
 * game page and the embed both show it.
 */
import type { LiveStatus } from "../live";
import { t } from "../i18n";

/** The notice for a live status, or nothing while all is well. */
export function LiveNotice({ status, reason }: { status: LiveStatus; reason: string }) {
  if (status !== "lost" && status !== "full") return null;
  return (
    <div class="conn-lost" role="alert" data-testid={`conn-${status}`}>
      <span class="spinner" aria-hidden="true" />{" "}
      {status === "full" && reason ? reason : t("conn_lost")}
    </div>
  );
}
