/**
 * Stepping back during a game: the table as one reader saw it right after an earlier move. The
 * room keeps no old tables; it rebuilds the state after move `seq` from the game's seed and its
 * move log with the engine (as the replay does in the browser once the seed is public), and
 * answers only `view(state, reader)` for the asker's own seat, or the spectator's view: the
 * same function, and so the same secrecy, as the live table (docs/decisions.md, "Replays and
 * stepping back"). Steps are rebuilt with the engine's own rules; a game ended outside them (a
 * resignation, a claim) refuses every move, so its ending only judges the last step.
 */
import type { AnyGame, GameState } from "../../engine";
import type { HistoryStep, ReplayIndex, ReplayStep } from "../../protocol";
import { markOf } from "../../replay-marks";
import { fail, ok, type RoomResult } from "../errors";
import type { Meta, MoveRecord } from "../kernel/store";
import type { Loaded } from "./records";

/**
 * The game as a replay needs it: `rules`, the engine's game that rebuilds every step from the
 * log, and `game`, the game as the room plays it (any ending outside the rules applied), which
 * says who acts and the outcome of the last step.
 */
export type Games = Pick<Loaded, "game" | "rules" | "steps">;

/** The game that judges step `seq` of `last`: the room's for the last step, else the engine's. */
function judgeOf(games: Games, seq: number, last: number): AnyGame {
  return seq === last ? games.game : games.rules;
}

/** How many rebuilt states a room keeps in memory, so stepping back one at a time stays cheap. */
const KEPT = 64;

/**
 * The state after move `seq`, rebuilt from the seed (or the nearest state kept before it in
 * `kept`, the room's own: `Loaded.steps`).
 */
function stateAt(
  { rules, steps: kept }: Pick<Games, "rules" | "steps">,
  meta: Meta,
  moves: readonly MoveRecord[],
  seq: number,
): GameState {
  let from = 0;
  let state: GameState | undefined;
  for (let s = seq; s > 0 && !state; s--) {
    const hit = kept.get(s);
    if (hit) [from, state] = [s, hit];
  }
  state ??= rules.setup({ seats: meta.seats, options: meta.options, seed: meta.seed }) as GameState;
  for (const m of moves.slice(from, seq)) {
    const r = rules.play(state, m.seat, m.move);
    // The log holds only moves the engine accepted: a refusal here is a bug, never input.
    if (!r.ok) throw new Error(`history: move ${m.seq} does not replay (${r.error.code})`);
    state = r.state as GameState;
  }
  kept.set(seq, state);
  while (kept.size > KEPT) kept.delete(kept.keys().next().value as number);
  return state;
}

/**
 * The table of step `seq` (0: the deal) as `reader` (a seat, or null) saw it: its view, who was
 * to act and the outcome, nothing else. A step that does not exist yet is refused.
 */
export function historyStep(
  games: Games,
  meta: Meta,
  moves: readonly MoveRecord[],
  reader: number | null,
  seq: number,
): RoomResult<HistoryStep> {
  if (!Number.isInteger(seq) || seq < 0 || seq > moves.length)
    return fail(
      "history/no-such-step",
      `This game has ${moves.length} moves so far: ask for a step from 0 to ${moves.length}.`,
    );
  const mover = seq === 0 ? null : (moves[seq - 1]?.seat ?? null);
  const time = seq === 0 ? meta.created : (moves[seq - 1]?.at ?? meta.created);
  return ok(
    stepOf(
      judgeOf(games, seq, moves.length),
      meta,
      stateAt(games, meta, moves, seq),
      { seq, last: moves.length, mover, time },
      reader,
    ),
  );
}

/**
 * The answer for one step from its state: only what `reader` may see of it, through the
 * engine's `view` (the non-interference tests change hidden cards of `state` and compare these
 * bytes).
 */
export function stepOf(
  game: AnyGame,
  meta: Pick<Meta, "id" | "game">,
  state: GameState,
  at: { seq: number; last: number; mover: number | null; time: number },
  reader: number | null,
): HistoryStep {
  return {
    id: meta.id,
    game: meta.game,
    seq: at.seq,
    last: at.last,
    seat: reader,
    mover: at.mover,
    at: at.time,
    view: game.view(state, reader),
    toAct: game.toAct(state),
    outcome: game.outcome(state),
  };
}

/**
 * Every step of the game (0: the deal) as `reader` (a seat, or null) saw it, each built by
 * `stepOf` from its state, in one pass over the log: a seat's download (record-export.ts).
 */
export function everyStep(
  games: Games,
  meta: Meta,
  moves: readonly MoveRecord[],
  reader: number | null,
): HistoryStep[] {
  const { rules } = games;
  let state = rules.setup({
    seats: meta.seats,
    options: meta.options,
    seed: meta.seed,
  }) as GameState;
  const steps: HistoryStep[] = [];
  const last = moves.length;
  for (let seq = 0; seq <= last; seq++) {
    const m = moves[seq - 1];
    if (m) {
      const r = rules.play(state, m.seat, m.move);
      if (!r.ok) throw new Error(`history: move ${m.seq} does not replay (${r.error.code})`);
      state = r.state as GameState;
    }
    const at = { seq, last, mover: m?.seat ?? null, time: m?.at ?? meta.created };
    steps.push(stepOf(judgeOf(games, seq, last), meta, state, at, reader));
  }
  return steps;
}

/**
 * A finished game's replay index: its steps, who made each, and each step's place (a set, a
 * hand and trick, a round). Only once the game is over, when its seed is public anyway.
 */
export function replayIndex(
  { rules }: Games,
  meta: Meta,
  moves: readonly MoveRecord[],
): RoomResult<ReplayIndex> {
  let state = rules.setup({
    seats: meta.seats,
    options: meta.options,
    seed: meta.seed,
  }) as GameState;
  const marks = [markOf(rules.view(state, null))];
  for (const m of moves) {
    const r = rules.play(state, m.seat, m.move);
    if (!r.ok) throw new Error(`replay: move ${m.seq} does not replay (${r.error.code})`);
    state = r.state as GameState;
    marks.push(markOf(rules.view(state, null)));
  }
  return ok({
    id: meta.id,
    game: meta.game,
    last: moves.length,
    movers: [null, ...moves.map((m) => m.seat)],
    times: [meta.created, ...moves.map((m) => m.at)],
    marks,
  });
}

/** One step of a finished game: the spectator's view and every seat's own view. */
export function replayStep(
  games: Games,
  meta: Meta,
  moves: readonly MoveRecord[],
  seq: number,
): RoomResult<ReplayStep> {
  const step = historyStep(games, meta, moves, null, seq);
  if (!step.ok) return step;
  const state = stateAt(games, meta, moves, seq);
  const views = Array.from({ length: meta.seats }, (_, seat) => games.rules.view(state, seat));
  return ok({ ...step.value, views });
}
