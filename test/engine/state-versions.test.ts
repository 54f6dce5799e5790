/**
 * Old games keep working: every committed fixture (test/fixtures/states/, a
 * game in progress saved as the room stores it) loads through `upgradeState` and plays to its
 * end with the engine of today, keeping the game's invariants (that every registered game has a
 * fixture at its current state version is ./completeness.test.ts's); and `upgradeState`
 * migrates, refuses and checks as documented in src/engine/README.md.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  findGame,
  games,
  StateVersionError,
  upgradeState,
  type AnyGame,
  type GameState,
} from "../../src/engine";
import { pazaak } from "../../src/engine/games/pazaak";
import { fixtureName, type Fixture } from "../fixtures/fixture";
import { specOf } from "../fuzz/specs";

const dir = join(import.meta.dirname, "../fixtures/states");
const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
const load = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Fixture;

// Every registered game has a fixture at its current version (./completeness.test.ts).
describe("committed fixtures", () => {
  for (const file of files) {
    it(`${file} loads and plays to the end`, () => {
      const fixture = load(file);
      const game = findGame(fixture.game)!;
      expect(game, fixture.game).toBeDefined();
      expect((fixture.state as GameState).version).toBe(fixture.stateVersion);
      let state: unknown = upgradeState(game, fixture.state);
      expect(game.outcome(state)).toBeNull();
      // Fixtures of the current version also replay from their seed, as the verifier does.
      if (fixture.stateVersion === game.stateVersion) {
        let replayed: unknown = game.setup({
          seats: fixture.seats,
          options: fixture.options,
          seed: fixture.seed,
        });
        for (const m of fixture.moves) {
          const r = game.play(replayed, m.seat, m.move);
          expect(r.ok).toBe(true);
          if (r.ok) replayed = r.state;
        }
        expect(replayed).toEqual(fixture.state);
      }
      let moves = 0;
      for (;;) {
        specOf(game.id).invariants(state as never);
        const seat = game.toAct(state)[0];
        if (seat === undefined) break;
        const r = game.play(state, seat, game.bot(state, seat));
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        state = JSON.parse(JSON.stringify(r.state));
        expect(++moves).toBeLessThan(specOf(game.id).maxMoves);
      }
      const out = game.outcome(state);
      expect(out).not.toBeNull();
      expect(out!.scores).toHaveLength(fixture.seats);
    });
  }
});

/** Pazaak as if its state had gone to version 3: v1 → v2 adds `note`, v2 → v3 renames it. */
function pazaakV3(): AnyGame {
  return {
    ...pazaak,
    stateVersion: 3,
    migrate(state: GameState, from: number) {
      let s = state as GameState & { note?: string; remark?: string };
      if (from < 2) s = { ...s, version: 2, note: "v2" };
      if (from < 3) {
        const { note, ...rest } = s;
        s = { ...rest, version: 3, remark: note ?? "" };
      }
      return s;
    },
  };
}

describe("upgradeState", () => {
  const current = load(fixtureName("pazaak", 1)).state as GameState;

  it("returns a state of the current version unchanged", () => {
    expect(upgradeState(pazaak, current)).toBe(current);
  });

  it("migrates an older state step by step, without changing the stored one", () => {
    const frozen = JSON.stringify(current);
    const up = upgradeState<GameState & { remark: string }>(pazaakV3(), current);
    expect(up.version).toBe(3);
    expect(up.remark).toBe("v2");
    expect(JSON.stringify(current)).toBe(frozen);
  });

  it("refuses a state newer than the engine, one without a version, and a game without migrate", () => {
    expect(() => upgradeState(pazaak, { ...current, version: 2 })).toThrow(StateVersionError);
    expect(() => upgradeState(pazaak, { ...current, version: undefined })).toThrow(
      /without a version/,
    );
    expect(() => upgradeState({ ...pazaak, stateVersion: 2 }, current)).toThrow(
      /cannot migrate a state of version 1/,
    );
  });

  it("refuses a migration that does not reach the current version", () => {
    const lazy: AnyGame = { ...pazaak, stateVersion: 2, migrate: (s: GameState) => s };
    expect(() => upgradeState(lazy, current)).toThrow(/did not reach version 2/);
  });

  it("every registered game states its version and writes it into its states", () => {
    for (const game of Object.values(games)) {
      expect(Number.isInteger(game.stateVersion) && game.stateVersion >= 1).toBe(true);
      const s = game.setup({ seats: game.seats.default, options: {}, seed: "v" }) as GameState;
      expect(s.version).toBe(game.stateVersion);
    }
  });
});
