/**
 * GameRoom: the Durable Object that is the single writer of one game. RPC methods serve the
 * Worker's routes (create, claim, table, move, log, invites, rematch, email, push and chat,
 * holiday, resign); `fetch` only upgrades WebSockets; the alarm runs the schedule (computer
 * moves, the hello sweep, the game's removal, and every channel's jobs).
 *
 * Every method that changes the game first awaits what it needs (hashing), then reads, checks
 * and writes synchronously, so no other request can interleave between the check and the write.
 * After every change, `afterChange` runs the same steps in the same order: plan the removal,
 * push tables, note whose turn began, plan the moves the room plays for a seat (../autoplay),
 * let each channel plan (channels.ts: push, chat, email, overdue notices), plan computer moves,
 * set the alarm. The change's view (view.ts) is read once and serves every push and the answer.
 * The room only orchestrates: each other RPC group is a module of its own, given one host
 * object (host.ts; docs/decisions.md, "Server layout: kernel, room, features"); the kernel
 * (../kernel) and the features hold the details.
 */
import { DurableObject } from "cloudflare:workers";
import type { AutoplayRequest, DigestRequest, Table } from "../../protocol";
import type { TalkRequest, TalkSettingsRequest } from "../../talk";
import { now } from "../clock";
import * as deadlines from "../deadlines";
import type { Env } from "../env";
import * as autoplay from "../autoplay";
import { fail, ok, type RoomResult } from "../errors";
import { writeClockRules } from "../kernel/calendar";
import type { RoomContext } from "../kernel/context";
import { RoomSql } from "../kernel/room-sql";
import { RoomAlarm } from "../kernel/schedule";
import { newSeats, type SeatRecord } from "../kernel/seats";
import type { Meta } from "../kernel/store";
import { trackTurns } from "../kernel/turns";
import { limitsOf } from "../limits/config";
import { SeatRate } from "../limits/seat-rate";
import type * as notify from "../notify";
import { newSecret, sha256Hex } from "../security";
import * as talk from "../talk";
import { holderFor, playerOf, readerOf, type AccessHost } from "./access";
import { computerSeats, planBots } from "./bots";
import { broadcastTables, Pushes } from "./broadcast";
import type { RematchAsk } from "./carry";
import * as settings from "./channel-settings";
import { CHANNELS, type ChannelOp } from "./channels";
import { devProbe, instrumentRoom, type DevOp } from "./dev";
import type { Change, RoomHost } from "./host";
import { runAlarm } from "./jobs";
import { judgeMove } from "./judge";
import { planExpiry } from "./lifetime";
import { acceptSocket, liveHostOf, onSocketMessage, socketGone } from "./live";
import { meterFor } from "./meter";
import * as reading from "./reading";
import { hintOf, whyNotOf } from "./coach";
import * as exports from "./record-export";
import { listForExport } from "./record-export";
import { readSettings, updateSettings } from "../kernel/settings";
import type { GameExport } from "../../game-export";
import {
  commitMove,
  createGameRecord,
  guarded,
  loadGame,
  metaFor,
  newInvites,
  type Loaded,
  type MoveRequest,
} from "./records";
import { relayJoin } from "./relay-join";
import * as operator from "./operator";
import { report } from "./report";
import type { ReportRequest } from "../../report";
import * as rematches from "./rematch-rpc";
import * as myData from "./my-data";
import { replyMail } from "./reply-mail";
import * as slow from "./seat-actions";
import * as seating from "./seating";
import { talkPost, talkRead, talkSettings } from "./table-talk";
import type { CreateInput, Created, RematchInput } from "./types";
import { contextOf, viewOf, type View } from "./view";
import { log } from "../log";
import { metrics } from "../metrics";

/**
 * A move that took this long to commit and push is logged (`move.slow`). Workers' clock stands
 * still while code runs, so in production only the waits count: storage, the alarm.
 */
const SLOW_MOVE_MS = 50;

