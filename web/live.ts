/**
 * The live connection of a game page: one WebSocket to /api/games/{id}/live that says hello
 * (with the seat token, if any), receives the table after every change (the whole table first,
 * then patches of it: `onTable` always gets a whole table), pings to stay open,
 * and reconnects with exponential backoff when the network or the server drops it. The room's
 * refusals end it (4003: the seat went to someone else; 4004: the game was removed) or slow it
 * down (4029: the game has as many open pages as it accepts), keeping the server's words.
 */
import { signal, type Signal } from "./signal";
import { applyPatch } from "../src/patch";
import type { ServerMessage, Table } from "../src/protocol";
import type { TalkMessage } from "../src/talk";

/**
 * "connecting" before the first open; "lost" while reconnecting after a drop; "full" while
 * the game has as many open pages as it accepts (retried slowly); "gone" once the game was
 * removed (no retry).
 */
export type LiveStatus = "connecting" | "open" | "lost" | "full" | "gone" | "closed";

/** An open live connection. */
export interface Live {
  status: Signal<LiveStatus>;
  /** The server's own words for the last refusal (shown for "full" and "gone"). */
  reason: Signal<string>;
  close(): void;
}

const PING_MS = 25_000;
/** The close code of a socket whose seat token the room refused (docs/api.md). */
const CLOSE_BAD_TOKEN = 4003;
/** The game was removed: reconnecting can never work. */
const CLOSE_GONE = 4004;
/** The game has as many open sockets as it accepts: wait longer before trying again. */
const CLOSE_TOO_MANY = 4029;
const MAX_BACKOFF_MS = 30_000;
const FULL_BACKOFF_MS = 15_000;

/**
 * Connects to a game's live feed.
 * @param onTable called with every table the server pushes
 * @param onReconnect called after a reconnection, so the page can refetch what it missed
 * @param onRefused called when the room refuses the seat token (the seat was given to someone
 *   else); the connection then stops instead of retrying a token that can never work
 * @param onTalk called with each new table talk message (components/talk/)
 */
export function connectLive(
  id: string,
  token: string | undefined,
  onTable: (t: Table) => void,
  onReconnect: () => void,
  onRefused: () => void = () => {},
  onTalk?: (m: TalkMessage) => void,
): Live {
  const status = signal<LiveStatus>("connecting");
  const reason = signal("");
  let ws: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let ping: ReturnType<typeof setInterval> | undefined;
  let everOpened = false;
  /** The last table the socket brought, and its rev: what the next patch applies to. */
  let last: { rev: string | undefined; table: Table } | null = null;

  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/games/${encodeURIComponent(id)}/live`;

  function open(): void {
    if (closed) return;
    const sock = new WebSocket(url);
    ws = sock;
    last = null;
    sock.onopen = () => {
      sock.send(JSON.stringify(token ? { type: "hello", token } : { type: "hello" }));
      attempt = 0;
      status.value = "open";
      if (everOpened) onReconnect();
      everOpened = true;
      clearInterval(ping);
      ping = setInterval(() => {
        if (sock.readyState === WebSocket.OPEN) sock.send(JSON.stringify({ type: "ping" }));
      }, PING_MS);
    };
    sock.onmessage = (e) => {
      let msg: ServerMessage;
      try {
        msg = JSON.parse(String(e.data)) as ServerMessage;
      } catch {
        return;
      }
      if (msg.type === "table") {
        last = { rev: msg.rev, table: msg.table };
        onTable(msg.table);
      } else if (msg.type === "patch") {
        // A patch of a table this page does not hold cannot be applied: reconnecting brings
        // the whole table (the server only patches what it knows the socket has).
        if (!last || last.rev !== msg.base) return sock.close();
        last = { rev: msg.rev, table: applyPatch(last.table, msg.ops) };
        onTable(last.table);
      } else if (msg.type === "talk") {
        onTalk?.(msg.message);
      } else if (msg.type === "error") {
        if (msg.error.code === "auth/bad-token") refused();
        else reason.value = msg.error.message;
      }
    };
    sock.onclose = (e) => {
      clearInterval(ping);
      if (closed || ws !== sock) return;
      if (token && e.code === CLOSE_BAD_TOKEN) return refused();
      if (e.code === CLOSE_GONE) return stop("gone");
      const full = e.code === CLOSE_TOO_MANY;
      status.value = full ? "full" : "lost";
      // 0.5 s, 1 s, 2 s … up to 30 s (from 15 s when the game is full), with jitter so a
      // server restart is not stampeded.
      const first = full ? FULL_BACKOFF_MS : 500;
      const delay = Math.min(MAX_BACKOFF_MS, first * 2 ** attempt) * (0.75 + Math.random() / 2);
      attempt++;
      retry = setTimeout(open, delay);
    };
  }

  function stop(end: LiveStatus): void {
    closed = true;
    status.value = end;
    clearTimeout(retry);
    clearInterval(ping);
  }

  function refused(): void {
    if (closed) return;
    stop("closed");
    onRefused();
  }

  // Coming back online or to the tab: try at once instead of waiting out the backoff.
  const kick = () => {
    if (closed || status.value === "open" || status.value === "full") return;
    clearTimeout(retry);
    attempt = 0;
    if (ws && ws.readyState === WebSocket.CONNECTING) return;
    open();
  };
  addEventListener("online", kick);
  document.addEventListener("visibilitychange", kick);

  open();
  return {
    status,
    reason,
    close() {
      stop("closed");
      removeEventListener("online", kick);
      document.removeEventListener("visibilitychange", kick);
      ws?.close();
    },
  };
}
