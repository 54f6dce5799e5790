/**
 * docs/adding-a-game.md is true: every file it names in backquotes exists, for every registered
 * game where the path holds `<id>`. So the page cannot name a file a game does not have, and a
 * registered game cannot lack a file the page tells a newcomer to write. A failure names the game
 * and the file.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";

const root = resolve(import.meta.dirname, "../..");
const page = readFileSync(join(root, "docs/adding-a-game.md"), "utf8");

/** `a/{b,c}.ts` as `a/b.ts` and `a/c.ts`, every brace group in turn. */
function expand(path: string): string[] {
  const m = /\{([^{}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]!
    .split(",")
    .flatMap((choice) =>
      expand(path.slice(0, m.index) + choice + path.slice(m.index + m[0].length)),
    );
}

/**
 * The file paths the page names: spans in backquotes with a folder and a file extension (a bare
 * file name, a folder or a placeholder such as `<Name>Table.tsx` is prose, not a path).
 */
function listedPaths(text: string): string[] {
  const spans = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
  return [...new Set(spans.filter((s) => s.includes("/") && /\.[a-z]+$/.test(s)))];
}

/** The files the page lists that are missing for the game `id`, as sentences. */
function missingFor(id: string, paths: readonly string[]): string[] {
  return paths
    .filter((p) => p.includes("<id>"))
    .flatMap(expand)
    .map((p) => p.replaceAll("<id>", id))
    .filter((p) => !existsSync(join(root, p)))
    .map((p) => `${id}: docs/adding-a-game.md lists ${p}, which does not exist`);
}

describe("docs/adding-a-game.md names files that exist", () => {
  const paths = listedPaths(page);

  it("lists a game's files by `<id>`", () => {
    // A page whose paths stopped parsing would pass the checks below with nothing checked.
    expect(paths.filter((p) => p.includes("<id>")).length).toBeGreaterThan(20);
  });

  for (const id of Object.keys(games)) {
    it(`${id}: every file the page lists for a game`, () => {
      expect(missingFor(id, paths)).toEqual([]);
    });
  }

  it("every shared file the page names", () => {
    const shared = paths.filter((p) => !p.includes("<id>")).flatMap(expand);
    expect(shared.filter((p) => !existsSync(join(root, p)))).toEqual([]);
  });

  it("names the game and the file for a game that lacks them", () => {
    const missing = missingFor("nuovo", paths);
    expect(missing).toContain(
      "nuovo: docs/adding-a-game.md lists src/engine/games/nuovo/rules.ts, which does not exist",
    );
    expect(missing).toContain(
      "nuovo: docs/adding-a-game.md lists web/nuovo/replay-embed.tsx, which does not exist",
    );
  });
});
