/**
 * The test helpers every game's engine tests share: a seeded chooser, moves that must be
 * accepted or refused, whole games played by bots, events by type, a deep freeze and a storage
 * copy. What belongs to one
 * game (building its states, its policies) stays in test/engine/<game>-helpers.ts.
 */
import * as v from "valibot";
import { expect } from "vitest";
import {
  findGame,
  type AnyGame,
  type Game,
  type GameState,
  type Outcome,
  type Seat,
} from "../../src/engine";
import { RuleError } from "../../src/engine/core/errors";

import { check } from "../fuzz/spec";

export { check };

/**
 * The property tests' check of a move the rules must refuse: refused with a namespaced
 * RuleError that explains itself, and the move object left as it was.
 */
export function checkRefused(game: AnyGame, state: unknown, seat: Seat, move: unknown): void {
  const frozen = JSON.stringify(move);
  const r = game.play(state, seat, move);
  check(!r.ok, "a bad move is refused", { move, state });
  if (!r.ok) {
    check(r.error instanceof RuleError, "refusals are RuleErrors");
    check(/^(rule|input)\/[a-z-]+$/.test(r.error.code), "codes are namespaced", r.error);
    check(r.error.message.length > 10, "refusals explain themselves");
  }
  check(JSON.stringify(move) === frozen, "the move object is not changed");
}

/**
 * A game's fast move reader against its move schema: every input the reader accepts, the
 * schema accepts too, and `same` checks what both read (equal, unless the caller says how).
 * Returns how many inputs the reader accepted.
 */
export function readerAgrees<M>(
  read: (x: unknown) => M | null,
  schema: v.GenericSchema,
  inputs: readonly unknown[],
  same: (fast: M, parsed: Record<string, unknown>) => void = (fast, parsed) =>
    expect(fast).toEqual(parsed),
): number {
  let accepted = 0;
  for (const x of inputs) {
    const fast = read(x);
    if (fast === null) continue;
    accepted++;
    const parsed = v.safeParse(schema, x);
    expect(parsed.success, JSON.stringify(x)).toBe(true);
    if (parsed.success) same(fast, parsed.output as Record<string, unknown>);
  }
  return accepted;
}

/** The state is plain JSON: `move` on the stored and reloaded state (`before`) gives `after`. */
export function checkRoundTrip(
  game: AnyGame,
  before: string,
  seat: Seat,
  move: unknown,
  after: unknown,
): void {
  const reloaded = game.play(JSON.parse(before), seat, move);
  check(reloaded.ok && JSON.stringify(reloaded.state) === JSON.stringify(after), "JSON round trip");
}

/** A small seeded chooser for tests: the fuzzer's, on the engine's own generator. */
export { FuzzRng as TestRng } from "../fuzz/rng";

/** The `must` and `refused` checks of one game, typed by its state and move. */
export interface PlayChecks<S, M> {
  /** Plays a move that must be accepted, and returns the new state. */
  must(state: S, seat: Seat, move: M): S;
  /**
   * Plays a move that must be refused with `code`, with a sentence, leaving the state and the
   * move unchanged; returns the error.
   */
  refused(state: S, seat: Seat, move: unknown, code: string): RuleError;
}

/** `must` and `refused` for `game`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function playChecks<S extends GameState, M>(game: Game<S, M, any, any>): PlayChecks<S, M> {
  return {
    must(state, seat, move) {
      const r = game.play(state, seat, move);
      if (!r.ok)
        expect.fail(`move ${JSON.stringify(move)} refused: ${r.error.code} ${r.error.message}`);
      return r.state;
    },
    refused(state, seat, move, code) {
      const before = JSON.stringify(state);
      const moveBefore = JSON.stringify(move);
      const r = game.play(state, seat, move);
      expect(r.ok).toBe(false);
      if (r.ok) throw new Error("unreachable");
      expect(r.error.code).toBe(code);
      expect(r.error.message.length).toBeGreaterThan(10);
      expect(JSON.stringify(state)).toBe(before);
      expect(JSON.stringify(move)).toBe(moveBefore);
      return r.error;
    },
  };
}

/** A state with a log of typed events (every game keeps one). */
interface Logged<E extends { type: string }> {
  events: readonly E[];
}

