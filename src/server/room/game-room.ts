/**
 * GameRoom: the Durable Object that is the single writer of one game. RPC methods serve the
 * Worker's routes (create, claim, table, move, log, invites, rematch, email, push and chat,
 * holiday, resign); `fetch` only upgrades WebSockets; the alarm runs the schedule (computer
 * moves, the hello sweep, the game's removal, and every channel's jobs).
 *
 * Every method that changes the game first awaits what it needs (hashing), then reads, checks
 * and writes synchronously, so no other request can interleave between the check and the write.
 * After every change, `afterChange` runs the same steps in the same order: plan the removal,
 * push tables, note whose turn began, let each channel plan (channels.ts: push, chat, email,
 * overdue notices), plan computer moves, set the alarm. The change's view (view.ts) is read
 * once and serves every push and the answer. The kernel (../kernel) and the features hold the
 * details; the room only orchestrates.
 */
import { DurableObject } from "cloudflare:workers";
import type {
  DigestRequest,
  HistoryStep,
  InvitationStatus,
  LogResponse,
  MailStatus,
  ReplayIndex,
  ReplayStep,
  Table,
} from "../../protocol";
import { now } from "../clock";
import * as deadlines from "../deadlines";
import type { Env } from "../env";
import { describeError as describe, fail, ok, type ErrorCode, type RoomResult } from "../errors";
import { writeClockRules } from "../kernel/calendar";
import type { RoomContext } from "../kernel/context";
import { alarmGone, rearm, takeDueJobs, type ScheduledJob } from "../kernel/schedule";
import {
  freeSeat,
  invitationOf,
  newSeats,
  readSeats,
  seatByToken,
  setInvite,
  takeSeat,
  touchSeat,
  type SeatRecord,
} from "../kernel/seats";
import { readMoves, type Meta } from "../kernel/store";
import { lookedAt } from "../kernel/looked";
import { trackTurns } from "../kernel/turns";
import { limitsOf } from "../limits/config";
import { SeatRate } from "../limits/seat-rate";
import * as notify from "../notify";
import { forgetNudges, nudge } from "../nudge";
import { forgetPushSeat } from "../push/store";
import { newSecret, sha256Hex } from "../security";
import * as talk from "../talk";
import type { TalkMessage, TalkRequest, TalkResponse, TalkSettingsRequest } from "../../talk";
import {
  claimTarget,
  creatorOver,
  holderFor,
  playerOf,
  readerOf,
  seatHolder,
  type AccessHost,
} from "./access";
import { botTurn, computerSeats, planBots, type BotJob } from "./bots";
import { broadcastTables, broadcastTo, holders, spectatorSnapshot } from "./broadcast";
import { gameOfRelay } from "../relay/config";
import { addRelay } from "../relay/list";
import type { RelayJoined } from "../relay/messages";
import { carryInto, type RematchAsk } from "./carry";
import {
  CHANNELS,
  applyChannelOp,
  prepareChannelOp,
  runChannelJob,
  type ChannelOp,
} from "./channels";
import { devProbe, instrumentRoom, type DevOp } from "./dev";
import { judgeMove } from "./judge";
import { planExpiry, runExpiry, type ExpireJob } from "./lifetime";
import { acceptSocket, onSocketMessage, sweep, type LiveHost } from "./live";
import { installMeter } from "./meter";
import { installRoomTables } from "./schema";
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
import { closeSocket, evictStaleSockets } from "./sockets";
import { askRematch, rematchGrant } from "./rematch";
import { logFor } from "./table";
import { historyStep, replayIndex, replayStep } from "./history";
import type { CreateInput, Created, Invitation, RematchInput, SeatGrant } from "./types";
import { contextOf, viewOf, type View } from "./view";

const NOT_FOUND = "There is no game at this address.";

/** What else a change did, for the steps after it. */
interface Change {
  /** A seat a player just took (the creator may get a "friend joined" email). */
  joined?: number;
  /** Nothing visible changed: skip pushing tables. */
  quiet?: boolean;
}

