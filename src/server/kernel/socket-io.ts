/**
 * What every Durable Object with WebSockets does alike, the room (room/sockets.ts) and the
 * audience's relays (relay/sockets.ts): the hello timeout, sending without throwing, refusing a
 * socket (an error, its place freed at once, then the close) and reading a message's text as
 * JSON safely (short, not too deep, no forbidden keys). What a message means is each one's own.
 */
import type { ServerMessage } from "../../protocol";
import { forbiddenKey, nestsDeeperThan, TOO_DEEP } from "../json-depth";

/** How long a new socket has to send `hello` before it is closed, ms. */
export const HELLO_TIMEOUT_MS = 5_000;

/** Largest socket message accepted, in characters. */
export const MAX_SOCKET_MESSAGE = 4096;

/** Sends one message, ignoring sockets that are already closing. */
export function sendTo(ws: WebSocket, message: ServerMessage | string): void {
  try {
    ws.send(typeof message === "string" ? message : JSON.stringify(message));
  } catch {
    // The peer went away; its close event will clean up.
  }
}

/**
 * Sends an error, marks the socket closing (`closing` answers its attachment so marked) and
 * closes it with `closeCode`: its place is free at once, even if the peer never answers the
 * close frame.
 */
export function refuseWith(
  ws: WebSocket,
  closeCode: number,
  code: string,
  message: string,
  closing: () => unknown,
): void {
  sendTo(ws, { type: "error", error: { code, message } });
  try {
    ws.serializeAttachment(closing());
  } catch {
    // Already closed: it holds no place anyway.
  }
  try {
    ws.close(closeCode, message);
  } catch {
    // Already closed.
  }
}

/** A socket message's text read as JSON, or the error to answer. */
export type SocketJson =
  { kind: "json"; raw: unknown } | { kind: "error"; code: string; message: string };

/** Reads a socket message's text as JSON, refusing what is long, too deep or has a forbidden key; never throws. */
export function readSocketJson(data: string | ArrayBuffer): SocketJson {
  if (typeof data !== "string" || data.length > MAX_SOCKET_MESSAGE)
    return { kind: "error", code: "input/invalid", message: "Send short JSON text messages." };
  if (nestsDeeperThan(data)) return { kind: "error", code: "input/too-deep", message: TOO_DEEP };
  let raw: unknown;
  try {
    raw = JSON.parse(data);
  } catch {
    return { kind: "error", code: "input/malformed-json", message: "That message is not JSON." };
  }
  const forbidden = forbiddenKey(raw);
  if (forbidden !== null)
    return { kind: "error", code: "input/invalid", message: `"${forbidden}" cannot be a key.` };
  return { kind: "json", raw };
}

/** Whether a message read as JSON is a `hello` (of any shape). */
export function isHello(raw: unknown): boolean {
  return typeof raw === "object" && raw !== null && (raw as { type?: unknown }).type === "hello";
}
