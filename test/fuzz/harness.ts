/**
 * The fuzzing harness. One case is one seeded game of one registered game
 * type: seats and options drawn at random, moves drawn from `legalMoves` (now and then the
 * game's own bot), and at every step bent and malformed moves thrown at `play`. After every
 * step it checks:
 * - the game's invariants (./games/*: card conservation, sizes, phase) and the contract's (who
 *   acts, legal moves only for them, an outcome exactly when nobody acts), the termination bound;
 * - that the state is plain JSON and a stored copy plays the same;
 * - that every refused move is a RuleError with a namespaced code and leaves the state (and the
 *   move) unchanged, and that an accepted move is one `legalMoves` lists;
 * - non-interference: for a reader (each seat and the spectator), changing something it may not
 *   see (another hand's card, the pile order, the generator) leaves its view byte-identical;
 * and at the end that replaying the log from the seed gives the same state (determinism).
 * Everything a case does follows from its case seed, so `--case` reproduces a failure exactly.
 */
import { isDeepStrictEqual } from "node:util";
import * as v from "valibot";
import { RuleError, seatCounts, type AnyGame } from "../../src/engine";
import { bend, wordsOf } from "./malformed";
import { FuzzRng } from "./rng";
import { check, type FuzzSpec } from "./spec";

/** One move of a case's log, as the room stores it. */
export interface LoggedMove {
  seat: number;
  move: unknown;
}

/** Everything needed to reproduce a case. */
export interface Repro {
  game: string;
  caseSeed: string;
  seats: number;
  options: unknown;
  /** The moves applied before the failing step. */
  moves: LoggedMove[];
}

/** A broken check, with the case that breaks it. */
export class FuzzFailure extends Error {
  override readonly name = "FuzzFailure";
  constructor(
    message: string,
    readonly repro: Repro,
  ) {
    super(message);
  }
}

/** What one case did. */
export interface CaseStats {
  moves: number;
  /** Bent or malformed moves offered to `play` (refused or, when listed, accepted). */
  bad: number;
  /** Hidden-information changes whose views were compared. */
  hidden: number;
  /** Option combinations the game refused (then played with the defaults). */
  optionsRefused: number;
}

const CODE = /^(rule|input)\/[a-z0-9-]+$/;
const BAD_PER_STEP = 3;
const BOT_SHARE = 0.3;
const HIDDEN_PER_READER = 2;

/** A JSON copy, as storage gives it back. */
function stored<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** A move as the engine reads it (the room logs this form), or null if it does not parse. */
function canonical(spec: FuzzSpec, move: unknown): string | null {
  const parsed = v.safeParse(spec.game.move, move);
  if (!parsed.success) return null;
  return JSON.stringify(spec.normalize ? spec.normalize(parsed.output) : parsed.output);
}

/** Random options built from the game's own form fields (about half left at their default). */
function randomOptions(game: AnyGame, rng: FuzzRng): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const field of game.optionFields) {
    if (rng.chance(0.5)) continue;
    raw[field.key] = field.kind === "boolean" ? rng.chance(0.5) : rng.pick(field.choices);
  }
  return raw;
}

/** Runs one case; throws FuzzFailure with its repro on the first broken check. */
export function fuzzCase(spec: FuzzSpec, caseSeed: string): CaseStats {
  const { game } = spec;
  const rng = new FuzzRng(caseSeed);
  const seats = rng.pick(seatCounts(game.seats));
  const seed = `${caseSeed}#game`;
  const stats: CaseStats = { moves: 0, bad: 0, hidden: 0, optionsRefused: 0 };
  let options: unknown = v.parse(game.options, {});
  let state: unknown;
  try {
    const parsed = v.safeParse(game.options, randomOptions(game, rng));
    if (parsed.success) {
      state = game.setup({ seats, options: parsed.output, seed });
      options = parsed.output;
    }
  } catch {
    // The room answers these `input/invalid-options`; the case goes on with the defaults.
  }
  if (state === undefined) {
    stats.optionsRefused++;
    state = game.setup({ seats, options, seed });
  }
  const log: LoggedMove[] = [];
  const repro = (): Repro => ({ game: game.id, caseSeed, seats, options, moves: stored(log) });
  try {
    check(
      JSON.stringify(game.setup({ seats, options, seed })) === JSON.stringify(state),
      "setup is deterministic",
    );
    for (;;) {
      // The state as storage holds it, taken once per step: most checks compare against it.
      const json = JSON.stringify(state);
      checkState(spec, state, json, seats, stats.moves);
      stats.hidden += checkHidden(spec, state, json, seats, rng, stats.moves);
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      check(stats.moves < spec.maxMoves, `the game ends within ${spec.maxMoves} moves`);
      const seat = rng.pick(toAct);
      const legal = game.legalMoves(state, seat) as unknown[];
      const listed = new Set(legal.map((m) => canonical(spec, m)));
      check(!listed.has(null), "every listed move has the move schema's shape");
      stats.bad += offerBadMoves(spec, state, json, seats, seat, toAct, legal, listed, rng);
      const move = rng.chance(BOT_SHARE) ? game.bot(state, seat) : rng.pick(legal);
      check(
        listed.has(canonical(spec, move)) || spec.unlisted?.(state as never, move) === true,
        "the bot's move is a listed move",
        move,
      );
      if (stats.moves % 5 === 0)
        stats.hidden += checkLogSecrecy(spec, state, seats, seat, legal, rng);
      state = playListed(game, state, json, seat, move, stats.moves % 5 === 0);
      log.push({
        seat,
        move: stored(canonical(spec, move) === null ? move : v.parse(game.move, move)),
      });
      stats.moves++;
    }
    checkOutcome(game, state, seats);
    checkReplay(game, seats, options, seed, log, state);
  } catch (err) {
    if (err instanceof FuzzFailure) throw err;
    const message = err instanceof Error ? err.message : String(err);
    throw new FuzzFailure(`${game.id}: ${message}`, repro());
  }
  return stats;
}

