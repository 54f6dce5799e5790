/**
 * Property tests, 4 players (and the 3-seat table): see mazzeltof-property.ts for what each
 * seeded uniform-random game checks.
 */
import { describe, it } from "vitest";
import { runGames } from "./mazzeltof-property";

describe("MazzelTof property tests (4 and 3 seats)", () => {
  it("plays 500 seeded 4-player games of uniformly random legal moves without breaking an invariant", () => {
    runGames(4, 500);
  });
  it("plays 60 seeded 3-seat games (one seat plays both blue positions) without breaking an invariant", () => {
    runGames(3, 60);
  });
});
