// `npm run audit:replay`'s check (test/fixtures/audit.ts): the committed export corpus holds a
// game of every registered game and seat count, every corpus file (exports and state fixtures)
// replays through today's engine to the state it holds, and an export whose move, state or seed
// was changed is reported as diverging.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { games, seatCounts } from "../../src/engine";
import type { GameExport } from "../../src/game-export";
import { auditText } from "../fixtures/audit";
import { exportName } from "../fixtures/export-fixture";

const FIXTURES = join(import.meta.dirname, "../fixtures");
const EXPORTS = join(FIXTURES, "exports");

/** Every corpus file, by path. */
const corpus = ["exports", "states"].flatMap((dir) =>
  readdirSync(join(FIXTURES, dir))
    .filter((n) => n.endsWith(".json"))
    .map((n) => join(FIXTURES, dir, n)),
);

describe("the replay audit", () => {
  it("has an export of every registered game at every seat count", () => {
    const missing = Object.values(games).flatMap((g) =>
      seatCounts(g.seats)
        .map((n) => exportName(g.id, n))
        .filter((name) => !existsSync(join(EXPORTS, name))),
    );
    expect(missing, "run npm run fixtures, then commit test/fixtures/exports/").toEqual([]);
  });

  it("replays every corpus file to the state it holds", async () => {
    expect(corpus.length).toBeGreaterThanOrEqual(Object.keys(games).length * 2);
    for (const file of corpus)
      expect(await auditText(readFileSync(file, "utf8")), file).toEqual([]);
  });

  it("reports a changed move, a changed state and a wrong seed", async () => {
    const text = readFileSync(join(EXPORTS, exportName("mazzo", 2)), "utf8");
    const copy = () => JSON.parse(text) as GameExport;

    const move = copy();
    move.moves[3]!.move = { type: "nonsense" };
    expect((await auditText(JSON.stringify(move)))[0]).toMatch(/^restore\/refused at step 4/);

    const state = copy();
    (state.snapshot.state as { rng: number[] }).rng[0]! += 1;
    expect((await auditText(JSON.stringify(state)))[0]).toMatch(/^restore\/diverged/);

    // Another seed than the committed one is refused before anything is replayed.
    const seed = copy();
    seed.meta.seed = "another seed";
    expect(await auditText(JSON.stringify(seed))).toEqual([
      "its seed is not the one its commitment published",
    ]);

    expect(await auditText("{")).toEqual(["not JSON"]);
    expect((await auditText(JSON.stringify({ format: "tavolo/game-export" })))[0]).toMatch(
      /^not a game export/,
    );
  });
});
