/**
 * GameRoom: the Durable Object that is the single writer of one game. RPC methods serve the
 * Worker's routes (create, claim, table, move, log, invites, rematch); `fetch` only upgrades
 * WebSockets; the alarm plays computer seats and closes sockets that never said hello.
 *
 * Every method that changes the game first awaits what it needs (hashing), then reads, checks
 * and writes synchronously, so no other request can interleave between the check and the write.
 */
import { DurableObject } from "cloudflare:workers";
import * as v from "valibot";
import { findGame, type AnyGame } from "../../engine";
import type { InvitationStatus, LogResponse, Table } from "../../protocol";
import type { Env } from "../env";
import { describeError as describe, fail, ok, type ErrorCode, type RoomResult } from "../errors";
import { derivedSecret, newGameId, newSecret, newSeed, sameDigest, sha256Hex } from "../security";
import { BOT_RETRY_MS, botDelay, computersToAct, pickBotMove } from "./bots";
import { addJob, hasJob, rearm, takeDueJobs } from "./schedule";
import { ensureSchema, hasGame } from "./schema";
import {
  freeSeat,
  insertSeat,
  newSeats,
  readSeats,
  seatByInvite,
  seatByToken,
  setInvite,
  takeSeat,
  touchSeat,
  type SeatRecord,
} from "./seats";
import {
  CLOSE_BAD_TOKEN,
  HELLO_TIMEOUT_MS,
  attachmentOf,
  authedSockets,
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
  appendMove,
  findMove,
  insertMeta,
  lastMoveAt,
  readMeta,
  readMoves,
  readSnapshot,
  setRematch,
  writeSnapshot,
  type Meta,
  type Snapshot,
} from "./store";
import { roomStub } from "./stub";
import type { CreateInput, Created, Invitation, RematchInput, SeatGrant } from "./types";
import { logFor, tableFor, type RoomData } from "./table";

const NOT_FOUND = "There is no game at this address.";
const NOT_CREATOR = "Only the game's creator can do this.";
const BAD_TOKEN = "This link is not valid for this game.";

interface Loaded {
  game: AnyGame;
  meta: Meta;
  snapshot: Snapshot;
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
      const meta = await freshMeta({
        id: input.id,
        game: input.game,
        options: input.options,
        seats: input.seats,
        creator: 0,
        rematchOf: null,
      });
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
      const made = this.createGame(meta, seats);
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
      await this.afterChange();
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

  /** The table for the holder of `token` (null: a spectator). */
  async table(token: string | null): Promise<RoomResult<Table>> {
    return guarded("table", async () => {
      const reader = await this.reader(token);
      if (!reader.ok) return reader;
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
        if (earlier.move !== JSON.stringify(this.storedMove(request.move)))
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
      this.commit(seat, request.move, request.moveId, result.state, holder);
      touchSeat(this.sql, seat, Date.now());
      await this.afterChange();
      return ok(tableFor(this.data(), seat));
    });
  }

  /**
   * Asks for a rematch: the first call creates the new game (same type, options, seats and
   * computers, fresh seed) through RPC to its room; every caller gets its seat there.
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
      const input: RematchInput = {
        id,
        game: meta.game,
        seats: meta.seats,
        options: meta.options,
        computer: seats.filter((s) => s.computer).map((s) => s.seat),
        creator: meta.creator,
        rematchOf: meta.id,
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
      const meta = await freshMeta({
        id: input.id,
        game: input.game,
        options: input.options,
        seats: input.seats,
        creator: input.creator,
        rematchOf: input.rematchOf,
      });
      const tokenHash = await sha256Hex(token);
      if (!this.load()) {
        const seats = newSeats({
          seats: input.seats,
          computer: input.computer,
          creator: null,
          invites: new Map(),
        });
        const made = this.createGame(meta, seats);
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

  /** Runs the jobs that are due: computer moves and the hello sweep. Never throws. */
  override async alarm(): Promise<void> {
    const jobs = takeDueJobs(this.sql, Date.now());
    let moved = false;
    for (const job of jobs) {
      try {
        if (job.kind === "bot") moved = this.botMove(job.seat) || moved;
        else {
          const next = sweepSockets(this.ctx, Date.now());
          if (next !== null) addJob(this.sql, next, { kind: "sweep" });
        }
      } catch (err) {
        console.error(`alarm job ${job.kind} failed: ${describe(err)}`);
      }
    }
    try {
      if (moved) this.broadcast();
      if (this.load()) this.scheduleBots();
      await rearm(this.ctx.storage);
    } catch (err) {
      console.error(`alarm rescheduling failed: ${describe(err)}`);
    }
  }

