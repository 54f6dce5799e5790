/**
 * SpectatorRelay: the Durable Object that holds up to a few thousand hibernating spectator
 * sockets of one game (one shard of its audience, config.ts) and pushes to them what the room
 * sends it once per change (messages.ts). The room keeps only its seats and its relays.
 *
 * A relay remembers, in memory, the latest push (to answer a new spectator's hello without
 * asking the room); each socket's attachment remembers the rev it last got, so a relay that
 * lost its memory still patches the sockets that hold the base, and sends the whole table to
 * the others. With no table in memory, a new spectator's hello asks the room once (`relayJoin`),
 * which also puts the relay (back) on the room's list.
 */
import { withEvents, type LogStream } from "../../log-stream";
import type { Table } from "../../protocol";
import { DurableObject } from "cloudflare:workers";
import type { Env } from "../env";
import { clientKey } from "../limits/client";
import { limitsOf } from "../limits/config";
import { RELAY_NAME_HEADER, gameOfRelay, relayCap } from "./config";
import type { RelayAnswer, RelayJoined, RelayPush, RelayRoom } from "./messages";
import {
  HELLO_TIMEOUT_MS,
  PENDING_PER_CLIENT,
  attachmentOf,
  countPlaces,
  holdsPlace,
  readRelayMessage,
  refuse,
  send,
  type RelayAttachment,
} from "./sockets";
import { logFailure } from "../log";

/** Close codes, as the room's (docs/api.md): no hello, a token, game removed, no place. */
export const CLOSE_NO_HELLO = 4001;
export const CLOSE_WATCH_ONLY = 4003;
export const CLOSE_GONE = 4004;
export const CLOSE_TOO_MANY = 4029;

const WATCH_ONLY = "This address is for watching: players connect to /live with their token.";
const CLIENT_FULL =
  "Too many pages watching this game from your network; live updates resume when one closes.";
const RELAY_FULL =
  "This game has as many watchers as it takes right now; live updates resume when one leaves.";

/** A client's spectator sockets on the room itself, as the room last told (`clientSockets`). */
interface OnRoom {
  n: number;
  at: number;
}

/** How long the room's count of a client's sockets is believed without being told again. */
const ON_ROOM_KEPT_MS = 6 * 60 * 60 * 1000;

