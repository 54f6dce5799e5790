/**
 * /g/{id}#join={invite}: a friend opens their invitation. Before asking for anything the page
 * reads the public table and asks, without using it, whether the invitation still gives its
 * seat: so it can say "Anna invites you to Pazaak", link the rules and name who is already
 * seated, or say at once that the invitation was used and offer to watch. The friend then
 * gives a name and takes the seat; the seat token is stored on this device and the address bar
 * shows the plain game address (the personal link is offered on the table, with a warning).
 * An optional email address is given once the seat is taken (components/notify/OptionalMail).
 */
import { useEffect, useState } from "preact/hooks";
import type { ClaimSeatResponse, InvitationStatus, Table } from "../../src/protocol";
import { LazyLearningBadge } from "../components/coach/lazy";
import { ApiError, gameApi, gameExists, getTable, request } from "../api";
import { LoadingPage } from "../components/LoadingPage";
import { NameField } from "../components/NameField";
import { NoGame } from "../components/NoGame";
import { giveAddress, MailRefused, OptionalMailField } from "../components/notify/OptionalMail";
import { WatchButton } from "../components/WatchButton";
import { usePageTitle } from "../favicon";
import { gameUi } from "../games";
import { t, type Key } from "../i18n";
import { linkClick, navigate } from "../router";
import { levelOf } from "../player-name";
import { partnerSeat } from "./partner";
import { pref, savedGame, saveGame, setPref } from "../store";
import pagesCss from "../styles/pages.css?inline";
import createRulesCss from "../styles/create-rules.css?inline";
import { adoptStyles } from "../styles/adopt";
import joinCss from "../styles/join.css?inline";

/** Claims a seat with an invitation. */
function claimSeat(id: string, invite: string, name: string): Promise<ClaimSeatResponse> {
  return request("POST", `${gameApi(id)}/join`, { invite, name });
}

/** Whether an invitation still gives its seat, without using it. */
function invitationStatus(id: string, invite: string): Promise<InvitationStatus> {
  return request("POST", `${gameApi(id)}/invitation`, { invite });
}

// Rank 1, the game page's layout: before the table parts and the pages' own sheets.
adoptStyles(joinCss, 1);

// The styles of the pages a table never shows come with them.
adoptStyles(pagesCss);
adoptStyles(createRulesCss);

/** What the page learnt before asking for a name. */
type Look =
  | { kind: "loading" }
  | { kind: "missing" }
  | { kind: "ready"; table: Table; status: InvitationStatus | "invalid" }
  | { kind: "failed"; error: ApiError };

