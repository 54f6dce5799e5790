/**
 * What leaves the room: the Table and the log, built for one reader (a seat or a spectator)
 * only through the engine's `view`, `legalMoves` and `moveView`. The seed appears only once the
 * game is over.
 */
import { DEFAULT_BOT_LEVEL, type AnyGame } from "../../engine";
import type {
  AutoplayInfo,
  ClockInfo,
  LogResponse,
  MailStatus,
  NudgeInfo,
  Player,
  PushStatus,
  Table,
  WebhookInfo,
} from "../../protocol";
import type { SeatRecord } from "../kernel/seats";
import type { TalkInfo } from "../../talk";
import type { Meta, MoveRecord, Snapshot } from "../kernel/store";

/** Everything the table is built from. */
export interface RoomData {
  game: AnyGame;
  meta: Meta;
  seats: readonly SeatRecord[];
  snapshot: Snapshot;
  online: ReadonlySet<number>;
  /**
   * Time of the last move (`lastMoveAt` of store.ts), read by the room when it builds this;
   * null before the first move, when the table says `meta.created`.
   */
  updated: number | null;
  /** When each seat last moved (ledger.ts), which counts as seen; by seat. */
  moved?: readonly (number | null)[];
  /** Deadlines, an ending outside the rules, and each seat's own email settings. */
  extra?: TableExtra;
}

/** What the room adds to tables beyond the game (extra.ts gathers it from the features). */
export interface TableExtra {
  clock?: ClockInfo;
  ending?: Table["ending"];
  /** By seat: only the reader's own entry is ever put in a table. */
  mail?: ReadonlyMap<number, MailStatus>;
  /** By seat: only the reader's own devices are ever put in a table. */
  push?: ReadonlyMap<number, PushStatus>;
  /** Only ever put in the creator's table. */
  webhook?: WebhookInfo;
  /** When a finished game will be removed (lifetime.ts). */
  expiresAt?: number;
  /** By seat: only the reader's own entry is ever put in a table (nudge/). */
  nudge?: ReadonlyMap<number, NudgeInfo>;
  /** By seat: only the reader's own entry is ever put in a table (autoplay/). */
  autoplay?: ReadonlyMap<number, AutoplayInfo>;
  /** Table talk's part of each reader's table (talk/): none for who may not read it. */
  talk?: (reader: number | null) => TalkInfo | undefined;
  /** A learning game (coach.ts): said to every reader. */
  learning?: true;
}

/** The later of two times, either may be missing. */
function latest(a: number | null, b: number | null): number | null {
  return a === null ? b : b === null ? a : Math.max(a, b);
}

/** The players as everyone may see them. */
export function players(data: RoomData): Player[] {
  return data.seats.map((s) => ({
    seat: s.seat,
    name: s.name,
    computer: s.computer,
    ...(s.computer ? { level: s.level ?? DEFAULT_BOT_LEVEL } : {}),
    joined: s.joined,
    online: data.online.has(s.seat),
    lastSeen: s.computer || !s.joined ? null : latest(s.lastSeen, data.moved?.[s.seat] ?? null),
  }));
}

/**
 * The table as `reader` (a seat, or null for a spectator) may see it. With `spectator` (the
 * spectators' table of the same data), what every reader's table has alike (the players, who
 * is to act, the outcome) is taken from it rather than built again.
 */
export function tableFor(data: RoomData, reader: number | null, spectator?: Table): Table {
  const { game, meta, snapshot } = data;
  const state = snapshot.state;
  const alike = reader !== null ? spectator : undefined;
  const outcome = alike ? alike.outcome : game.outcome(state);
  const toAct = alike ? alike.toAct : game.toAct(state);
  const view: unknown = game.view(state, reader);
  const table: Table = {
    id: meta.id,
    game: meta.game,
    seq: snapshot.seq,
    seat: reader,
    view,
    legal: reader !== null && toAct.includes(reader) ? game.legalMoves(state, reader) : [],
    toAct,
    outcome,
    players: alike ? alike.players : players(data),
    creator: meta.creator,
    options: meta.options,
    commitment: meta.commitment,
    created: meta.created,
    updated: data.updated ?? meta.created,
  };
  if (outcome !== null) table.seed = meta.seed;
  if (meta.rematch !== null) table.rematch = meta.rematch;
  if (meta.rematchOf !== null) table.rematchOf = meta.rematchOf;
  const extra = data.extra;
  if (extra?.clock) table.clock = extra.clock;
  if (extra?.ending) table.ending = extra.ending;
  if (extra?.expiresAt !== undefined) table.expiresAt = extra.expiresAt;
  const mine = reader === null ? undefined : extra?.mail?.get(reader);
  if (mine) table.mail = mine;
  const devices = reader === null ? undefined : extra?.push?.get(reader);
  if (devices) table.push = devices;
  if (extra?.webhook && reader === meta.creator) table.webhook = extra.webhook;
  const nudges = reader === null ? undefined : extra?.nudge?.get(reader);
  if (nudges && table.outcome === null) table.nudge = nudges;
  const auto = reader === null ? undefined : extra?.autoplay?.get(reader);
  if (auto && (auto.forced || auto.played || auto.orders || auto.cancelled || auto.privacy))
    table.autoplay = auto;
  const talk = extra?.talk?.(reader);
  if (talk) table.talk = talk;
  if (extra?.learning) table.learning = true;
  return table;
}

/**
 * Each reader's table of the data `data()` gives, built once when first asked for; a seat's
 * takes what every reader's has alike from the spectators' (`tableFor`), built first. So every
 * reader's table has the spectators' common part (src/table-stream.ts `commonOf`): its fields
 * are the spectators' own, and the engine contract proves every reader's view has the
 * spectator's public part to the byte (test/engine/public-view.test.ts); a push takes it
 * without comparing (room/push.ts `TableSource.commonAlike`).
 */
export function tablesOf(data: () => RoomData): (reader: number | null) => Table {
  const tables = new Map<number | null, Table>();
  const table = (reader: number | null): Table => {
    let built = tables.get(reader);
    if (built) return built;
    const spectator = reader === null ? undefined : table(null);
    tables.set(reader, (built = tableFor(data(), reader, spectator)));
    return built;
  };
  return table;
}

/** The move log as `reader` may see it; after the end, every move unredacted and the seed. */
export function logFor(
  game: AnyGame,
  meta: Meta,
  over: boolean,
  moves: readonly MoveRecord[],
  reader: number | null,
): LogResponse {
  const log: LogResponse = {
    id: meta.id,
    game: meta.game,
    seats: meta.seats,
    options: meta.options,
    commitment: meta.commitment,
    moves: moves.map((m) => ({
      seq: m.seq,
      seat: m.seat,
      move: over ? m.move : game.moveView(m.move, m.seat, reader),
      at: m.at,
    })),
  };
  if (over) log.seed = meta.seed;
  return log;
}
