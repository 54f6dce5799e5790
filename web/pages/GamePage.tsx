/**
 * /g/{id}: the game page. It decides who the reader is (an invitation in the fragment → the
 * join form; a seat token in the fragment or remembered on this device → that seat; nothing →
 * spectator), loads the table over HTTP, then follows it live over one WebSocket. A seat token
 * that came in the address is stored on the device and taken out of the address bar at once,
 * so the address a player copies never hands over the seat. An address with no game behind it
 * opens no socket: it says so and offers the way home.
 */
import { LoadingPage } from "../components/LoadingPage";
import { useEffect, useRef, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { ApiError, gameExists, getTable, playMove } from "../api";
import { GameTable } from "../components/GameTable";
import { Fold } from "../components/Fold";
import { AutoplayPlayed, AutoplaySwitch } from "../components/AutoplaySwitch";
import { withLinks, withPages } from "./words/load";
import { Icon } from "../components/Icon";
import { LazyNoGame, LazySeatGone } from "../components/LazyNoGame";
import { LiveNotice } from "../components/LiveNotice";
import { setTitle } from "../favicon";
import { loadPack, t, type Key } from "../i18n";
import { connectLive } from "../live";
import type { TalkMessage } from "../../src/talk";
import type { PresenceProps } from "../components/Presence";
import { useLiveStatus, useTable } from "../use-table";
import { useKeptFocus } from "../components/focus";
import { fragment, linkClick, loc, navigate } from "../router";
import { useLazy } from "../lazy";
import { LazyOrderCancelled, LazyStandingOrders } from "../components/orders/LazyOrders";
import { turnChime } from "../sound-pref";
import { forgetGame, noteUpdated, savedGame, saveGame } from "../store";
import { loadTable } from "../tables";
import { playerName } from "../player-name";
import { serverGame, takeEarly } from "../early-table";
import { LazyHintBar, LazyLearningBadge } from "../components/coach/lazy";

/** `chunk` once both it and the slow-game word pack (notify/words) have arrived. */
function withNotify<T>(chunk: Promise<T>): Promise<T> {
  return Promise.all([
    chunk,
    import("../components/notify/words").then((w) => loadPack(w.notifyWords)),
  ]).then(([m]) => m);
}

/**
 * The invitation page, a chunk of its own: only a friend with an invite link opens it. Its
 * optional email field speaks with the slow-game panel's word pack.
 */
function LazyJoin(props: { id: string; invite: string }) {
  const mod = useLazy(() => withNotify(withPages(withLinks(import("./JoinPage")))));
  return mod ? <mod.JoinPage {...props} /> : <LoadingPage />;
}

/** The links panel (watch link, personal link) under the table, a chunk of its own. */
function LazyGameLinks(props: { id: string; game: string; token: string | undefined }) {
  const mod = useLazy(() => withLinks(import("../components/GameLinks")));
  return mod ? <mod.GameLinks {...props} /> : null;
}

/** The creator's players panel, a chunk of its own: only the creator ever sees it. */
function LazySeatsPanel(props: { id: string; token: string; table: Table }) {
  const mod = useLazy(() => withPages(withLinks(import("../components/SeatsPanel"))));
  return mod ? <mod.SeatsPanel {...props} /> : null;
}

/** Slow games' panel (address, clock, resign), a chunk of its own: not needed to see the table. */
function LazySlowGamePanel(
  props: Parameters<typeof import("../components/notify/SlowGamePanel").SlowGamePanel>[0],
) {
  const mod = useLazy(() => withNotify(import("../components/notify/SlowGamePanel")));
  return mod ? <mod.SlowGamePanel {...props} /> : null;
}

/**
 * Who is at the table ("Bruno left", "Bruno is away"), a chunk of its own with its words: loaded
 * only where another person sits, so a game against the computer never downloads it. Its first
 * table only records who is here, so arriving a moment after the page loses no news.
 */
function LazyPresence(props: PresenceProps) {
  const mod = useLazy(() =>
    Promise.all([
      import("../components/Presence"),
      import("../components/presence-words").then((w) => loadPack(w.presenceWords)),
    ]).then(([m]) => m),
  );
  return mod ? <mod.Presence {...props} /> : null;
}

/** "Waiting for Bruno to accept the rematch", a chunk of its own (only rematches need it). */
function LazyRematchWaiting(props: { from: string; seats: number[] }) {
  const mod = useLazy(() => withNotify(import("../components/RematchWaiting")));
  return mod ? <mod.RematchWaiting {...props} /> : null;
}

/**
 * Resigning, a table action of its own: the button is always there for a player of a running
 * game; the question (and its words) is a chunk loaded when it is pressed. "Keep playing" gives
 * the focus back to the button.
 */
function ResignAction(props: { id: string; token: string; accept: (table: Table) => void }) {
  const [asking, setAsking] = useState(false);
  const mod = useLazy(() => withNotify(import("../components/notify/ResignButton")), asking);
  return (
    <div class="resign-row">
      {asking && mod ? (
        <mod.ResignConfirm {...props} onCancel={() => setAsking(false)} />
      ) : (
        <button
          type="button"
          class="btn small"
          data-testid="resign"
          onClick={() => setAsking(true)}
        >
          {t("table_resign")}
        </button>
      )}
    </div>
  );
}

/**
 * "Report this table" (components/report/), a chunk of its own with its words and sheet: loaded
 * only where there is someone to report (a spectator's page, or a seat's with another person at
 * the table), after the table, so a table's first visit carries none of it.
 */
function LazyReport(props: {
  id: string;
  token: string | undefined;
  table: Table;
  name: (seat: number) => string;
}) {
  const { seat, players } = props.table;
  const show = seat === null || players.some((p) => !p.computer && p.joined && p.seat !== seat);
  const mod = useLazy(() => import("../components/report/ReportPanel").then((m) => m.ready), show);
  return mod ? <mod.ReportAction {...props} /> : null;
}

/**
 * Table talk, a chunk of its own with its words: loaded only at a table that has talk (two
 * people or more; a spectator's only when the creator lets spectators read).
 */
function LazyTalk(props: Parameters<typeof import("../components/talk/TalkPanel").TalkPanel>[0]) {
  const mod = useLazy(loadTalk);
  return mod ? <mod.TalkPanel {...props} /> : null;
}

/** The talk chunk with its words (one download, however many parts of the page ask). */
const loadTalk = () =>
  Promise.all([
    import("../components/talk/TalkPanel"),
    import("../components/talk/words").then((w) => loadPack(w.talkWords)),
  ]).then(([m]) => m);

/**
 * The talk's sign above the table ("1 new message", on a phone where the talk is a fold far
 * below), from the talk's chunk: it shows only once the panel has news.
 */
function LazyTalkJump() {
  const mod = useLazy(loadTalk);
  return mod ? <mod.TalkJump /> : null;
}

/** The talk panel's listeners: the new messages the page's socket brings. */
const talkFeed = new Set<(m: TalkMessage) => void>();

/**
 * Stepping back through the reader's own earlier tables (web/replay/StepBack.tsx) and a finished
 * game's replay link: a chunk of its own, loaded when the player asks to step back or the game
 * is over; the button itself is here, so a first visit downloads nothing of it.
 */
function LazyTableTools(props: Parameters<typeof import("../replay/TableTools").TableTools>[0]) {
  const mod = useLazy(() => import("../replay/TableTools").then((m) => m.withWords(m)));
  return mod ? <mod.TableTools {...props} /> : null;
}

/** The shape of a game id (protocol's GameId): anything else cannot be a game. */
const GAME_ID = /^[A-Za-z0-9_-]{11,32}$/;

/** The game page for a game id. */
export function GamePage({ id }: { id: string }) {
  if (!GAME_ID.test(id)) return <LazyNoGame />;
  const invite = fragment("join");
  const fromLink = fragment("seat");
  if (invite && !fromLink) return <LazyJoin id={id} invite={invite} />;
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
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  // The seat token was refused (the creator gave the seat to someone else): say so plainly
  // and offer to watch, instead of silently turning a player into a spectator.
  const [refused, setRefused] = useState(false);
  // No game at this address (asked before anything else, so no request fails).
  const [missing, setMissing] = useState(false);
  // Only ever forward, with the move being sent and its refusal (use-table.ts).
  const { table, busy, moveError, accept, play, reset } = useTable(
    id,
    token,
    (next) => noteUpdated(next.id, next.updated, next.seq),
    playMove,
  );
  const { status, reason, follow } = useLiveStatus();
  // Stepping back (web/replay/StepBack.tsx): an earlier table shown in place of the live one.
  const [stepping, setStepping] = useState(false);
  const [past, setPast] = useState<Table | null>(null);
  // The keyboard focus survives moves and pushed tables (components/focus.ts).
  const focusRoot = useKeptFocus<HTMLElement>(table, busy);

  const refuse = () => {
    forgetGame(id);
    setRefused(true);
  };

  useEffect(() => {
    let stop = false;
    let live: ReturnType<typeof connectLive> | undefined;
    let unsub: (() => void) | undefined;
    const saved = savedGame(id);
    // The game's table code downloads while its data does (the server's HTML names the game).
    const known = saved?.game ?? serverGame(id);
    if (known) loadTable(known);
    const load = async (): Promise<boolean> => {
      try {
        const tb = await (takeEarly(id, token) ?? getTable(id, token, true));
        if (stop) return false;
        loadTable(tb.game);
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
          // Private by default: once the device holds the token, the address is the plain
          // game address. (Where storage is blocked the token must stay, or a reload loses it.)
          if (fromLink && savedGame(id)?.token === token && fragment("seat") === token)
            navigate(`/g/${id}`, true);
        }
        return true;
      } catch (e) {
        if (stop) return false;
        const err = e instanceof ApiError ? e : new ApiError(0, "net/unknown", String(e));
        if (token && (err.status === 401 || err.status === 403)) {
          // A seat token this game no longer accepts.
          refuse();
          return false;
        }
        if (err.status === 404) setMissing(true);
        else setLoadError(err);
        return false;
      }
    };
    const start = async () => {
      // A device that never saw this game first asks whether there is one (answered 200 either
      // way), so an unknown address fails no request and opens no socket.
      if (!known) {
        try {
          if (!(await gameExists(id))) {
            if (!stop) setMissing(true);
            return;
          }
        } catch {
          /* the table request below reports the failure */
        }
      }
      if (stop || !(await load()) || stop) return;
      live = connectLive(
        id,
        token,
        accept,
        () => void load(),
        refuse,
        (m) => talkFeed.forEach((f) => f(m)),
      );
      unsub = follow(live);
    };
    void start();
    return () => {
      stop = true;
      unsub?.();
      live?.close();
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
  // A short buzz on phones (and the chime, if switched on) when the turn comes back to you while the page is open (not on
  // load: a page opened days later should not buzz for a turn the player came to take).
  const wasYourTurn = useRef<boolean | null>(null);
  useEffect(() => {
    if (wasYourTurn.current === false && yourTurn) {
      navigator.vibrate?.(80);
      turnChime();
    }
    if (table) wasYourTurn.current = yourTurn;
  }, [yourTurn, table !== null]);

  const watch = (e: Event) => {
    e.preventDefault();
    setRefused(false);
    reset();
    setToken(undefined);
    // The old personal link leaves the address bar, so a reload does not ask again.
    if (fromLink) navigate(`/g/${id}`, true);
  };

  if (refused) return <LazySeatGone id={id} onWatch={watch} />;
  if (missing) return <LazyNoGame />;
  // Removed while open (an ended game's time ran out): the server's words, and the way home.
  if (status === "gone") return <LazyNoGame title={reason} />;
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

  const name = (seat: number) => playerName(table.players[seat], seat);
  const waiting = table.players.filter((p) => !p.joined && !p.computer);
  const saved = savedGame(id);
  // Another person at the table (anyone but the reader, the computers aside): who comes and goes.
  const others = table.players.some((p) => p.seat !== me && !p.computer);
  // Said above the table (Presence), where the reader looks, not in the slow-game panel below.
  const holidays = new Map<number, number>();
  for (const s of table.clock?.seats ?? [])
    if (s.holidayUntil) holidays.set(s.seat, s.holidayUntil);

  // A clock, a nudge to send or one received (components/corresp/) show at once.
  const shown = !!table.clock || !!table.nudge?.received || (table.nudge?.can.length ?? 0) > 0;
  const slow = (
    <LazySlowGamePanel id={id} token={token} table={table} name={name} accept={accept} />
  );
  return (
    <main
      ref={focusRoot}
      class="page game-page"
      data-seat={me ?? "spectator"}
      data-seq={table.seq}
      data-live={status}
    >
      <LiveNotice status={status} reason={reason} />
      {me === null && (
        <p class="spectating" data-testid="spectator-badge">
          <Icon name="eye" /> {t("spectating")}
        </p>
      )}
      {waiting.length > 0 && table.outcome === null && (
        <div class="notice" data-testid="waiting-join">
          {/* In a rematch, the seats still empty are the other game's players. */}
          {table.rematchOf ? (
            <LazyRematchWaiting from={table.rematchOf} seats={waiting.map((p) => p.seat)} />
          ) : (
            t("waiting_join", {
              names: waiting.map((p) => t("seat_n", { n: p.seat + 1 })).join(", "),
            })
          )}{" "}
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
      {others && (
        <LazyPresence
          players={table.players}
          me={me}
          toAct={table.toAct}
          over={table.outcome !== null}
          name={name}
          moved={!!table.rematch}
          holidays={holidays}
        />
      )}
      {table.learning &&
        (token && me !== null && !past ? (
          <LazyHintBar id={id} token={token} table={table} />
        ) : (
          <LazyLearningBadge />
        ))}
      {table.talk && <LazyTalkJump />}
      {!past && <AutoplayPlayed table={table} />}
      {!past && <LazyOrderCancelled table={table} />}
      {moveError && (
        <p class="error move-error" role="alert" data-testid="move-error">
          {moveError}
        </p>
      )}
      {/* Stepping back's bar, above the table it changes, or a finished game's replay link. */}
      {(stepping || table.outcome !== null) && (
        <LazyTableTools
          id={id}
          token={token}
          table={table}
          onPast={(p) => {
            setPast(p);
            if (!p) setStepping(false);
          }}
        />
      )}
      <GameTable
        key={past?.seq ?? -1}
        table={past ?? table}
        token={past ? undefined : token}
        busy={!past && busy}
        play={past ? async () => false : play}
        name={name}
      />
      {!stepping && table.seq > 0 && table.outcome === null && (
        <p class="rules-link">
          <button
            type="button"
            class="btn small"
            onClick={() => setStepping(true)}
            data-testid="step-back-open"
          >
            {t("step_back")}
          </button>
        </p>
      )}
      {table.talk && <LazyTalk id={id} token={token} table={table} name={name} feed={talkFeed} />}
      <LazyReport id={id} token={token} table={table} name={name} />
      {token && me !== null && table.outcome === null && (
        <>
          <AutoplaySwitch id={id} token={token} table={table} accept={accept} />
          <LazyStandingOrders id={id} token={token} table={table} accept={accept} />
          <ResignAction id={id} token={token} accept={accept} />
        </>
      )}
      {/* A game with a clock shows it at once; the rest (email, links, the creator's players
          panel) waits, folded, until asked for. */}
      {shown && slow}
      <Fold
        summary={t(token ? "more_title" : "more_title_watch")}
        testid="more"
        keep={`more:${id}`}
      >
        {!shown && slow}
        {me === table.creator && token && table.outcome === null && (
          <LazySeatsPanel id={id} token={token} table={table} />
        )}
        <LazyGameLinks id={id} game={table.game} token={token} />
      </Fold>
      <p class="rules-link">
        <a href={`/rules/${table.game}`} onClick={linkClick} data-testid="rules-link">
          {t("rules_link", { game: t(`game_${table.game}` as Key) })}
        </a>
      </p>
    </main>
  );
}
