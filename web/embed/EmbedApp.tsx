/**
 * The embedded pages' app: `/embed/g/{id}` watches a game live, `/embed/try/{game}` plays one
 * against the computer. A thin bar names the game and links to it on Tavolo; no site chrome.
 * A rematch (the table's own offer) navigates to `/g/{id}`: the embed follows it in place and
 * puts its own address back, since the frame may never show a Tavolo page.
 */
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { t, useWords, type Key } from "../i18n";
import { loc } from "../router";
import { useValue } from "../signal";
import { savedGame } from "../store";
import type { TableProps } from "../table-props";
import { EmbedTable } from "./EmbedTable";
import { EmbedBrand, TavoloLink } from "./bar";
import { topLink } from "./frame";
import { useLazy } from "../lazy";
import type { TrySeat } from "./TryGame";
import type { SendMove } from "../use-table";

/**
 * A try page's own part: its seat count, the loader of its start screen (TryGame.tsx) and the
 * reader's move sender (web/api.ts `playMove`), which only a try page sends with.
 */
export interface TryPage {
  seats: number;
  part(): Promise<typeof import("./TryGame")>;
  send: SendMove;
}
import type { LiveStatus } from "../live";

/** What an embed address asks for. */
export type EmbedRoute =
  { kind: "watch"; id: string } | { kind: "try"; game: string } | { kind: "none" };

const GAME_ID = /^[A-Za-z0-9_-]{11,32}$/;
const GAME_TYPE = /^[a-z][a-z0-9-]{0,31}$/;

/** Reads an embed address (`/embed/g/{id}` or `/embed/try/{game}`). */
export function embedRoute(path: string): EmbedRoute {
  const [, kind, arg = ""] = /^\/embed\/(g|try)\/([^/]+)\/?$/.exec(path) ?? [];
  if (kind === "g" && GAME_ID.test(arg)) return { kind: "watch", id: arg };
  if (kind === "try" && GAME_TYPE.test(arg)) return { kind: "try", game: arg };
  return { kind: "none" };
}

/**
 * The embed for the address it was opened at, drawn with the entry's game table (`loadTable`,
 * asked for once a table is to show); a try page plays at `tryPage.seats` seats.
 */
export function EmbedApp(props: {
  route: EmbedRoute;
  game: string;
  /**
   * The try page's part; none in a spectator's entry, which draws no try page: its build then
   * holds nothing of it, so neither its sheet nor its words keep the start screen's.
   */
  tryPage?: TryPage;
  loadTable(): Promise<ComponentType<TableProps>>;
}) {
  // The embed's root: a language's words or a pack that arrives draws it all again.
  useWords();
  const { game: entryGame, tryPage } = props;
  const route: EmbedRoute =
    props.route.kind === "try" && (props.route.game !== entryGame || !tryPage)
      ? { kind: "none" }
      : props.route;
  const [watchId, setWatchId] = useState(route.kind === "watch" ? route.id : "");
  const [seat, setSeat] = useState<TrySeat | null>(null);
  const [table, setTable] = useState<Table | null>(null);
  const [live, setLive] = useState<LiveStatus>("connecting");
  // Only a try page loads its start button and friend link: a spectator never needs them.
  // (A "try" route has a try part: without one the route is "none", above.)
  const tryPart = useLazy(() => tryPage!.part(), route.kind === "try");
  const watching = route.kind === "watch" || (seat === null && watchId !== "");
  // The game's table: a spectator's at once, a try page's once the reader has a seat.
  const Table = useLazy(props.loadTable, route.kind !== "none" && (watching || seat !== null));

  // A rematch asked or watched from the table: follow it here, and keep the embed's address.
  const path = useValue(loc).path;
  useEffect(() => {
    const m = /^\/g\/([A-Za-z0-9_-]+)$/.exec(path);
    if (!m?.[1]) return;
    const id = m[1];
    const mine = savedGame(id);
    if (route.kind === "try" && mine) setSeat({ id, token: mine.token });
    else setWatchId(id);
    const back = route.kind === "try" ? `/embed/try/${route.game}` : `/embed/g/${id}`;
    history.replaceState(null, "", back);
  }, [path]);

  if (route.kind === "none")
    return (
      <p class="panel error" role="alert" data-testid="embed-failure">
        {t("em_bad_address")}
      </p>
    );
  const game = route.kind === "try" ? route.game : table?.game;
  const id = watchId;
  // The link on Tavolo: the game to watch; from a game against the computer, the game's start
  // on Tavolo (the reader's seat stays here: no link ever carries a token out of the frame).
  const href =
    route.kind === "watch" || watching
      ? `${location.origin}/g/${id}`
      : `${location.origin}/new/${game}`;
  return (
    <div class="embed">
      <header class="embed-bar">
        <EmbedBrand>
          {game ? t(`game_${game}` as Key) : "Tavolo"}
          {/* "Live" only while the socket brings every change; "catching up" otherwise. */}
          {watching &&
            table &&
            !table.outcome &&
            (live === "open" ? (
              <span class="embed-live">{t("em_live")}</span>
            ) : (
              <span>{t("em_catching_up")}</span>
            ))}
        </EmbedBrand>
        <TavoloLink href={href} testid="embed-open" newTab={t("em_new_tab")}>
          {t("em_open")}
        </TavoloLink>
      </header>
      {/* The frame keeps one height while playing (embed.css): the table scrolls in here. */}
      <div class="embed-body" data-testid="embed-body">
        {route.kind === "try" && !watching ? (
          seat ? (
            <EmbedTable
              key={seat.id}
              id={seat.id}
              token={seat.token}
              send={tryPage?.send}
              Table={Table}
              game={route.game}
              onTable={setTable}
            />
          ) : (
            tryPart && (
              <tryPart.TryStart game={route.game} seats={tryPage?.seats ?? 0} onSeat={setSeat} />
            )
          )
        ) : (
          <EmbedTable
            key={watchId}
            id={watchId}
            token={undefined}
            Table={Table}
            game={entryGame}
            onTable={setTable}
            onStatus={setLive}
          />
        )}
      </div>
      {game && route.kind === "try" && tryPart && (
        <tryPart.FriendLink game={game} onLink={topLink} />
      )}
    </div>
  );
}
