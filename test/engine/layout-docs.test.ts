/**
 * The layout docs (docs/layout-{engine,server,web}.md) are true both ways: every file they name
 * in backquotes exists somewhere in the project, and every folder of src/, src/server/,
 * src/engine/, web/ and web/components/, and every module shared at src/'s top level, is named in
 * one of them. A file renamed or removed, or a folder added without a word, fails here with its
 * name, so a newcomer never reads of a file that is gone or meets a folder no page explains.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { basename, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";

const root = resolve(import.meta.dirname, "../..");
const docs = ["layout-engine.md", "layout-server.md", "layout-web.md"]
  .map((name) => readFileSync(join(root, "docs", name), "utf8"))
  .join("\n");

/** Every file name under the project's code folders. */
function fileNames(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else names.add(entry);
    }
  };
  for (const dir of ["src", "web", "scripts", "test", "bench"]) walk(join(root, dir));
  return names;
}

/** The entries of a folder that are folders themselves. */
function folders(dir: string): string[] {
  return readdirSync(join(root, dir)).filter((e) => statSync(join(root, dir, e)).isDirectory());
}

/** Whether the docs name `name` as a word (`name/`, `name.ts`, "the name folder"). */
function named(name: string): boolean {
  return new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}([^\\w-]|$)`).test(
    docs,
  );
}

describe("the layout docs are true", () => {
  it("every file they name exists", () => {
    const spans = [...docs.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!);
    const files = spans.filter((s) => /\.(ts|tsx|css|mjs|json)$/.test(s) && !/[{}<>*]/.test(s));
    // A doc whose names stopped parsing would pass with nothing checked.
    expect(files.length).toBeGreaterThan(100);
    const have = fileNames();
    expect([...new Set(files.filter((f) => !have.has(basename(f))))]).toEqual([]);
  });

  it("every folder is named", () => {
    const gameIds = new Set(Object.keys(games));
    const all = ["src", "src/server", "src/engine", "src/engine/games", "web", "web/components"]
      .flatMap((dir) => folders(dir).map((f) => ({ dir, f })))
      // A game's own folders are the docs' `{game}` and `<id>`.
      .filter(({ f }) => !gameIds.has(f));
    expect(all.filter(({ f }) => !named(f)).map(({ dir, f }) => `${dir}/${f}`)).toEqual([]);
  });

  it("every module shared at src/'s top level is named", () => {
    const modules = readdirSync(join(root, "src")).filter((e) => e.endsWith(".ts"));
    expect(modules.filter((m) => !named(m)).map((m) => `src/${m}`)).toEqual([]);
  });
});
