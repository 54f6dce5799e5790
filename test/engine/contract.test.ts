/**
 * The Game contract (src/engine/core/game.ts), checked for every game of the registry
 * (src/engine/index.ts): the registry finds it by its id; its options default as its form
 * fields say; setup follows the seed; whole bot games at every seat count run through the
 * generic members only, with plain-JSON states that a stored copy plays the same; play never
 * changes its input or an earlier view; a reader's view does not change when something it may
 * not see does (non-interference, with the hidden changes of the game's fuzz spec); and the
 * prelude every `play` shares (src/engine/core/play.ts) refuses a malformed move, a seat that
 * does not exist, a finished game and a seat whose turn it is not, in that order, with their
 * codes. What only one game promises is in that game's own tests.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { findGame, games, seatCounts, type AnyGame, type GameState } from "../../src/engine";
import { FuzzRng } from "../fuzz/rng";
import { specOf } from "../fuzz/specs";
import { botRun, deepFreeze, jsonCopy, playChecks, type BotRun } from "./kit";

/** Every reader of a game with `seats` seats: each seat, then the spectator. */
function readers(seats: number): (number | null)[] {
  return [...Array.from({ length: seats }, (_, i) => i), null];
}

/** A refusal's sentence: a capital, at least ten characters, a full stop. */
const SENTENCE = /^[A-Z].{9,}[.!]$/;

describe("the registry", () => {
  it("lists every game under its own id, finds each by id, and nothing for other ids", () => {
    expect(Object.keys(games).length).toBeGreaterThanOrEqual(4);
    for (const [id, game] of Object.entries(games)) {
      expect(game.id).toBe(id);
      expect(id).toMatch(/^[a-z][a-z0-9]*$/);
      expect(findGame(id)).toBe(game);
      expect(game.title.length).toBeGreaterThan(0);
    }
    for (const id of ["toString", "constructor", "__proto__", "nope", ""])
      expect(findGame(id)).toBeUndefined();
  });
});

