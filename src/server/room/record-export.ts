/**
 * A game's record going out and coming back: the operator's whole export (meta, settings, seats
 * as digests, moves, snapshot; src/game-export.ts), a seat's download (its own view of every
 * step, built by history.ts `stepOf` like stepping back, so with the same secrecy), the nightly
 * copy the room writes to R2 itself, and a restore that rebuilds an empty room from an export by
 * replaying its moves through the engine. Addresses, devices and talk are never part of it.
 */
import { EXPORT_FORMAT, EXPORT_VERSION, replayExport, seedMatches } from "../../game-export";
import type { GameExport } from "../../game-export";
import { isBotLevel } from "../../engine";
import type { SeatDownload } from "../../protocol";
import { fail, ok, type RoomResult } from "../errors";
import { readLedger } from "../kernel/ledger";
import { readSeats, type SeatRecord } from "../kernel/seats";
import { readSettings, updateSettings } from "../kernel/settings";
import { appendMove, readMoves, writeSnapshot, type Meta } from "../kernel/store";
import { trackTurnsIn } from "../kernel/turns";
import { forReader } from "./asker";
import { everyStep } from "./history";
import { NOT_FOUND, type RoomHost } from "./host";
import { guarded, type Loaded } from "./records";
import { logFailure } from "../log";

/** What the export RPCs need from the room. */
export type ExportHost = Pick<
  RoomHost,
  "ctx" | "sql" | "load" | "reader" | "forget" | "createGame" | "afterChange" | "env"
>;

/** Where the nightly export finds every game: an empty object `games/{id}` per game stored. */
export const LISTED_PREFIX = "games/";

/**
 * Lists game `id` for the nightly export (once per game: a new game, or an older room the first
 * time it loads); the room keeps it alive with `waitUntil`. A failure is logged and costs only
 * that game's nightly copy.
 */
export function listForExport(
  ctx: DurableObjectState,
  bucket: R2Bucket,
  id: string,
): Promise<void> {
  const listing = bucket.put(`${LISTED_PREFIX}${id}`, "").then(
    () => undefined,
    (err: unknown) =>
      logFailure("export.list-failed", err, {
        game: id,
        check: "R2 refused the game's listing: it is missing from the nightly export.",
      }),
  );
  ctx.waitUntil(listing);
  return listing;
}

/** Meta's fields in one order, whichever way the room's copy was made (created or loaded). */
function metaOf(m: Meta): GameExport["meta"] {
  const { id, game, options, seats, seed, commitment, created, creator, rematch, rematchOf } = m;
  return { id, game, options, seats, seed, commitment, created, creator, rematch, rematchOf };
}

/** The whole record of the game, as an export file holds it; taken `at`. */
export function exportOf(host: Pick<ExportHost, "sql">, loaded: Loaded, at: number): GameExport {
  const { days, origin, ending, clock } = readSettings(host.sql);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: at,
    meta: metaOf(loaded.meta),
    settings: { days, origin, ending, ...(clock ? { clock } : {}) },
    seats: readSeats(host.sql),
    moves: readMoves(host.sql).map(({ seq, seat, move, moveId, at }) => ({
      seq,
      seat,
      move,
      moveId,
      at,
    })),
    snapshot: loaded.snapshot,
  };
}

/** The operator's export of the game, as JSON text (the room's whole record, seed included). */
export function exportRecord(host: ExportHost, at: number): Promise<RoomResult<string>> {
  return guarded("exportRecord", async () => {
    const loaded = host.load();
    if (!loaded) return fail("room/not-found", NOT_FOUND);
    return ok(JSON.stringify(exportOf(host, loaded, at)));
  });
}

/**
 * The nightly copy: the room writes its export to the EXPORTS bucket under `key` itself (no
 * copy crosses to the Worker). "gone" when the room holds no game any more (its listing is
 * stale), "off" when no bucket is bound.
 */
export function backup(
  host: ExportHost,
  key: string,
  at: number,
): Promise<RoomResult<"saved" | "gone" | "off">> {
  return guarded("backup", async () => {
    const bucket = host.env().EXPORTS;
    if (!bucket) return ok("off");
    const loaded = host.load();
    if (!loaded) return ok("gone");
    await bucket.put(key, JSON.stringify(exportOf(host, loaded, at)), {
      httpMetadata: { contentType: "application/json" },
    });
    return ok("saved");
  });
}

