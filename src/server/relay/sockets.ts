/**
 * A relay's spectator sockets (hibernation API): what each remembers in its attachment, and the
 * budgets they are counted against. Only open sockets that are not being closed hold a place:
 * a socket the relay closed holds none, even if its peer never answers the close frame.
 */
import * as v from "valibot";
import { canEdit } from "../../patch";
import { ClientMessage } from "../../protocol";
import { isHello, readSocketJson, refuseWith, sendTo } from "../kernel/socket-io";

/** How long a new socket has to say hello, ms (as on the room). */
export { HELLO_TIMEOUT_MS } from "../kernel/socket-io";
/**
 * Sockets of one client still waiting to say hello: the oldest is closed for a new one. Twice
 * the spectators' budget per client, so a household's pages that open together (a browser
 * restoring its tabs, while a cold relay first asks the room) never close each other's.
 */
export const PENDING_PER_CLIENT = 32;

/** What a relay's socket remembers. */
export interface RelayAttachment {
  /** The client's key (limits/client.ts): its budget. */
  client: string;
  authed: boolean;
  /** Until when hello is awaited, ms since the epoch (real time). */
  deadline: number;
  /** When it connected: the oldest pending socket of a client goes first. */
  since: number;
  /** The rev of the last table sent to it: patches build on it. */
  rev?: string;
  /** Its hello said it applies patches as text edits (src/patch.ts); else whole tables only. */
  edits?: true;
  /** Set when the relay closed it: it holds no place while its peer takes its time. */
  closing?: boolean;
}

/** A socket's attachment (a closing placeholder if it has none). */
export function attachmentOf(ws: WebSocket): RelayAttachment {
  const a = ws.deserializeAttachment() as RelayAttachment | null;
  return a ?? { client: "", authed: false, deadline: 0, since: 0, closing: true };
}

/** Whether a socket holds a place: open and not being closed by the relay. */
export function holdsPlace(ws: WebSocket, a: RelayAttachment): boolean {
  return ws.readyState === WebSocket.OPEN && !a.closing;
}

/** Sends one message (or a message already encoded), ignoring sockets that are already closing. */
export const send = sendTo;

/** Sends an error, closes with `closeCode` and frees the socket's place at once. */
export function refuse(ws: WebSocket, closeCode: number, code: string, message: string): void {
  refuseWith(
    ws,
    closeCode,
    code,
    message,
    () => ({ ...attachmentOf(ws), closing: true }) satisfies RelayAttachment,
  );
}

/**
 * What one socket message is: a hello (with or without a token), a ping, a `here` (a spectator
 * has no presence: nothing to do), or an error to answer.
 */
export type RelayReading =
  | { kind: "hello"; token: boolean; edits: boolean }
  | { kind: "ping" }
  | { kind: "here" }
  | { kind: "error"; code: string; message: string };

/** Reads one socket message; never throws. */
export function readRelayMessage(data: string | ArrayBuffer): RelayReading {
  const json = readSocketJson(data);
  if (json.kind === "error") return json;
  const raw = json.raw;
  if (isHello(raw)) {
    const hello = raw as { token?: unknown; edits?: unknown };
    return { kind: "hello", token: hello.token !== undefined, edits: canEdit(hello.edits) };
  }
  const parsed = v.safeParse(ClientMessage, raw);
  if (parsed.success && parsed.output.type === "ping") return { kind: "ping" };
  if (parsed.success && parsed.output.type === "here") return { kind: "here" };
  return {
    kind: "error",
    code: "input/invalid",
    message: parsed.success ? "Say hello first." : v.summarize(parsed.issues),
  };
}

/** The places of a relay: sockets holding one, in all and by client, and who waits for hello. */
export interface Places {
  watching: number;
  byClient: Map<string, number>;
  pending: { ws: WebSocket; a: RelayAttachment }[];
}

/** Counts a relay's places now (`except`: a socket being decided). */
export function countPlaces(sockets: WebSocket[], except?: WebSocket): Places {
  const places: Places = { watching: 0, byClient: new Map(), pending: [] };
  for (const ws of sockets) {
    if (ws === except) continue;
    const a = attachmentOf(ws);
    if (!holdsPlace(ws, a)) continue;
    if (!a.authed) {
      places.pending.push({ ws, a });
      continue;
    }
    places.watching++;
    places.byClient.set(a.client, (places.byClient.get(a.client) ?? 0) + 1);
  }
  return places;
}
