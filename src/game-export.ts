/**
 * A game's whole record as an export file: what the operator's export answers, what the nightly
 * copy in R2 holds, what a restore and `npm run audit:replay` read. Its replay through the engine
 * as it is now, which must reach the very state the export was taken at. Pure (no platform API
 * but Web Crypto for the seed's check): the room, the audit script and the tests share it.
 */
import * as v from "valibot";
import { GameId } from "./protocol";
import { sha256Hex } from "./digest";
import { findGame, upgradeState, type AnyGame, type GameState } from "./engine";

/** The `format` of a game export. */
export const EXPORT_FORMAT = "tavolo/game-export";
/** The version of the export's shape; a reader refuses any other. */
export const EXPORT_VERSION = 1;

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));
const Seat = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(31));
const Digest = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, "A SHA-256 digest in hex."));
const Id = GameId;

/** The shape of an export file, checked before a restore or an audit reads anything of it. */
export const GameExport = v.strictObject({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  /** When the export was taken (ms since the epoch). */
  exportedAt: Count,
  meta: v.strictObject({
    id: Id,
    game: v.pipe(v.string(), v.maxLength(40)),
    options: v.record(v.string(), v.unknown()),
    seats: v.pipe(Count, v.minValue(1), v.maxValue(32)),
    /** The game's secret seed: an export is as secret as the room's storage (docs/operations.md). */
    seed: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
    commitment: Digest,
    created: Count,
    creator: Seat,
    rematch: v.nullable(Id),
    rematchOf: v.nullable(Id),
  }),
  settings: v.strictObject({
    /** Days per move; 0: none. */
    days: Count,
    /** The site the game's links were made on. */
    origin: v.pipe(v.string(), v.maxLength(200)),
    /** An ending outside the rules (a resignation, a claimed game), or null. */
    ending: v.nullable(
      v.strictObject({
        reason: v.picklist(["resign", "forfeit", "closed"]),
        // -1: nobody's (the operator closed the game).
        seat: v.pipe(v.number(), v.integer(), v.minValue(-1), v.maxValue(31)),
        outcome: v.strictObject({
          winners: v.array(Seat),
          losers: v.array(Seat),
          scores: v.array(v.number()),
        }),
      }),
    ),
    clock: v.optional(v.strictObject({ holidayDays: Count, weekends: v.boolean() })),
  }),
  /** Who sits where; secrets only as the digests the room keeps, so links still work after a restore. */
  seats: v.array(
    v.strictObject({
      seat: Seat,
      name: v.nullable(v.pipe(v.string(), v.maxLength(100))),
      tokenHash: v.nullable(Digest),
      inviteHash: v.nullable(Digest),
      computer: v.boolean(),
      level: v.nullable(v.pipe(v.string(), v.maxLength(20))),
      joined: v.boolean(),
      lastSeen: v.nullable(Count),
    }),
  ),
  /** Every move, oldest first, numbered from 1, as the room's log keeps them. */
  moves: v.array(
    v.strictObject({
      seq: v.pipe(Count, v.minValue(1)),
      seat: Seat,
      move: v.unknown(),
      moveId: v.pipe(v.string(), v.maxLength(100)),
      at: Count,
    }),
  ),
  /** The state the room held after the last move: a replay must reach these very bytes. */
  snapshot: v.strictObject({ seq: Count, state: v.unknown() }),
});

/** A game export. */
export type GameExport = v.InferOutput<typeof GameExport>;

/** Why an export does not replay: the step it failed at, a namespaced code and a sentence. */
export interface Divergence {
  seq: number;
  code: "restore/unknown-game" | "restore/bad-log" | "restore/refused" | "restore/diverged";
  message: string;
}

/** An export replayed: the engine's game and the state after its last move, or why not. */
export type Replayed =
  { ok: true; game: AnyGame; state: GameState } | { ok: false; divergence: Divergence };

/**
 * Replays `exp` through the engine as registered now: from the seed, every move in order (each
 * must be accepted), and the state reached must be byte-identical (as JSON) to the export's
 * snapshot, brought to today's state version. `step` sees every state on the way (0: the deal).
 */
export function replayExport(
  exp: GameExport,
  step?: (seq: number, state: GameState, game: AnyGame) => void,
): Replayed {
  const no = (seq: number, code: Divergence["code"], message: string): Replayed => ({
    ok: false,
    divergence: { seq, code, message },
  });
  const { meta, moves, snapshot } = exp;
  const game = findGame(meta.game);
  if (!game) return no(0, "restore/unknown-game", `There is no game called ${meta.game}.`);
  if (snapshot.seq !== moves.length || moves.some((m, i) => m.seq !== i + 1))
    return no(
      0,
      "restore/bad-log",
      "The moves must be numbered 1, 2, 3… up to the snapshot's seq.",
    );
  let state: GameState;
  try {
    state = game.setup({ seats: meta.seats, options: meta.options, seed: meta.seed }) as GameState;
  } catch {
    return no(0, "restore/refused", "The engine refuses this game's seats or options now.");
  }
  step?.(0, state, game);
  for (const m of moves) {
    const r = game.play(state, m.seat, m.move);
    if (!r.ok)
      return no(m.seq, "restore/refused", `Move ${m.seq} is refused now (${r.error.code}).`);
    state = r.state as GameState;
    step?.(m.seq, state, game);
  }
  let expected: string;
  try {
    expected = JSON.stringify(upgradeState(game, snapshot.state));
  } catch {
    return no(
      moves.length,
      "restore/diverged",
      "The export's snapshot is not a state of this game.",
    );
  }
  if (JSON.stringify(state) !== expected)
    return no(
      moves.length,
      "restore/diverged",
      `After move ${moves.length} the engine reaches another state than the export's.`,
    );
  return { ok: true, game, state };
}

/** Whether the export's seed is the one its commitment published (SHA-256, hex). */
export async function seedMatches(exp: Pick<GameExport, "meta">): Promise<boolean> {
  return (await sha256Hex(exp.meta.seed)) === exp.meta.commitment;
}
