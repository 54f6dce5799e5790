/**
 * Property tests, 2 players: see mazzeltof-property.ts for what each seeded uniform-random game
 * checks.
 */
import { describe, it } from "vitest";
import { runGames } from "./mazzeltof-property";

describe("MazzelTof property tests (2 seats)", () => {
  it("plays 500 seeded 2-player games of uniformly random legal moves without breaking an invariant", () => {
    runGames(2, 500);
  });
});
