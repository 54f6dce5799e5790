/**
 * The engine-side parts every registered game needs besides its entry in src/engine/index.ts:
 * its folder with the Game object and a README, its fuzz spec, and a state fixture at its
 * current version. `missingEngineParts` names what a game lacks, one sentence per part, so a
 * test fails with the game and the file to write (./completeness.test.ts).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { AnyGame } from "../../src/engine";
import { fixtureName, fixturePath, type Fixture } from "../fixtures/fixture";
import { specFile, specs } from "../fuzz/specs";

const root = join(import.meta.dirname, "../..");

/** The registered game's own folder, from the repository's root. */
export function gameFolder(id: string): string {
  return `src/engine/games/${id}`;
}

/**
 * What `game` lacks of its engine-side parts, as sentences naming the game and the file
 * (empty when it has them all). The folder's index.ts must export the registered object under
 * the game's id, as the other parts of the house import it.
 */
export async function missingEngineParts(game: AnyGame): Promise<string[]> {
  const { id } = game;
  const missing: string[] = [];
  const folder = gameFolder(id);
  if (!existsSync(join(root, folder, "index.ts"))) {
    missing.push(`${id}: no engine folder (${folder}/index.ts exporting \`${id}\`)`);
  } else {
    const mod = (await import(`../../src/engine/games/${id}/index.ts`)) as Record<string, unknown>;
    if (mod[id] !== game)
      missing.push(`${id}: ${folder}/index.ts does not export the registered game as \`${id}\``);
  }
  if (!existsSync(join(root, folder, "README.md")))
    missing.push(`${id}: no rules README (${folder}/README.md)`);
  const spec = Object.hasOwn(specs, id) ? specs[id] : undefined;
  if (!spec) {
    missing.push(`${id}: no fuzz spec (write ${specFile(id)} and list it in test/fuzz/specs.ts)`);
  } else if (spec.game !== game) {
    missing.push(`${id}: the fuzz spec in ${specFile(id)} is not for the registered game`);
  }
  const fixture = fixturePath(id, game.stateVersion);
  if (!existsSync(join(root, fixture))) {
    missing.push(
      `${id}: no state fixture at version ${game.stateVersion} (run \`npm run fixtures\` and commit ${fixture})`,
    );
  } else {
    const saved = JSON.parse(readFileSync(join(root, fixture), "utf8")) as Fixture;
    if (saved.game !== id || saved.stateVersion !== game.stateVersion)
      missing.push(`${id}: ${fixtureName(id, game.stateVersion)} holds another game or version`);
  }
  return missing;
}
