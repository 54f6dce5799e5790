/**
 * /g/{id}: the game page. It decides who the reader is (an invitation in the fragment → the
 * join form; a seat token in the fragment or remembered on this device → that seat; nothing →
 * spectator), loads the table over HTTP at once, then follows it live over one WebSocket.
 */
import { LoadingPage } from "../components/LoadingPage";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { ApiError, getTable, sendMove } from "../api";
import { CopyButton } from "../components/CopyButton";
import { Icon } from "../components/Icon";
import { setTitle } from "../favicon";
import { t } from "../i18n";
import { connectLive, type LiveStatus } from "../live";
import { PazaakTable } from "../pazaak/PazaakTable";
import { fragment, loc, navigate } from "../router";
import { SeatsPanel } from "../components/SeatsPanel";
import { SlowGamePanel } from "../components/notify/SlowGamePanel";
import { WatchButton } from "../components/WatchButton";
import { forgetGame, noteUpdated, savedGame, saveGame } from "../store";
import { JoinPage } from "./JoinPage";

/** The game page for a game id. */
export function GamePage({ id }: { id: string }) {
  const invite = fragment("join");
  const fromLink = fragment("seat");
  if (invite && !fromLink) return <JoinPage id={id} invite={invite} />;
  const token = fromLink ?? savedGame(id)?.token;
  return (
    <GameView
      key={`${id}:${token ?? ""}`}
      id={id}
      token={token}
      fromLink={fromLink !== undefined}
    />
  );
}