for (const game of Object.values(games)) {
  const spec = specOf(game.id);
  const counts = seatCounts(game.seats);
  const defaults = v.parse(game.options, {}) as Record<string, unknown>;

  describe(`the Game contract: ${game.id}`, () => {
    it("has seat counts around its default, and options that default as their fields say", () => {
      expect(counts).toContain(game.seats.default);
      expect(Math.min(...counts)).toBe(game.seats.min);
      expect(Math.max(...counts)).toBe(game.seats.max);
      for (const f of game.optionFields) expect(defaults[f.key]).toEqual(f.default);
      expect(Object.keys(defaults).sort()).toEqual(game.optionFields.map((f) => f.key).sort());
    });

    it("sets up and plays the same game from the same seed, another game from another seed", () => {
      for (const seats of counts) {
        const a = game.setup({ seats, options: defaults, seed: "contract-a" }) as GameState;
        const again = game.setup({ seats, options: defaults, seed: "contract-a" });
        const b = game.setup({ seats, options: defaults, seed: "contract-b" });
        expect(a.version).toBe(game.stateVersion);
        expect(again).toEqual(a);
        expect(JSON.stringify(again)).toBe(JSON.stringify(a));
        expect(JSON.stringify(b)).not.toBe(JSON.stringify(a));
        expect(game.outcome(a)).toBeNull();
        expect(game.toAct(a).length).toBeGreaterThan(0);
        // The bots' first moves from each seed: the same game twice from one seed, and the
        // deal differs between seeds as the readers see it, not only the generator.
        const seen = (seed: string) =>
          botRun(game, seats, seed, { cap: 12 }).states.map((s) =>
            readers(seats).map((r) => JSON.stringify(game.view(s, r))),
          );
        const seenA = seen("contract-a");
        expect(seen("contract-a")).toEqual(seenA);
        expect(seen("contract-b")).not.toEqual(seenA);
      }
    });

    for (const seats of counts) {
      it(`plays a whole ${seats}-seat bot game through the generic members only`, () => {
        const run = botRun(game, seats, `contract-${seats}`, { cap: spec.maxMoves });
        const listedForm = (m: unknown) =>
          JSON.stringify(spec.normalize ? spec.normalize(v.parse(game.move, m)) : m);
        for (const [i, { seat, move }] of run.steps.entries()) {
          const state = run.states[i];
          expect(game.outcome(state)).toBeNull();
          expect(game.toAct(state)).toContain(seat);
          const legal = game.legalMoves(state, seat) as unknown[];
          expect(legal.length).toBeGreaterThan(0);
          expect(v.safeParse(game.move, move).success).toBe(true);
          expect(
            legal.map(listedForm).includes(listedForm(move)) ||
              spec.unlisted?.(state as never, move) === true,
            `${game.id}: the bot's move ${JSON.stringify(move)} is listed`,
          ).toBe(true);
          for (const reader of readers(seats)) {
            expect(game.view(state, reader)).toBeDefined();
            expect(game.moveView(move, seat, reader)).toBeDefined();
          }
        }
        const end = run.states.at(-1);
        expect(game.toAct(end)).toEqual([]);
        const out = game.outcome(end);
        expect(out, `${game.id}: the game ends within ${spec.maxMoves} moves`).not.toBeNull();
        const named = [...out!.winners, ...out!.losers];
        expect(new Set(named).size).toBe(named.length);
        for (const s of named) expect(s >= 0 && s < seats).toBe(true);
        expect(out!.scores).toHaveLength(seats);
        for (let s = 0; s < seats; s++) expect(game.legalMoves(end, s)).toEqual([]);
      });
    }

    it("keeps its states plain JSON, and a stored copy plays the same", () => {
      // The room keeps the engine's state in memory as it is, without a JSON round trip
      // (src/server/room/records.ts commitMove): that is only sound if reading the stored text
      // back gives the same state.
      const run = botRun(game, game.seats.default, `plain-${game.id}`, { cap: 400 });
      for (const state of run.states) expect(jsonCopy(state)).toStrictEqual(state);
      for (const [i, { seat, move }] of run.steps.entries()) {
        if (i % 7 !== 0) continue;
        const r = game.play(jsonCopy(run.states[i]), seat, jsonCopy(move));
        expect(r.ok && JSON.stringify(r.state)).toBe(JSON.stringify(run.states[i + 1]));
        for (const reader of readers(game.seats.default)) {
          const view: unknown = game.view(run.states[i], reader);
          expect(JSON.parse(JSON.stringify(view))).toEqual(view);
        }
      }
    });

    it("never changes the state play was given, or any view built from it", () => {
      for (let g = 0; g < 3; g++) {
        const seats = game.seats.default;
        let state = game.setup({ seats, options: defaults, seed: `frozen-${g}` });
        let moves = 0;
        while (game.toAct(state).length > 0 && moves < 3000) {
          // Frozen all the way down: a write anywhere throws (modules are strict).
          deepFreeze(state);
          const views = readers(seats).map((r) => game.view(state, r));
          deepFreeze(views);
          const texts = views.map((view) => JSON.stringify(view));
          const seat: number = game.toAct(state)[0]!;
          const r = game.play(state, seat, game.bot(state, seat));
          expect(r.ok, `${game.id}: move ${moves}`).toBe(true);
          if (!r.ok) break;
          expect(views.map((view) => JSON.stringify(view))).toEqual(texts);
          state = r.state;
          moves++;
        }
        expect(game.outcome(state), `${game.id} game ${g} ends`).not.toBeNull();
      }
    });

    it("shows no reader what it may not see: hidden changes leave its view byte-identical", () => {
      const rng = new FuzzRng(`contract-hidden-${game.id}`);
      let compared = 0;
      for (const seats of counts) {
        const run: BotRun = botRun(game, seats, `hidden-${seats}`, { cap: spec.maxMoves });
        // About 25 states along the game, the first and the last among them.
        const every = Math.max(1, Math.floor(run.states.length / 25));
        const sampled = run.states.filter((_, i) => i % every === 0 || i === run.states.length - 1);
        for (const state of sampled) {
          const json = JSON.stringify(state);
          for (const reader of readers(seats)) {
            const view = JSON.stringify(game.view(state, reader));
            for (const change of spec.hidden(state as never, reader, rng)) {
              const copy = JSON.parse(json) as unknown;
              if (!change.apply(copy as never)) continue;
              expect(JSON.stringify(game.view(copy, reader)), `${reader}: ${change.what}`).toBe(
                view,
              );
              compared++;
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(50);
    });

    it("refuses, in this order, a malformed move, a seat that does not exist, a finished game and a seat whose turn it is not", () => {
      const seats = game.seats.default;
      const { refused } = playChecks(game);
      const refusal = (state: unknown, seat: number, move: unknown, code: string) => {
        const { message } = refused(state, seat, move, code);
        expect(message).toMatch(SENTENCE);
        return message;
      };
      const run = botRun(game, seats, `prelude-${game.id}`);
      const start = run.states[0];
      const first = run.steps[0]!;
      for (const bad of [null, 7, "play", [], {}, { type: "no-such-move" }, { type: [] }]) {
        const message = refusal(start, first.seat, bad, "input/invalid-move");
        expect(message).toMatch(/^That move is not well-formed/);
        // The shape is checked first, even from a seat that does not exist.
        refusal(start, seats, bad, "input/invalid-move");
      }
      for (const seat of [-1, seats, seats + 1, 0.5, NaN]) {
        const message = refusal(start, seat, first.move, "rule/no-such-seat");
        expect(message).toMatch(new RegExp(`^There is no seat ${seat} `));
      }
      // Halfway through, where one seat is to act, each other seat is told it is not its turn
      // (earlier, a game may have its own words: Pazaak's side decks are chosen together).
      const half = Math.floor(run.steps.length / 2);
      const i = run.states.findIndex((s, j) => j >= half && game.toAct(s).length === 1);
      expect(i, `${game.id}: some state awaits one seat`).toBeGreaterThanOrEqual(0);
      const { seat: actor, move } = run.steps[i]!;
      for (let seat = 0; seat < seats; seat++) {
        if (seat !== actor) refusal(run.states[i], seat, move, "rule/not-your-turn");
      }
      // Once it is over, every seat's well-formed move is refused as such.
      const end = run.states.at(-1);
      const last = run.steps.at(-1)!;
      expect(game.outcome(end)).not.toBeNull();
      for (let seat = 0; seat < seats; seat++) refusal(end, seat, last.move, "rule/game-over");
      refusal(end, -1, last.move, "rule/no-such-seat");
      refusal(end, -1, { type: [] }, "input/invalid-move");
    });

    it("answers a damaged state with engine/internal-error instead of throwing", () => {
      const run = botRun(game, game.seats.default, `damaged-${game.id}`, { cap: 1 });
      const { seat, move } = run.steps[0]!;
      for (const state of [null, undefined]) {
        const r = game.play(state, seat, move);
        expect(r.ok).toBe(false);
        if (r.ok) continue;
        expect(r.error.code).toBe("engine/internal-error");
        expect(r.error.message).toMatch(/^The game could not apply this move \(.+\)\.$/);
      }
    });
  });
}