/** The SpectatorRelay Durable Object. */
export class SpectatorRelay extends DurableObject<Env> {
  /** The latest push (lost with memory, then asked of the room on the next hello). */
  private latest: RelayPush | null = null;
  /** The latest push as a page from before the log stream reads it (made when first asked). */
  private whole: { rev: string; text: string } | null = null;
  /** A join in flight: concurrent hellos wait for the same one. */
  private joining: Promise<RelayJoined> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the relay from hibernation.
    ctx.setWebSocketAutoResponse(
      new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'),
    );
  }

  /** Accepts a spectator's WebSocket (the Worker's `GET /api/games/{id}/watch`). */
  override async fetch(request: Request): Promise<Response> {
    const name = request.headers.get(RELAY_NAME_HEADER);
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket" || !name)
      return Response.json(
        { error: { code: "http/upgrade-required", message: "Connect with a WebSocket." } },
        { status: 426 },
      );
    if (this.ctx.storage.kv.get<string>("name") !== name) this.ctx.storage.kv.put("name", name);
    const client = clientKey(request.headers);
    const places = countPlaces(this.ctx.getWebSockets());
    // A client's silent sockets never pile up: its oldest waiting one makes way.
    const mine = places.pending.filter((p) => p.a.client === client);
    if (mine.length >= PENDING_PER_CLIENT) {
      mine.sort((x, y) => x.a.since - y.a.since);
      refuse(mine[0]!.ws, CLOSE_NO_HELLO, "auth/no-hello", "Say hello first.");
    }
    const [peer, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    const since = Date.now();
    const deadline = since + HELLO_TIMEOUT_MS;
    server.serializeAttachment({
      client,
      authed: false,
      deadline,
      since,
    } satisfies RelayAttachment);
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > deadline) await this.ctx.storage.setAlarm(deadline);
    return new Response(null, { status: 101, webSocket: peer });
  }

  /** One socket message: hello (no token: a relay only watches) or ping. */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    try {
      await this.read(ws, data);
    } catch (err) {
      logFailure("relay.failed", err, {
        op: "message",
        code: "server/internal",
        check: "A socket message threw in a SpectatorRelay: look for a bug.",
      });
      send(ws, {
        type: "error",
        error: { code: "server/internal", message: "Something went wrong on our side." },
      });
    }
  }

  private async read(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    const reading = readRelayMessage(data);
    if (reading.kind === "ping") return send(ws, { type: "pong" });
    if (reading.kind === "here") return;
    if (reading.kind === "error")
      return send(ws, { type: "error", error: { code: reading.code, message: reading.message } });
    const a = attachmentOf(ws);
    if (!holdsPlace(ws, a)) return;
    if (a.authed)
      return send(ws, {
        type: "error",
        error: { code: "input/invalid", message: "You already said hello." },
      });
    if (reading.token) return refuse(ws, CLOSE_WATCH_ONLY, "auth/watch-only", WATCH_ONLY);
    if (!this.latest || !this.ctx.storage.kv.get<boolean>("listed")) {
      const joined = await this.join();
      if (!joined.ok) {
        refuse(ws, CLOSE_GONE, joined.code, joined.message);
        // No such game: a relay nobody watches keeps nothing behind.
        if (countPlaces(this.ctx.getWebSockets()).watching === 0)
          await this.ctx.storage.deleteAll();
        return;
      }
    }
    if (!holdsPlace(ws, attachmentOf(ws))) return; // closed while the room answered
    // Counted after the join: hellos that waited for it together must not all pass.
    const places = countPlaces(this.ctx.getWebSockets(), ws);
    const perClient = limitsOf(this.env).spectatorsPerClient;
    // One budget per client: its spectator sockets here and on the room's own /live together.
    const mine = (places.byClient.get(a.client) ?? 0) + this.onRoom(a.client);
    if (perClient > 0 && mine >= perClient)
      return refuse(ws, CLOSE_TOO_MANY, "limit/too-many-sockets", CLIENT_FULL);
    const cap = relayCap(this.env);
    if (cap > 0 && places.watching >= cap)
      return refuse(ws, CLOSE_TOO_MANY, "limit/too-many-sockets", RELAY_FULL);
    const latest = this.latest!;
    const edits = reading.edits ? { edits: true as const } : {};
    ws.serializeAttachment({ ...a, ...edits, authed: true, deadline: 0, rev: latest.rev });
    send(ws, reading.edits ? latest.full : this.wholeOf(latest));
  }

  /**
   * RPC from the room: `client` now holds `live` spectator sockets on the room itself (/live).
   * Kept, so this relay's hellos count them with the client's sockets here; answers how many
   * places the client holds here, for the room's count. The room tells every change of it.
   */
  async clientSockets(client: string, live: number): Promise<number> {
    const kv = this.ctx.storage.kv;
    if (live > 0) kv.put(`live:${client}`, { n: live, at: Date.now() } satisfies OnRoom);
    else kv.delete(`live:${client}`);
    return countPlaces(this.ctx.getWebSockets()).byClient.get(client) ?? 0;
  }

  /**
   * The spectator sockets `client` holds on the room, as the room last said. A count older
   * than ON_ROOM_KEPT_MS is not trusted: a room that lost its sockets without closing them (a
   * restart) must not hold a client's places for good.
   */
  private onRoom(client: string): number {
    const held = this.ctx.storage.kv.get<OnRoom>(`live:${client}`);
    return held && Date.now() - held.at < ON_ROOM_KEPT_MS ? held.n : 0;
  }

  /** Joins the room's list (once at a time) and takes its table as the latest. */
  private join(): Promise<RelayJoined> {
    return (this.joining ??= (async () => {
      try {
        const name = this.ctx.storage.kv.get<string>("name");
        if (name === undefined)
          return {
            ok: false,
            code: "room/not-found",
            message: "There is no game at this address.",
          };
        const gen = (this.ctx.storage.kv.get<number>("gen") ?? 0) + 1;
        this.ctx.storage.kv.put("gen", gen);
        const rooms = this.env.ROOMS;
        const room = rooms.get(rooms.idFromName(gameOfRelay(name))) as unknown as RelayRoom;
        const joined = await room.relayJoin(name, gen);
        if (joined.ok) {
          this.ctx.storage.kv.put("listed", true);
          this.take(joined.push);
        }
        return joined;
      } finally {
        this.joining = null;
      }
    })());
  }

  /** `push`'s table with its events, as a page from before the log stream reads it. */
  private wholeOf(push: RelayPush): string {
    if (this.whole?.rev !== push.rev) {
      const msg = JSON.parse(push.full) as { table: Table; log?: LogStream };
      // (A push without a log already carries its events.)
      const table = msg.log ? withEvents(msg.table, msg.log.events) : msg.table;
      const text = JSON.stringify({ type: "table", table });
      this.whole = { rev: push.rev, text };
    }
    return this.whole.text;
  }

  /** Keeps `push` as the latest unless a newer one of the same room life is already held. */
  private take(push: RelayPush): boolean {
    const l = this.latest;
    if (l && l.life === push.life && l.n >= push.n) return false;
    this.latest = push;
    return true;
  }

  /**
   * RPC from the room: one spectator push. Sockets holding `base` that apply edits get the
   * patch, the others the whole table. Answers how many sockets the relay holds; 0 takes it off the room's list.
   */
  async push(push: RelayPush): Promise<RelayAnswer> {
    const fresh = this.take(push);
    let sockets = 0;
    for (const ws of this.ctx.getWebSockets()) {
      const a = attachmentOf(ws);
      if (!holdsPlace(ws, a)) continue;
      sockets++;
      if (!a.authed || !fresh) continue;
      // A page of an older version (no `edits: 5`) gets whole tables with their events.
      const patch =
        push.patch !== null && a.edits === true && a.rev !== undefined && a.rev === push.base;
      try {
        ws.send(patch ? push.patch! : a.edits === true ? push.full : this.wholeOf(push));
        ws.serializeAttachment({ ...a, rev: push.rev } satisfies RelayAttachment);
      } catch {
        // Closed meanwhile.
      }
    }
    const gen = this.ctx.storage.kv.get<number>("gen") ?? 0;
    if (sockets === 0) this.ctx.storage.kv.delete("listed");
    return { sockets, gen };
  }

  /** RPC from the room: the game was removed; every socket is closed (4004). */
  async gone(message: string): Promise<void> {
    for (const ws of this.ctx.getWebSockets()) refuse(ws, CLOSE_GONE, "room/not-found", message);
    this.latest = null;
    await this.ctx.storage.deleteAll();
  }

  /** The hello sweep: sockets past their deadline are closed and freed; the next is planned. */
  override async alarm(): Promise<void> {
    const now = Date.now();
    let next: number | null = null;
    for (const ws of this.ctx.getWebSockets()) {
      const a = attachmentOf(ws);
      if (a.authed || !holdsPlace(ws, a)) continue;
      if (a.deadline <= now)
        refuse(ws, CLOSE_NO_HELLO, "auth/no-hello", "Say hello first: send {type: 'hello'}.");
      else next = next === null ? a.deadline : Math.min(next, a.deadline);
    }
    if (next !== null) await this.ctx.storage.setAlarm(next);
  }

  /** A socket closed: complete the close (its place was freed when it stopped holding one). */
  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
  }

  /** A socket failed: same as a close. */
  override async webSocketError(ws: WebSocket): Promise<void> {
    await this.webSocketClose(ws, 1011);
  }
}
