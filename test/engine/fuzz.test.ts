/**
 * The short fuzz pass `npm test` runs: a few seeded games of every registered
 * game type through the fuzzing harness (test/fuzz/), with a fixed seed so a failure is the same
 * on every machine; `npm run fuzz` runs as many as wanted. Also checks that the harness can fail:
 * a game that leaks a hidden card, throws on bad input or accepts an unlisted move is caught,
 * with a case seed that reproduces the failure.
 */
import { describe, expect, it } from "vitest";
import { games, refuse, type AnyGame } from "../../src/engine";
import { pazaak } from "../../src/engine/games/pazaak";
import type { PazaakState } from "../../src/engine/games/pazaak/types";
import { FuzzFailure, fuzzCase } from "../fuzz/harness";
import { formatReport, runCase, runFuzz } from "../fuzz/run";
import { specOf, specs } from "../fuzz/specs";
import type { FuzzSpec } from "../fuzz/spec";

// Every registered game has a spec (test/engine/completeness.test.ts checks it).
describe("fuzzing harness", () => {
  for (const id of Object.keys(games)) {
    it(`fuzzes ${id} without a failure`, () => {
      // Cases per game: its spec's short pass, a few thousand moves or so.
      const count = specOf(id).shortPass;
      const reports = runFuzz({ count, seed: "npm-test", only: [id] });
      console.log(formatReport(reports));
      const [r] = reports;
      expect(r?.failure).toBeNull();
      expect(r?.moves).toBeGreaterThan(50);
      expect(r?.bad).toBeGreaterThan(r!.moves);
      expect(r?.hidden).toBeGreaterThan(0);
    });
  }
});

/** Pazaak with one thing broken, to see the harness catch it. */
function broken(change: Partial<AnyGame>): FuzzSpec {
  return { ...specs.pazaak!, game: { ...pazaak, ...change } };
}

function failureOf(spec: FuzzSpec, seed: string): FuzzFailure {
  try {
    fuzzCase(spec, seed);
  } catch (err) {
    if (err instanceof FuzzFailure) return err;
    throw err;
  }
  throw new Error("the harness did not fail");
}

describe("the harness fails when it should", () => {
  it("catches a view that shows the other seat's hand, with a reproducible case", () => {
    const spec = broken({
      view: (s: PazaakState, seat: number | null) => ({
        ...pazaak.view(s, seat),
        peek: s.seats.map((x) => x.hand),
      }),
    });
    const failure = failureOf(spec, "leak");
    expect(failure.message).toContain("a view shows something its reader may not see");
    expect(failure.repro).toMatchObject({ game: "pazaak", caseSeed: "leak", seats: 2 });
    // The same case seed gives the same failure after the same moves.
    const again = failureOf(spec, failure.repro.caseSeed);
    expect(again.message).toBe(failure.message);
    expect(again.repro.moves).toEqual(failure.repro.moves);
  });

  it("catches a play that throws on a malformed move", () => {
    const spec = broken({
      play: (s: PazaakState, seat: number, move: unknown) => {
        if (move === null || typeof move !== "object") throw new TypeError("boom");
        return pazaak.play(s, seat, move);
      },
    });
    expect(failureOf(spec, "throw").message).toContain("play threw instead of refusing");
  });

  it("catches a move accepted from a seat whose turn it is not", () => {
    const spec = broken({
      play: (s: PazaakState, seat: number, move: unknown) => {
        const r = pazaak.play(s, seat, move);
        if (r.ok || s.phase !== "playing") return r;
        return pazaak.play(s, s.active, move);
      },
    });
    expect(failureOf(spec, "turn").message).toMatch(/not to act|does not list/);
  });

  it("catches a refusal without a namespaced code", () => {
    const spec = broken({
      play: (s: PazaakState, seat: number, move: unknown) => {
        const r = pazaak.play(s, seat, move);
        return r.ok ? r : refuse("Oops", "Something was wrong with this move.");
      },
    });
    expect(failureOf(spec, "code").message).toContain("a refusal has a namespaced code");
  });

  it("prints a command that replays the failing case", () => {
    const report = runCase("pazaak", "npm-test/pazaak/0");
    expect(report.failure).toBeNull();
    const text = formatReport([
      {
        ...report,
        failure: {
          message: "x",
          repro: { game: "pazaak", caseSeed: "s/pazaak/3", seats: 2, options: {}, moves: [] },
        },
      },
    ]);
    expect(text).toContain("npm run fuzz -- --game pazaak --case 's/pazaak/3'");
  });
});
