/**
 * The game record in SQLite: `meta` (what the game is), the snapshot (the latest state and its
 * seq, and the room's ledger, ledger.ts) and `moves` (the append-only log). Meta's one row holds
 * the snapshot with the settings and the seats (schema.ts).
 */
import type { Ledger } from "./ledger";
import { RoomSql, type Sql } from "./room-sql";
import { SCHEMA_VERSION } from "./schema";

/** What the game is; fixed at creation except `rematch`. */
export interface Meta {
  id: string;
  game: string;
  /** The parsed options, with every default filled in. */
  options: Record<string, unknown>;
  seats: number;
  /** Secret until the game is over. */
  seed: string;
  /** SHA-256 of the seed, hex. */
  commitment: string;
  created: number;
  /** The seat of the player who created the game. */
  creator: number;
  /** Id of the rematch game, once someone asked for one. */
  rematch: string | null;
  /** Id of the game this one is a rematch of. */
  rematchOf: string | null;
}

interface MetaRow extends Record<string, SqlStorageValue> {
  id: string;
  game: string;
  options: string;
  seats: number;
  seed: string;
  commitment: string;
  created: number;
  creator: number;
  rematch: string | null;
  rematch_of: string | null;
}

/** Reads the game's meta row (the caller knows the game exists). */
export function readMeta(sql: Sql): Meta {
  // Named columns: meta's row also holds the seats and the state.
  const row = sql
    .exec<MetaRow>(
      "SELECT id, game, options, seats, seed, commitment, created, creator, rematch, rematch_of FROM meta LIMIT 1",
    )
    .one();
  return {
    id: row.id,
    game: row.game,
    options: JSON.parse(row.options) as Record<string, unknown>,
    seats: row.seats,
    seed: row.seed,
    commitment: row.commitment,
    created: row.created,
    creator: row.creator,
    rematch: row.rematch,
    rematchOf: row.rematch_of,
  };
}

/** A new game's whole record: what it is, its settings and seats as JSON text, its first state. */
export interface NewRecord {
  meta: Meta;
  /** The settings' JSON text (settings.ts). */
  config: string;
  /** The seats' JSON text (seats.ts). */
  seats: string;
  snapshot: Snapshot;
  ledger: Ledger;
}

/**
 * Writes a new game's record: one row of meta holding the settings, the seats, the ledger and
 * the first state (docs/decisions.md, "A new game's record in one row").
 */
export function insertRecord(sql: Sql, r: NewRecord): void {
  const { meta } = r;
  sql.exec(
    `INSERT INTO meta (id, game, options, seats, seed, commitment, created, creator, rematch,
       rematch_of, config, seat_list, room, version, seq, state)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    meta.id,
    meta.game,
    JSON.stringify(meta.options),
    meta.seats,
    meta.seed,
    meta.commitment,
    meta.created,
    meta.creator,
    meta.rematch,
    meta.rematchOf,
    r.config,
    r.seats,
    JSON.stringify(r.ledger),
    SCHEMA_VERSION,
    r.snapshot.seq,
    JSON.stringify(r.snapshot.state),
  );
}

/** Records the id of the rematch game. */
export function setRematch(sql: Sql, id: string): void {
  sql.exec("UPDATE meta SET rematch = ?", id);
}

/** The latest state and the number of moves applied to reach it. */
export interface Snapshot {
  seq: number;
  state: unknown;
}

/** Reads the snapshot: loading a game costs the same however long its history. */
export function readSnapshot(sql: Sql): Snapshot {
  const row = sql.exec<{ seq: number; state: string }>("SELECT seq, state FROM meta LIMIT 1").one();
  return { seq: row.seq, state: JSON.parse(row.state) as unknown };
}

/** Replaces the snapshot and the room's ledger with it (one row). */
export function writeSnapshot(sql: Sql, snapshot: Snapshot, ledger: Ledger): void {
  const room = JSON.stringify(ledger);
  sql.exec(
    "UPDATE meta SET seq = ?, state = ?, room = ?",
    snapshot.seq,
    JSON.stringify(snapshot.state),
    room,
  );
  if (sql instanceof RoomSql) sql.kept.set("room", room);
}

/** One applied move. `seq` is the number of moves applied after it (1 for the first move). */
export interface MoveRecord {
  seq: number;
  seat: number;
  move: unknown;
  moveId: string;
  at: number;
  /**
   * Who made it: the holder mark of the seat's token (sockets.ts `holderMark`), null for
   * computer moves and for moves logged before it was kept. Lets a retry be told apart from
   * a new holder of the seat reusing an id.
   */
  holder?: string | null;
}

/** Appends a move to the log. Call inside the transaction that writes the snapshot. */
export function appendMove(sql: Sql, record: MoveRecord): void {
  sql.exec(
    "INSERT INTO moves (seq, seat, move, move_id, result, at) VALUES (?, ?, ?, ?, ?, ?)",
    record.seq,
    record.seat,
    JSON.stringify(record.move),
    record.moveId,
    JSON.stringify({ seq: record.seq, holder: record.holder ?? null }),
    record.at,
  );
}

/**
 * When the last move was applied, or null before the first. One indexed row (seq is the
 * primary key), so tables can carry it without reading the log; through the room's `RoomSql`
 * read once and then kept (a move's commit sets it: every table a move builds needs it).
 */
export function lastMoveAt(sql: Sql): number | null {
  const room = sql instanceof RoomSql ? sql : null;
  if (room?.lastMove !== undefined) return room.lastMove;
  const row = sql.exec<{ at: number }>("SELECT at FROM moves ORDER BY seq DESC LIMIT 1").toArray();
  const at = row[0]?.at ?? null;
  if (room) room.lastMove = at;
  return at;
}

/** The whole log, oldest first. */
export function readMoves(sql: Sql): MoveRecord[] {
  return sql
    .exec<{ seq: number; seat: number; move: string; move_id: string; at: number }>(
      "SELECT seq, seat, move, move_id, at FROM moves ORDER BY seq",
    )
    .toArray()
    .map((r) => ({
      seq: r.seq,
      seat: r.seat,
      move: JSON.parse(r.move) as unknown,
      moveId: r.move_id,
      at: r.at,
    }));
}