/** The events of one type, oldest first. */
export function eventsOf<E extends { type: string }, T extends E["type"]>(
  state: Logged<E>,
  type: T,
): Extract<E, { type: T }>[] {
  return state.events.filter((e): e is Extract<E, { type: T }> => e.type === type);
}

/** The last event of one type. */
export function lastEvent<E extends { type: string }, T extends E["type"]>(
  state: Logged<E>,
  type: T,
): Extract<E, { type: T }> | undefined {
  for (let i = state.events.length - 1; i >= 0; i--) {
    const e = state.events[i];
    if (e?.type === type) return e as Extract<E, { type: T }>;
  }
  return undefined;
}

/** Freezes a value and everything in it, so a write anywhere throws (modules are strict). */
export function deepFreeze<T>(x: T): T {
  if (x === null || typeof x !== "object") return x;
  if (!Object.isFrozen(x)) Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
  return x;
}

/** A JSON copy, as storage gives a value back. */
export function jsonCopy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** One move of a game's log. */
export interface Step {
  seat: Seat;
  move: unknown;
}

/** A game played by bots: every state from the setup on, and the moves between them. */
export interface BotRun {
  states: unknown[];
  steps: Step[];
}

/**
 * A game of `game` played by its bot at every seat (the first seat to act moves), from the
 * setup with `options` (every default when absent) to the end or `cap` moves; with `stored`,
 * each move is played on a JSON copy of the state, as by a room that reloads its snapshot.
 * Throws when a bot's move is refused.
 */
export function botRun(
  game: AnyGame,
  seats: number,
  seed: string,
  {
    options = {},
    cap = Infinity,
    stored = false,
  }: { options?: unknown; cap?: number; stored?: boolean } = {},
): BotRun {
  let s: unknown = game.setup({ seats, options: v.parse(game.options, options), seed });
  const run: BotRun = { states: [s], steps: [] };
  while (run.steps.length < cap && game.toAct(s).length > 0) {
    const seat: Seat = game.toAct(s)[0]!;
    const move: unknown = game.bot(s, seat);
    const r = game.play(s, seat, move);
    if (!r.ok) throw new Error(`${game.id}: the bot's move was refused: ${r.error.message}`);
    s = stored ? jsonCopy(r.state) : r.state;
    run.states.push(s);
    run.steps.push({ seat, move });
  }
  return run;
}

/**
 * Plays a game of `game` (`seats` seats, every default option) from `seed`: at each step the
 * first seat to act, its legal moves shown to `visit`, plays the move `choose` picks, which must
 * be accepted; until the end or `cap` moves.
 */
export function walkGame<S extends GameState, M>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: Game<S, M, any, any>,
  seats: number,
  seed: string,
  choose: (legal: M[], state: S, seat: Seat) => M,
  visit: (legal: M[], state: S, seat: Seat) => void,
  cap = Infinity,
): void {
  let s = game.setup({ seats, seed, options: v.parse(game.options, {}) });
  for (let m = 0; m < cap && game.toAct(s).length > 0; m++) {
    const seat = game.toAct(s)[0]!;
    const legal = game.legalMoves(s, seat);
    visit(legal, s, seat);
    const r = game.play(s, seat, choose(legal, s, seat));
    expect(r.ok).toBe(true);
    if (!r.ok) break;
    s = r.state;
  }
}

/** `game` is the registry's game of its id, with this title and these seats. */
export function expectRegistered(game: AnyGame, title: string, seats: AnyGame["seats"]): void {
  expect(findGame(game.id)).toBe(game);
  expect(game.title).toBe(title);
  expect(game.seats).toEqual(seats);
}

/**
 * A bot game (`botRun`) that must start at the game's state version and end within `maxMoves`:
 * the run and its outcome.
 */
export function finishedBotRun(
  game: AnyGame,
  seats: number,
  seed: string,
  maxMoves: number,
  options: Parameters<typeof botRun>[3] = {},
): { run: BotRun; out: Outcome } {
  const run = botRun(game, seats, seed, options);
  expect((run.states[0] as GameState).version).toBe(game.stateVersion);
  expect(run.steps.length).toBeLessThan(maxMoves);
  const out = game.outcome(run.states.at(-1)) as Outcome | null;
  expect(out).not.toBeNull();
  return { run, out: out! };
}
