/**
 * The share page's chat apps, when this server runs them (GET /api/chat-links): the game's
 * link into the Telegram Mini App (`…?startapp=g_<id>`, docs/chat-apps.md), and a note on the
 * Discord Activity. Nothing is drawn for an app the operator did not set up.
 */
import { useEffect, useState } from "preact/hooks";
import type { ChatLinks } from "../../src/protocol";
import { request } from "../api";
import { CopyButton } from "../components/CopyButton";
import { t } from "../i18n";

/** The chat apps' panel of game `id`'s share page. */
export function ChatApps({ id }: { id: string }) {
  const [links, setLinks] = useState<ChatLinks | null>(null);
  useEffect(() => {
    request<ChatLinks>("GET", "/api/chat-links").then(setLinks, () => setLinks(null));
  }, []);
  if (!links || (!links.telegram && !links.discord)) return null;
  const telegram = links.telegram ? `${links.telegram}?startapp=g_${id}` : null;
  return (
    <section class="panel" data-testid="chat-apps">
      <h2>{t("share_chat_title")}</h2>
      {telegram && (
        <>
          <p class="muted small">{t("share_telegram_help")}</p>
          <input
            class="link-field"
            readOnly
            value={telegram}
            aria-label={t("share_telegram")}
            data-testid="telegram-link"
            onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
          />
          <CopyButton text={telegram} />
        </>
      )}
      {links.discord && (
        <p class="muted small" data-testid="discord-note">
          {t("share_discord")}
        </p>
      )}
    </section>
  );
}
