/** "This link no longer gives a seat": the page of a replaced or rotated seat link, with the way to watch. */
import { t } from "../i18n";
import { WatchButton } from "./WatchButton";

/** The page shown when the device's seat link was refused; `onWatch` opens the spectator table. */
export function SeatGone({ id, onWatch }: { id: string; onWatch: (e: Event) => void }) {
  return (
    <main class="page narrow">
      <div class="panel" role="alert" data-testid="seat-gone">
        <h1>{t("token_gone_title")}</h1>
        <p class="muted">{t("token_gone_help")}</p>
        <WatchButton id={id} onClick={onWatch} />
      </div>
    </main>
  );
}
