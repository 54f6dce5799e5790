/**
 * The checks every game's `play` makes before its own rules, in one place: the move's shape,
 * the seat, the game's end, whose turn it is, and the catch-all that turns an exception into
 * `engine/internal-error`. A game gives its words and hooks to `guardedPlay`; its rules.ts
 * keeps only what is its own (docs/decisions.md, "Refusals are data, one play prelude").
 */
import * as v from "valibot";
import type { GenericSchema } from "valibot";
import { refuse, type PlayResult, type RuleError } from "./errors";
import type { GameState, Seat } from "./game";

/** A refused move, as `refuse` makes it. */
export type Refusal = { ok: false; error: RuleError };

/** What a game tells `guardedPlay`. S: state, M: move. */
export interface PlayRules<S extends GameState, M> {
  /** The move schema (the Game's `move`): a move that fails it is `input/invalid-move`. */
  move: GenericSchema<unknown, M>;
  /**
   * A cheaper reading of the commonest moves, tried before the schema: the move, or null to
   * parse with the schema (which also words every malformed input). It must accept only what
   * the schema accepts (Pazaak's turn moves, moves.ts).
   */
  fastMove?(move: unknown): M | null;
  /** How many seats this game has; any other seat number is `rule/no-such-seat`. */
  seats(state: S): number;
  /** Whether the game is over: every move is then `rule/game-over`. */
  over(state: S): boolean;
  /**
   * Whether `seat` may make `move` now: null, or the refusal (`rule/not-your-turn` with the
   * game's words, or what the game says instead). Called on a running game, for a real seat.
   * Absent: the seats of `toAct` may move, any other is told "It is not your turn."
   */
  turn?(state: S, seat: Seat, move: M): Refusal | null;
  /** The seats whose move is awaited (the Game's `toAct`), for the default `turn`. */
  toAct?(state: S): readonly Seat[];
  /** The game's sentences for the refusals above. */
  words: {
    /** "There is no seat 5 in Pazaak." */
    noSuchSeat(seat: Seat): string;
    /** "The match is over." */
    over: string;
  };
  /**
   * The game's own rules: the new state or a refusal, for a well-formed move of a seat that may
   * move in a running game. Pure; it may throw only on a damaged state.
   */
  apply(state: S, seat: Seat, move: M): PlayResult<S>;
}

/** The refusal of a move from a seat whose turn it is not, in the words most games use. */
export function notYourTurn(): Refusal {
  return refuse("rule/not-your-turn", "It is not your turn.");
}

/** The default `turn`: the seats of `toAct` may move. */
function byToAct<S>(toAct: ((state: S) => readonly Seat[]) | undefined) {
  // A game without either is a programming error: it shows when the module loads.
  if (!toAct) throw new Error("guardedPlay needs `turn` or `toAct`");
  return (state: S, seat: Seat): Refusal | null =>
    toAct(state).includes(seat) ? null : notYourTurn();
}

/** The refusal of input that fails the move schema, naming where and why. */
function malformed(issues: readonly v.BaseIssue<unknown>[]): Refusal {
  const issue = issues[0];
  const where = issue?.path?.map((p) => String(p.key)).join(".");
  return refuse(
    "input/invalid-move",
    `That move is not well-formed${where ? ` (at "${where}")` : ""}: ${issue?.message ?? "unknown shape"}.`,
  );
}

/**
 * A Game's `play` from its rules: parses the move (`fastMove` first), then refuses a seat that
 * does not exist, a finished game and a seat whose turn it is not, in that order, and only then
 * calls `apply`. Pure, and it never throws: a bad move comes back as a RuleError, and an
 * exception (only a damaged state can raise one) as `engine/internal-error`.
 */
export function guardedPlay<S extends GameState, M>(
  rules: PlayRules<S, M>,
): (state: S, seat: Seat, move: unknown) => PlayResult<S> {
  const { move: schema, fastMove, seats, over, words, apply } = rules;
  const turn = rules.turn ?? byToAct(rules.toAct);
  return (state, seat, move) => {
    try {
      let m = fastMove ? fastMove(move) : null;
      if (m === null) {
        const parsed = v.safeParse(schema, move);
        if (!parsed.success) return malformed(parsed.issues);
        m = parsed.output;
      }
      if (!Number.isInteger(seat) || seat < 0 || seat >= seats(state)) {
        return refuse("rule/no-such-seat", words.noSuchSeat(seat));
      }
      if (over(state)) return refuse("rule/game-over", words.over);
      return turn(state, seat, m) ?? apply(state, seat, m);
    } catch (e) {
      // Only a damaged state (not a bad move) can get here; the authority must not crash on it.
      const why = e instanceof Error ? e.message : String(e);
      return refuse("engine/internal-error", `The game could not apply this move (${why}).`);
    }
  };
}
