/**
 * The live connection of a game page: one WebSocket that says hello (with the seat token, if
 * any), receives the table after every change (the whole table first, then patches of it:
 * `onTable` always gets a whole table), pings to stay open, and reconnects with exponential
 * backoff and full jitter when the network or the server drops it (a deploy that drops every
 * socket is not answered by every page at once). A seat connects to /api/games/{id}/live; a
 * spectator to /api/games/{id}/watch (a relay of the game's audience), never with a token.
 * The refusals end it (4003: the seat went to someone else; 4004: the game was removed; 4009:
 * the seat is followed on more devices) or slow it down (4029: no place for another page),
 * keeping the server's words. A spectator whose socket has no place, or cannot open at all (a
 * proxy or the embedding page's Content-Security-Policy blocks it, it fails twice in a row
 * before a table came, or it hangs without bringing one, as behind a proxy that holds it),
 * polls the cached table meanwhile and keeps trying the socket. "open" means a table arrived
 * on this socket: the page is live. Until a person touches the page (web/here.ts) a seat's
 * hello is quiet: the seat is followed but not counted online, seen or as having looked; the
 * person's first input says `here` on the socket.
 */
import { signal, type Signal } from "./signal";
import { EDITS } from "../src/patch";
import { readPatch, readWhole, type Held } from "../src/table-stream";
import type { ServerMessage, Table } from "../src/protocol";
import type { TalkMessage } from "../src/talk";
import { isHere, onHere } from "./here";

/**
 * "connecting" before the first table; "open" once the socket brought one (live); "lost" while
 * reconnecting after a drop; "full" while the game has as many open pages as it accepts
 * (retried slowly; also, not retried, once the seat is followed on more devices); "polling"
 * while a spectator without a place follows the cached table instead, "blocked" while a
 * spectator whose socket cannot open does; "gone" once the game was removed.
 */
export type LiveStatus =
  "connecting" | "open" | "lost" | "full" | "polling" | "blocked" | "gone" | "closed";

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
/** The seat is followed on more devices: this page stops (no retry). */
const CLOSE_OTHER_DEVICE = 4009;
/** The longest wait between two tries, ms. */
export const MAX_BACKOFF_MS = 30_000;
/** The longest first wait when the game had no place for another page, ms. */
export const FULL_BACKOFF_MS = 15_000;
/** How often a spectator without a socket reads the cached table (cached 2 s by the server). */
const POLL_MS = 3_000;
/** A spectator's socket that failed this many times in a row without a table: poll meanwhile. */
export const POLL_AFTER_FAILURES = 2;
/**
 * A spectator's socket that brought no table in this long is given up and the page polls: the
 * server answers a hello at once, so a socket still silent after seconds is held by something
 * between (a proxy that buffers it, a connection that never completes), and would leave the
 * page on its first table for good.
 */
export const FIRST_TABLE_MS = 8_000;

