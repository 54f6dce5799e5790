/**
 * The room's side of the live socket: accepting the upgrade (the
 * socket then has HELLO_TIMEOUT_MS to say hello), reading each message, and a socket's end.
 * The room passes a `LiveHost` with the few things this needs from it (`liveHostOf`).
 */
import { canEdit } from "../../patch";
import { sha256Hex } from "../security";
import { now } from "../clock";
import { visit } from "./visit";
import { addJob, hasJob } from "../kernel/schedule";
import { readSeats, seatByToken, touchSeat } from "../kernel/seats";
import { clientKey } from "../limits/client";
import { limitsOf, type Limits } from "../limits/config";
import {
  CLOSE_TOO_MANY,
  clientSpectators,
  keepSeatDevices,
  makeWayForPending,
  spectatorRefusal,
} from "./budgets";
import { relayName, relayShards, relayStub, shardOf } from "../relay/config";
import {
  CLOSE_BAD_TOKEN,
  HELLO_TIMEOUT_MS,
  attachmentOf,
  holderMark,
  readMessage,
  refuseSocket,
  send,
  sweepSockets,
  type Attachment,
  closeSocket,
} from "./sockets";
import type { RoomHost } from "./host";
import { tableMessage } from "./push";
import { logFailure } from "../log";

const NOT_FOUND = "There is no game at this address.";
const BAD_TOKEN = "This link is not valid for this game.";

/** What the socket code needs from the room. */
export interface LiveHost {
  /** Whether the room holds a game (loading it if needed). */
  exists(): boolean;
  /** The seat whose token has this digest, or null. */
  seatOf(tokenHash: string): number | null;
  /** A seat said hello, or its quiet page said `here`: it is at the table now. */
  seen(seat: number): void;
  /** Pushes every socket its table. */
  broadcast(): void;
  /** The table message (`{"type":"table","table":…}`) of a seat or (null) spectators, as text. */
  tableFor(reader: number | null): string;
  /** The limits in force (spectators' budgets). */
  limits(): Limits;
  /**
   * Tells `client`'s relay (/watch) that it holds `live` spectator sockets here; answers how
   * many places it holds on that relay (0 without relays, or when the relay cannot answer).
   */
  clientOnRelay(client: string, live: number): Promise<number>;
  /** Sets the room's alarm to its earliest job (kernel/schedule.ts). */
  rearm(): Promise<void>;
  /**
   * Runs `turn` after the spectators' hellos before it, one at a time (`spectatorPlace`): the
   * line is the room's, kept by this host.
   */
  inLine<T>(turn: () => Promise<T>): Promise<T>;
}