/** The Durable Object of one game. */
export class GameRoom extends DurableObject<Env> {
  /** The game as last loaded or written; rebuilt from the snapshot after eviction. */
  private loaded: Loaded | null = null;
  private readonly moveRate = new SeatRate(() => limitsOf(this.env).movesPerMinute);
  private readonly talkRate = new talk.TalkRate(() => limitsOf(this.env).talkPerMinute);

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    installMeter(ctx, env); // DEV_BENCH only (meter.ts)
    installRoomTables(ctx.storage.sql); // the features' tables are made on first write
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
      const token = newSecret();
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
      await this.afterChange();
      return ok({
        token,
        invites: invites.map(({ seat, invite }) => ({ seat, invite })),
        commitment: meta.commitment,
      });
    });
  }

  /**
   * Claims a seat with its invite (`seat` null: the seat is found by the invite). Invites are
   * single use: the used digest is kept so reuse answers `auth/invite-used`.
   */
  async claim(seat: number | null, invite: string, name: string): Promise<RoomResult<SeatGrant>> {
    return guarded("claim", async () => {
      const inviteHash = await sha256Hex(invite);
      const token = newSecret();
      const tokenHash = await sha256Hex(token);
      const loaded = this.load();
      if (!loaded) return fail("room/not-found", NOT_FOUND);
      const target = claimTarget(readSeats(this.sql), seat, inviteHash);
      if (!target.ok) return target;
      this.handOver(target.value.seat, { name, tokenHash });
      await this.afterChange({ joined: target.value.seat });
      return ok({ id: loaded.meta.id, seat: target.value.seat, token });
    });
  }

  /** The creator re-issues the invite of an unclaimed seat; the old invite stops working. */
  async reissueInvite(token: string | null, seat: number): Promise<RoomResult<Invitation>> {
    return guarded("reissueInvite", async () => {
      const invite = newSecret();
      const inviteHash = await sha256Hex(invite);
      const who = await creatorOver(this.access, token, seat);
      if (!who.ok) return who;
      const target = who.value;
      if (target.joined) return fail("room/seat-taken", "This seat has already been taken.");
      setInvite(this.sql, seat, inviteHash);
      return ok({ seat, invite });
    });
  }

  /**
   * The creator replaces an absent player: the seat's token stops working (its sockets are
   * closed), its name is cleared and a new invite is issued. The game state is unchanged.
   */
  async replaceSeat(token: string | null, seat: number): Promise<RoomResult<Invitation>> {
    return guarded("replaceSeat", async () => {
      const invite = newSecret();
      const inviteHash = await sha256Hex(invite);
      const who = await creatorOver(this.access, token, seat);
      if (!who.ok) return who;
      if (seat === this.loaded?.meta.creator)
        return fail("input/invalid", "You cannot replace yourself.");
      this.handOver(seat, { inviteHash });
      await this.afterChange();
      return ok({ seat, invite });
    });
  }

  // ---------------------------------------------------------------- RPC: reading and playing

  /**
   * The table for the holder of `token` (null: a spectator). A seat reading it has "looked",
   * which is written only while a notice of its turn waits (kernel/looked.ts).
   */
  async table(token: string | null): Promise<RoomResult<Table>> {
    return guarded("table", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
      if (reader.value !== null) lookedAt(this.sql, reader.value, now());
      return ok(this.view().table(reader.value));
    });
  }

  /** The move log as the holder of `token` may see it. */
  async log(token: string | null): Promise<RoomResult<LogResponse>> {
    return guarded("log", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
      const { game, meta, snapshot } = this.loaded!;
      const over = game.outcome(snapshot.state) !== null;
      return ok(logFor(game, meta, over, readMoves(this.sql), reader.value));
    });
  }

  /** The table of an earlier step as the holder of `token` saw it (history.ts). */
  async history(token: string | null, seq: number): Promise<RoomResult<HistoryStep>> {
    return guarded("history", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
      const { game, meta } = this.loaded!;
      return historyStep(game, meta, readMoves(this.sql), reader.value, seq);
    });
  }

  /** A finished game's replay index (history.ts). */
  async replayIndex(): Promise<RoomResult<ReplayIndex>> {
    return guarded("replayIndex", async () => {
      const over = this.finished();
      return over.ok ? replayIndex(over.value.game, over.value.meta, readMoves(this.sql)) : over;
    });
  }

  /** A step of a finished game with every seat's view (history.ts). */
  async replayStep(seq: number): Promise<RoomResult<ReplayStep>> {
    return guarded("replayStep", async () => {
      const over = this.finished();
      return over.ok
        ? replayStep(over.value.game, over.value.meta, readMoves(this.sql), seq)
        : over;
    });
  }

  /**
   * Plays a move for the holder of `token`. Order matters: the client move id is checked
   * before `seq`, so a retry of a move that was applied is answered, not refused as stale.
   * A retry is the same holder sending the same move under the same id; the same id with
   * another move, or from a new holder of the seat, is refused (`room/move-id-reused`).
   */
  async move(token: string | null, request: MoveRequest): Promise<RoomResult<Table>> {
    return guarded("move", async () => {
      const spectator = "Spectators cannot make moves.";
      const mover = await holderFor(this.access, token, "auth/spectator", spectator);
      if (!mover.ok) return mover;
      return this.play(mover.value.seat, mover.value.holder, request);
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
    commitMove(this.ctx.storage, this.loaded!, { ...request, seat, holder, at }, verdict.next);
    deadlines.playerBack(this.sql, seat);
    return ok((await this.afterChange()).table(seat));
  }

  /** A reply to a "your turn" email: its words become this seat's move, or an answer (notify). */
  async replyMail(reply: notify.InboundReply): Promise<RoomResult<notify.ReplyOutcome>> {
    const host = {
      context: () => this.context(),
      play: (seat: number, request: MoveRequest) =>
        this.play(seat, seatHolder(readSeats(this.sql), seat), request),
      post: (seat: number, text: string, origin: string) => this.say(seat, { text }, origin),
    };
    return guarded("replyMail", async () =>
      this.load() ? notify.takeReply(host, reply) : fail("room/not-found", NOT_FOUND),
    );
  }

  /**
   * Asks for a rematch: the first call creates the new game (same type, options, seats,
   * computers and time per move, fresh seed) through RPC to its room; every caller gets its
   * seat there.
   */
  async rematch(token: string | null): Promise<RoomResult<SeatGrant>> {
    return guarded("rematch", async () => {
      const asker = "Only players can ask for a rematch.";
      const player = await this.player(token, "auth/spectator", asker);
      if (!player.ok) return player;
      const seat = player.value;
      const { game, meta, snapshot } = this.loaded!;
      if (game.outcome(snapshot.state) === null)
        return fail("room/not-over", "The game is not over yet.");
      const { granted, first } = await askRematch(this.env, this.sql, meta, seat, token!);
      if (first && this.loaded) await this.afterChange();
      return granted;
    });
  }

  /**
   * Internal (room to room, never routed): creates this rematch game if needed and gives
   * `ask.seat` to the player who held it in the finished game, under their old name and with
   * `ask.token` (derived from their old token), with the email, push devices and webhook they
   * carry (carry.ts). The seat is given only while nobody else holds it: a seat the creator
   * handed to someone new answers `room/seat-taken`. The same player asking again gets the
   * same token, so their other devices keep working.
   */
  async joinRematch(input: RematchInput, ask: RematchAsk): Promise<RoomResult<SeatGrant>> {
    const { seat, name, token, carry } = ask;
    return guarded("joinRematch", async () => {
      // Prepared before any read, so nothing awaits between the checks and the writes below.
      const meta = await metaFor(input, input.creator, input.rematchOf, now());
      const [tokenHash, secrets] = await Promise.all([sha256Hex(token), notify.prepareAddress()]);
      if (!this.load()) {
        const seats = newSeats({ ...input, creator: null, invites: new Map() });
        const made = this.createGame(meta, seats, input);
        if (!made.ok) return made;
        if (input.clockRules) writeClockRules(this.sql, input.clockRules);
      } else if (this.loaded?.meta.rematchOf !== input.rematchOf) {
        return fail("room/exists", "Another game already uses this id.");
      }
      const grant = rematchGrant(readSeats(this.sql), seat, tokenHash);
      if (!grant.ok) return grant;
      if (grant.value === "same") return ok({ id: input.id, seat, token });
      this.handOver(seat, { name, tokenHash });
      const link = `${input.origin}/g/${input.id}#seat=${token}`;
      carryInto(this.sql, seat, carry, link, secrets, now());
      await this.afterChange();
      return ok({ id: input.id, seat, token });
    });
  }

  // ---------------------------------------------------------------- RPC: email, push, chat

  /**
   * Sets the address of the holder of `token` for this game and sends the confirmation link.
   * `link` is the seat's personal link and `origin` the site, both built by the route.
   */
  async setMail(
    token: string | null,
    input: { address: string; lang: string; link: string },
  ): Promise<RoomResult<MailStatus>> {
    const secrets = await notify.prepareAddress();
    return this.asPlayer("setMail", token, (ctx, seat) =>
      notify.setAddress(ctx, seat, input, secrets),
    );
  }

  /** Sends the confirmation link of the unconfirmed address of `token`'s seat again. */
  async resendMail(token: string | null): Promise<RoomResult<MailStatus>> {
    const secrets = await notify.prepareAddress();
    return this.asPlayer("resendMail", token, (ctx, seat) =>
      notify.resendConfirmation(ctx, seat, secrets),
    );
  }

  /** Removes the address of the holder of `token`. */
  async removeMail(token: string | null): Promise<RoomResult<MailStatus>> {
    const done = await this.asPlayer("removeMail", token, async (ctx, seat) =>
      ok(notify.removeAddress(ctx, seat)),
    );
    // The channels that follow addresses (the summary, "send me links") plan at once.
    if (done.ok) await this.afterChange({ quiet: true });
    return done;
  }

  /** A seat's push devices, or the creator's chat webhook (channels.ts). */
  async channels(token: string | null, op: ChannelOp) {
    const device = await prepareChannelOp(op);
    return this.asPlayer("channels", token, async (ctx, seat) =>
      applyChannelOp(ctx, seat, op, device),
    );
  }

  /**
   * A confirmation link: `act` false only checks it (the GET page); true confirms the address.
   */
  async confirmMail(token: string, act = true): Promise<RoomResult<notify.LinkResult>> {
    return guarded("confirmMail", async () => {
      const hash = await sha256Hex(token);
      if (!this.load()) return fail("mail/bad-link", "This confirmation link is not valid.");
      if (!act) return notify.checkConfirm(this.context(), hash);
      const done = notify.confirmAddress(this.context(), hash);
      if (done.ok) await this.afterChange();
      return done;
    });
  }

  /**
   * An unsubscribe link: `act` false only checks it (the GET page); true stops this game's
   * emails ("game") or all emails to the address ("all"). The token can do nothing else.
   */
  async unsubscribe(
    token: string,
    scope: "game" | "all",
    act: boolean,
  ): Promise<RoomResult<notify.LinkResult>> {
    return guarded("unsubscribe", async () => {
      if (!this.load()) return fail("mail/bad-link", "This unsubscribe link is not valid.");
      const ctx = this.context();
      if (!act) return notify.checkUnsubscribe(ctx, token);
      const done = await notify.unsubscribe(ctx, token, scope);
      if (done.ok) await this.afterChange({ quiet: true }); // the summary and links follow
      return done;
    });
  }

  // ---------------------------------------------------------------- RPC: table talk (../talk)

  /** The table's talk as the holder of `token` may read it (spectators: if the creator allows). */
  async talkRead(token: string | null): Promise<RoomResult<TalkResponse>> {
    return guarded("talkRead", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
      return talk.readTalk(this.context(), reader.value);
    });
  }

  /** The holder of `token` posts a message or a reaction; spectators never post. */
  async talkPost(token: string | null, input: TalkRequest): Promise<RoomResult<TalkMessage>> {
    return guarded("talkPost", async () => {
      const watcher = "Spectators can read the table's talk, not write to it.";
      const player = await this.player(token, "auth/spectator", watcher);
      if (!player.ok) return player;
      const posted = await this.say(player.value, input);
      return posted.ok ? ok(posted.value!) : posted;
    });
  }

  /** The creator lets spectators read (or not), or mutes or unmutes a seat. */
  async talkSettings(
    token: string | null,
    change: TalkSettingsRequest,
  ): Promise<RoomResult<TalkResponse>> {
    return guarded("talkSettings", async () => {
      const only = "Only the game's creator can change the table's talk.";
      const who = await this.player(token, "auth/not-creator", only);
      if (!who.ok) return who;
      if (who.value !== this.loaded!.meta.creator) return fail("auth/not-creator", only);
      const done = talk.changeTalkSettings(this.context(), change);
      if (done.ok) this.broadcast(); // every table's talk part follows
      return done;
    });
  }

  /**
   * Posts for `seat` (checked by the caller) and sends the message to the sockets that may read
   * it, the tables (their newest id) to all, and "wrote a message" to devices away from the table.
   */
  private async say(
    seat: number,
    input: TalkRequest,
    origin?: string,
  ): Promise<RoomResult<TalkMessage | null>> {
    const ctx = this.context();
    const posted = talk.postTalk(ctx, seat, input, this.talkRate, origin);
    if (!posted.ok || posted.value === null) return posted;
    const m = posted.value;
    broadcastTo(
      this.ctx,
      ctx.seats,
      talk.talkAudience(ctx, m),
      JSON.stringify({ type: "talk", message: m }),
    );
    this.broadcast();
    await talk.pushTalk(ctx, m);
    await notify.refreshDigests(ctx); // a summary waiting for a reader quotes it
    return posted;
  }

  // ---------------------------------------------------------------- RPC: deadlines (../deadlines)

  /** The holder of `token` starts (days 1–7) or ends (0) a holiday: their clock stands still. */
  async holiday(token: string | null, days: number): Promise<RoomResult<Table>> {
    return this.seatAction("holiday", token, (ctx, seat) => deadlines.setHoliday(ctx, seat, days));
  }

  /** The holder of `token` turns automatic protection on or off (deadlines/auto.ts). */
  async autoHoliday(token: string | null, on: boolean): Promise<RoomResult<Table>> {
    return this.seatAction("autoHoliday", token, (ctx, seat) =>
      deadlines.chooseAutoHoliday(ctx, seat, on),
    );
  }

  /** The holder of `token` resigns: the game ends at once. */
  async resign(token: string | null): Promise<RoomResult<Table>> {
    return this.seatAction("resign", token, (ctx, seat) => deadlines.resign(ctx, seat));
  }

  /** The holder of `token` decides about `absent`, whose time ran out. */
  async absent(
    token: string | null,
    absent: number,
    choice: "computer" | "claim",
  ): Promise<RoomResult<Table>> {
    return this.seatAction("absent", token, (ctx, seat) =>
      deadlines.decideAbsent(ctx, seat, absent, choice),
    );
  }

  /** The digest choice of the address of `token`'s seat: read (`change` null) or changed. */
  async digest(token: string | null, change: DigestRequest | null) {
    return this.asPlayer("digest", token, (ctx, seat) => notify.seatDigest(ctx, seat, change));
  }

  /** The holder of `token` sends `target`, on turn for over a day, one reminder (nudge/). */
  async nudge(token: string | null, target: number): Promise<RoomResult<Table>> {
    return this.seatAction("nudge", token, (ctx, seat) => nudge(ctx, seat, target));
  }

  // ---------------------------------------------------------------- WebSockets and alarm

  /** Upgrades `GET /api/games/{id}/live` to a hibernatable WebSocket (live.ts). */
  override async fetch(request: Request): Promise<Response> {
    return acceptSocket(this.ctx, this.live, request);
  }

  /** One socket message: `hello` or `ping` (live.ts). */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    await onSocketMessage(this.ctx, this.live, ws, data);
  }

  /** A socket closed: the others learn that its seat may have gone offline. */
  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    this.socketGone(ws, code);
  }

  /** A socket failed: same as a close. */
  override async webSocketError(ws: WebSocket): Promise<void> {
    this.socketGone(ws, 1011);
  }

  /**
   * Runs the jobs that are due (computer moves, emails, deadlines, the hello sweep), then the
   * usual steps after a change. Never throws.
   */
  override async alarm(): Promise<void> {
    alarmGone(this.ctx.storage); // the platform cleared the alarm that woke us
    const jobs = takeDueJobs(this.sql, now());
    let changed = false;
    for (const job of jobs) {
      try {
        changed = (await this.runJob(job)) || changed;
      } catch (err) {
        console.error(`alarm job ${job.kind} failed: ${describe(err)}`);
      }
    }
    try {
      if (this.load()) await this.afterChange({ quiet: !changed });
      else await rearm(this.ctx.storage);
    } catch (err) {
      console.error(`alarm rescheduling failed: ${describe(err)}`);
    }
  }

  /**
   * Whether an invite still gives its seat, without using it: the join page asks before it
   * asks for a name, so a used link says so at once. Reveals only what a claim would.
   */
  async invitationStatus(invite: string): Promise<RoomResult<InvitationStatus>> {
    return guarded("invitationStatus", async () => {
      const inviteHash = await sha256Hex(invite);
      if (!this.load()) return fail("room/not-found", NOT_FOUND);
      return invitationOf(this.sql, inviteHash);
    });
  }

  /** Development probes and row counts (dev.ts); the route answers 404 unless DEV_BENCH is on. */
  async dev(op: DevOp, n = 0) {
    return devProbe(this.ctx, op, n, () => void (this.loaded = null));
  }

  /** Internal (relay to room, never routed): a relay joins the list of relays fed (../relay). */
  async relayJoin(name: string, gen: number): Promise<RelayJoined> {
    if (!this.load()) return { ok: false, code: "room/not-found", message: NOT_FOUND };
    if (gameOfRelay(name) !== this.loaded!.meta.id || !Number.isInteger(gen))
      return { ok: false, code: "input/invalid", message: "This relay is not one of this game's." };
    addRelay(this.sql, name, gen, Date.now());
    return { ok: true, push: spectatorSnapshot(this.ctx, this.view()) };
  }

  /** Whether this room holds a game (lets a page ask without a 404 in its console). */
  async exists(): Promise<boolean> {
    return this.load() !== null;
  }

  /** One job of the schedule, the room's own or a channel's (channels.ts); true if tables changed. */
  private async runJob(job: ScheduledJob): Promise<boolean> {
    if (!this.load()) return false; // sockets, too, exist only with a game
    if (job.kind === "sweep") sweep(this.ctx);
    else if (job.kind === "expire")
      this.loaded = (await runExpiry(this.ctx, this.context(), job as ExpireJob))
        ? null
        : this.loaded;
    else if (job.kind === "bot")
      return botTurn(this.ctx, this.loaded!, (job as BotJob).seat, now());
    else return runChannelJob(this.context(), job);
    return false;
  }

  // ---------------------------------------------------------------- internals

  /** What the socket code (live.ts) needs from the room. */
  private readonly live: LiveHost = {
    exists: () => this.load() !== null,
    seatOf: (hash) => seatByToken(readSeats(this.sql), hash)?.seat ?? null,
    seen: (seat) => {
      touchSeat(this.sql, seat, Date.now());
      lookedAt(this.sql, seat, now());
    },
    broadcast: () => this.broadcast(),
    spectatorTable: () => this.view().table(null),
    limits: () => limitsOf(this.env),
  };

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** The game, from memory or from the snapshot (records.ts `loadGame`); null if none. */
  /** The game, once it is over (a replay's condition: its seed is public then). */
  private finished(): RoomResult<Loaded> {
    const loaded = this.load();
    if (!loaded) return fail("room/not-found", NOT_FOUND);
    if (loaded.game.outcome(loaded.snapshot.state) === null)
      return fail("room/not-over", "The game is not over yet: its replay opens once it ends.");
    return ok(loaded);
  }

  private load(): Loaded | null {
    return (this.loaded ??= loadGame(this.sql));
  }

  /** The room as its features see it, now (`except`: a closing socket, no longer online). */
  private context(except?: WebSocket): RoomContext {
    return contextOf(this.ctx, this.env, this.loaded!, except);
  }

  /** The room's view now, for tables (view.ts). */
  private view(except?: WebSocket): View {
    return viewOf(this.context(except));
  }

  /** Writes a new game and its settings (records.ts); `loaded` follows. */
  private createGame(
    meta: Meta,
    seats: SeatRecord[],
    input: { timePerMove?: number; origin: string },
  ): RoomResult<null> {
    const made = createGameRecord(this.ctx.storage, meta, seats, input);
    if (!made.ok) return made;
    this.loaded = made.value;
    return ok(null);
  }

  /** Runs `act` for the seat of `token` (spectators refused), then pushes the tables. */
  private asPlayer<T>(
    method: string,
    token: string | null,
    act: (ctx: RoomContext, seat: number) => Promise<RoomResult<T>>,
  ): Promise<RoomResult<T>> {
    return guarded(method, async () => {
      const player = await this.player(token, "auth/spectator", "Only players can do this.");
      if (!player.ok) return player;
      const done = await act(this.context(), player.value);
      // The seat's own table shows its email settings: pages follow at once.
      if (done.ok) this.broadcast();
      return done;
    });
  }

  /**
   * A seat's action on the game's clock or ending (holiday, resign, a choice about an absent
   * player): the seat is checked, `act` decides, and the table follows.
   */
  private async seatAction(
    method: string,
    token: string | null,
    act: (ctx: RoomContext, seat: number) => RoomResult<null>,
  ): Promise<RoomResult<Table>> {
    return guarded(method, async () => {
      const player = await this.player(token, "auth/spectator", "Only players can do this.");
      if (!player.ok) return player;
      const done = act(this.context(), player.value);
      if (!done.ok) return done;
      // An ending may have been recorded: the game is rewrapped with it.
      this.loaded = null;
      this.load();
      return ok((await this.afterChange()).table(player.value));
    });
  }

  /** Who holds `token` (access.ts). */
  private reader(token: string | null) {
    return readerOf(this.access, token);
  }

  /** The seat of a player's `token`; a spectator is refused with `code` (access.ts). */
  private player(token: string | null, code: ErrorCode, message: string) {
    return playerOf(this.access, token, code, message);
  }

  private readonly access: AccessHost = {
    sql: this.ctx.storage.sql,
    exists: () => this.load() !== null,
    creator: () => this.loaded!.meta.creator,
  };

  /**
   * The one way a seat changes hands (claim, rematch, replace): gives it to a player with a new
   * token digest, or frees it with a new invite. Any socket that said hello with the seat's
   * previous token is closed (4003) at once, so a seat's view only ever reaches its holder;
   * the previous holder's address and push devices are forgotten, so their notices stop.
   */
  private handOver(
    seat: number,
    next: { name: string; tokenHash: string } | { inviteHash: string },
  ): void {
    if ("tokenHash" in next) takeSeat(this.sql, seat, next.name, next.tokenHash, Date.now());
    else freeSeat(this.sql, seat, next.inviteHash);
    notify.forgetAddress(this.sql, seat);
    forgetPushSeat(this.sql, seat);
    forgetNudges(this.sql, seat);
    evictStaleSockets(this.ctx, holders(readSeats(this.sql)));
  }

  /**
   * After any change, always in this order: plan the game's removal (lifetime.ts); push every
   * socket its own table; note whose turn began; let each channel plan (channels.ts); plan
   * computer moves; alarm. Answers the view the change's answer is built from: the one pushed,
   * unless this change began or ended a turn itself (a move records turns with its snapshot),
   * which the clocks of a table show: then one read after it.
   */
  private async afterChange(change: Change = {}): Promise<View> {
    const { game, snapshot, meta } = this.loaded!;
    const ctx = this.context();
    planExpiry(ctx); // first: a table pushed at the end already says until when it stays
    const view = viewOf(ctx);
    if (!change.quiet) this.broadcast(view);
    const began = this.loaded!.began?.splice(0) ?? []; // a move's, recorded with it (records.ts)
    const toAct = game.toAct(snapshot.state);
    const turns = trackTurns(this.sql, meta.seats, toAct, snapshot.seq, ctx.now);
    began.push(...turns.began);
    for (const channel of CHANNELS) channel.plan(ctx, { began, joined: change.joined });
    planBots(this.sql, game, snapshot.state, computerSeats(ctx), ctx.now);
    await rearm(this.ctx.storage);
    return turns.changed ? viewOf(() => this.context()) : view;
  }

  /**
   * Sends each authenticated socket but `except` the table as its own seat (or a spectator)
   * sees it, from `view` (the room's view now when not given).
   */
  private broadcast(view?: View, except?: WebSocket): void {
    if (this.loaded) broadcastTables(this.ctx, view ?? this.view(except), except);
  }

  private socketGone(ws: WebSocket, code: number): void {
    const seat = closeSocket(ws, code);
    if (seat === null) return;
    // "Last seen" is when the page went away, not when it said hello.
    if (this.load()) touchSeat(this.sql, seat, Date.now());
    this.broadcast(undefined, ws);
  }
}

instrumentRoom(GameRoom);