/**
 * Every step of the game (0: the deal) as the holder of `token` saw it: a seat its own view, a
 * spectator the spectators' view; the seed only once the game is over, when the table shows it.
 * As JSON text: a long match is megabytes (a step's view each), sent on as it is.
 */
export function download(host: ExportHost, token: string | null): Promise<RoomResult<string>> {
  return forReader(host, "download", token, (reader) => {
    const loaded = host.load()!;
    const over = loaded.game.outcome(loaded.snapshot.state) !== null;
    const steps = everyStep(loaded, loaded.meta, readMoves(host.sql), reader);
    const copy: SeatDownload = {
      format: "tavolo/seat-download",
      version: 1,
      id: loaded.meta.id,
      game: loaded.meta.game,
      seat: reader,
      names: readSeats(host.sql).map((s) => s.name),
      commitment: loaded.meta.commitment,
      ...(over ? { seed: loaded.meta.seed } : {}),
      steps,
    };
    return ok(JSON.stringify(copy));
  });
}

/**
 * Rebuilds an empty room as game `id` from `exp`: the seed must match its commitment, every move
 * must replay through the engine as registered now, and the state reached must be the export's
 * snapshot byte for byte (src/game-export.ts). Then the record is written as the room would have
 * written it (the log, the snapshot, the ledger's turns from the moves' times, the ending) and
 * the steps after a change plan what is due (computer moves, deadlines, the game's removal).
 */
export function restore(
  host: ExportHost,
  id: string,
  exp: GameExport,
): Promise<RoomResult<{ id: string; seq: number }>> {
  return guarded("restore", async () => {
    if (host.load()) return fail("room/exists", "A game with this id already exists.");
    if (!(await seedMatches(exp)))
      return fail("restore/bad-seed", "The export's seed is not the one its commitment published.");
    if (exp.seats.length !== exp.meta.seats || exp.seats.some((s, i) => s.seat !== i))
      return fail(
        "restore/bad-log",
        `The export must list seats 0 to ${exp.meta.seats - 1} in order.`,
      );
    // Who was to act after each step: the ledger's turns, as the moves wrote them.
    const toAct: number[][] = [];
    const replayed = replayExport(exp, (_seq, state, game) => toAct.push([...game.toAct(state)]));
    if (!replayed.ok) return fail(replayed.divergence.code, replayed.divergence.message);
    const meta: Meta = { ...exp.meta, id };
    const seats: SeatRecord[] = exp.seats.map((s) => ({
      ...s,
      level: isBotLevel(s.level) ? s.level : null,
    }));
    const { settings } = exp;
    const over = settings.ending !== null || replayed.game.outcome(replayed.state) !== null;
    // One transaction: a restore that fails half-way leaves the room empty, never half a game
    // (and nothing of it in the room's memory: `rebuild` below).
    const made = rebuild(host, () => {
      const created = host.createGame(meta, seats, {
        timePerMove: settings.days,
        origin: settings.origin,
        ...(settings.clock ? { clockRules: settings.clock } : {}),
      });
      if (!created.ok) return created;
      const ledger = readLedger(host.sql);
      for (const m of exp.moves) trackTurnsIn(ledger, meta.seats, toAct[m.seq]!, m.seq, m.at);
      for (const m of exp.moves) appendMove(host.sql, { ...m, holder: null });
      writeSnapshot(host.sql, { seq: exp.moves.length, state: replayed.state }, ledger);
      // A finished game's "game over" emails went out before: nobody is written to again.
      updateSettings(host.sql, { ending: settings.ending, overMailed: over });
      return created;
    });
    if (!made.ok) return made;
    host.forget();
    host.load();
    await host.afterChange({ quiet: true });
    return ok({ id, seq: exp.moves.length });
  });
}

/** Runs `write` in one transaction; if it throws, the room forgets what it had in memory. */
function rebuild<T>(host: ExportHost, write: () => T): T {
  try {
    return host.ctx.storage.transactionSync(write);
  } catch (err) {
    host.sql.forget();
    host.forget();
    throw err;
  }
}
