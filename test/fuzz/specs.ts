/**
 * The fuzz spec of every registered game, by game id. A new game adds its spec here;
 * test/engine/completeness.test.ts fails, naming the game, for a registered game without one.
 */
import { mattazzaSpec } from "./games/mattazza";
import { mazzeltofSpec } from "./games/mazzeltof";
import { mazzoSpec } from "./games/mazzo";
import { pazaakSpec } from "./games/pazaak";
import type { FuzzSpec } from "./spec";

/** Fuzz specs by game id (the id of the spec's game). */
export const specs: Readonly<Record<string, FuzzSpec>> = Object.fromEntries(
  [pazaakSpec, mazzoSpec, mattazzaSpec, mazzeltofSpec].map((s) => [s.game.id, s]),
);

/** Where a game's spec is written, for the messages of a missing one. */
export function specFile(id: string): string {
  return `test/fuzz/games/${id}.ts`;
}

/** The spec of the game `id`; throws, naming the game and what to write, when it has none. */
export function specOf(id: string): FuzzSpec {
  const spec = Object.hasOwn(specs, id) ? specs[id] : undefined;
  if (!spec) {
    throw new Error(
      `the game ${id} has no fuzz spec: write ${specFile(id)} and list it in test/fuzz/specs.ts`,
    );
  }
  return spec;
}
