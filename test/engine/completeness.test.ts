/**
 * Every registered game has its engine-side parts (./parts.ts: its folder and README, its fuzz
 * spec, its state fixture), and nothing exists for a game that is not registered. A game
 * registered without a part fails here with a sentence naming the game and the file to write.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import { pazaak } from "../../src/engine/games/pazaak";
import { specs } from "../fuzz/specs";
import { missingEngineParts } from "./parts";

describe("every registered game has its engine-side parts", () => {
  for (const game of Object.values(games)) {
    it(`${game.id}: folder, README, fuzz spec, state fixture`, async () => {
      expect(await missingEngineParts(game)).toEqual([]);
    });
  }

  it("no fuzz spec, game folder or fixture is left of a game that is not registered", () => {
    const ids = Object.keys(games).sort();
    expect(Object.keys(specs).sort()).toEqual(ids);
    const folders = readdirSync(join(import.meta.dirname, "../../src/engine/games"));
    expect(folders.sort()).toEqual(ids);
    const states = readdirSync(join(import.meta.dirname, "../fixtures/states"));
    for (const file of states) expect(ids, file).toContain(file.replace(/-v\d+\.json$/, ""));
  });

  it("names the game and each missing part when a registered game lacks them", async () => {
    const nuovo = { ...pazaak, id: "nuovo", title: "Nuovo" };
    expect(await missingEngineParts(nuovo)).toEqual([
      "nuovo: no engine folder (src/engine/games/nuovo/index.ts exporting `nuovo`)",
      "nuovo: no rules README (src/engine/games/nuovo/README.md)",
      "nuovo: no fuzz spec (write test/fuzz/games/nuovo.ts and list it in test/fuzz/specs.ts)",
      "nuovo: no state fixture at version 1 (run `npm run fixtures` and commit test/fixtures/states/nuovo-v1.json)",
    ]);
    // A game whose version moved on without its new fixture.
    expect(await missingEngineParts({ ...pazaak, stateVersion: 2 })).toEqual([
      "pazaak: src/engine/games/pazaak/index.ts does not export the registered game as `pazaak`",
      "pazaak: the fuzz spec in test/fuzz/games/pazaak.ts is not for the registered game",
      "pazaak: no state fixture at version 2 (run `npm run fixtures` and commit test/fixtures/states/pazaak-v2.json)",
    ]);
  });
});
