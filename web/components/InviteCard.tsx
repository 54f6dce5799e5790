/**
 * One invitation link as the share screen shows it: its QR code (for a friend at the same
 * table), the link itself, copy and the phone's share sheet. Used by the share page and by the
 * creator's players panel on the table, so a new link looks and works like the first one.
 */
import { t, type Key } from "../i18n";
import { useLazy } from "../lazy";
import { CopyButton } from "./CopyButton";
import { ShareButton } from "./ShareButton";
import inviteCss from "../styles/invite.css?inline";
import { adoptStyles } from "../styles/adopt";

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(inviteCss, 1);

/** The QR code, link field, copy and share buttons of the invitation `url` for `seat`. */
export function InviteCard({ seat, url, game }: { seat: number; url: string; game: string }) {
  // The QR encoder is its own chunk; every card asks for the same (cached) module.
  const qr = useLazy(() => import("./QrCode"));
  const name = t(`game_${game}` as Key);
  return (
    <div class="invite-body">
      {qr ? <qr.QrCode text={url} label={t("qr_of", { n: seat + 1 })} /> : <span class="qr" />}
      <div class="invite-side">
        <input
          class="link-field"
          readOnly
          value={url}
          aria-label={t("invite_for", { n: seat + 1 })}
          data-testid="invite-url"
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <div class="row">
          <CopyButton text={url} label={t("copy_link")} primary />
          <ShareButton
            url={url}
            title={`Tavolo · ${name}`}
            text={t("share_text", { game: name })}
          />
        </div>
      </div>
    </div>
  );
}
