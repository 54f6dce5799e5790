/**
 * The room's WebSockets (hibernation API). Everything a socket must remember lives in its
 * serialized attachment, because the room can be evicted from memory between messages.
 */
import * as v from "valibot";
import { ClientMessage, type ServerMessage } from "../../protocol";
import { isHello, readSocketJson, refuseWith, sendTo } from "../kernel/socket-io";

export { HELLO_TIMEOUT_MS, MAX_SOCKET_MESSAGE } from "../kernel/socket-io";

/** Close codes: no hello in time, and a refused token. */
export const CLOSE_NO_HELLO = 4001;
export const CLOSE_BAD_TOKEN = 4003;
/** Close code of the sockets of a game that was removed (lifetime.ts). */
export const CLOSE_GONE = 4004;

/** What a socket remembers. `seat` is null for a spectator; `authed` once `hello` was accepted. */
export interface Attachment {
  authed: boolean;
  seat: number | null;
  /**
   * For a seat: the first characters of the token digest it said hello with, so a socket whose
   * token stopped being valid (the seat changed hands) is recognised and closed.
   */
  holder?: string | null;
  /** Until when `hello` is awaited, ms since the epoch. */
  deadline: number;
  /** The rev of the last table pushed to this socket (broadcast.ts); patches build on it. */
  rev?: string;
  /** Its hello said it applies patches as text edits (src/patch.ts); else whole tables only. */
  edits?: true;
  /** The client's key (limits/client.ts): spectators' and silent sockets' budgets. */
  client?: string;
  /** When it connected, ms: the oldest goes first when a budget is full. */
  since?: number;
  /** Set when the room closed it: it holds no place while its peer takes its time. */
  closing?: boolean;
  /**
   * A seat's socket whose hello said `quiet` and that has not said `here` yet: it gets the
   * seat's tables, but the seat is not online, seen or looked-at for it (a link scanner's page).
   */
  quiet?: true;
}

/** The part of a token digest a socket keeps (64 of its 256 bits: enough to tell holders apart). */
export function holderMark(tokenHash: string | null): string | null {
  return tokenHash === null ? null : tokenHash.slice(0, 16);
}

/** A socket's attachment (a fresh, unauthenticated one if it has none). */
export function attachmentOf(ws: WebSocket): Attachment {
  const a = ws.deserializeAttachment() as Attachment | null;
  return a ?? { authed: false, seat: null, deadline: 0 };
}

/** Sends one message, ignoring sockets that are already closing. */
export const send: (ws: WebSocket, message: ServerMessage | string) => void = sendTo;

/** Sends an error message then closes the socket with `code` (its place free at once). */
export function refuseSocket(
  ws: WebSocket,
  closeCode: number,
  code: string,
  message: string,
): void {
  refuseWith(
    ws,
    closeCode,
    code,
    message,
    () => ({ ...attachmentOf(ws), closing: true }) satisfies Attachment,
  );
}

/** An open, authenticated socket: its seat (null: spectator) and the holder it said hello as. */
export interface AuthedSocket {
  ws: WebSocket;
  seat: number | null;
  holder: string | null;
  /** No person has shown up on its page yet (`Attachment.quiet`). */
  quiet: boolean;
}

/** Open, authenticated sockets with their seats (null: spectator), leaving out `except`. */
export function authedSockets(ctx: DurableObjectState, except?: WebSocket): AuthedSocket[] {
  const out: AuthedSocket[] = [];
  for (const ws of ctx.getWebSockets()) {
    if (ws === except || ws.readyState !== WebSocket.OPEN) continue;
    const a = attachmentOf(ws);
    if (a.authed && !a.closing)
      out.push({ ws, seat: a.seat, holder: a.holder ?? null, quiet: a.quiet === true });
  }
  return out;
}

/**
 * Closes (4003) every seat socket whose token is no longer its seat's token: the seat was
 * given to someone else, freed, or its token rotated. `current` maps a seat to its holder mark.
 * Returns how many were closed.
 */
export function evictStaleSockets(
  ctx: DurableObjectState,
  current: ReadonlyMap<number, string | null>,
): number {
  let closed = 0;
  for (const s of authedSockets(ctx)) {
    if (s.seat === null) continue;
    const now = current.get(s.seat) ?? null;
    if (now !== null && now === s.holder) continue;
    refuseSocket(
      s.ws,
      CLOSE_BAD_TOKEN,
      "auth/bad-token",
      "This seat has been given to another player.",
    );
    closed++;
  }
  return closed;
}

/** Closes every socket of the room (4004) with an error first: the game is gone. */
export function closeAll(ctx: DurableObjectState, code: string, message: string): void {
  for (const ws of ctx.getWebSockets()) refuseSocket(ws, CLOSE_GONE, code, message);
}

/** Seats with at least one open, authenticated socket that is not quiet. */
export function onlineSeats(ctx: DurableObjectState, except?: WebSocket): Set<number> {
  const seats = new Set<number>();
  for (const s of authedSockets(ctx, except)) if (s.seat !== null && !s.quiet) seats.add(s.seat);
  return seats;
}

/** A socket message read: a valid message, an error to answer, or a `hello` with a bad token. */
export type Reading =
  | { kind: "message"; message: ClientMessage }
  | { kind: "error"; code: string; message: string }
  | { kind: "bad-hello" };

/** Reads one socket message; never throws. */
export function readMessage(data: string | ArrayBuffer): Reading {
  const json = readSocketJson(data);
  if (json.kind === "error") return json;
  const parsed = v.safeParse(ClientMessage, json.raw);
  if (parsed.success) return { kind: "message", message: parsed.output };
  // A hello that fails the schema has a malformed token: refused like a wrong one.
  if (isHello(json.raw)) return { kind: "bad-hello" };
  return { kind: "error", code: "input/invalid", message: v.summarize(parsed.issues) };
}

/**
 * Closes sockets whose hello deadline has passed (4001) and answers the earliest deadline still
 * awaited, or null.
 */
export function sweepSockets(ctx: DurableObjectState, now: number): number | null {
  let next: number | null = null;
  for (const ws of ctx.getWebSockets()) {
    const a = attachmentOf(ws);
    if (a.authed || a.closing) continue;
    if (a.deadline <= now)
      refuseSocket(
        ws,
        CLOSE_NO_HELLO,
        "auth/no-hello",
        "Say hello first: send {type: 'hello'} when you connect.",
      );
    else next = next === null ? a.deadline : Math.min(next, a.deadline);
  }
  return next;
}

/**
 * Completes a socket's close (a peer that vanished gets a normal close) and answers the seat
 * it was authenticated for, or null (a spectator or a socket that never said hello).
 */
export function closeSocket(ws: WebSocket, code: number): number | null {
  try {
    ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
  } catch {
    // Already closed.
  }
  const a = attachmentOf(ws);
  return a.authed ? a.seat : null;
}
