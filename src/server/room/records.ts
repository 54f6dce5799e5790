/**
 * Reading and writing the game record (kernel/store.ts), so the room reads as the order of
 * things: loading the game from its snapshot, a new game's meta, creating a game (meta, seats,
 * settings, first snapshot) and committing a move (log and snapshot in one transaction), plus
 * the small helpers every RPC method uses.
 */
import * as v from "valibot";
import { findGame, type AnyGame, type GameState } from "../../engine";
import { fail, ok, type RoomResult } from "../errors";
import { newSecret, newSeed, sha256Hex } from "../security";
import { ensureSchema, hasGame } from "../kernel/schema";
import { migrate } from "../kernel/migrations";
import type { RoomSql } from "../kernel/room-sql";
import { seatsText, type SeatRecord } from "../kernel/seats";
import { readSettings, settingsText, type Settings } from "../kernel/settings";
import type { ClockRules } from "../kernel/calendar";
import { withEnding } from "../deadlines/ending";
import {
  appendMove,
  insertRecord,
  readMeta,
  readSnapshot,
  writeSnapshot,
  type Meta,
  type Snapshot,
} from "../kernel/store";
import { upgradedSnapshot } from "./upgrade";
import { emptyLedger, noteMove, readLedger } from "../kernel/ledger";
import { markSeenIn, trackTurnsIn } from "../kernel/turns";
import { logFailure } from "../log";

/** The game as the room holds it in memory. */
export interface Loaded {
  /** The engine's game with any ending outside the rules applied (deadlines/ending.ts). */
  game: AnyGame;
  /**
   * The engine's game as registered, without the ending: what rebuilds an earlier step from the
   * log (history.ts), since the game with an ending refuses every move.
   */
  rules: AnyGame;
  meta: Meta;
  snapshot: Snapshot;
  /**
   * Earlier states rebuilt for stepping back and replays (history.ts), by step: kept while the
   * game is in memory, so stepping back one at a time stays cheap.
   */
  steps: Map<number, GameState>;
  /**
   * Seats whose turn began in a move written since the last `afterChange`, which plans their
   * emails and deadlines (a move records turns with its snapshot, ledger.ts).
   */
  began?: number[];
}

/**
 * The game from its snapshot (never by replaying the log), with an ending outside the rules
 * applied (deadlines/ending.ts) and its state at the engine's version (upgrade.ts); null when
 * the room holds no game. Brings a room made by older code to today's schema first.
 */
export function loadGame(sql: RoomSql): Loaded | null {
  if (!hasGame(sql)) {
    sql.forget(); // a room removed and made again may hold other tables
    return null;
  }
  migrate(sql);
  const meta = readMeta(sql);
  const game = findGame(meta.game);
  if (!game) throw new Error(`room holds unknown game type ${meta.game}`);
  const { ending } = readSettings(sql);
  return {
    game: withEnding(game, ending),
    rules: game,
    meta,
    snapshot: upgradedSnapshot(game, readSnapshot(sql)),
    steps: new Map(),
  };
}

/** A move as the room plays it: the seq it was made at, the client's move id, the move. */
export interface MoveRequest {
  seq: number;
  moveId: string;
  move: unknown;
}

/** A new game's meta: a fresh secret seed, its published commitment, created `at`. */
export async function freshMeta(
  base: Pick<Meta, "id" | "game" | "options" | "seats" | "creator" | "rematchOf">,
  at: number,
): Promise<Meta> {
  const seed = newSeed();
  return { ...base, seed, commitment: await sha256Hex(seed), created: at, rematch: null };
}

/** A JSON round trip, so the state in memory is exactly what storage holds. */
export function roundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * Runs the body of an RPC method. An unexpected exception is logged (name and scrubbed
 * message) and answered as `server/internal`, so nothing internal crosses the RPC boundary.
 */
export async function guarded<T>(
  method: string,
  body: () => Promise<RoomResult<T>>,
): Promise<RoomResult<T>> {
  try {
    return await body();
  } catch (err) {
    logFailure("room.failed", err, {
      op: method,
      code: "server/internal",
      check:
        "A room method threw: the request was answered server/internal; look for a bug or a storage error.",
    });
    return fail("server/internal", "Something went wrong on our side.");
  }
}

/** A move as the log keeps it: as the engine read it (unknown keys dropped), so replays match. */
export function storedMove(game: AnyGame, move: unknown): unknown {
  const parsed = v.safeParse(game.move, move);
  return roundTrip(parsed.success ? parsed.output : move);
}

