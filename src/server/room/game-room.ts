/**
 * GameRoom: the Durable Object that is the single writer of one game. RPC methods serve the
 * Worker's routes (create, claim, table, move, log, invites, rematch, email, holiday, resign);
 * `fetch` only upgrades WebSockets; the alarm runs the schedule (computer moves, emails,
 * deadlines, the hello sweep).
 *
 * Every method that changes the game first awaits what it needs (hashing), then reads, checks
 * and writes synchronously, so no other request can interleave between the check and the write.
 * After every change, `afterChange` runs the same steps in the same order: push tables, note
 * whose turn began, plan emails (../notify), plan deadlines (../deadlines), plan computer
 * moves, set the alarm. Those modules hold the details; the room only orchestrates.
 */
import { DurableObject } from "cloudflare:workers";
import { findGame } from "../../engine";
import type { LogResponse, MailStatus, Table } from "../../protocol";
import { now } from "../clock";
import {
  clockInfo,
  decideAbsent,
  planClocks,
  playerBack,
  resign,
  runDeadlineJob,
  setHoliday,
} from "../deadlines/plan";
import { standins } from "../deadlines/clocks";
import { withEnding } from "../deadlines/ending";
import type { Env } from "../env";
import { describeError as describe, fail, ok, type ErrorCode, type RoomResult } from "../errors";
import {
  checkUnsubscribe,
  confirmAddress,
  prepareAddress,
  removeAddress,
  setAddress,
  unsubscribe,
  type LinkResult,
} from "../notify/addresses";
import { mailInfo, planMail, runMailJob } from "../notify/plan";
import { deleteMailSeat, readMailSeats } from "../notify/store";
import { derivedSecret, newGameId, newSecret, sameDigest, sha256Hex } from "../security";
import { BOT_RETRY_MS, botDelay, computersToAct, pickBotMove } from "./bots";
import { broadcastTables, holders } from "./broadcast";
import type { RoomContext } from "./context";
import {
  commitMove,
  createGameRecord,
  freshMeta,
  guarded,
  storedMove,
  type Loaded,
} from "./records";
import { addJob, hasJob, rearm, takeDueJobs, type Job } from "./schedule";
import { ensureExtraSchema, hasGame } from "./schema";
import {
  freeSeat,
  newSeats,
  readSeats,
  seatByInvite,
  seatByToken,
  setInvite,
  takeSeat,
  touchSeat,
  type SeatRecord,
} from "./seats";
import { readSettings, type Settings } from "./settings";
import {
  CLOSE_BAD_TOKEN,
  HELLO_TIMEOUT_MS,
  attachmentOf,
  evictStaleSockets,
  holderMark,
  onlineSeats,
  readMessage,
  refuseSocket,
  send,
  sweepSockets,
  type Attachment,
} from "./sockets";
import {
  findMove,
  lastMoveAt,
  readMeta,
  readMoves,
  readSnapshot,
  setRematch,
  type Meta,
} from "./store";
import { roomStub } from "./stub";
import type { CreateInput, Created, Invitation, RematchInput, SeatGrant } from "./types";
import { logFor, tableFor, type RoomData } from "./table";
import { markSeen, trackTurns } from "./turns";