/**
 * Connects to a game's live feed.
 * @param onTable called with every table the server pushes
 * @param onReconnect called after a reconnection, so the page can refetch what it missed (a
 *   spectator's from the server's short cache), and every few seconds while a spectator has
 *   no socket
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
  /** The give-up timer of a spectator's socket that has brought no table yet. */
  let stall: ReturnType<typeof setTimeout> | undefined;
  let everOpened = false;
  /** Sockets closed in a row before they brought a table (a blocked socket never brings one). */
  let failures = 0;
  /** What the page holds of the socket's stream: what the next patch edits (src/table-stream.ts). */
  let last: Held | null = null;
  /** The current socket brought a table. */
  let brought = false;
  /** The socket's hello was quiet (nobody had touched the page) and it has not said here yet. */
  let quiet = false;

  // A seat to /live; a spectator to /watch (a relay of the game's audience).
  const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/games/${encodeURIComponent(id)}/${token ? "live" : "watch"}`;
  let poll: ReturnType<typeof setInterval> | undefined;

  function open(): void {
    if (closed) return;
    last = null;
    brought = false;
    let sock: WebSocket;
    try {
      sock = new WebSocket(url);
    } catch {
      // A browser that refuses the address outright (some do when a page's CSP forbids it).
      ws = null;
      return dropped(1006);
    }
    ws = sock;
    clearTimeout(stall);
    if (!token)
      stall = setTimeout(() => {
        if (closed || ws !== sock || brought) return;
        // Forgotten first (its close event is not this page's business any more), then closed.
        ws = null;
        clearInterval(ping);
        sock.close();
        dropped(1006, true);
      }, FIRST_TABLE_MS);
    sock.onopen = () => {
      // `edits`: this page takes the table as a stream, patches and the log (src/table-stream.ts).
      quiet = !!token && !isHere();
      sock.send(
        JSON.stringify(
          token
            ? { type: "hello", token, edits: EDITS, ...(quiet ? { quiet } : {}) }
            : { type: "hello", edits: EDITS },
        ),
      );
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
      let table: Table | undefined;
      if (msg.type === "edits") {
        // A patch of a table this page does not hold cannot be applied: reconnecting brings
        // the whole table (the server only patches what it knows the socket has), as does a
        // patch that makes no table.
        const read = last ? readPatch(last, msg) : null;
        if (!read) return sock.close();
        last = read.held;
        table = read.table;
      } else if (msg.type === "table") {
        if (msg.rev !== undefined && msg.log) {
          const read = readWhole({ ...msg, rev: msg.rev, log: msg.log });
          last = read.held;
          table = read.table;
        } else {
          // A whole table without a rev (a spectator's first, or an older server's) carries
          // its own log; the next push is a whole table again.
          last = null;
          table = msg.table;
        }
      }
      if (table) {
        brought = true;
        attempt = 0;
        failures = 0;
        clearTimeout(stall);
        poll = void clearInterval(poll);
        status.value = "open";
        // A person came while the hello was on its way: the hello is answered now, so say it.
        if (quiet && isHere()) sayHere(sock);
        onTable(table);
      } else if (msg.type === "talk") {
        onTalk?.(msg.message);
      } else if (msg.type === "error") {
        if (msg.error.code === "auth/bad-token") refused();
        else reason.value = msg.error.message;
      }
    };
    sock.onclose = (e) => {
      // A socket given up on (or replaced) closes later: the ping it stops is its own only.
      if (ws !== sock) return;
      clearInterval(ping);
      if (closed) return;
      if (token && e.code === CLOSE_BAD_TOKEN) return refused();
      if (e.code === CLOSE_GONE) return stop("gone");
      // The seat is followed on more devices: this page stops, with the server's words.
      if (e.code === CLOSE_OTHER_DEVICE) return stop("full");
      dropped(e.code);
    };
  }

  /**
   * A socket closed, could not be made or brought nothing in time (`silent`): poll if a
   * spectator must, and try again later.
   */
  function dropped(code: number, silent = false): void {
    const full = code === CLOSE_TOO_MANY;
    clearTimeout(stall);
    if (!brought) failures++;
    // A spectator with no place, or whose socket keeps failing or stays silent before any
    // table, reads its table every few seconds (`onReconnect`: a spectator's table comes from
    // the server's short cache, web/api.ts) until a socket brings one.
    const polls = !token && (full || silent || failures >= POLL_AFTER_FAILURES);
    status.value = full ? (token ? "full" : "polling") : polls ? "blocked" : "lost";
    if (polls && !poll) {
      poll = setInterval(onReconnect, POLL_MS);
      onReconnect();
    }
    // Steps of 0.5 s doubling up to 30 s, from 15 s when there is no place, each wait anywhere
    // from a tenth of its step to all of it (full jitter): the pages a deploy dropped at one
    // instant come back spread out, not at once.
    const first = full ? FULL_BACKOFF_MS : 500;
    const delay = Math.min(MAX_BACKOFF_MS, first * 2 ** attempt) * (0.1 + 0.9 * Math.random());
    attempt++;
    retry = setTimeout(open, delay);
  }

  /** Tells the room a person is at this quiet page: the seat counts from now. */
  function sayHere(sock: WebSocket): void {
    quiet = false;
    sock.send(JSON.stringify({ type: "here" }));
  }
  // Before its hello is answered (no table yet) the socket waits for it; a socket that is not
  // open says hello as a counted page when it opens again.
  const stopWaiting = onHere(() => {
    if (quiet && ws?.readyState === WebSocket.OPEN && brought) sayHere(ws);
  });

  function stop(end: LiveStatus): void {
    closed = true;
    status.value = end;
    clearTimeout(retry);
    clearTimeout(stall);
    clearInterval(ping);
    clearInterval(poll);
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
      stopWaiting();
      removeEventListener("online", kick);
      document.removeEventListener("visibilitychange", kick);
      ws?.close();
    },
  };
}
