/**
 * The Game contract: every game is one object with these members, so the GameRoom, the
 * browser, bots, tests and benchmarks can drive any game the same way.
 */
import type { GenericSchema } from "valibot";
import type { PlayResult } from "./errors";
import type { Hint } from "./hint";
import type { BotLevel } from "./levels";
import type { OrderKind } from "./orders";

/** A seat number, 0-based. */
export type Seat = number;

/** Every game state is plain JSON with a version number, so old games load after upgrades. */
export interface GameState {
  version: number;
}

/** How a finished game ended. */
export interface Outcome {
  /** Seats that won (several for a team or a shared win). */
  winners: Seat[];
  /** Seats that lost. A draw has no winners and no losers. */
  losers: Seat[];
  /** A score per seat (sets won, points…), in seat order. */
  scores: number[];
}

/** Every seat count a game allows, in order. */
export function seatCounts(seats: Game["seats"]): number[] {
  if (seats.counts) return [...seats.counts];
  return Array.from({ length: seats.max - seats.min + 1 }, (_, i) => seats.min + i);
}

/** What `setup` receives. */
export interface SetupArgs<O> {
  seats: number;
  options: O;
  /** All randomness of the game derives from this seed, kept inside the state. */
  seed: string;
}

/** Describes one option for forms (the UI builds the create form from these). */
export type OptionField =
  | {
      key: string;
      kind: "choice";
      choices: readonly (string | number | boolean | null)[];
      default: string | number | boolean | null;
      advanced: boolean;
    }
  | { key: string; kind: "boolean"; default: boolean; advanced: boolean };

/**
 * A game's `publicView`: for a key of its view, `true` when its value is public, or the keys of
 * its value (an object, or each object of an array) that are not, when the rest of it is.
 */
export type PublicKeys<V> = { readonly [K in keyof V & string]?: true | readonly string[] };

/** The contract every game implements. S: state, M: move, O: options, V: view. */
export interface Game<S extends GameState = GameState, M = unknown, O = unknown, V = unknown> {
  /** Stable id used in URLs and storage, e.g. "pazaak". */
  readonly id: string;
  /** Display name. */
  readonly title: string;
  /**
   * How many players, and how many a new game has unless the creator says otherwise; `counts`
   * lists the allowed numbers when not every one from min to max is (MazzelTof: 2 or 4).
   */
  readonly seats: { min: number; max: number; default: number; counts?: readonly number[] };
  /** Schema of the options; parsing `{}` gives every default. */
  readonly options: GenericSchema<unknown, O>;
  /** The options as form fields, in display order, with their defaults. */
  readonly optionFields: readonly OptionField[];
  /** Schema of one move (shape only; legality is `play`'s job). */
  readonly move: GenericSchema<unknown, M>;
  /**
   * The version of the state `setup` and `play` write now (the `version` field of S). Raise it
   * when the state's shape or meaning changes, and teach `migrate` the step (src/engine/README.md).
   */
  readonly stateVersion: number;
  /**
   * Turns a stored state written at version `from` (lower than `stateVersion`) into a state of
   * the current version, so games started before an engine change keep going. Absent while the
   * game has had only one version. Pure; see `upgradeState` in ./versions.ts.
   */
  migrate?(state: GameState, from: number): S;
  /** The initial state. */
  setup(args: SetupArgs<O>): S;
  /** The seats whose move is awaited (several for simultaneous choices); [] when over. */
  toAct(state: S): Seat[];
  /** Every legal move of that seat now ([] when it is not to act). */
  legalMoves(state: S, seat: Seat): M[];
  /**
   * The seat's real choices now, one move per choice: its legal moves without those that are
   * no choice of play (Mattazza's call for help), and moves of one and the same effect given
   * once (Pazaak's end of turn or stand over 20, both a bust). Absent: every legal move is a
   * choice of its own. Read by `forcedMove` (./forced.ts).
   */
  choices?(state: S, seat: Seat): M[];
  /**
   * Pure: the new state or a RuleError. Never mutates `state`, never throws for a bad move;
   * `move` is unchecked input and is validated against `this.move` first.
   */
  play(state: S, seat: Seat, move: unknown): PlayResult<S>;
  /**
   * What a seat (or a spectator, null) may see. The only way state leaves the server. Read-only:
   * it may share parts with the state (the event log). Its `events`, the public log, are the
   * same for every reader.
   */
  view(state: S, seat: Seat | null): V;
  /**
   * The view's top-level keys that are public: the same for every reader (a spectator and each
   * seat) in every state, to the byte (keys in the same order). A key given a list of keys
   * instead of `true` is public but for those keys of its value (an object, or each object of
   * an array), which some readers have and others not (a seat's own hand) and which come after
   * its other keys. Every reader's view has the same keys, in the same order. The room writes
   * the spectators' public part once per change and gives it to every reader without comparing
   * (src/table-stream.ts, src/view-split.ts), so a new view field that is the same for everyone
   * goes here; one that is not stays out (or in a list). The engine contract test
   * (test/engine/public-view.test.ts) proves each entry, and every reader's public part, over
   * random games. Absent: nothing is shared.
   */
  readonly publicView?: PublicKeys<V>;
  /**
   * The running score per seat, from any reader's view (a spectator's included), for the home
   * list's "2–1" and a shared link's preview. Absent when a game has no score to show.
   */
  score?(view: V): number[];
  /** What a reader may see of a move in the log (hidden choices are redacted). */
  moveView(move: M, actor: Seat, reader: Seat | null): unknown;
  /** null while running. */
  outcome(state: S): Outcome | null;
  /**
   * A sensible move for a computer player; only called for a seat in `toAct`. `level` (default
   * "normal") picks the beginner, the sensible player or the search (./levels.ts).
   */
  bot(state: S, seat: Seat, level?: BotLevel): M;
  /**
   * The seats that win or lose together with `seat` (its team, `seat` included), so an ending
   * outside the rules (a resignation) takes the whole team with it. Absent when every seat
   * plays for itself.
   */
  team?(state: S, seat: Seat): Seat[];
  /**
   * A learning game's hint for a seat in `toAct` (./hint.ts): the normal computer's move, from
   * the seat's view only, with its reason. Absent: the normal `bot`'s move, without a reason.
   */
  hint?(state: S, seat: Seat): Hint<M>;

  /**
   * The standing orders a seat may give ("take my turn when…", ./orders.ts), each deciding on
   * that seat's view alone. Absent: the game offers none.
   */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly orders?: readonly OrderKind<V, M, any>[];
}

/**
 * A game with its types erased, for registries and generic code (the server, tests).
 * Type safety lives inside each game; generic callers only pass values it produced back to it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, any, any, any>;
