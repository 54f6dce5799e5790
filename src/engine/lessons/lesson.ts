/**
 * A lesson is data: a game on a fixed seed where the learner plays one seat and every other
 * seat's moves are scripted. `replayLesson` plays it through with the game's own rules, so the
 * browser's lesson page and the engine test (test/engine/lessons.test.ts) read the same steps,
 * and a rule change that breaks a lesson fails the build.
 */
import * as v from "valibot";
import type { AnyGame, GameState, Seat } from "../core/game";
import { sameJson } from "../core/same-json";

/** One step: the learner's expected move with its note, or another seat's scripted move. */
export interface LessonStep {
  seat: Seat;
  move: unknown;
  /** The word key of the one-line note shown while this move is awaited (learner's steps only). */
  note?: string;
}

/** A game's lesson. */
export interface Lesson {
  game: string;
  seats: number;
  /** The game's options, as a create form would send them ({} for the defaults). */
  options: Record<string, unknown>;
  seed: string;
  /** The learner's seat. */
  you: Seat;
  /** The word key of the first line, shown above the table before the first move. */
  intro: string;
  /** The word key of the last line, shown on the end screen. */
  outro: string;
  steps: readonly LessonStep[];
}

/** The members of a game a lesson needs (a replay part gives them, web/replay/build.ts). */
export type LessonEngine = Pick<AnyGame, "options" | "setup" | "play" | "toAct" | "legalMoves">;

/** A lesson played through: the state before each step (states[k]) and after the last. */
export type LessonRun =
  { ok: true; states: GameState[] } | { ok: false; step: number; problem: string };

/**
 * Plays a lesson through: every step's seat must be one the game awaits, every learner's move
 * must be one of its legal moves (the table offers only those) and every move must be accepted.
 * The first step that fails is named with the engine's reason.
 */
export function replayLesson(engine: LessonEngine, lesson: Lesson): LessonRun {
  const options = v.parse(engine.options, lesson.options);
  let state = engine.setup({ seats: lesson.seats, options, seed: lesson.seed }) as GameState;
  const states: GameState[] = [state];
  for (const [k, step] of lesson.steps.entries()) {
    if (!engine.toAct(state).includes(step.seat))
      return { ok: false, step: k, problem: `seat ${step.seat} is not to act` };
    if (
      step.seat === lesson.you &&
      !engine.legalMoves(state, step.seat).some((m) => sameJson(m, step.move))
    )
      return { ok: false, step: k, problem: `not a legal move: ${JSON.stringify(step.move)}` };
    const r = engine.play(state, step.seat, step.move);
    if (!r.ok) return { ok: false, step: k, problem: `${r.error.code}: ${r.error.message}` };
    state = r.state as GameState;
    states.push(state);
  }
  return { ok: true, states };
}

/** The index of the first learner's step at or after `k` (steps.length when none is left). */
export function nextLearnerStep(lesson: Lesson, k: number): number {
  let i = k;
  while (i < lesson.steps.length && lesson.steps[i]!.seat !== lesson.you) i++;
  return i;
}
