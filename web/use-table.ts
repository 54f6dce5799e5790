/**
 * The table a page shows and plays on, shared by the game page and the embed: it only ever
 * moves forward (a late HTTP answer never replaces a newer pushed table), a refused move's
 * message stays until the game moves on, and a move is sent with the stale-move retry of
 * `playMove`, which the caller hands in: a page that only watches (a spectator's embed) never
 * sends one, so its bundle holds no move sender. Also the live connection's status and the
 * server's words for it.
 */
import { useRef, useState } from "preact/hooks";
import type { Table } from "../src/protocol";
import type { playMove } from "./api";
import type { Live, LiveStatus } from "./live";

/** How a page sends a move: web/api.ts `playMove` (a seat's page hands it to `useTable`). */
export type SendMove = typeof playMove;

/** What a table page holds, and how it accepts tables and sends moves. */
export interface TableState {
  table: Table | null;
  busy: boolean;
  moveError: string;
  /** Takes a table from any source (HTTP, socket) unless it is older than the one shown. */
  accept(next: Table): void;
  /** Sends a move for the seat of `token`; false (and `moveError` set) when it was refused. */
  play(move: unknown): Promise<boolean>;
  /** Forgets the table (the page is about to load it again as someone else). */
  reset(): void;
}

/**
 * The table of game `id` for `token` (undefined: a spectator, who cannot play).
 * @param onTable called with every table accepted (the page notes when the game changed)
 * @param send sends a move (`playMove`); none on a page that only watches, whose `play` refuses
 */
export function useTable(
  id: string,
  token: string | undefined,
  onTable?: (table: Table) => void,
  send?: SendMove,
): TableState {
  const [table, setTable] = useState<Table | null>(null);
  const [moveError, setMoveError] = useState("");
  const [busy, setBusy] = useState(false);
  const latest = useRef<Table | null>(null);

  const accept = (next: Table) => {
    const cur = latest.current;
    if (cur && cur.id === next.id && next.seq < cur.seq) return;
    // A refusal message belongs to the moment it happened; once the game moves on, it goes.
    if (cur && next.seq > cur.seq) setMoveError("");
    latest.current = next;
    setTable(next);
    onTable?.(next);
  };

  async function play(move: unknown): Promise<boolean> {
    const cur = latest.current;
    if (!cur || !token || !send) return false;
    setBusy(true);
    setMoveError("");
    try {
      await send(id, token, cur, move, accept);
      return true;
    } catch (e) {
      setMoveError(e instanceof Error ? e.message : String(e));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const reset = () => {
    latest.current = null;
    setTable(null);
  };

  return { table, busy, moveError, accept, play, reset };
}

/** A live connection's status and the server's words for a refusal, as page state. */
export function useLiveStatus(): {
  status: LiveStatus;
  reason: string;
  /** Follows `live`; answers the function that stops following it. */
  follow(live: Live): () => void;
} {
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [reason, setReason] = useState("");
  const follow = (live: Live) => {
    const off = [live.status.subscribe(setStatus), live.reason.subscribe(setReason)];
    return () => off.forEach((f) => f());
  };
  return { status, reason, follow };
}
