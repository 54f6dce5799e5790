/**
 * What the tests need to know about one game beyond the Game contract: its invariants (card
 * conservation, phase consistency), a bound on the number of moves, how to change what a reader
 * may not see (for the non-interference checks of the fuzzer and test/engine/contract.test.ts),
 * and how much of it the short fuzz pass and the state fixture play. One spec per registered
 * game, in ./games/<id>.ts; ./specs.ts lists them by game id (test/engine/completeness.test.ts
 * fails for a registered game without one).
 */
import type { AnyGame, Game, GameState, RngState } from "../../src/engine";
import type { FuzzRng } from "./rng";

/**
 * A change to a copy of the state (of type S) that touches only what a reader may not see;
 * `apply` answers false when it changed nothing (two equal cards swapped), so the check is not
 * counted.
 */
export type Perturbation<S = never> = { what: string; apply(state: S): boolean };

/** The fuzzing knowledge of one game. */
export interface FuzzSpec {
  /** The registered game. */
  game: AnyGame;
  /** No game may take more moves than this (the termination bound). */
  maxMoves: number;
  /** Cases in the short pass `npm test` runs (test/engine/fuzz.test.ts): a few thousand moves. */
  shortPass: number;
  /**
   * How many moves into a game its state fixture is saved (test/fixtures/make.ts): well under
   * way, far from over.
   */
  fixtureMoves: number;
  /**
   * Throws (an Error saying what broke) when the state breaks a rule of the game: every card in
   * exactly one place, sizes and phases consistent.
   */
  invariants(state: never): void;
  /**
   * Changes to hidden information a reader (a seat, or null for a spectator) may not see:
   * another seat's hand card swapped with a face-down pile card, the pile order, and so on.
   * Each is applied to its own copy of the state; the reader's view must stay byte-identical.
   */
  hidden(state: never, reader: number | null, rng: FuzzRng): Perturbation[];
  /**
   * A move `play` accepts in `state` that `legalMoves` does not list, and may not (legalMoves
   * lists a sample when the choices are too many, like Pazaak's own side decks, or one form of
   * a move that may be written two ways). Otherwise an accepted unlisted move is a failure.
   */
  unlisted?(state: never, move: unknown): boolean;
  /**
   * The one form of a parsed move when `play` treats several as the same (Mazzo's `take` names
   * its two cards in either order), so they compare equal with the listed form.
   */
  normalize?(move: unknown): unknown;
}

/**
 * One game's fuzzing knowledge in its own state type (what `fuzzSpec` takes): FuzzSpec's
 * members, but for `hidden`, which lists only the changes to the game's own parts.
 */
export interface GameFuzz<S> {
  maxMoves: number;
  shortPass: number;
  fixtureMoves: number;
  invariants(state: S): void;
  /** The hidden changes of the game's cards and piles; `fuzzSpec` adds the generator's. */
  hidden(state: S, reader: number | null, rng: FuzzRng): Perturbation<S>[];
  unlisted?(state: S, move: unknown): boolean;
  normalize?(move: unknown): unknown;
}

/**
 * The FuzzSpec of `game`. Every state keeps the seeded generator, which no reader may see:
 * a change to each of its words comes before the game's own hidden changes.
 */
export function fuzzSpec<S extends GameState & { rng: RngState }>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  game: Game<S, any, any, any>,
  spec: GameFuzz<S>,
): FuzzSpec {
  return {
    ...spec,
    game,
    hidden: (state: S, reader, rng) => [
      ...state.rng.map((_, word) => ({
        what: `the generator (word ${word})`,
        apply: (c: S) => bumpRng(c.rng, word),
      })),
      ...spec.hidden(state, reader, rng),
    ],
  };
}

/** Throws `what` (and a short context) unless `ok`: the fuzzer reports it with the repro. */
export function check(ok: boolean, what: string, ctx?: unknown): asserts ok {
  if (!ok) {
    const detail = ctx === undefined ? "" : `: ${JSON.stringify(ctx)?.slice(0, 400)}`;
    throw new Error(`${what}${detail}`);
  }
}

/** A multiset of strings as a sorted JSON text, to compare card collections. */
export function sortedJson(items: readonly string[]): string {
  return JSON.stringify([...items].sort());
}

/** Swaps a[i] and b[j] in place (both arrays of the same copy); false if they were equal. */
export function swap<T>(a: T[], i: number, b: T[], j: number): boolean {
  const x = a[i] as T;
  if (JSON.stringify(x) === JSON.stringify(b[j])) return false;
  a[i] = b[j] as T;
  b[j] = x;
  return true;
}

/** Sets items[i] to `value` in place; false if it already was. */
export function replace<T>(items: T[], i: number, value: T): boolean {
  if (items[i] === value) return false;
  items[i] = value;
  return true;
}

/** Adds one to a word of the generator state (hidden from everyone). */
export function bumpRng(rng: number[], word: number): boolean {
  rng[word] = ((rng[word] ?? 0) + 1) >>> 0;
  return true;
}