function GameView({
  id,
  token: initialToken,
  fromLink,
}: {
  id: string;
  token: string | undefined;
  fromLink: boolean;
}) {
  const [token, setToken] = useState(initialToken);
  const [table, setTable] = useState<Table | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [moveError, setMoveError] = useState("");
  // The seat token was refused (the creator gave the seat to someone else): say so plainly
  // and offer to watch, instead of silently turning a player into a spectator.
  const [refused, setRefused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const latest = useRef<Table | null>(null);

  // Only ever move forward: a late HTTP answer must not replace a newer pushed table.
  const accept = (next: Table) => {
    const cur = latest.current;
    if (cur && cur.id === next.id && next.seq < cur.seq) return;
    // A refusal message belongs to the moment it happened; once the game moves on, it goes.
    if (cur && next.seq > cur.seq) setMoveError("");
    latest.current = next;
    setTable(next);
    noteUpdated(next.id, next.updated, next.seq);
  };

  const refuse = () => {
    forgetGame(id);
    setRefused(true);
  };

  useEffect(() => {
    let stop = false;
    const load = async () => {
      try {
        const tb = await getTable(id, token);
        if (stop) return;
        accept(tb);
        if (token && tb.seat !== null) {
          saveGame({
            id,
            game: tb.game,
            seat: tb.seat,
            token,
            link: `${location.origin}/g/${id}#seat=${token}`,
            updated: tb.updated,
            seq: tb.seq,
          });
        }
      } catch (e) {
        if (stop) return;
        const err = e instanceof ApiError ? e : new ApiError(0, "net/unknown", String(e));
        if (token && (err.status === 401 || err.status === 403)) {
          // A seat token this game no longer accepts.
          refuse();
          return;
        }
        setLoadError(err);
      }
    };
    void load();
    const live = connectLive(id, token, accept, () => void load(), refuse);
    const unsub = live.status.subscribe((s) => setStatus(s));
    return () => {
      stop = true;
      unsub();
      live.close();
    };
  }, [id, token]);

  const me = table?.seat ?? null;
  const yourTurn = !!table && me !== null && table.toAct.includes(me) && !table.outcome;
  useEffect(() => {
    setTitle(
      table ? `${t(`game_${table.game}` as "game_pazaak")} · Tavolo` : "Tavolo",
      yourTurn,
      t("your_turn"),
    );
  }, [yourTurn, table?.game, loc.value]);
  useEffect(() => () => setTitle("Tavolo"), []);
  // A short buzz on phones when the turn comes back to you while the page is open (not on
  // load: a page opened days later should not buzz for a turn the player came to take).
  const wasYourTurn = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasYourTurn.current === false && yourTurn) navigator.vibrate?.(80);
    if (table) wasYourTurn.current = yourTurn;
  }, [yourTurn, table !== null]);

  async function play(move: unknown): Promise<boolean> {
    const cur = latest.current;
    if (!cur || !token) return false;
    setBusy(true);
    setMoveError("");
    try {
      try {
        accept(await sendMove(id, token, cur.seq, move));
      } catch (e) {
        // Someone else moved first (the computer, or a simultaneous side-deck choice). If a
        // move of this kind is still on offer, send it again against the new table; the
        // server checks it as always.
        if (!(e instanceof ApiError && e.code === "room/stale-move" && e.table)) throw e;
        accept(e.table);
        const kind = (move as { type?: unknown }).type;
        if (!e.table.legal.some((m) => (m as { type?: unknown }).type === kind)) throw e;
        accept(await sendMove(id, token, e.table.seq, move));
      }
      return true;
    } catch (e) {
      setMoveError(e instanceof ApiError ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const watch = (e: Event) => {
    e.preventDefault();
    setRefused(false);
    setTable(null);
    latest.current = null;
    setToken(undefined);
    // The old personal link leaves the address bar, so a reload does not ask again.
    if (fromLink) navigate(`/g/${id}`, true);
  };

  if (refused) {
    return (
      <main class="page narrow">
        <div class="panel" role="alert" data-testid="seat-gone">
          <h1>{t("token_gone_title")}</h1>
          <p class="muted">{t("token_gone_help")}</p>
          <WatchButton id={id} onClick={watch} />
        </div>
      </main>
    );
  }
  if (loadError) {
    return (
      <main class="page narrow">
        <div class="panel">
          <h1>{loadError.status === 404 ? t("game_not_found") : t("load_failed")}</h1>
          <p class="error">{loadError.message}</p>
          <a
            class="btn"
            href="/"
            onClick={(e) => {
              e.preventDefault();
              navigate("/");
            }}
          >
            {t("home")}
          </a>
        </div>
      </main>
    );
  }
  if (!table) {
    return <LoadingPage />;
  }

  const name = (seat: number) => {
    const p = table.players[seat];
    if (!p?.name) return t("seat_waiting", { n: seat + 1 });
    return p.computer ? `${p.name}` : p.name;
  };
  const waiting = table.players.filter((p) => !p.joined && !p.computer);
  const saved = savedGame(id);
  const personal = token ? `${location.origin}/g/${id}#seat=${token}` : undefined;

  return (
    <main class="page game-page" data-seat={me ?? "spectator"} data-seq={table.seq}>
      {status === "lost" && (
        <div class="conn-lost" role="alert" data-testid="conn-lost">
          <span class="spinner" aria-hidden="true" /> {t("conn_lost")}
        </div>
      )}
      {me === null && (
        <p class="spectating" data-testid="spectator-badge">
          <Icon name="eye" /> {t("spectating")}
        </p>
      )}
      {waiting.length > 0 && table.outcome === null && (
        <div class="notice">
          {t("waiting_join", {
            names: waiting.map((p) => t("seat_n", { n: p.seat + 1 })).join(", "),
          })}{" "}
          {saved?.created && (
            <a
              href={`/g/${id}/share`}
              onClick={(e) => {
                e.preventDefault();
                navigate(`/g/${id}/share`);
              }}
            >
              {t("show_invites")}
            </a>
          )}
        </div>
      )}
      {moveError && (
        <p class="error move-error" role="alert" data-testid="move-error">
          {moveError}
        </p>
      )}
      {table.game === "pazaak" ? (
        <PazaakTable table={table} token={token} busy={busy} play={play} name={name} />
      ) : (
        <div class="panel">
          <p>{t("coming_soon")}</p>
        </div>
      )}
      <SlowGamePanel id={id} token={token} table={table} name={name} accept={accept} />
      {me === 0 && token && table.outcome === null && (
        <SeatsPanel id={id} token={token} table={table} />
      )}
      {personal && (
        <section class="panel personal">
          <h2>{t("personal_title")}</h2>
          <p class="muted small">{t("personal_help")}</p>
          <CopyButton text={personal} label={t("copy_personal")} testid="copy-personal" />
        </section>
      )}
    </main>
  );
}