  // ---------------------------------------------------------------- RPC: invitation status

  /**
   * Whether an invite still gives its seat, without using it: the join page asks before it
   * asks for a name, so a used link says so at once. Reveals only what a claim would.
   */
  async invitationStatus(invite: string): Promise<RoomResult<InvitationStatus>> {
    return guarded("invitationStatus", async () => {
      const inviteHash = await sha256Hex(invite);
      if (!this.load()) return fail("room/not-found", NOT_FOUND);
      const target = seatByInvite(readSeats(this.sql), inviteHash);
      if (!target) return fail("auth/bad-invite", "This invitation is not valid for this game.");
      return ok({ seat: target.seat, open: !target.joined });
    });
  }

  /** Whether this room holds a game (lets a page ask without a 404 in its console). */
  async exists(): Promise<boolean> {
    return this.load() !== null;
  }

  // ---------------------------------------------------------------- internals

  private get sql(): SqlStorage {
    return this.ctx.storage.sql;
  }

  /** The game, from memory or from the snapshot (never by replaying the log); null if none. */
  private load(): Loaded | null {
    if (this.loaded) return this.loaded;
    if (!hasGame(this.sql)) return null;
    const meta = readMeta(this.sql);
    const game = findGame(meta.game);
    if (!game) throw new Error(`room holds unknown game type ${meta.game}`);
    this.loaded = { game, meta, snapshot: readSnapshot(this.sql) };
    return this.loaded;
  }

  private data(): RoomData {
    const { game, meta, snapshot } = this.loaded!;
    return {
      game,
      meta,
      snapshot,
      seats: readSeats(this.sql),
      online: onlineSeats(this.ctx),
      updated: lastMoveAt(this.sql),
    };
  }

  /** Writes a new game (meta, seats, initial snapshot) in one transaction. */
  private createGame(meta: Meta, seats: SeatRecord[]): RoomResult<null> {
    if (hasGame(this.sql)) return fail("room/exists", "A game with this id already exists.");
    const game = findGame(meta.game);
    if (!game) return fail("input/unknown-game", `There is no game called ${meta.game}.`);
    let state: unknown;
    try {
      state = roundTrip(game.setup({ seats: meta.seats, options: meta.options, seed: meta.seed }));
    } catch (err) {
      console.error(`setup of ${meta.game} failed: ${describe(err)}`);
      return fail("input/invalid-options", "These options do not make a playable game.");
    }
    ensureSchema(this.sql);
    this.ctx.storage.transactionSync(() => {
      insertMeta(this.sql, meta);
      for (const s of seats) insertSeat(this.sql, s);
      writeSnapshot(this.sql, { seq: 0, state });
    });
    this.loaded = { game, meta, snapshot: { seq: 0, state } };
    return ok(null);
  }

  /** A move as the log keeps it: as the engine read it (unknown keys dropped), so replays match. */
  private storedMove(move: unknown): unknown {
    const parsed = v.safeParse(this.loaded!.game.move, move);
    return roundTrip(parsed.success ? parsed.output : move);
  }

