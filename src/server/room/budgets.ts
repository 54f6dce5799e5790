/**
 * Who may hold a place on the room's own sockets (docs/decisions.md, "An audience in front of
 * the room"). A seat is always let in: it has SEAT_DEVICES places of its own, and a further
 * device closes the seat's oldest socket (4009), never another seat's or a spectator's. Spectators
 * have their own budgets, per client address and per game (the room's direct ones; the audience
 * is served by the relays, ../relay); a client's budget counts its sockets here and on its relay
 * together (live.ts tells the relay, which counts the same way). A client's silent sockets never pile up: past
 * PENDING_PER_CLIENT waiting for hello, its oldest makes way. A socket the room closed holds no
 * place, even while its peer ignores the close frame.
 */
import type { Limits } from "../limits/config";
import { attachmentOf, refuseSocket, type Attachment } from "./sockets";

/** Devices one seat may follow the game on at once. */
export const SEAT_DEVICES = 3;
/**
 * Sockets of one client still waiting to say hello (twice the spectators' budget per client,
 * so pages of one household that open together never close each other's, relay/sockets.ts).
 */
export const PENDING_PER_CLIENT = 32;
/** Close code of a seat's oldest socket when a further device of the seat said hello. */
export const CLOSE_OTHER_DEVICE = 4009;
/** Close code of a spectator refused for want of a place (the web retries slowly). */
export const CLOSE_TOO_MANY = 4029;

const OTHER_DEVICE =
  "This seat is open on more devices; this page stopped following live. Reload it to follow here.";
const CLIENT_FULL =
  "Too many pages watching this game from your network; live updates resume when one closes.";
const ROOM_FULL =
  "This game has too many open pages right now; live updates resume when one closes.";

interface Held {
  ws: WebSocket;
  a: Attachment;
}

/** Sockets holding a place (open, not closed by the room), but `except`. */
function held(ctx: DurableObjectState, except?: WebSocket): Held[] {
  const out: Held[] = [];
  for (const ws of ctx.getWebSockets()) {
    if (ws === except || ws.readyState !== WebSocket.OPEN) continue;
    const a = attachmentOf(ws);
    if (!a.closing) out.push({ ws, a });
  }
  return out;
}

const oldestFirst = (x: Held, y: Held) => (x.a.since ?? 0) - (y.a.since ?? 0);

/** A new socket of `client` arrives: its oldest silent socket makes way if it has too many. */
export function makeWayForPending(ctx: DurableObjectState, client: string): void {
  const mine = held(ctx).filter((h) => !h.a.authed && h.a.client === client);
  if (mine.length < PENDING_PER_CLIENT) return;
  mine.sort(oldestFirst);
  refuseSocket(mine[0]!.ws, 4001, "auth/no-hello", "Say hello first: send {type: 'hello'}.");
}

/**
 * A seat said hello on `ws` (or its quiet socket said `here`): beyond SEAT_DEVICES, the seat's
 * oldest other sockets of the same kind are closed. Quiet sockets (`quiet`: no person has
 * touched their page) have SEAT_DEVICES places of their own, so a link scanner's page never
 * closes a person's.
 */
export function keepSeatDevices(
  ctx: DurableObjectState,
  ws: WebSocket,
  seat: number,
  quiet = false,
): void {
  const others = held(ctx, ws).filter(
    (h) => h.a.authed && h.a.seat === seat && (h.a.quiet === true) === quiet,
  );
  others.sort(oldestFirst);
  for (const h of others.slice(0, Math.max(0, others.length - (SEAT_DEVICES - 1))))
    refuseSocket(h.ws, CLOSE_OTHER_DEVICE, "live/other-device", OTHER_DEVICE);
}

/** The spectator sockets of `client` holding a place on the room, but `except`. */
export function clientSpectators(
  ctx: DurableObjectState,
  client: string,
  except?: WebSocket,
): number {
  return held(ctx, except).filter((h) => h.a.authed && h.a.seat === null && h.a.client === client)
    .length;
}

/**
 * Why a spectator's hello on `ws` from `client` is refused, or null when it has a place.
 * `onRelay`: the client's sockets on its relay (/watch), which share its one budget.
 */
export function spectatorRefusal(
  ctx: DurableObjectState,
  ws: WebSocket,
  client: string,
  limits: Limits,
  onRelay = 0,
): string | null {
  const watching = held(ctx, ws).filter((h) => h.a.authed && h.a.seat === null);
  const perClient = limits.spectatorsPerClient;
  const mine = watching.filter((h) => h.a.client === client).length + onRelay;
  if (perClient > 0 && mine >= perClient) return CLIENT_FULL;
  const cap = limits.socketsPerGame;
  if (cap > 0 && watching.length >= cap) return ROOM_FULL;
  return null;
}
