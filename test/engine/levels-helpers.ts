/**
 * Test helpers for the computer levels (easy, normal, strong) of every game: positions reached
 * by random play at every seat count, and the three checks each game's levels test makes with
 * them: every level's move is legal, no level's move changes when a card hidden from the
 * deciding seat changes (while that seat's view stays byte-identical), and the levels differ.
 */
import { describe, expect, it } from "vitest";
import { BOT_LEVELS, seatCounts, type AnyGame, type BotLevel } from "../../src/engine";
import { TestRng } from "./kit";

export { TestRng };

/** A position: a state and the seat to decide in it. */
export interface Position<S> {
  state: S;
  seat: number;
}

/**
 * About `count` positions per seat count of `game`, from games of random legal moves mixed with
 * the normal computer's (so that positions look like real games too; each game cycles through
 * `options`), taken every few moves so that they cover whole games, the first position of each
 * game included.
 */
export function positions<S>(
  game: AnyGame,
  count: number,
  options: readonly unknown[] = [{}],
  seats: readonly number[] = seatCounts(game.seats),
): Position<S>[] {
  const out: Position<S>[] = [];
  const rng = new TestRng(`levels-${game.id}`);
  for (const n of seats) {
    let taken = 0;
    for (let g = 0; taken < count; g++) {
      let s = game.setup({ seats: n, options: options[g % options.length], seed: `lv-${n}-${g}` });
      const every = 3 + rng.int(5);
      for (let i = 0; game.toAct(s).length > 0 && taken < count; i++) {
        const seat = rng.pick(game.toAct(s) as number[]);
        if (i % every === 0) {
          out.push({ state: s as S, seat });
          taken++;
        }
        const move: unknown =
          rng.int(2) === 0 ? rng.pick(game.legalMoves(s, seat) as unknown[]) : game.bot(s, seat);
        const r = game.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
  }
  return out;
}

/** A position with every level's move in it. */
export interface Decided<S> extends Position<S> {
  moves: Record<BotLevel, unknown>;
}

/** Every level's move in every position (the strong ones take a while: computed once). */
export function decide<S>(game: AnyGame, all: readonly Position<S>[]): Decided<S>[] {
  return all.map((p) => ({
    ...p,
    moves: Object.fromEntries(
      BOT_LEVELS.map((l) => [l, game.bot(p.state, p.seat, l) as unknown]),
    ) as Record<BotLevel, unknown>,
  }));
}

/** Every level's move is accepted by `play` in its position. */
export function expectLegal<S>(game: AnyGame, all: readonly Decided<S>[]): void {
  for (const { state, seat, moves } of all) {
    for (const level of BOT_LEVELS) {
      const r = game.play(state, seat, moves[level]);
      expect(
        r.ok,
        `${level} in ${game.id}: ${JSON.stringify(moves[level])} ${r.ok ? "" : r.error.message}`,
      ).toBe(true);
    }
  }
}

/** A change of `state` that the seat must not be able to see. */
export interface Hidden<S> {
  name: string;
  state: S;
}

/**
 * For every position and every hidden change `hide` makes: the deciding seat's view is
 * byte-identical (so the change is hidden indeed) and every level decides the same. Answers how
 * many decisions were compared.
 */
export function expectNoPeeking<S>(
  game: AnyGame,
  all: readonly Decided<S>[],
  hide: (state: S, seat: number, rng: TestRng) => Hidden<S>[],
): number {
  const rng = new TestRng(`peek-${game.id}`);
  let compared = 0;
  for (const { state, seat, moves } of all) {
    const before = JSON.stringify(game.view(state, seat));
    for (const h of hide(state, seat, rng)) {
      expect(JSON.stringify(game.view(h.state, seat)), `${h.name} is seen by ${seat}`).toBe(before);
      for (const level of BOT_LEVELS) {
        expect(game.bot(h.state, seat, level), `${level} after ${h.name}`).toEqual(moves[level]);
        compared++;
      }
    }
  }
  return compared;
}

/** In how many positions each pair of levels chooses differently. */
export function differences<S>(all: readonly Decided<S>[]): Record<string, number> {
  const out: Record<string, number> = { "easy-normal": 0, "normal-strong": 0, "easy-strong": 0 };
  for (const { moves } of all) {
    const [e, n, s] = [moves.easy, moves.normal, moves.strong].map((m) => JSON.stringify(m));
    if (e !== n) out["easy-normal"]!++;
    if (n !== s) out["normal-strong"]!++;
    if (e !== s) out["easy-strong"]!++;
  }
  return out;
}

/** A deep copy of a plain-JSON state. */
export function copy<S>(s: S): S {
  return JSON.parse(JSON.stringify(s)) as S;
}

/** A copy of `s` with another generator: a change no seat can see. */
export function reseeded<S extends { rng: unknown }>(s: S): Hidden<S> {
  const m = copy(s);
  m.rng = [1, 2, 3, 4];
  return { name: "generator", state: m };
}

/** Which positions of a game its levels test decides in (see `positions`), and how it hides. */
export interface LevelsSpec<S> {
  /** Positions per seat count. */
  count: number;
  options?: readonly unknown[];
  seats?: readonly number[];
  /** The changes the deciding seat cannot see. */
  hide: (s: S, seat: number, rng: TestRng) => Hidden<S>[];
  /** Fewest positions in all (the legality check asserts it). */
  minPositions?: number;
}

/**
 * The three checks of one game's levels, over positions decided once: every level's move is
 * legal (in at least `minPositions` positions), more than a thousand hidden changes leave every
 * decision as it was, and each pair of levels chooses differently more than ten times.
 */
export function describeLevels<S>(game: AnyGame, spec: LevelsSpec<S>): void {
  const all = decide(game, positions<S>(game, spec.count, spec.options, spec.seats));
  describe(`${game.title} computer levels`, () => {
    it("every level plays a legal move", () => {
      expect(all.length).toBeGreaterThanOrEqual(spec.minPositions ?? 1);
      expectLegal(game, all);
    });

    it("no level's move depends on a card hidden from its seat", () => {
      expect(expectNoPeeking(game, all, spec.hide)).toBeGreaterThan(1000);
    });

    it("the three levels choose differently", () => {
      const d = differences(all);
      console.log(`${game.title} levels differ:`, d);
      for (const n of Object.values(d)) expect(n).toBeGreaterThan(10);
    });
  });
}
