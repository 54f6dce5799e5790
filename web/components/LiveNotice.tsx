/**
 * The line over a live table while its connection is not live: reconnecting after a drop,
 * waiting because the game has as many open pages as it accepts (in the server's words),
 * following a cached table with a short delay (a spectator without a live place, or whose
 * socket cannot open where the page is embedded), or stopped
 * because the seat is followed on more devices. The game page and the embed both show it.
 */
import type { LiveStatus } from "../live";
import { t } from "../i18n";

/** The notice for a live status, or nothing while all is well. */
export function LiveNotice({ status, reason }: { status: LiveStatus; reason: string }) {
  // "full" (also: the seat is followed on more devices) keeps the server's words.
  const text =
    status === "polling"
      ? t("conn_polling")
      : status === "blocked"
        ? t("conn_blocked")
        : status === "full" && reason
          ? reason
          : status === "lost" || status === "full"
            ? t("conn_lost")
            : "";
  if (!text) return null;
  return (
    <div class="conn-lost" role="alert" data-testid={`conn-${status}`}>
      <span class="spinner" aria-hidden="true" /> {text}
    </div>
  );
}