/** The Durable Object of one game. */
export class GameRoom extends DurableObject<Env> {
  /** The game as last loaded or written; rebuilt from the snapshot after eviction. */
  private loaded: Loaded | null = null;
  /** The room's storage with what it knows of its tables (kernel/room-sql.ts). */
  private readonly db = new RoomSql(this.ctx.storage.sql);
  /** Counts the room's statements when DEV_BENCH is "on" (meter.ts); null otherwise. */
  private readonly meter = meterFor(this.env);
  /** The room's one alarm, remembering what it set (kernel/schedule.ts). */
  private readonly roomAlarm = new RoomAlarm(this.ctx.storage, this.db);
  /** What the room last pushed to each reader and relay (broadcast.ts). */
  private readonly pushes = new Pushes();
  private readonly moveRate = new SeatRate(() => limitsOf(this.env).movesPerMinute);
  private readonly talkRate = new talk.TalkRate(() => limitsOf(this.env).talkPerMinute);
  /** The game's listing for the nightly export, while it is written (record-export.ts). */
  private listing: Promise<void> | null = null;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    this.db.meter = this.meter;
    // Answered by the runtime without waking the room from hibernation.
    ctx.setWebSocketAutoResponse(
      new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'),
    );
  }

  // ---------------------------------------------------------------- RPC: creation and seats

  /** Creates the game. Refuses if this room already holds one (an id collision). */
  async create(input: CreateInput): Promise<RoomResult<Created>> {
    return guarded("create", async () => {
      const meta = await metaFor(input, 0, null, now());
      const token = input.token ?? newSecret();
      const tokenHash = await sha256Hex(token);
      const invites = await newInvites(input.seats, input.computer);
      const seats = newSeats({
        seats: input.seats,
        computer: input.computer,
        levels: input.levels,
        creator: { name: input.name, tokenHash, now: meta.created },
        invites: new Map(invites.map((i) => [i.seat, i.hash])),
      });
      const made = this.createGame(meta, seats, input);
      if (!made.ok) return made;
      if (input.clockRules) writeClockRules(this.sql, input.clockRules);
      if (input.autoplayForced)
        autoplay.writeRule(this.db, { seat: 0, kind: autoplay.forcedRule.kind, config: {} }, true);
      await this.afterChange();
      // Listed for the nightly export before the creator hears of the game (one R2 write).
      await this.listing;
      return ok({
        token,
        invites: invites.map(({ seat, invite }) => ({ seat, invite })),
        commitment: meta.commitment,
      });
    });
  }

  /**
   * Claims a seat with its invite (`seat` null: the seat is found by the invite; seating.ts),
   * with the Worker's `token` for a seat bound to a chat app's user.
   */
  async claim(seat: number | null, invite: string, name: string, token?: string) {
    return seating.claim(this.host, seat, invite, name, token);
  }

  /** Seats a chat app's user in the first free seat, by the Worker's derived token (seating.ts). */
  async claimFree(name: string, token: string) {
    return seating.claimFree(this.host, name, token);
  }

  /** The creator re-issues the invite of an unclaimed seat (seating.ts). */
  async reissueInvite(token: string | null, seat: number) {
    return seating.reissueInvite(this.host, token, seat);
  }

  /** The creator replaces an absent player with a new invite (seating.ts). */
  async replaceSeat(token: string | null, seat: number) {
    return seating.replaceSeat(this.host, token, seat);
  }

  /** Whether an invite still gives its seat, without using it (seating.ts). */
  async invitationStatus(invite: string) {
    return seating.invitationStatus(this.host, invite);
  }

  /** Asks for a rematch of a finished game; every caller gets its seat there (rematch-rpc.ts). */
  async rematch(token: string | null) {
    return rematches.rematch(this.host, token);
  }

  /** Internal (room to room, never routed): a seat of this rematch (rematch-rpc.ts). */
  async joinRematch(input: RematchInput, ask: RematchAsk) {
    return rematches.joinRematch(this.host, input, ask);
  }

  // ---------------------------------------------------------------- RPC: reading (reading.ts)

  /** The table for the holder of `token` (null: a spectator). */
  async table(token: string | null) {
    return reading.tableOf(this.host, token);
  }

  /**
   * The same table as JSON text, written around the engine's encoded view (`GET` answers it);
   * `quiet`: a page nobody has touched yet reads it, and the seat has not looked.
   */
  async tableText(token: string | null, quiet = false) {
    return reading.tableTextOf(this.host, token, quiet);
  }

  /** The move log as the holder of `token` may see it. */
  async log(token: string | null) {
    return reading.logOf(this.host, token);
  }

  /** The table of an earlier step as the holder of `token` saw it. */
  async history(token: string | null, seq: number) {
    return reading.historyOf(this.host, token, seq);
  }

  /** A finished game's replay index. */
  async replayIndex() {
    return reading.replayIndexOf(this.host);
  }

  /** A step of a finished game with every seat's view. */
  async replayStep(seq: number) {
    return reading.replayStepOf(this.host, seq);
  }

  // ---------------------------------------------------------------- RPC: playing

  /**
   * Plays a move for the holder of `token`. Order matters: the client move id is checked
   * before `seq`, so a retry of a move that was applied is answered, not refused as stale.
   * A retry is the same holder sending the same move under the same id; the same id with
   * another move, or from a new holder of the seat, is refused (`room/move-id-reused`).
   */
  async move(token: string | null, request: MoveRequest): Promise<RoomResult<string>> {
    return guarded("move", async () => {
      const spectator = "Spectators cannot make moves.";
      const mover = await holderFor(this.access, token, "auth/spectator", spectator);
      if (!mover.ok) return mover;
      const played = await this.play(mover.value.seat, mover.value.holder, request);
      // As JSON text, as `tableText` answers a read: the Worker sends it as it is, with no
      // copy of the table across the RPC and no second `JSON.stringify` there.
      return played.ok ? ok(JSON.stringify(played.value)) : played;
    });
  }

  /**
   * A move of `seat` by the holder of the token with mark `holder` (checked by the caller): the
   * one path every move takes. The answer is the table the seat's sockets were pushed.
   */
  private async play(
    seat: number,
    holder: string | null,
    request: MoveRequest,
  ): Promise<RoomResult<Table>> {
    const flood = this.moveRate.take(seat, now());
    if (flood) return fail("limit/too-many", flood.message, flood);
    const verdict = judgeMove(this.sql, this.loaded!, seat, holder, request, () =>
      this.view().table(seat),
    );
    if ("done" in verdict) return verdict.done;
    const at = now();
    const started = Date.now();
    commitMove(
      this.ctx.storage,
      this.db,
      this.loaded!,
      { ...request, seat, holder, at },
      verdict.next,
    );
    deadlines.playerBack(this.sql, seat);
    const table = (await this.afterChange()).table(seat);
    const { meta, snapshot } = this.loaded!;
    metrics(this.env).count("move", meta.game);
    // Moves are counted, not logged: a line for every move was most of a move's cost beyond
    // its write, on every move of every game. A slow one (committing and pushing, not judging:
    // what grows with sockets, relays and channels, and the storage it waited for) says so.
    const ms = Date.now() - started;
    if (ms >= SLOW_MOVE_MS)
      log("warn", "move.slow", { game: meta.id, gameKind: meta.game, seq: snapshot.seq, ms });
    return ok(table);
  }

  /** Why the holder of `token` may not make `move` now, without playing it (coach.ts). */
  async whyNot(token: string | null, move: unknown) {
    return whyNotOf(this.host, token, move);
  }

  /** A learning game's hint for the holder of `token` (coach.ts). */
  async hint(token: string | null) {
    return hintOf(this.host, token);
  }

  /** A reply to a "your turn" email: a move of its seat, or an answer (reply-mail.ts). */
  async replyMail(reply: notify.InboundReply) {
    return replyMail(this.host, reply);
  }

  // ------------------------------------------------ RPC: email, push, chat (channel-settings.ts)

  /** Sets the address of `token`'s seat and sends the confirmation link. */
  async setMail(token: string | null, input: notify.AddressInput) {
    return settings.setMail(this.host, token, input);
  }

  /** Sends the confirmation link of `token`'s seat again, asked for by client `requester`. */
  async resendMail(token: string | null, requester: string) {
    return settings.resendMail(this.host, token, requester);
  }

  /** Removes the address of the holder of `token`. */
  async removeMail(token: string | null) {
    return settings.removeMail(this.host, token);
  }

  /** A seat's push devices, or the creator's chat webhook. */
  async channels(token: string | null, op: ChannelOp) {
    return settings.channels(this.host, token, op);
  }

  /** A confirmation link: checked (`act` false) or used, from client `requester`. */
  async confirmMail(token: string, act: boolean, requester: string) {
    return settings.confirmMail(this.host, token, act, requester);
  }

  /** An unsubscribe link: checked (`act` false) or used, for this game or all. */
  async unsubscribe(token: string, scope: "game" | "all", act: boolean) {
    return settings.unsubscribe(this.host, token, scope, act);
  }

  // ------------------------------------------------- RPC: my data, forget me (my-data.ts)

  /** The holder of `token` asks for a "my data" or "forget me" link to its address. */
  async askMyData(token: string | null, what: notify.MyDataWhat) {
    return myData.askMyData(this.host, token, what);
  }

  /** A "my data" link: checked (`act` false) or taken, once. */
  async myDataLink(token: string, act: boolean) {
    return myData.myDataLink(this.host, token, act);
  }

  /** What this game holds for `address` (routes/my-data-run.ts). */
  async addressData(address: string) {
    return myData.addressData(this.host, address);
  }

  /** Forgets `address` in this game (routes/my-data-run.ts). */
  async forgetAddress(address: string) {
    return myData.forgetAddress(this.host, address);
  }

  // ---------------------------------------------------------- RPC: table talk (table-talk.ts)

  /** The table's talk as the holder of `token` may read it. */
  async talkRead(token: string | null) {
    return talkRead(this.host, token);
  }

  /** The holder of `token` posts a message or a reaction; spectators never post. */
  async talkPost(token: string | null, input: TalkRequest) {
    return talkPost(this.host, token, input);
  }

  /** The creator lets spectators read (or not), or mutes or unmutes a seat. */
  async talkSettings(token: string | null, change: TalkSettingsRequest) {
    return talkSettings(this.host, token, change);
  }

  // -------------------------------------------------------- RPC: slow games (seat-actions.ts)

  /** The holder of `token` starts (days 1–7) or ends (0) a holiday. */
  async holiday(token: string | null, days: number) {
    return slow.holiday(this.host, token, days);
  }

  /** The holder of `token` turns automatic protection on or off. */
  async autoHoliday(token: string | null, on: boolean) {
    return slow.autoHoliday(this.host, token, on);
  }

  /** The holder of `token` changes what the room plays for it (../autoplay). */
  async autoplay(token: string | null, request: AutoplayRequest) {
    return slow.autoplayChoice(this.host, token, request);
  }

  /** The holder of `token` resigns: the game ends at once. */
  async resign(token: string | null) {
    return slow.resign(this.host, token);
  }

  /** The holder of `token` decides about `absent`, whose time ran out. */
  async absent(token: string | null, absent: number, choice: "computer" | "claim") {
    return slow.absent(this.host, token, absent, choice);
  }

  /** The digest choice of the address of `token`'s seat: read (`change` null) or changed. */
  async digest(token: string | null, change: DigestRequest | null) {
    return slow.digest(this.host, token, change);
  }

  /** The holder of `token` sends `target`, on turn for over a day, one reminder. */
  async nudge(token: string | null, target: number) {
    return slow.nudgeSeat(this.host, token, target);
  }

  // ------------------------------------------------------ RPC: exports (record-export.ts)

  /** The operator's export of the whole record, as JSON text. */
  async exportRecord() {
    return exports.exportRecord(this.host, now());
  }

  /** Internal (the nightly export, never routed): writes the export to R2 under `key`. */
  async backup(key: string) {
    return exports.backup(this.host, key, now());
  }

  /** Every step of the game as the holder of `token` saw it. */
  async download(token: string | null) {
    return exports.download(this.host, token);
  }

  /** Rebuilds this empty room as game `id` from an export, replaying its moves. */
  async restore(id: string, record: GameExport) {
    return exports.restore(this.host, id, record);
  }

  // ------------------------------------------------- RPC: reports, operator (report.ts, operator.ts)

  /** The holder of `token` (null: a spectator) reports the table. */
  async report(token: string | null, input: ReportRequest) {
    return report(this.host, token, input);
  }

  /** The operator looks the game up: meta, seats, talk lines, reports. */
  async operatorLookup() {
    return operator.lookup(this.host);
  }

  /** The operator removes talk line `line` for every reader. */
  async operatorRemoveTalk(line: number) {
    return operator.removeTalkLine(this.host, line);
  }

  /** The operator ends the running game (closed: nobody wins). */
  async operatorEnd() {
    return operator.endGame(this.host);
  }

  /** The operator removes the game for good. */
  async operatorRemove() {
    return operator.removeWhole(this.host);
  }

  // ---------------------------------------------------------------- WebSockets, alarm, internal

  /** Upgrades `GET /api/games/{id}/live` to a hibernatable WebSocket (live.ts). */
  override async fetch(request: Request): Promise<Response> {
    return acceptSocket(this.ctx, this.live, request);
  }

  /** One socket message: `hello` or `ping` (live.ts). */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await onSocketMessage(this.ctx, this.live, ws, data);
  }

  /** A socket closed: the others learn that its seat may have gone offline (live.ts). */
  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    socketGone(this.host, this.live, ws, code);
  }

  /** A socket failed: same as a close. */
  override async webSocketError(ws: WebSocket): Promise<void> {
    socketGone(this.host, this.live, ws, 1011);
  }

  /** Runs the jobs that are due, then the steps after a change; never throws (jobs.ts). */
  override async alarm(): Promise<void> {
    await runAlarm(this.host);
  }

  /** A round trip for the readiness report (/status): touches no storage. */
  async ping(): Promise<true> {
    return true;
  }

  /** Development probes and row counts (dev.ts); the route answers 404 unless DEV_BENCH is on. */
  async dev(op: DevOp, n = 0) {
    return devProbe(this.ctx, this.db, this.meter, op, n, () => void (this.loaded = null));
  }

  /** Internal (relay to room, never routed): a relay joins the relays fed (relay-join.ts). */
  async relayJoin(name: string, gen: number) {
    metrics(this.env).count("relay.joined");
    return relayJoin(this.host, name, gen);
  }

  /** Whether this room holds a game (lets a page ask without a 404 in its console). */
  async exists(): Promise<boolean> {
    return this.load() !== null;
  }

  // ---------------------------------------------------------------- internals

  private get sql(): RoomSql {
    return this.db;
  }

  /**
   * The game, from memory or from the snapshot (records.ts `loadGame`); null if none. A room
   * made before the nightly export lists itself for it the first time it loads.
   */
  private load(): Loaded | null {
    if (this.loaded) return this.loaded;
    this.loaded = loadGame(this.sql);
    const bucket = this.env.EXPORTS;
    if (this.loaded && bucket && !readSettings(this.sql).listed) {
      updateSettings(this.sql, { listed: true });
      listForExport(this.ctx, bucket, this.loaded.meta.id);
    }
    return this.loaded;
  }

  /** The room as its features see it, now (`except`: a closing socket, no longer online). */
  private context(except?: WebSocket): RoomContext {
    return contextOf(this.ctx, this.db, this.env, this.loaded!, except);
  }

  /** The room's view now, for tables (view.ts). */
  private view(except?: WebSocket): View {
    return viewOf(this.context(except));
  }

  /** Writes a new game and its settings (records.ts); `loaded` follows. */
  private createGame(
    meta: Meta,
    seats: SeatRecord[],
    input: { timePerMove?: number; origin: string; learning?: boolean },
  ): RoomResult<null> {
    const bucket = this.env.EXPORTS;
    const made = createGameRecord(this.db, meta, seats, { ...input, listed: Boolean(bucket) });
    this.db.forget(); // the kernel's tables were just made
    if (!made.ok) return made;
    this.loaded = made.value;
    if (bucket) this.listing = listForExport(this.ctx, bucket, meta.id);
    return ok(null);
  }

  private readonly access: AccessHost = {
    sql: this.db,
    exists: () => this.load() !== null,
    creator: () => this.loaded!.meta.creator,
  };

  /** What the RPC modules need from the room (host.ts): one object, made once. */
  private readonly host: RoomHost = {
    ctx: this.ctx,
    sql: this.db,
    alarm: this.roomAlarm,
    pushes: this.pushes,
    access: this.access,
    talkRate: this.talkRate,
    env: () => this.env,
    load: () => this.load(),
    loaded: () => this.loaded,
    forget: () => void (this.loaded = null),
    context: () => this.context(),
    view: () => this.view(),
    reader: (token) => readerOf(this.access, token),
    player: (token, code, message) => playerOf(this.access, token, code, message),
    createGame: (meta, seats, input) => this.createGame(meta, seats, input),
    play: (seat, holder, request) => this.play(seat, holder, request),
    broadcast: (view, except) => this.broadcast(view, except),
    afterChange: (change) => this.afterChange(change),
  };

  /** What the socket code (live.ts) needs from the room. */
  private readonly live = liveHostOf(this.host);

  /**
   * After any change, always in this order: plan the game's removal (lifetime.ts); check the
   * standing orders (one the change cancelled goes, its seat told); push every socket its own
   * table; note whose turn began; plan the moves the room plays for a seat
   * (before the channels: at one due time, that move runs before a notice of its turn); let
   * each channel plan (channels.ts); plan computer moves; alarm. Answers the view the change's
   * answer is built from: the one pushed, unless this change began or ended a turn itself (a
   * move records turns with its snapshot), which the clocks of a table show: then one read
   * after it.
   */
  private async afterChange(change: Change = {}): Promise<View> {
    const { game, snapshot, meta } = this.loaded!;
    const ctx = this.context();
    planExpiry(ctx); // first: a table pushed at the end already says until when it stays
    // Standing orders a change cancelled go before any table is built: their seat is told now.
    autoplay.reviewOrders(ctx);
    const view = viewOf(ctx);
    if (!change.quiet) this.broadcast(view);
    const began = this.loaded!.began?.splice(0) ?? []; // a move's, recorded with it (records.ts)
    const toAct = game.toAct(snapshot.state);
    const turns = trackTurns(this.sql, meta.seats, toAct, snapshot.seq, ctx.now);
    began.push(...turns.began);
    const computers = computerSeats(ctx);
    autoplay.planAutoplay(ctx, computers);
    for (const channel of CHANNELS) channel.plan(ctx, { began, joined: change.joined });
    planBots(this.sql, game, snapshot.state, computers, ctx.now);
    await this.roomAlarm.rearm();
    return turns.changed ? viewOf(() => this.context()) : view;
  }

  /**
   * Sends each authenticated socket but `except` the table as its own seat (or a spectator)
   * sees it, from `view` (the room's view now when not given).
   */
  private broadcast(view?: View, except?: WebSocket): void {
    if (this.loaded) broadcastTables(this.ctx, this.pushes, view ?? this.view(except), except);
  }
}

instrumentRoom(GameRoom);
