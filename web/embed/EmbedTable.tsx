/**
 * The live table of one game inside an embed: loads it over HTTP, follows it over the socket
 * (reconnecting by itself), and for a seat sends moves with the sender its page hands in
 * (`send`: a try page's, resending once when a simultaneous choice made the move stale, as the
 * game page does; a spectator's embed has none, so its bundle holds no move sender). The
 * game's own table component draws it; nothing here knows a game's rules.
 */
import type { ComponentType } from "preact";
import { useEffect, useState } from "preact/hooks";
import type { Table } from "../../src/protocol";
import { ApiError, getTable } from "../api";
import { t } from "../i18n";
import { LiveNotice } from "../components/LiveNotice";
import { connectLive, type LiveStatus } from "../live";
import { useLazy } from "../lazy";
import { useLiveStatus, useTable, type SendMove } from "../use-table";
import { useKeptFocus } from "../components/focus";
import type { TableProps } from "../table-props";
import { playerName } from "../player-name";

/** Props: the game, and the reader's seat token (kept in memory) or none to watch. */
export interface EmbedTableProps {
  id: string;
  token: string | undefined;
  /** Sends the seat's moves (web/api.ts `playMove`); none for a spectator. */
  send?: SendMove;
  /** The game's table component (the entry's game); null while its chunk is on its way. */
  Table: ComponentType<TableProps> | null;
  /** The entry's game: a game of another kind cannot be drawn by this bundle. */
  game: string;
  /** Called with every table (the embed's header shows the game's name). */
  onTable?(table: Table): void;
  /** Called with the live connection's status (the embed's header says "live" or not). */
  onStatus?(status: LiveStatus): void;
}

/** A game's table, live. */
export function EmbedTable(props: EmbedTableProps) {
  const { id, token, Table, game, onTable, onStatus } = props;
  const [failure, setFailure] = useState("");
  // Only ever forward, with the move being sent and its refusal (use-table.ts).
  const { table, busy, moveError, accept, play } = useTable(id, token, onTable, props.send);
  const { status, reason, follow } = useLiveStatus();
  // The keyboard focus survives moves and pushed tables (components/focus.ts).
  const focusRoot = useKeptFocus<HTMLDivElement>(table, busy);
  // Table talk, read only, a chunk of its own: only once the creator lets spectators read.
  const talk = useLazy(() => import("../components/talk/Reader"), !!table?.talk && !token);

  useEffect(() => {
    let stop = false;
    let live: ReturnType<typeof connectLive> | undefined;
    let unsub: (() => void) | undefined;
    const load = async (): Promise<boolean> => {
      try {
        const tb = await getTable(id, token, true);
        if (stop) return false;
        if (tb.game !== game) {
          setFailure(t("em_bad_address"));
          return false;
        }
        accept(tb);
        return true;
      } catch (e) {
        if (!stop)
          setFailure(
            e instanceof ApiError && e.status === 404 ? t("em_no_game") : (e as Error).message,
          );
        return false;
      }
    };
    void load().then((ok) => {
      if (!ok || stop) return;
      live = connectLive(id, token, accept, () => void load());
      unsub = follow(live);
      if (onStatus) live.status.subscribe(onStatus);
    });
    return () => {
      stop = true;
      unsub?.();
      live?.close();
    };
  }, [id, token]);

  if (failure || status === "gone")
    return (
      <p class="panel error" role="alert" data-testid="embed-failure">
        {failure || reason}
      </p>
    );
  // The table's data and its component come side by side: the first drawing waits for both.
  if (!table || !Table)
    return (
      <div class="loading" role="status">
        <span class="spinner" aria-hidden="true" /> {t("loading")}
      </div>
    );
  const name = (seat: number) => playerName(table.players[seat], seat);
  return (
    <div
      ref={focusRoot}
      class="game-page embed-game"
      data-seat={table.seat ?? "spectator"}
      data-seq={table.seq}
      data-over={table.outcome ? "yes" : "no"}
      data-live={status}
    >
      <LiveNotice status={status} reason={reason} />
      {moveError && (
        <p class="error move-error" role="alert" data-testid="move-error">
          {moveError}
        </p>
      )}
      <Table table={table} token={token} busy={busy} play={play} name={name} />
      {talk && table.talk && <talk.TalkReader id={id} table={table} name={name} />}
    </div>
  );
}