  /** Appends the move and replaces the snapshot in one transaction, then updates memory. */
  private commit(
    seat: number,
    move: unknown,
    moveId: string,
    next: unknown,
    holder: string | null,
  ): void {
    const loaded = this.loaded!;
    const stored = this.storedMove(move);
    const state = roundTrip(next);
    const seq = loaded.snapshot.seq + 1;
    this.ctx.storage.transactionSync(() => {
      appendMove(this.sql, { seq, seat, move: stored, moveId, at: Date.now(), holder });
      writeSnapshot(this.sql, { seq, state });
    });
    loaded.snapshot = { seq, state };
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
   * previous token is closed (4003) at once, so a seat's view only ever reaches its holder.
   */
  private handOver(
    seat: number,
    next: { name: string; tokenHash: string } | { inviteHash: string },
  ): void {
    if ("tokenHash" in next) takeSeat(this.sql, seat, next.name, next.tokenHash, Date.now());
    else freeSeat(this.sql, seat, next.inviteHash);
    evictStaleSockets(this.ctx, this.holders(readSeats(this.sql)));
  }

  /** Each seat's current holder mark (null for a free or computer seat). */
  private holders(seats: readonly SeatRecord[]): Map<number, string | null> {
    return new Map(seats.map((s) => [s.seat, s.computer ? null : holderMark(s.tokenHash)]));
  }

  /** After any change: push every socket its own table, then schedule computer moves. */
  private async afterChange(): Promise<void> {
    if (!this.loaded) return;
    this.broadcast();
    this.scheduleBots();
    await rearm(this.ctx.storage);
  }

  /** Sends each authenticated socket the table as its own seat (or a spectator) sees it. */
  private broadcast(except?: WebSocket): void {
    if (!this.loaded) return;
    const sockets = authedSockets(this.ctx, except);
    if (sockets.length === 0) return;
    const data: RoomData = { ...this.data(), online: onlineSeats(this.ctx, except) };
    const holders = this.holders(data.seats);
    const cache = new Map<number | null, string>();
    for (const { ws, seat, holder } of sockets) {
      // Belt and braces: handOver closes such sockets; none may ever get a seat's view.
      if (seat !== null && holders.get(seat) !== holder) continue;
      let text = cache.get(seat);
      if (text === undefined) {
        text = JSON.stringify({ type: "table", table: tableFor(data, seat) });
        cache.set(seat, text);
      }
      try {
        ws.send(text);
      } catch {
        // Closed meanwhile.
      }
    }
  }

  /** Schedules a move for every computer seat that is to act and has none scheduled. */
  private scheduleBots(): void {
    const { game, snapshot } = this.loaded!;
    const computers = new Set(
      readSeats(this.sql)
        .filter((s) => s.computer)
        .map((s) => s.seat),
    );
    for (const seat of computersToAct(game, snapshot.state, computers))
      if (!hasJob(this.sql, { kind: "bot", seat }))
        addJob(this.sql, Date.now() + botDelay(), { kind: "bot", seat });
  }

  /** Plays one move for a computer seat (see bots.ts); true if it moved. */
  private botMove(seat: number): boolean {
    const loaded = this.load();
    if (!loaded) return false;
    if (!readSeats(this.sql).find((s) => s.seat === seat)?.computer) return false;
    const { game, snapshot } = loaded;
    if (game.outcome(snapshot.state) !== null || !game.toAct(snapshot.state).includes(seat))
      return false;
    const picked = pickBotMove(game, snapshot.state, seat);
    if (!picked) {
      // Nothing playable (an engine bug): try again later rather than every second.
      addJob(this.sql, Date.now() + BOT_RETRY_MS, { kind: "bot", seat });
      return false;
    }
    this.commit(seat, picked.move, `bot-${loaded.snapshot.seq + 1}`, picked.state, null);
    return true;
  }

  private socketGone(ws: WebSocket, code: number): void {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
    const a = attachmentOf(ws);
    if (a.authed && a.seat !== null) {
      // "Last seen" is when the page went away, not when it said hello.
      if (this.load()) touchSeat(this.sql, a.seat, Date.now());
      this.broadcast(ws);
    }
  }
}

/** A new game's meta: a fresh secret seed, its published commitment, created now. */
async function freshMeta(
  base: Pick<Meta, "id" | "game" | "options" | "seats" | "creator" | "rematchOf">,
): Promise<Meta> {
  const seed = newSeed();
  return { ...base, seed, commitment: await sha256Hex(seed), created: Date.now(), rematch: null };
}

/** A JSON round trip, so the state in memory is exactly what storage holds. */
function roundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Runs the body of an RPC method. An unexpected exception is logged (name and scrubbed
 * message) and answered as `server/internal`, so nothing internal crosses the RPC boundary.
 */
async function guarded<T>(
  method: string,
  body: () => Promise<RoomResult<T>>,
): Promise<RoomResult<T>> {
  try {
    return await body();
  } catch (err) {
    console.error(`room ${method} failed: ${describe(err)}`);
    return fail("server/internal", "Something went wrong on our side.");
  }
}
