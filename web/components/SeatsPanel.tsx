/**
 * The creator's "Players" panel on the table: each other human seat with what the creator
 * can do about it. An open seat gets a new invitation link (the old one dies); a claimed seat
 * can be given to someone else after a confirmation (that player's link dies). The new link
 * is shown the way the share screen shows links. Computer seats are left out: nothing to do.
 */
import { useEffect, useRef, useState } from "preact/hooks";
import type { InviteLink, Player, Table } from "../../src/protocol";
import { ApiError, gameApi, request } from "../api";
import { t } from "../i18n";
import { absUrl } from "../router";
import { noteInvite } from "../store";
import { InviteCard } from "./InviteCard";
import seatsCss from "../styles/seats.css?inline";
import { adoptStyles } from "../styles/adopt";
import { Confirm } from "./Confirm";
import { ErrorNote } from "./ErrorNote";

/** The creator re-issues the invitation of an unclaimed seat; the old one stops working. */
function reissueInvite(id: string, token: string, seat: number): Promise<InviteLink> {
  return request("POST", `${gameApi(id)}/seats/${seat}/invite`, undefined, token);
}

/** The creator gives a claimed seat to someone else: the old player's link stops working. */
function replaceSeat(id: string, token: string, seat: number): Promise<InviteLink> {
  return request("POST", `${gameApi(id)}/seats/${seat}/replace`, undefined, token);
}

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(seatsCss, 1);

/** Props of the players panel. */
export interface SeatsPanelProps {
  id: string;
  /** The creator's seat token. */
  token: string;
  table: Table;
}

/** The panel; renders nothing when there is no other human seat. */
export function SeatsPanel({ id, token, table }: SeatsPanelProps) {
  const others = table.players.filter((p) => p.seat !== table.seat && !p.computer);
  if (others.length === 0) return null;
  return (
    <section class="panel seats-panel" aria-labelledby="seats-title" data-testid="seats-panel">
      <h2 id="seats-title">{t("players")}</h2>
      <p class="muted small">{t("seats_help")}</p>
      <ul class="seat-rows">
        {others.map((p) => (
          <SeatRow key={p.seat} id={id} token={token} game={table.game} player={p} />
        ))}
      </ul>
    </section>
  );
}

function SeatRow({
  id,
  token,
  game,
  player,
}: {
  id: string;
  token: string;
  game: string;
  player: Player;
}) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [link, setLink] = useState<string | null>(null);
  const linkRef = useRef<HTMLHeadingElement>(null);
  const n = player.seat + 1;
  const name = player.name ?? t("seat_waiting", { n });

  useEffect(() => {
    if (link) linkRef.current?.focus();
  }, [link]);
  // Once someone takes the seat with the new link, the link is spent: stop showing it. (Only on
  // that change: right after a replacement the table may still name the old player a moment.)
  const wasJoined = useRef(player.joined);
  useEffect(() => {
    if (!wasJoined.current && player.joined) setLink(null);
    wasJoined.current = player.joined;
  }, [player.joined]);

  async function run(action: typeof reissueInvite) {
    setBusy(true);
    setError("");
    try {
      const answer = await action(id, token, player.seat);
      noteInvite(id, answer);
      setLink(absUrl(answer.url));
      setConfirming(false);
    } catch (e) {
      // The server's own sentence ("This seat has already been taken.", …).
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li class="seat-row" data-testid={`seat-row-${player.seat}`}>
      <div class="seat-line">
        <span class="seat-who">
          <strong>{name}</strong>
          <span class="muted small">
            {!player.joined ? t("seat_not_taken") : player.online ? t("online") : t("offline")}
          </span>
        </span>
        {!player.joined ? (
          <button
            type="button"
            class="btn small"
            disabled={busy}
            onClick={() => void run(reissueInvite)}
            data-action="new-invite"
          >
            {busy ? t("issuing") : t("new_invite")}
          </button>
        ) : (
          !confirming && (
            <button
              type="button"
              class="btn small"
              disabled={busy}
              onClick={() => setConfirming(true)}
              data-action="replace"
            >
              {t("replace_player")}
            </button>
          )
        )}
      </div>
      {!player.joined && !link && <p class="muted small hint">{t("new_invite_help")}</p>}
      {confirming && player.joined && (
        <Confirm
          label={t("replace_title", { name })}
          class="confirm"
          focus="box"
          yes={busy ? t("issuing") : t("replace_button", { name })}
          no={t("cancel")}
          onYes={() => void run(replaceSeat)}
          onNo={() => setConfirming(false)}
          busy={busy}
          yesData={{ "data-action": "replace-confirm" }}
          boxData={{ "data-testid": "replace-confirm" }}
        >
          <p>
            <strong>{t("replace_title", { name })}</strong>
          </p>
          <p class="small">{t("replace_text", { name })}</p>
        </Confirm>
      )}
      <ErrorNote error={error} />
      {link && (
        <div class="invite seat-invite" data-testid="new-invite">
          <h3 tabIndex={-1} ref={linkRef}>
            {t("new_invite_for", { n })}
          </h3>
          <InviteCard seat={player.seat} url={link} game={game} />
        </div>
      )}
    </li>
  );
}