/** The contract's and the game's invariants of a resting state, and that it is plain JSON. */
function checkState(
  spec: FuzzSpec,
  state: unknown,
  json: string,
  seats: number,
  step: number,
): void {
  const { game } = spec;
  const toAct = game.toAct(state);
  check(new Set(toAct).size === toAct.length, "toAct has no seat twice", toAct);
  check(
    toAct.every((s) => Number.isInteger(s) && s >= 0 && s < seats),
    "toAct names real seats",
    toAct,
  );
  check((game.outcome(state) === null) === toAct.length > 0, "an outcome exactly when nobody acts");
  for (let s = 0; s < seats; s++) {
    const n = game.legalMoves(state, s).length;
    if (toAct.includes(s)) check(n > 0, "a seat to act has legal moves", { seat: s, step });
    else check(n === 0, "a seat not to act has no legal moves", { seat: s, step });
  }
  // Deep comparison is slow: every tenth step and the end (undefined or NaN would not survive).
  if (step % 10 === 0 || toAct.length === 0)
    check(isDeepStrictEqual(state, JSON.parse(json)), "the state is plain JSON (survives storage)");
  spec.invariants(state as never);
}

/** Offers bent, malformed and out-of-turn moves; returns how many. */
function offerBadMoves(
  spec: FuzzSpec,
  state: unknown,
  json: string,
  seats: number,
  seat: number,
  toAct: number[],
  legal: unknown[],
  listed: Set<string | null>,
  rng: FuzzRng,
): number {
  const { game } = spec;
  const words = [...wordsOf(state), ...wordsOf(legal)];
  const offers: [number, unknown][] = [];
  for (let i = 0; i < BAD_PER_STEP; i++) offers.push([seat, bend(rng, rng.pick(legal), words)]);
  // A listed move from a seat whose turn it is not.
  const waiting = Array.from({ length: seats }, (_, s) => s).filter((s) => !toAct.includes(s));
  if (waiting.length) offers.push([rng.pick(waiting), rng.pick(legal)]);
  for (const [who, move] of offers) {
    const frozen = JSON.stringify(move);
    let result;
    try {
      result = game.play(state, who, move);
    } catch (err) {
      check(false, "play threw instead of refusing", {
        move: frozen?.slice(0, 200),
        err: String(err),
      });
    }
    check(JSON.stringify(move) === frozen, "play does not change the move it is given");
    if (result.ok) {
      check(who === seat || toAct.includes(who), "a seat not to act had a move accepted", {
        who,
        move,
      });
      const c = canonical(spec, move);
      check(
        (c !== null && listed.has(c)) || spec.unlisted?.(state as never, move) === true,
        "play accepted a move legalMoves does not list",
        move,
      );
    } else {
      check(result.error instanceof RuleError, "a refusal is a RuleError");
      check(CODE.test(result.error.code), "a refusal has a namespaced code", result.error.code);
      check(result.error.message.length > 10, "a refusal explains itself", result.error.message);
    }
  }
  // Once for all the offers (cheaper); when it fails, each is tried again on its own copy.
  if (JSON.stringify(state) !== json) {
    const culprit = offers.find(([who, move]) => {
      const copy = JSON.parse(json) as unknown;
      game.play(copy, who, move);
      return JSON.stringify(copy) !== json;
    });
    check(false, "a refused or tried move changed the state it was given", culprit);
  }
  return offers.length;
}