/** Accepts a WebSocket upgrade (`GET /api/games/{id}/live`); authentication comes in `hello`. */
export async function acceptSocket(
  ctx: DurableObjectState,
  host: LiveHost,
  request: Request,
): Promise<Response> {
  if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
    return Response.json(
      { error: { code: "http/upgrade-required", message: "Connect with a WebSocket." } },
      { status: 426 },
    );
  if (!host.exists())
    return Response.json(
      { error: { code: "room/not-found", message: NOT_FOUND } },
      { status: 404 },
    );
  const [peer, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
  // Every upgrade is let in (a seat is only known at hello): budgets apply at hello (budgets.ts).
  const client = clientKey(request.headers);
  makeWayForPending(ctx, client);
  ctx.acceptWebSocket(server);
  // Socket deadlines are real time (not the schedule's clock): a socket waits in real time.
  const since = Date.now();
  const deadline = since + HELLO_TIMEOUT_MS;
  server.serializeAttachment({
    authed: false,
    seat: null,
    deadline,
    client,
    since,
  } satisfies Attachment);
  if (!hasJob(ctx.storage.sql, { kind: "sweep" })) {
    addJob(ctx.storage.sql, deadline, { kind: "sweep" });
    await host.rearm();
  }
  return new Response(null, { status: 101, webSocket: peer });
}

/** The hello sweep (a schedule job): closes late sockets, plans the next sweep if any. */
export function sweep(ctx: DurableObjectState): void {
  const next = sweepSockets(ctx, Date.now());
  if (next !== null) addJob(ctx.storage.sql, next, { kind: "sweep" });
}

/**
 * One socket message: `hello` (authentication), `here` (a person on a quiet page) or `ping`.
 * Bad input is answered, never thrown.
 */
export async function onSocketMessage(
  ctx: DurableObjectState,
  host: LiveHost,
  ws: WebSocket,
  data: string | ArrayBuffer,
): Promise<void> {
  try {
    await readOne(ctx, host, ws, data);
  } catch (err) {
    logFailure("socket.failed", err, {
      op: "message",
      code: "server/internal",
      check: "A socket message threw in the room: look for a bug.",
    });
    send(ws, {
      type: "error",
      error: { code: "server/internal", message: "Something went wrong on our side." },
    });
  }
}

async function readOne(
  ctx: DurableObjectState,
  host: LiveHost,
  ws: WebSocket,
  data: string | ArrayBuffer,
): Promise<void> {
  const reading = readMessage(data);
  if (reading.kind === "bad-hello") {
    refuseSocket(ws, CLOSE_BAD_TOKEN, "auth/bad-token", BAD_TOKEN);
    return;
  }
  if (reading.kind === "error") {
    send(ws, { type: "error", error: { code: reading.code, message: reading.message } });
    return;
  }
  const msg = reading.message;
  if (msg.type === "ping") {
    send(ws, { type: "pong" });
    return;
  }
  const was = attachmentOf(ws);
  if (was.closing) return;
  if (msg.type === "here") return personHere(ctx, host, ws, was);
  if (was.authed) {
    send(ws, {
      type: "error",
      error: { code: "input/invalid", message: "You already said hello." },
    });
    return;
  }
  const tokenHash = msg.token === undefined ? null : await sha256Hex(msg.token);
  if (!host.exists()) {
    refuseSocket(ws, CLOSE_BAD_TOKEN, "room/not-found", NOT_FOUND);
    return;
  }
  let seat: number | null = null;
  if (tokenHash !== null) {
    seat = host.seatOf(tokenHash);
    if (seat === null) {
      refuseSocket(ws, CLOSE_BAD_TOKEN, "auth/bad-token", BAD_TOKEN);
      return;
    }
    // A quiet page (nobody has touched it yet) follows the seat without counting for it.
    if (msg.quiet !== true) host.seen(seat);
    keepSeatDevices(ctx, ws, seat, msg.quiet === true);
  } else if (!(await spectatorPlace(ctx, host, ws, was))) return;
  const quiet = seat !== null && msg.quiet === true;
  const holder = holderMark(tokenHash);
  const edits = canEdit(msg.edits) ? { edits: true as const } : {};
  ws.serializeAttachment({
    ...was,
    ...edits,
    ...(quiet ? { quiet: true as const } : {}),
    authed: true,
    seat,
    holder,
    deadline: 0,
  } satisfies Attachment);
  // A seat coming online changes everyone's player list; a spectator, or a quiet seat, changes
  // nothing anyone sees and only needs its own table.
  if (seat !== null && !quiet) host.broadcast();
  else send(ws, host.tableFor(seat));
}

/**
 * `here`: a person showed up on a quiet seat's page (its first input). The seat is seen, has
 * looked, and is online from now, and everyone's player list says so. On a socket that already
 * counts, or a spectator's, it changes nothing; before `hello` it is an error.
 */
function personHere(ctx: DurableObjectState, host: LiveHost, ws: WebSocket, was: Attachment): void {
  if (!was.authed) {
    send(ws, {
      type: "error",
      error: { code: "input/invalid", message: "Say hello first, then here." },
    });
    return;
  }
  if (was.seat === null || was.quiet !== true) return;
  const counted: Attachment = { ...was };
  delete counted.quiet;
  ws.serializeAttachment(counted);
  host.seen(was.seat);
  keepSeatDevices(ctx, ws, was.seat);
  host.broadcast();
}

/**
 * Whether a spectator's hello on `ws` gets a place: within the room's budgets, its client's
 * sockets here and on its relay counted together (the relay learns this socket at once).
 * Hellos take their turn one at a time, since the relay is asked across an await: two at once
 * would each count without the other. A refused socket is closed here.
 */
function spectatorPlace(
  ctx: DurableObjectState,
  host: LiveHost,
  ws: WebSocket,
  was: Attachment,
): Promise<boolean> {
  return host.inLine(async () => {
    const client = was.client ?? "local";
    const here = clientSpectators(ctx, client, ws);
    const counted = host.limits().spectatorsPerClient > 0;
    const onRelay = counted ? await host.clientOnRelay(client, here + 1) : 0;
    const refusal = spectatorRefusal(ctx, ws, client, host.limits(), onRelay);
    if (refusal !== null) {
      if (counted) void host.clientOnRelay(client, here);
      refuseSocket(ws, CLOSE_TOO_MANY, "limit/too-many-sockets", refusal);
      return false;
    }
    if (attachmentOf(ws).closing) return false;
    // It holds its place from now: the next hello in line counts it.
    ws.serializeAttachment({ ...was, authed: true, seat: null, deadline: 0 } satisfies Attachment);
    return true;
  });
}

/** The socket code's view of the room (`LiveHost`), built from the room's host (host.ts). */
export function liveHostOf(
  host: Pick<RoomHost, "sql" | "alarm" | "load" | "view" | "broadcast" | "env">,
): LiveHost {
  /** The spectators' hellos waiting for their place, one at a time (`spectatorPlace`). */
  let line: Promise<unknown> = Promise.resolve();
  return {
    rearm: () => host.alarm.rearm(),
    inLine: (turn) => {
      const next = line.then(turn);
      line = next.catch(() => {});
      return next;
    },
    exists: () => host.load() !== null,
    seatOf: (hash) => seatByToken(readSeats(host.sql), hash)?.seat ?? null,
    seen: (seat) => {
      touchSeat(host.sql, seat, Date.now());
      visit(host, seat, now());
    },
    broadcast: () => host.broadcast(),
    tableFor: (reader) => tableMessage(host.view(), reader),
    limits: () => limitsOf(host.env()),
    clientOnRelay: async (client, live) => {
      const env = host.env();
      const id = host.load()?.meta.id;
      if (!env.RELAYS || id === undefined) return 0;
      try {
        const name = relayName(id, shardOf(client, relayShards(env)));
        return await relayStub(env, name).clientSockets(client, live);
      } catch (err) {
        // A relay that cannot answer must not keep anyone from watching: counted apart then.
        logFailure("relay.count-failed", err, {
          check: "A spectators' relay did not answer the room: see the relay's own errors.",
        });
        return 0;
      }
    },
  };
}

/**
 * A socket closed or failed: the others learn that its seat may have gone offline; a
 * spectator's relay learns how many sockets its client still holds here.
 */
export function socketGone(
  host: Pick<RoomHost, "ctx" | "sql" | "load" | "broadcast">,
  live: Pick<LiveHost, "clientOnRelay" | "limits">,
  ws: WebSocket,
  code: number,
): void {
  const was = attachmentOf(ws);
  const seat = closeSocket(ws, code);
  if (was.authed && was.seat === null && live.limits().spectatorsPerClient > 0) {
    const client = was.client ?? "local";
    void live.clientOnRelay(client, clientSpectators(host.ctx, client, ws));
  }
  // A spectator's page, or a quiet one, was never counted: its going changes nobody's presence.
  if (seat === null || was.quiet === true) return;
  // "Last seen" is when the page went away, not when it said hello.
  if (host.load()) touchSeat(host.sql, seat, Date.now());
  host.broadcast(undefined, ws);
}
