/**
 * Test helpers: calling the Worker, creating and joining games, playing moves from the `legal`
 * list, and a small WebSocket client that queues every message it receives.
 *
 * Requests go to the Worker's own fetch handler (the module's default export) with the real
 * bindings, rather than through SELF: under pool-workers 0.15 every SELF.fetch gets slower as
 * the requests of a file add up (cloudflare/workers-sdk#15446), from ~7 ms to ~200 ms after a
 * thousand, while the handler called directly stays flat. Durable Objects are the real ones.
 */
import type { RoomSql } from "../../src/server/kernel/room-sql";
import { Meter } from "../../src/server/room/meter";
import { createExecutionContext, env } from "cloudflare:test";
import worker from "../../src/server/index";
import { EDITS } from "../../src/patch";
import { readPatch, readWhole, type Held, type Read } from "../../src/table-stream";
import { expect } from "vitest";
import type {
  ClaimSeatResponse,
  CreateGameResponse,
  ErrorBody,
  LogResponse,
  SeatDownload,
  ServerMessage,
  Table,
} from "../../src/protocol";

export const ORIGIN = "http://tavolo.test";

/** A Worker answer with its parsed JSON body. */
export interface Answer<T> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

/** One request to the Worker's fetch handler. */
export function fetchWorker(request: Request): Promise<Response> {
  return Promise.resolve(worker.fetch(request, env, createExecutionContext()));
}

/** Calls the Worker and parses the JSON answer. */
export async function call<T = unknown>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    raw?: BodyInit;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer<T>> {
  // API requests that change something are JSON (the server answers 415 otherwise); a test
  // that wants another type says so in `headers`.
  const headers: Record<string, string> = {
    ...(method === "GET" || method === "HEAD" ? {} : { "Content-Type": "application/json" }),
    ...options.headers,
  };
  if (options.token !== undefined) headers["Authorization"] = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.raw;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers["Content-Type"] = "application/json";
  }
  return answerOf<T>(await fetchWorker(new Request(`${ORIGIN}${path}`, { method, headers, body })));
}

/** A Worker's response read as the tests read every answer: status, headers, JSON and text. */
export async function answerOf<T>(res: Response): Promise<Answer<T>> {
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    body: (text ? JSON.parse(text) : null) as T,
    text,
  };
}

/** Expects an error answer with this status and code. */
export function expectError(answer: Answer<unknown>, status: number, code: string): ErrorBody {
  expect({ status: answer.status, code: (answer.body as ErrorBody)?.error?.code }).toEqual({
    status,
    code,
  });
  expect(typeof (answer.body as ErrorBody).error.message).toBe("string");
  return answer.body as ErrorBody;
}

/** Creates a game and expects 201. */
export async function createGame(
  request: {
    game?: string;
    seats?: number;
    options?: Record<string, unknown>;
    name?: string;
    computer?: number[];
    computerLevels?: Record<string, string>;
    timePerMove?: number;
    autoplayForced?: boolean;
    learning?: boolean;
  } = {},
): Promise<CreateGameResponse> {
  const answer = await call<CreateGameResponse>("POST", "/api/games", {
    body: { game: "pazaak", name: "Anna", ...request },
  });
  expect(answer.status, answer.text).toBe(201);
  return answer.body;
}

/** A two-seat game with both seats claimed: tokens by seat. */
export async function twoPlayerGame(
  options?: Record<string, unknown>,
  timePerMove?: number,
): Promise<{ id: string; tokens: [string, string]; created: CreateGameResponse }> {
  const created = await createGame({
    ...(options ? { options } : {}),
    ...(timePerMove !== undefined ? { timePerMove } : {}),
  });
  const invite = created.invites[0]!;
  const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
    body: { invite: invite.invite, name: "Bruno" },
  });
  expect(claimed.status, claimed.text).toBe(200);
  return { id: created.id, tokens: [created.token, claimed.body.token], created };
}

/**
 * A game of `game` with `seats` seats (and `options`, and more fields of the create request in
 * `create`), every seat taken by a person: tokens by seat.
 */
export async function seatedGame(
  game: string,
  seats: number,
  options?: Record<string, unknown>,
  create: Record<string, unknown> = {},
): Promise<{ id: string; tokens: string[] }> {
  const created = await createGame({ game, seats, ...(options ? { options } : {}), ...create });
  const tokens = [created.token];
  for (const invite of created.invites) {
    const claimed = await call<ClaimSeatResponse>("POST", `/api/games/${created.id}/join`, {
      body: { invite: invite.invite, name: `P${invite.seat}` },
    });
    expect(claimed.status, claimed.text).toBe(200);
    tokens[invite.seat] = claimed.body.token;
  }
  return { id: created.id, tokens };
}

