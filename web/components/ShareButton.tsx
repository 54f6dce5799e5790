/** Opens the phone's share sheet (Web Share API) for a link; renders nothing where unsupported. */
import { SvgIcon } from "./SvgIcon";
import { SHARE } from "./link-icons";
import { t } from "../i18n";

/** Share-sheet button for one link. */
export function ShareButton({ url, title, text }: { url: string; title: string; text: string }) {
  if (typeof navigator.share !== "function") return null;
  return (
    <button
      type="button"
      class="btn"
      onClick={() => {
        navigator.share({ url, title, text }).catch(() => {
          /* the person closed the sheet */
        });
      }}
    >
      <SvgIcon d={SHARE} /> {t("share")}
    </button>
  );
}