/**
 * Plays a listed move: accepted and its input unchanged; with `again`, a stored copy of the state
 * plays the same (as the room does after loading a snapshot).
 */
function playListed(
  game: AnyGame,
  state: unknown,
  json: string,
  seat: number,
  move: unknown,
  again: boolean,
): unknown {
  const frozen = JSON.stringify(move);
  const r = game.play(state, seat, move);
  check(r.ok, "a listed move is accepted", { move, error: r.ok ? null : r.error });
  check(JSON.stringify(state) === json, "play does not change its input state");
  check(JSON.stringify(move) === frozen, "play does not change its input move");
  if (again) {
    const copy = game.play(JSON.parse(json), seat, stored(move));
    check(
      copy.ok && JSON.stringify(copy.state) === JSON.stringify(r.state),
      "a stored copy of the state plays the same",
    );
  }
  return r.state;
}

/**
 * Non-interference: for one reader per step (each in turn) and every reader now and then,
 * applies each hidden change the spec knows to a copy and compares the reader's view.
 */
function checkHidden(
  spec: FuzzSpec,
  state: unknown,
  json: string,
  seats: number,
  rng: FuzzRng,
  step: number,
): number {
  const readers: (number | null)[] = [...Array(seats).keys(), null];
  const over = spec.game.toAct(state).length === 0;
  const chosen = step % 25 === 0 || over ? readers : [readers[step % readers.length]!];
  let n = 0;
  for (const reader of chosen) {
    const view = JSON.stringify(spec.game.view(state, reader));
    const changes = spec.hidden(state as never, reader, rng);
    // A few changes per reader and step: over a game every kind is tried many times.
    for (let k = 0; k < HIDDEN_PER_READER && changes.length; k++) {
      const p = changes.splice(rng.int(changes.length), 1)[0]!;
      const copy = JSON.parse(json) as unknown;
      if (!p.apply(copy as never)) continue;
      const changed = JSON.stringify(spec.game.view(copy, reader));
      check(changed === view, "a view shows something its reader may not see", {
        reader,
        change: p.what,
      });
      n++;
    }
  }
  return n;
}

/**
 * Non-interference of the log: two moves the actor could make that leave a reader's view the
 * same must also read the same in that reader's log (`moveView`), or the log would tell what
 * the table hides. Up to six listed moves, one other reader per call.
 */
function checkLogSecrecy(
  spec: FuzzSpec,
  state: unknown,
  seats: number,
  actor: number,
  legal: unknown[],
  rng: FuzzRng,
): number {
  const { game } = spec;
  const readers: (number | null)[] = [...Array(seats).keys(), null].filter((r) => r !== actor);
  const reader = rng.pick(readers);
  const seen = new Map<string, { move: unknown; log: string }>();
  let n = 0;
  for (const move of legal.slice(0, 6)) {
    const r = game.play(state, actor, move);
    if (!r.ok) continue;
    const view = JSON.stringify(game.view(r.state, reader));
    const log = JSON.stringify(game.moveView(move, actor, reader));
    const twin = seen.get(view);
    if (!twin) {
      seen.set(view, { move, log });
      continue;
    }
    n++;
    check(twin.log === log, "the log shows a reader what its view hides", {
      reader,
      moves: [twin.move, move],
      logs: [twin.log, log],
    });
  }
  return n;
}

/** A finished game: nobody acts, an outcome naming real seats, one score per seat. */
function checkOutcome(game: AnyGame, state: unknown, seats: number): void {
  const out = game.outcome(state);
  check(out !== null, "a finished game has an outcome");
  const named = [...out.winners, ...out.losers];
  check(new Set(named).size === named.length, "no seat both wins and loses", out);
  check(
    named.every((s) => Number.isInteger(s) && s >= 0 && s < seats),
    "outcome seats are real",
    out,
  );
  check(out.scores.length === seats, "one score per seat", out);
  for (let s = 0; s < seats; s++)
    check(game.legalMoves(state, s).length === 0, "no legal moves after the end", s);
}

/** Determinism: the log replayed from the seed gives the same state. */
function checkReplay(
  game: AnyGame,
  seats: number,
  options: unknown,
  seed: string,
  log: LoggedMove[],
  final: unknown,
): void {
  let s: unknown = game.setup({ seats, options: stored(options), seed });
  for (const [i, { seat, move }] of log.entries()) {
    const r = game.play(s, seat, stored(move));
    check(r.ok, "the logged move replays", { index: i });
    s = r.state;
  }
  check(JSON.stringify(s) === JSON.stringify(final), "replaying the log gives the same state");
}
