/**
 * The links of a game page, private by default. "Share" gives the spectator link (anyone may
 * watch, no hands shown). The personal link, which IS the reader's seat, stays hidden behind
 * "Play on another device" and comes with a warning: it is never in the address bar, so copying
 * the page address shows the game without handing over the seat. Last, the reader's own copy of
 * the game to download.
 */
import { t, type Key } from "../i18n";
import { CopyButton } from "./CopyButton";
import { DownloadGame } from "./DownloadGame";
import { Icon } from "./Icon";
import { SvgIcon } from "./SvgIcon";
import { useKeptOpen } from "./kept-open";
import { KEY } from "./link-icons";
import { ShareButton } from "./ShareButton";
import inviteCss from "../styles/invite.css?inline";
import { adoptStyles } from "../styles/adopt";

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(inviteCss, 1);

/** Props of the links panel. */
export interface GameLinksProps {
  id: string;
  game: string;
  /** The reader's seat token; undefined for a spectator (who gets only the share link). */
  token: string | undefined;
}

/** The share (spectator) link and, for a seat, the personal link on request. */
export function GameLinks({ id, game, token }: GameLinksProps) {
  // Kept like the fold around it: a table arriving or the page drawn anew never hides the
  // link the reader just asked for.
  const [open, setOpen] = useKeptOpen(`personal:${id}`);
  const watch = `${location.origin}/g/${id}`;
  const personal = token ? `${location.origin}/g/${id}#seat=${token}` : undefined;
  const title = t(`game_${game}` as Key);
  return (
    <section class="panel game-links" aria-labelledby="links-title">
      <h2 id="links-title">
        <Icon name="eye" /> {t("links_watch_title")}
      </h2>
      <p class="muted small">{t("links_watch_help")}</p>
      <div class="row">
        <CopyButton text={watch} label={t("copy_link")} testid="copy-watch" />
        <ShareButton
          url={watch}
          title={`Tavolo · ${title}`}
          text={t("links_watch_share", { game: title })}
        />
      </div>
      {personal && (
        <div class="personal">
          <button
            type="button"
            class="btn ghost"
            aria-expanded={open}
            aria-controls="personal-link"
            data-action="show-personal"
            onClick={() => setOpen(!open)}
          >
            <SvgIcon d={KEY} /> {t("personal_title")}
          </button>
          {open && (
            <div id="personal-link" class="personal-body" data-testid="personal-link">
              <p class="warning small" role="note">
                {t("personal_warning")}
              </p>
              <input
                class="link-field"
                readOnly
                value={personal}
                aria-label={t("your_link")}
                onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
              />
              <CopyButton text={personal} label={t("copy_personal")} testid="copy-personal" />
            </div>
          )}
        </div>
      )}
      <DownloadGame id={id} game={game} token={token} />
    </section>
  );
}
