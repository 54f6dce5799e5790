/** "Watch the game": the way out offered when a link no longer gives a seat. */
import { t } from "../i18n";
import { Icon } from "./Icon";

/** A big link to the spectator table of game `id`; `onClick` navigates in the app. */
export function WatchButton({ id, onClick }: { id: string; onClick: (e: Event) => void }) {
  return (
    <a
      class="btn primary big block"
      href={`/g/${id}`}
      onClick={onClick}
      data-testid="watch-instead"
    >
      <Icon name="eye" /> {t("watch_game")}
    </a>
  );
}