/** What a GET of `path` as `token` (or a spectator) answers, expected to be 200. */
async function read<T>(path: string, token?: string): Promise<T> {
  const answer = await call<T>("GET", path, token === undefined ? {} : { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The table as `token` (or a spectator) sees it. */
export const getTable = (id: string, token?: string) => read<Table>(`/api/games/${id}`, token);

/** The log as `token` (or a spectator) sees it. */
export const getLog = (id: string, token?: string) =>
  read<LogResponse>(`/api/games/${id}/log`, token);

/** What `token` (or a spectator) downloads of game `id` (GET …/download). */
export const getDownload = (id: string, token?: string) =>
  read<SeatDownload>(`/api/games/${id}/download`, token);

let moveCounter = 0;

/** Posts a move. */
export function postMove(
  id: string,
  token: string,
  seq: number,
  move: unknown,
  moveId = `m${++moveCounter}`,
) {
  return call<Table>("POST", `/api/games/${id}/moves`, { token, body: { seq, moveId, move } });
}

/**
 * Plays, for the holder of `token`, one of the legal moves of its table `mine`, picked by
 * `choose` (a `chooser`), and answers the table the move returned.
 */
export async function playChosen(
  id: string,
  token: string,
  mine: Table,
  choose: (n: number) => number,
): Promise<Table> {
  const answer = await postMove(id, token, mine.seq, mine.legal[choose(mine.legal.length)]);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** A small seeded generator for choosing moves reproducibly (mulberry32). */
export function chooser(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) % n) as number;
  };
}

/** Pazaak's view shape, as far as the tests look at it. */
export interface SeatViewShape {
  hand?: string[];
  sideDeck?: string[];
  handCount: number;
}
export interface ViewShape {
  phase: string;
  you: number | null;
  seats: [SeatViewShape, SeatViewShape];
}

/**
 * The room's own storage handle (kernel/room-sql.ts), inside `runInDurableObject`: a test that
 * writes a feature's table through it leaves the room knowing the table is there.
 */
export function roomSqlOf(room: unknown): RoomSql {
  return (room as { db: RoomSql }).db;
}

/**
 * Gives a room a meter (room/meter.ts) inside `runInDurableObject`, as DEV_BENCH "on" does at
 * its construction: from then on its statements are counted per operation.
 */
export function installMeter(room: unknown): Meter {
  const meter = new Meter();
  (room as { meter: Meter | null }).meter = meter;
  roomSqlOf(room).meter = meter;
  return meter;
}

/** The room's meter (installMeter), inside `runInDurableObject`. */
export function meterOf(room: unknown): Meter | null {
  return (room as { meter: Meter | null }).meter;
}

/** The stub of a game's room (for runDurableObjectAlarm). */
export function roomOf(id: string) {
  return env.ROOMS.get(env.ROOMS.idFromName(id));
}

/**
 * How many events a message on the wire carries beside its table (src/log-stream.ts): a patch
 * carries the events its change added; null for anything else.
 */
export function patchEvents(raw: string): number | null {
  const m = JSON.parse(raw) as ServerMessage;
  return m.type === "edits" ? m.events.length : null;
}

/** A WebSocket to /live that queues messages so tests can await them in order. */
/** A socket that said hello, and the table it was sent first. */
type Hello = { socket: Socket; table: Table };

export class Socket {
  readonly messages: ServerMessage[] = [];
  closed: { code: number; reason: string } | null = null;
  private waiters: (() => void)[] = [];

  /** Every message as it came over the wire (patches unapplied), for sizes and formats. */
  readonly raw: string[] = [];
  /** Every message as read: a patch as the text of the table message it makes. */
  readonly texts: string[] = [];
  /** What the socket holds of the stream, as the page does (src/table-stream.ts). */
  private held: Held | null = null;
  /** For each message, the text of the table's stream form the socket held after it (or ""). */
  readonly forms: string[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.addEventListener("message", (e) => {
      const raw = e.data as string;
      this.raw.push(raw);
      const text = this.receive(raw);
      this.texts.push(text);
      this.messages.push(JSON.parse(text) as ServerMessage);
      this.wake();
    });
    ws.addEventListener("close", (e) => {
      this.closed = { code: e.code, reason: e.reason };
      this.wake();
    });
  }

  /**
   * Opens a socket to game `id` (without saying hello): `/live`, or the spectators' `/watch`
   * (a relay), from the client address `ip` when given.
   */
  static async open(
    id: string,
    at: { path?: "live" | "watch"; ip?: string } = {},
  ): Promise<Socket> {
    const headers: Record<string, string> = { Upgrade: "websocket" };
    if (at.ip !== undefined) headers["CF-Connecting-IP"] = at.ip;
    const res = await fetchWorker(
      new Request(`${ORIGIN}/api/games/${id}/${at.path ?? "live"}`, { headers }),
    );
    expect(res.status).toBe(101);
    const ws = res.webSocket!;
    ws.accept();
    return new Socket(ws);
  }

  /**
   * Opens a socket and says hello, as today's page does (it takes the log stream and edits) or,
   * with `edits: false` or an older version (`edits: 1`), as an older page; `quiet`: as a page
   * nobody has touched yet; resolves with the first table.
   */
  static async hello(
    id: string,
    token?: string,
    at: { path?: "live" | "watch"; ip?: string; edits?: boolean | number; quiet?: boolean } = {},
  ): Promise<{ socket: Socket; table: Table }> {
    const socket = await Socket.open(id, at);
    const edits =
      at.edits === false ? {} : { edits: typeof at.edits === "number" ? at.edits : EDITS };
    const quiet = at.quiet === undefined ? {} : { quiet: at.quiet };
    socket.send(
      token === undefined
        ? { type: "hello", ...edits, ...quiet }
        : { type: "hello", token, ...edits, ...quiet },
    );
    const table = await socket.nextTable();
    return { socket, table };
  }

  /** A socket for each seat of `tokens`, one after the other, then a spectator's: their hellos. */
  static async everyReader<T extends readonly string[]>(
    id: string,
    tokens: readonly [...T],
  ): Promise<[...{ [K in keyof T]: Hello }, Hello]> {
    const hellos: Hello[] = [];
    for (const token of tokens) hellos.push(await Socket.hello(id, token));
    hellos.push(await Socket.hello(id));
    return hellos as [...{ [K in keyof T]: Hello }, Hello];
  }

  /**
   * A message as the tests read it (its text), as the page reads it (web/live.ts, with
   * src/table-stream.ts): a whole table of the stream gets its events back from its log; a patch
   * must name the table held as its base, and is applied to that table's stream form. Either is
   * read as the whole table message it makes, events included, so tables compare with the HTTP
   * answers. A whole table without a rev (an older page's, or a hello's) carries its events.
   */
  private receive(raw: string): string {
    const m = JSON.parse(raw) as ServerMessage;
    let read: Read | null = null;
    if (m.type === "table") {
      if (m.rev === undefined || !m.log) {
        expect(m.log, "a whole table with its log has a rev").toBeUndefined();
        this.held = null;
        this.forms.push("");
        return raw;
      }
      expect(m.log.from, "a whole table comes with the whole log").toBeNull();
      read = readWhole({ ...m, rev: m.rev, log: m.log });
    } else if (m.type === "edits") {
      expect(this.held?.rev, "a patch names the table it applies to").toBe(m.base);
      read = readPatch(this.held!, m);
      expect(read, "a patch makes a table").not.toBeNull();
    } else {
      this.forms.push("");
      return raw;
    }
    this.held = read!.held;
    this.forms.push(read!.held.text);
    return JSON.stringify({ type: "table", table: read!.table, rev: read!.held.rev });
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  send(message: unknown): void {
    this.ws.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next unread message (waits for it). */
  private read = 0;
  async next(): Promise<ServerMessage> {
    while (this.read >= this.messages.length) {
      if (this.closed) throw new Error(`socket closed ${this.closed.code}`);
      await new Promise<void>((r) => this.waiters.push(r));
    }
    const m = this.messages[this.read++]!;
    if (m.type === "table") this.last = m.table;
    return m;
  }

  /** The last table read. */
  private last: Table | null = null;

  /** Skips to the next table message. */
  async nextTable(): Promise<Table> {
    for (;;) {
      const m = await this.next();
      if (m.type === "table") return m.table;
      if (m.type === "error") throw new Error(`socket error ${m.error.code}`);
    }
  }

  /**
   * The newest table with at least `seq`: reads everything already received, then waits
   * (several pushes may come for one move, and online changes push tables with the same seq).
   */
  async tableAt(seq: number): Promise<Table> {
    for (;;) {
      while (this.read < this.messages.length) await this.next();
      if (this.last && this.last.seq >= seq) return this.last;
      await this.nextTable();
    }
  }

  /** Reads tables until one satisfies `test`. */
  async nextTableWhere(test: (table: Table) => boolean): Promise<Table> {
    for (;;) {
      const table = await this.nextTable();
      if (test(table)) return table;
    }
  }

  /** Resolves when the socket is closed. */
  async closedWith(): Promise<{ code: number; reason: string }> {
    while (!this.closed) await new Promise<void>((r) => this.waiters.push(r));
    return this.closed;
  }

  close(): void {
    try {
      this.ws.close(1000, "done");
    } catch {
      // already closed
    }
  }
}

/** Every object key in a JSON value, recursively. */
export function keysOf(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  return out;
}

/**
 * Plays a game to the end (or `maxMoves`) through HTTP: each step, the first seat to act
 * fetches its table and posts a move chosen from `legal` by `choose`. `seen` receives every
 * answer with the seat it was for, so tests can check what each seat was shown.
 */
export async function playThroughHttp(
  id: string,
  tokens: readonly string[],
  choose: (n: number) => number,
  options: { maxMoves?: number; seen?: (seat: number | null, body: unknown) => void } = {},
): Promise<Table> {
  const seen = options.seen ?? (() => {});
  let table = await getTable(id, tokens[0]);
  seen(0, table);
  for (let moves = 0; table.outcome === null && moves < (options.maxMoves ?? 10_000); moves++) {
    const seat = table.toAct[0]!;
    const mine = await getTable(id, tokens[seat]);
    seen(seat, mine);
    expect(mine.legal.length).toBeGreaterThan(0);
    const move = mine.legal[choose(mine.legal.length)];
    const answer = await postMove(id, tokens[seat]!, mine.seq, move);
    seen(seat, answer.body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.seq).toBe(mine.seq + 1);
    table = answer.body;
  }
  return table;
}