const NOT_FOUND = "There is no game at this address.";
const NOT_CREATOR = "Only the game's creator can do this.";
const BAD_TOKEN = "This link is not valid for this game.";

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

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    // Answered by the runtime without waking the room from hibernation.
    ctx.setWebSocketAutoResponse(
      new WebSocketRequestResponsePair('{"type":"ping"}', '{"type":"pong"}'),
    );
  }

  // ---------------------------------------------------------------- RPC: creation and seats

  /** Creates the game. Refuses if this room already holds one (an id collision). */
  async create(input: CreateInput): Promise<RoomResult<Created>> {
    return guarded("create", async () => {
      const meta = await freshMeta(
        {
          id: input.id,
          game: input.game,
          options: input.options,
          seats: input.seats,
          creator: 0,
          rematchOf: null,
        },
        now(),
      );
      const token = newSecret();
      const tokenHash = await sha256Hex(token);
      const invites: { seat: number; invite: string; hash: string }[] = [];
      for (let seat = 1; seat < input.seats; seat++) {
        if (input.computer.includes(seat)) continue;
        const invite = newSecret();
        invites.push({ seat, invite, hash: await sha256Hex(invite) });
      }
      const seats = newSeats({
        seats: input.seats,
        computer: input.computer,
        creator: { name: input.name, tokenHash, now: meta.created },
        invites: new Map(invites.map((i) => [i.seat, i.hash])),
      });
      const made = this.createGame(meta, seats, input);
      if (!made.ok) return made;
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
      const seats = readSeats(this.sql);
      let target: SeatRecord | null;
      if (seat === null) {
        target = seatByInvite(seats, inviteHash);
        if (!target) return fail("auth/bad-invite", "This invitation is not valid for this game.");
      } else {
        target = seats.find((s) => s.seat === seat) ?? null;
        if (!target) return fail("room/seat-not-found", "This game has no such seat.");
        if (target.computer) return fail("room/seat-taken", "This seat is played by the computer.");
        if (!sameDigest(target.inviteHash, inviteHash))
          return fail("auth/bad-invite", "This invitation is not valid for this seat.");
      }
      if (target.joined) return fail("auth/invite-used", "This seat has already been taken.");
      this.handOver(target.seat, { name, tokenHash });
      await this.afterChange({ joined: target.seat });
      return ok({ id: loaded.meta.id, seat: target.seat, token });
    });
  }

  /** The creator re-issues the invite of an unclaimed seat; the old invite stops working. */
  async reissueInvite(token: string | null, seat: number): Promise<RoomResult<Invitation>> {
    return guarded("reissueInvite", async () => {
      const invite = newSecret();
      const inviteHash = await sha256Hex(invite);
      const who = await this.creatorCheck(token, seat);
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
      const who = await this.creatorCheck(token, seat);
      if (!who.ok) return who;
      if (seat === this.loaded?.meta.creator)
        return fail("input/invalid", "You cannot replace yourself.");
      this.handOver(seat, { inviteHash });
      await this.afterChange();
      return ok({ seat, invite });
    });
  }

  // ---------------------------------------------------------------- RPC: reading and playing

  /** The table for the holder of `token` (null: a spectator). A seat reading it has "looked". */
  async table(token: string | null): Promise<RoomResult<Table>> {
    return guarded("table", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
      if (reader.value !== null) markSeen(this.sql, reader.value, now());
      return ok(tableFor(this.data(), reader.value));
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

  /**
   * Plays a move for the holder of `token`. Order matters: the client move id is checked
   * before `seq`, so a retry of a move that was applied is answered, not refused as stale.
   * A retry is the same holder sending the same move under the same id; the same id with
   * another move, or from a new holder of the seat, is refused (`room/move-id-reused`).
   */
  async move(
    token: string | null,
    request: { seq: number; moveId: string; move: unknown },
  ): Promise<RoomResult<Table>> {
    return guarded("move", async () => {
      const player = await this.player(token, "auth/spectator", "Spectators cannot make moves.");
      if (!player.ok) return player;
      const seat = player.value;
      const { game, snapshot } = this.loaded!;
      const holder = holderMark(
        readSeats(this.sql).find((s) => s.seat === seat)?.tokenHash ?? null,
      );
      const earlier = findMove(this.sql, seat, request.moveId);
      if (earlier) {
        if (earlier.holder !== null && earlier.holder !== holder)
          return fail(
            "room/move-id-reused",
            "This move id was used by this seat's previous player: send your move with a new id.",
          );
        if (earlier.move !== JSON.stringify(storedMove(game, request.move)))
          return fail(
            "room/move-id-reused",
            "This move id was already used for another move: send a new move with a new id.",
          );
        return ok(tableFor(this.data(), seat));
      }
      if (request.seq !== snapshot.seq)
        return fail("room/stale-move", "The game has moved on; here is the current table.", {
          table: tableFor(this.data(), seat),
        });
      const result = game.play(snapshot.state, seat, request.move);
      if (!result.ok)
        return {
          ok: false,
          error: { code: result.error.code, message: result.error.message, status: 422 },
        };
      const at = now();
      commitMove(this.ctx.storage, this.loaded!, { ...request, seat, holder, at }, result.state);
      touchSeat(this.sql, seat, at);
      markSeen(this.sql, seat, at);
      playerBack(this.sql, seat);
      await this.afterChange();
      return ok(tableFor(this.data(), seat));
    });
  }

  /**
   * Asks for a rematch: the first call creates the new game (same type, options, seats,
   * computers and time per move, fresh seed) through RPC to its room; every caller gets its
   * seat there.
   */
  async rematch(token: string | null): Promise<RoomResult<SeatGrant>> {
    return guarded("rematch", async () => {
      const player = await this.player(
        token,
        "auth/spectator",
        "Only players can ask for a rematch.",
      );
      if (!player.ok) return player;
      const seat = player.value;
      const { game, meta, snapshot } = this.loaded!;
      if (game.outcome(snapshot.state) === null)
        return fail("room/not-over", "The game is not over yet.");
      const seats = readSeats(this.sql);
      const first = meta.rematch === null;
      // Recorded before any await, so concurrent callers all go to the same new game.
      const id = meta.rematch ?? newGameId();
      if (first) {
        setRematch(this.sql, id);
        meta.rematch = id;
      }
      const settings = readSettings(this.sql);
      const input: RematchInput = {
        id,
        game: meta.game,
        seats: meta.seats,
        options: meta.options,
        computer: seats.filter((s) => s.computer).map((s) => s.seat),
        creator: meta.creator,
        rematchOf: meta.id,
        timePerMove: settings.days,
        origin: settings.origin,
      };
      const name = seats.find((s) => s.seat === seat)?.name ?? "Player";
      // The seat's token in the new game follows from this game's token: the same player asks
      // again (another device) and gets the same seat; nobody else can compute it.
      const derived = await derivedSecret(token!, `rematch:${id}:${seat}`);
      const granted = await roomStub(this.env, id).joinRematch(input, seat, name, derived);
      if (first) await this.afterChange();
      return granted;
    });
  }

  /**
   * Internal (room to room, never routed): creates this rematch game if needed and gives
   * `seat` to the player who held it in the finished game, under their old name and with
   * `token` (derived from their old token). The seat is given only while nobody else holds it:
   * a seat the creator handed to someone new answers `room/seat-taken`. The same player asking
   * again gets the same token, so their other devices keep working.
   */
  async joinRematch(
    input: RematchInput,
    seat: number,
    name: string,
    token: string,
  ): Promise<RoomResult<SeatGrant>> {
    return guarded("joinRematch", async () => {
      // Prepared before any read, so nothing awaits between the checks and the writes below.
      const meta = await freshMeta(
        {
          id: input.id,
          game: input.game,
          options: input.options,
          seats: input.seats,
          creator: input.creator,
          rematchOf: input.rematchOf,
        },
        now(),
      );
      const tokenHash = await sha256Hex(token);
      if (!this.load()) {
        const seats = newSeats({
          seats: input.seats,
          computer: input.computer,
          creator: null,
          invites: new Map(),
        });
        const made = this.createGame(meta, seats, input);
        if (!made.ok) return made;
      } else if (this.loaded?.meta.rematchOf !== input.rematchOf) {
        return fail("room/exists", "Another game already uses this id.");
      }
      const target = readSeats(this.sql).find((s) => s.seat === seat);
      if (!target || target.computer)
        return fail("room/seat-not-found", "This game has no such seat.");
      if (sameDigest(target.tokenHash, tokenHash)) return ok({ id: input.id, seat, token });
      if (target.joined)
        return fail(
          "room/seat-taken",
          "Your seat in the rematch has been given to another player.",
        );
      this.handOver(seat, { name, tokenHash });
      await this.afterChange();
      return ok({ id: input.id, seat, token });
    });
  }

  // ---------------------------------------------------------------- RPC: email (../notify)

  /**
   * Sets the address of the holder of `token` for this game and sends the confirmation link.
   * `link` is the seat's personal link and `origin` the site, both built by the route.
   */
  async setMail(
    token: string | null,
    input: { address: string; lang: string; link: string },
  ): Promise<RoomResult<MailStatus>> {
    return guarded("setMail", async () => {
      const secrets = await prepareAddress();
      const player = await this.player(token, "auth/spectator", "Only players can get emails.");
      if (!player.ok) return player;
      return setAddress(this.context(), player.value, input, secrets);
    });
  }

  /** Removes the address of the holder of `token`. */
  async removeMail(token: string | null): Promise<RoomResult<MailStatus>> {
    return guarded("removeMail", async () => {
      const player = await this.player(token, "auth/spectator", "Only players can get emails.");
      if (!player.ok) return player;
      return ok(removeAddress(this.context(), player.value));
    });
  }

  /** Confirms an address with the token of its confirmation link. */
  async confirmMail(token: string): Promise<RoomResult<LinkResult>> {
    return guarded("confirmMail", async () => {
      const hash = await sha256Hex(token);
      if (!this.load()) return fail("mail/bad-link", "This confirmation link is not valid.");
      const done = confirmAddress(this.context(), hash);
      if (done.ok) await this.afterChange({ quiet: true });
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
  ): Promise<RoomResult<LinkResult>> {
    return guarded("unsubscribe", async () => {
      if (!this.load()) return fail("mail/bad-link", "This unsubscribe link is not valid.");
      const ctx = this.context();
      return act ? unsubscribe(ctx, token, scope) : checkUnsubscribe(ctx, token);
    });
  }

  // ---------------------------------------------------------------- RPC: deadlines (../deadlines)

  /** The holder of `token` starts (days 1–7) or ends (0) a holiday: their clock stands still. */
  async holiday(token: string | null, days: number): Promise<RoomResult<Table>> {
    return this.seatAction("holiday", token, (ctx, seat) => setHoliday(ctx, seat, days));
  }

  /** The holder of `token` resigns: the game ends at once. */
  async resign(token: string | null): Promise<RoomResult<Table>> {
    return this.seatAction("resign", token, (ctx, seat) => resign(ctx, seat));
  }

  /** The holder of `token` decides about `absent`, whose time ran out. */
  async absent(
    token: string | null,
    absent: number,
    choice: "computer" | "claim",
  ): Promise<RoomResult<Table>> {
    return this.seatAction("absent", token, (ctx, seat) => decideAbsent(ctx, seat, absent, choice));
  }

  // ---------------------------------------------------------------- WebSockets and alarm

  /** Upgrades `GET /api/games/{id}/live` to a hibernatable WebSocket; auth comes in `hello`. */
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade")?.toLowerCase() !== "websocket")
      return Response.json(
        { error: { code: "http/upgrade-required", message: "Connect with a WebSocket." } },
        { status: 426 },
      );
    if (!this.load())
      return Response.json(
        { error: { code: "room/not-found", message: NOT_FOUND } },
        { status: 404 },
      );
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    // Socket deadlines are real time (not the schedule's clock): a socket waits in real time.
    const deadline = Date.now() + HELLO_TIMEOUT_MS;
    server.serializeAttachment({ authed: false, seat: null, deadline } satisfies Attachment);
    if (!hasJob(this.sql, { kind: "sweep" })) {
      addJob(this.sql, deadline, { kind: "sweep" });
      await rearm(this.ctx.storage);
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  /** One socket message: `hello` (authentication) or `ping`. Bad input is answered, never thrown. */
  override async webSocketMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
    try {
      await this.onMessage(ws, data);
    } catch (err) {
      console.error(`socket message failed: ${describe(err)}`);
      send(ws, {
        type: "error",
        error: { code: "server/internal", message: "Something went wrong on our side." },
      });
    }
  }

  private async onMessage(ws: WebSocket, data: string | ArrayBuffer): Promise<void> {
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
    if (attachmentOf(ws).authed) {
      send(ws, {
        type: "error",
        error: { code: "input/invalid", message: "You already said hello." },
      });
      return;
    }
    const tokenHash = msg.token === undefined ? null : await sha256Hex(msg.token);
    if (!this.load()) {
      refuseSocket(ws, CLOSE_BAD_TOKEN, "room/not-found", NOT_FOUND);
      return;
    }
    let seat: number | null = null;
    if (tokenHash !== null) {
      const found = seatByToken(readSeats(this.sql), tokenHash);
      if (!found) {
        refuseSocket(ws, CLOSE_BAD_TOKEN, "auth/bad-token", BAD_TOKEN);
        return;
      }
      seat = found.seat;
      touchSeat(this.sql, seat, Date.now());
      markSeen(this.sql, seat, now());
    }
    const holder = holderMark(tokenHash);
    ws.serializeAttachment({ authed: true, seat, holder, deadline: 0 } satisfies Attachment);
    // A seat coming online changes everyone's player list; a spectator only needs its table.
    if (seat !== null) this.broadcast();
    else send(ws, { type: "table", table: tableFor(this.data(), null) });
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

  /** One job of the schedule; true if the tables changed. */
  private async runJob(job: Job): Promise<boolean> {
    if (job.kind === "sweep") {
      const next = sweepSockets(this.ctx, Date.now());
      if (next !== null) addJob(this.sql, next, { kind: "sweep" });
      return false;
    }
    if (!this.load()) return false;
    if (job.kind === "bot") return this.botMove(job.seat);
    if (job.kind === "mail") await runMailJob(this.context(), job);
    else return runDeadlineJob(this.context(), job);
    return false;
  }

  // ---------------------------------------------------------------- internals

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** The game, from memory or from the snapshot (never by replaying the log); null if none. */
  private load(): Loaded | null {
    if (this.loaded) return this.loaded;
    if (!hasGame(this.sql)) return null;
    ensureExtraSchema(this.sql);
    const meta = readMeta(this.sql);
    const game = findGame(meta.game);
    if (!game) throw new Error(`room holds unknown game type ${meta.game}`);
    const { ending } = readSettings(this.sql);
    this.loaded = { game: withEnding(game, ending), meta, snapshot: readSnapshot(this.sql) };
    return this.loaded;
  }

  /** The room as the notify and deadline modules see it, now. */
  private context(): RoomContext {
    const { game, meta, snapshot } = this.loaded!;
    const settings = this.settings();
    return {
      env: this.env,
      sql: this.sql,
      game,
      meta,
      snapshot,
      seats: readSeats(this.sql),
      online: onlineSeats(this.ctx),
      settings,
      now: now(),
    };
  }

  /** The settings, with the configured public address (if any) for links in emails. */
  private settings(): Settings {
    const s = readSettings(this.sql);
    return this.env.PUBLIC_URL ? { ...s, origin: this.env.PUBLIC_URL.replace(/\/$/, "") } : s;
  }

  private data(except?: WebSocket): RoomData {
    const { game, meta, snapshot } = this.loaded!;
    const ctx = this.context();
    const settings = ctx.settings;
    const mail = new Map<number, MailStatus>();
    for (const m of readMailSeats(this.sql)) mail.set(m.seat, mailInfo(ctx, m.seat)!);
    return {
      game,
      meta,
      snapshot,
      seats: ctx.seats,
      online: onlineSeats(this.ctx, except),
      updated: lastMoveAt(this.sql),
      extra: {
        ...(settings.days > 0 ? { clock: clockInfo(ctx) } : {}),
        ...(settings.ending
          ? { ending: { reason: settings.ending.reason, seat: settings.ending.seat } }
          : {}),
        mail,
      },
    };
  }

  /** Writes a new game and its settings; `loaded` follows. */
  private createGame(
    meta: Meta,
    seats: SeatRecord[],
    input: { timePerMove?: number; origin: string },
  ): RoomResult<null> {
    const made = createGameRecord(this.ctx.storage, meta, seats, {
      days: input.timePerMove ?? 0,
      origin: input.origin,
      ending: null,
      overMailed: false,
    });
    if (!made.ok) return made;
    this.loaded = made.value;
    return ok(null);
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
      await this.afterChange();
      return ok(tableFor(this.data(), player.value));
    });
  }

  /** Who holds `token`: a seat, null for no token (a spectator), or `auth/bad-token`. */
  private async reader(token: string | null): Promise<RoomResult<number | null>> {
    const tokenHash = token === null ? null : await sha256Hex(token);
    if (!this.load()) return fail("room/not-found", NOT_FOUND);
    if (tokenHash === null) return ok(null);
    const seat = seatByToken(readSeats(this.sql), tokenHash);
    if (!seat) return fail("auth/bad-token", BAD_TOKEN);
    return ok(seat.seat);
  }

  /**
   * The seat of a player's `token`. Without a token the reader is a spectator, who is refused
   * with `code` and `message` (once the game is known to exist).
   */
  private async player(
    token: string | null,
    code: ErrorCode,
    message: string,
  ): Promise<RoomResult<number>> {
    const reader = await this.reader(token);
    if (!reader.ok) return reader;
    if (reader.value === null) return fail(code, message);
    return ok(reader.value);
  }

  /** Checks that `token` is the creator's and that `seat` is a human seat; answers that seat. */
  private async creatorCheck(token: string | null, seat: number): Promise<RoomResult<SeatRecord>> {
    const player = await this.player(token, "auth/not-creator", NOT_CREATOR);
    if (!player.ok) return player;
    if (player.value !== this.loaded!.meta.creator) return fail("auth/not-creator", NOT_CREATOR);
    const target = readSeats(this.sql).find((s) => s.seat === seat);
    if (!target) return fail("room/seat-not-found", "This game has no such seat.");
    if (target.computer) return fail("room/seat-taken", "This seat is played by the computer.");
    return ok(target);
  }

  /**
   * The one way a seat changes hands (claim, rematch, replace): gives it to a player with a new
   * token digest, or frees it with a new invite. Any socket that said hello with the seat's
   * previous token is closed (4003) at once, so a seat's view only ever reaches its holder;
   * the previous holder's address is forgotten, so their emails stop.
   */
  private handOver(
    seat: number,
    next: { name: string; tokenHash: string } | { inviteHash: string },
  ): void {
    if ("tokenHash" in next) takeSeat(this.sql, seat, next.name, next.tokenHash, Date.now());
    else freeSeat(this.sql, seat, next.inviteHash);
    deleteMailSeat(this.sql, seat);
    evictStaleSockets(this.ctx, holders(readSeats(this.sql)));
  }

  /**
   * After any change, always in this order: push every socket its own table; note whose turn
   * began; plan emails; plan deadlines; plan computer moves; set the alarm.
   */
  private async afterChange(change: Change = {}): Promise<void> {
    if (!this.loaded) return;
    if (!change.quiet) this.broadcast();
    const ctx = this.context();
    const { game, snapshot, meta } = this.loaded;
    const began = trackTurns(
      this.sql,
      meta.seats,
      game.toAct(snapshot.state),
      snapshot.seq,
      ctx.now,
    );
    planMail(ctx, { began, joined: change.joined });
    planClocks(ctx, began);
    this.scheduleBots();
    await rearm(this.ctx.storage);
  }

  /** Sends each authenticated socket the table as its own seat (or a spectator) sees it. */
  private broadcast(except?: WebSocket): void {
    if (this.loaded) broadcastTables(this.ctx, this.data(except), except);
  }

  /**
   * Schedules a move for every computer seat that is to act and has none scheduled, and for
   * every seat the computer stands in for while its player is away (not at the table).
   */
  private scheduleBots(): void {
    const { game, snapshot } = this.loaded!;
    const online = onlineSeats(this.ctx);
    const computers = new Set(
      readSeats(this.sql)
        .filter((s) => s.computer)
        .map((s) => s.seat),
    );
    for (const seat of standins(this.sql)) if (!online.has(seat)) computers.add(seat);
    for (const seat of computersToAct(game, snapshot.state, computers))
      if (!hasJob(this.sql, { kind: "bot", seat }))
        addJob(this.sql, now() + botDelay(), { kind: "bot", seat });
  }

  /** Plays one move for a computer seat or a stand-in (see bots.ts); true if it moved. */
  private botMove(seat: number): boolean {
    const loaded = this.load();
    if (!loaded) return false;
    const record = readSeats(this.sql).find((s) => s.seat === seat);
    const standin = standins(this.sql).has(seat) && !onlineSeats(this.ctx).has(seat);
    if (!record?.computer && !standin) return false;
    const { game, snapshot } = loaded;
    if (game.outcome(snapshot.state) !== null || !game.toAct(snapshot.state).includes(seat))
      return false;
    const picked = pickBotMove(game, snapshot.state, seat);
    if (!picked) {
      // Nothing playable (an engine bug): try again later rather than every second.
      addJob(this.sql, now() + BOT_RETRY_MS, { kind: "bot", seat });
      return false;
    }
    const move = { seat, move: picked.move, moveId: `bot-${snapshot.seq + 1}`, holder: null };
    commitMove(this.ctx.storage, loaded, { ...move, at: now() }, picked.state);
    return true;
  }

  private socketGone(ws: WebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
    const a = attachmentOf(ws);
    if (a.authed && a.seat !== null) this.broadcast(ws);
  }
}
