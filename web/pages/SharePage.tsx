/**
 * /g/{id}/share: shown to the creator right after creating (and again from the table while
 * seats are open). One invitation per seat with copy, share sheet and QR code; your own
 * personal link, to keep; the spectator link; the chat apps this server runs (ChatApps.tsx);
 * and the way to the table.
 */
import { useEffect, useState } from "preact/hooks";
import type { Player, Table } from "../../src/protocol";
import { LazyLearningBadge } from "../components/coach/lazy";
import { getTable } from "../api";
import { Icon } from "../components/Icon";
import { SvgIcon } from "../components/SvgIcon";
import { CHECK, KEY } from "../components/link-icons";
import { CopyButton } from "../components/CopyButton";
import { InviteCard } from "../components/InviteCard";
import { t } from "../i18n";
import { absUrl, linkClick } from "../router";
import { usePageTitle } from "../favicon";
import { savedGame } from "../store";
import { partnerSeat } from "./partner";
import { ChatApps } from "./ChatApps";
import inviteCss from "../styles/invite.css?inline";
import { adoptStyles } from "../styles/adopt";

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(inviteCss, 1);

/** The share screen of a game this device created. */
export function SharePage({ id }: { id: string }) {
  const saved = savedGame(id);
  usePageTitle(`${t("title_share")} · Tavolo`);
  // Who has joined, read from the public table: a taken seat's invitation is used up, so it is
  // not offered again (the creator's Players panel on the table can issue a new one).
  const [table, setTable] = useState<Table | null>(null);
  useEffect(() => {
    getTable(id).then(setTable, () => setTable(null));
  }, [id]);
  const players: Player[] = table?.players ?? [];
  const created = saved?.created;
  if (!created) {
    return (
      <main class="page narrow">
        <div class="panel">
          <h1>{t("share_missing")}</h1>
          <a class="btn primary" href={`/g/${id}`} onClick={linkClick}>
            {t("go_to_table")}
          </a>
        </div>
      </main>
    );
  }
  const you = absUrl(created.links.you);
  const spectator = absUrl(created.links.spectator);
  return (
    <main class="page narrow share">
      <section class="panel">
        <h1>{t("share_title")}</h1>
        <p class="muted">{t("share_lead")}</p>
        {table?.learning && <LazyLearningBadge />}
        <ul class="invites">
          {created.invites.map((inv) => {
            const url = absUrl(inv.url);
            const taken = players.find((p) => p.seat === inv.seat && p.joined);
            return (
              <li key={inv.seat} class="invite" data-testid={`invite-${inv.seat}`}>
                <h2>{t("invite_for", { n: inv.seat + 1 })}</h2>
                {/* A team game: whether this seat plays with the creator or against (partner.ts). */}
                {table && partnerSeat(table, created.seat) !== null && (
                  <p class="muted invite-role" data-testid={`invite-role-${inv.seat}`}>
                    {partnerSeat(table, created.seat) === inv.seat
                      ? t("invite_partner")
                      : t("invite_opponent")}
                  </p>
                )}
                {taken ? (
                  <p class="taken" data-testid={`taken-${inv.seat}`}>
                    <SvgIcon d={CHECK} /> {t("invite_taken", { name: taken.name ?? "" })}
                  </p>
                ) : (
                  <InviteCard seat={inv.seat} url={url} game={saved.game} />
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section class="panel keep">
        <h2>
          <SvgIcon d={KEY} /> {t("your_link")}
        </h2>
        <p>{t("your_link_keep")}</p>
        <input
          class="link-field"
          readOnly
          value={you}
          aria-label={t("your_link")}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <CopyButton text={you} label={t("copy_personal")} />
      </section>

      <section class="panel">
        <h2>
          <Icon name="eye" /> {t("spectator_link")}
        </h2>
        <p class="muted small">{t("spectator_help")}</p>
        <input
          class="link-field"
          readOnly
          value={spectator}
          aria-label={t("spectator_link")}
          onFocus={(e) => (e.currentTarget as HTMLInputElement).select()}
        />
        <CopyButton text={spectator} />
      </section>

      <ChatApps id={id} />

      <a
        class="btn primary big block"
        href={`/g/${id}`}
        onClick={linkClick}
        data-testid="go-to-table"
      >
        {t("go_to_table")} →
      </a>
    </main>
  );
}