/** The join form for one invitation. */
export function JoinPage({ id, invite }: { id: string; invite: string }) {
  const [name, setName] = useState(pref("name") ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [look, setLook] = useState<Look>({ kind: "loading" });
  const [address, setAddress] = useState("");
  // The seat is taken but the address was refused: where to go on, and why.
  const [refused, setRefused] = useState<{ error: string; href: string } | null>(null);
  const already = savedGame(id);
  usePageTitle(`${t("title_join")} · Tavolo`);

  useEffect(() => {
    let live = true;
    const run = async () => {
      try {
        // Asked first (answered 200 either way), so an unknown game fails no request.
        if (!(await gameExists(id))) return live && setLook({ kind: "missing" });
        const [table, status] = await Promise.all([
          getTable(id),
          invitationStatus(id, invite).catch((e: unknown) => {
            if (e instanceof ApiError && e.code === "auth/bad-invite") return "invalid" as const;
            throw e;
          }),
        ]);
        if (live) setLook({ kind: "ready", table, status });
      } catch (e) {
        const err = e instanceof ApiError ? e : new ApiError(0, "net/unknown", String(e));
        if (live) setLook({ kind: "failed", error: err });
      }
    };
    void run();
    return () => {
      live = false;
    };
  }, [id, invite]);

  async function submit(e: Event) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const trimmed = name.trim();
    setPref("name", trimmed);
    try {
      const res = await claimSeat(id, invite, trimmed);
      saveGame({
        id,
        game: look.kind === "ready" ? look.table.game : (already?.game ?? "pazaak"),
        seat: res.seat,
        token: res.token,
        link: res.links.you,
      });
      // The invitation is spent. The seat now lives on this device, so the address bar shows
      // the plain game address; where storage is blocked, the personal link must stay there.
      const stored = savedGame(id)?.token === res.token;
      const href = stored ? `/g/${id}` : `/g/${id}#seat=${res.token}`;
      const mailError = await giveAddress(id, res.token, address);
      if (mailError) return setRefused({ error: mailError, href });
      navigate(href, true);
    } catch (err) {
      setError(err instanceof ApiError ? err : new ApiError(0, "net/unknown", String(err)));
      setBusy(false);
    }
  }

  const watch = (e: Event) => {
    e.preventDefault();
    navigate(`/g/${id}`, true);
  };

  if (refused) return <MailRefused done="seat" {...refused} />;
  if (look.kind === "loading") return <LoadingPage />;
  if (look.kind === "missing") return <NoGame />;
  if (look.kind === "failed")
    return (
      <main class="page narrow">
        <div class="panel">
          <h1>{t("load_failed")}</h1>
          <p class="error">{look.error.message}</p>
        </div>
      </main>
    );

  const { table, status } = look;
  const game = t(`game_${table.game}` as Key);
  const creator = table.players.find((p) => p.seat === table.creator)?.name ?? "";
  const seat = status === "invalid" ? null : status.seat;
  const seated = table.players
    .filter((p) => p.joined && p.seat !== seat && p.name)
    // A computer's name says it is one ("Computer 1"): its level is what the name leaves out.
    .map((p) => {
      const level = levelOf(p);
      return level ? t("join_seated_computer", { name: p.name ?? "", level }) : p.name;
    });
  // A team game: the invited seat's partner, by name once seated (partner.ts).
  const partner = seat === null ? null : partnerSeat(table, seat);
  const partnerPlayer = partner === null ? undefined : table.players[partner];
  const used = status !== "invalid" && !status.open;
  // Someone took the seat while this page was open: the claim's refusal says the same.
  const taken = used || error?.code === "auth/invite-used";
  const tile = gameUi(table.game);

  return (
    <main class="page narrow join">
      <form class="panel form" onSubmit={submit} aria-labelledby="join-title">
        {tile && (
          <div class={`join-art tone-${tile.tone}`} aria-hidden="true">
            <span class="glyph">{tile.glyph}</span>
          </div>
        )}
        <h1 id="join-title" data-testid="join-title">
          {creator ? t("join_invites", { name: creator, game }) : t("join_invites_anon", { game })}
        </h1>
        {seated.length > 0 && (
          <p class="muted join-seated" data-testid="join-seated">
            {t("join_seated", { names: seated.join(", ") })}
          </p>
        )}
        {partner !== null && (
          <p class="join-partner" data-testid="join-partner">
            {partnerPlayer?.joined && partnerPlayer.name
              ? t("join_partner", { name: partnerPlayer.name })
              : t("join_partner_open", { n: partner + 1 })}
          </p>
        )}
        {table.learning && <LazyLearningBadge />}
        <p class="join-rules">
          <a href={`/rules/${table.game}`} onClick={linkClick} data-testid="join-rules">
            {t("rules_link", { game })}
          </a>
        </p>
        {already && (
          <p class="notice">
            {t("join_already")}{" "}
            <a href={`/g/${id}`} onClick={watch}>
              {t("join_continue")}
            </a>
          </p>
        )}
        {taken || status === "invalid" ? (
          <div class="taken" role="alert" data-testid="seat-taken">
            <p>
              <strong>{status === "invalid" ? t("invite_invalid") : t("seat_taken")}</strong>
            </p>
            <p class="muted small">
              {status === "invalid" ? t("invite_invalid_help") : t("seat_taken_help")}
            </p>
            <WatchButton id={id} onClick={watch} />
          </div>
        ) : (
          <>
            <p class="muted">{t("join_lead")}</p>
            <NameField value={name} onInput={setName} />
            <OptionalMailField value={address} onInput={setAddress} />
            {error && (
              <p class="error" role="alert">
                {error.message}
              </p>
            )}
            <button type="submit" class="btn primary big" disabled={busy} data-testid="join">
              {busy ? t("joining") : t("join_button")}
            </button>
          </>
        )}
      </form>
    </main>
  );
}