/**
 * Writes a new game (meta, seats, settings, initial snapshot) in one row; its settings
 * are its time per move (days, 0: none), the site's origin, for links in emails, and the clock
 * rules of a game with a time per move.
 */
export function createGameRecord(
  sql: RoomSql,
  meta: Meta,
  seats: SeatRecord[],
  input: {
    timePerMove?: number;
    origin: string;
    clockRules?: ClockRules;
    listed?: boolean;
    learning?: boolean;
  },
): RoomResult<Loaded> {
  const settings: Settings = {
    days: input.timePerMove ?? 0,
    origin: input.origin,
    ending: null,
    overMailed: false,
    ...(input.listed ? { listed: true } : {}),
    ...(input.learning ? { learning: true } : {}),
    // The room's input carries them (types.ts): kept in the same row, not a row of their own.
    ...(input.clockRules
      ? {
          clock: { holidayDays: input.clockRules.holidayDays, weekends: input.clockRules.weekends },
        }
      : {}),
  };
  if (hasGame(sql)) return fail("room/exists", "A game with this id already exists.");
  const game = findGame(meta.game);
  if (!game) return fail("input/unknown-game", `There is no game called ${meta.game}.`);
  let state: unknown;
  try {
    state = roundTrip(game.setup({ seats: meta.seats, options: meta.options, seed: meta.seed }));
  } catch (err) {
    logFailure("game.setup-failed", err, {
      gameKind: meta.game,
      code: "input/invalid-options",
      check: "The engine's setup refused these options.",
    });
    return fail("input/invalid-options", "These options do not make a playable game.");
  }
  ensureSchema(sql);
  // The ledger is written with the first snapshot: the turns the deal begins (afterChange
  // then has nothing to write).
  const ledger = emptyLedger();
  const began = trackTurnsIn(ledger, meta.seats, game.toAct(state), 0, meta.created);
  // One row: meta with the settings, every seat, the ledger and the first state.
  insertRecord(sql, {
    meta,
    config: settingsText(settings),
    seats: seatsText(seats),
    snapshot: { seq: 0, state },
    ledger,
  });
  return ok({ game, rules: game, meta, snapshot: { seq: 0, state }, steps: new Map(), began });
}

/**
 * Appends the move and replaces the snapshot in one transaction, then updates `loaded`: two
 * rows written. The ledger rides in the snapshot's row: a player's own move (`holder` set)
 * notes when the seat moved and looked and its move id; every move records whose turn began.
 */
export function commitMove(
  storage: DurableObjectStorage,
  sql: RoomSql,
  loaded: Loaded,
  move: { seat: number; move: unknown; moveId: string; holder: string | null; at: number },
  next: unknown,
): void {
  const stored = storedMove(loaded.game, move.move);
  // The engine's own state is kept, not a JSON round trip of it: states are plain JSON
  // (test/engine/contract.test.ts checks every game's), and keeping it spares a parse per move.
  const state = next;
  const seq = loaded.snapshot.seq + 1;
  const ledger = readLedger(sql);
  if (move.holder !== null) {
    const text = JSON.stringify(stored);
    noteMove(ledger, move.seat, { id: move.moveId, seq, holder: move.holder, move: text }, move.at);
    markSeenIn(ledger, move.seat, move.at);
  }
  const toAct = loaded.game.toAct(state);
  const began = trackTurnsIn(ledger, loaded.meta.seats, toAct, seq, move.at);
  storage.transactionSync(() => {
    appendMove(sql, { ...move, seq, move: stored });
    writeSnapshot(sql, { seq, state }, ledger);
  });
  // Kept once both rows are written (store.ts `lastMoveAt`): the tables of this change need it.
  sql.lastMove = move.at;
  loaded.snapshot = { seq, state };
  loaded.began = [...(loaded.began ?? []), ...began];
}

/** A new game's meta from its creation or rematch input, created now. */
export function metaFor(
  input: Pick<Meta, "id" | "game" | "options" | "seats">,
  creator: number,
  rematchOf: string | null,
  at: number,
): Promise<Meta> {
  const { id, game, options, seats } = input;
  return freshMeta({ id, game, options, seats, creator, rematchOf }, at);
}

/** One invite (and its digest) per human seat but the creator's. */
export async function newInvites(
  seats: number,
  computer: readonly number[],
): Promise<{ seat: number; invite: string; hash: string }[]> {
  const invites: { seat: number; invite: string; hash: string }[] = [];
  for (let seat = 1; seat < seats; seat++) {
    if (computer.includes(seat)) continue;
    const invite = newSecret();
    invites.push({ seat, invite, hash: await sha256Hex(invite) });
  }
  return invites;
}
