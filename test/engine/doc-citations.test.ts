/**
 * Every citation of a doc's heading in the code, tests, scripts, benches and docs names a heading
 * that exists: `docs/decisions.md, "A heading"` (or `(docs/decisions.md "A heading")`,
 * `[decisions.md](decisions.md), "A heading"`, `docs/performance.md ("A heading")`). A heading
 * renamed or removed without its citations fails here with the file and the missing heading.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../..");
/** The docs whose headings are cited from elsewhere. */
const CITED = ["decisions.md", "performance.md"];
/** Where citations live. */
const PLACES = ["src", "web", "scripts", "bench", "test", "docs", "README.md"];
/** Files read for citations. */
const TEXT = /\.(ts|tsx|mjs|mts|js|md|css|json|toml)$/;

/** Every text file under `path`, as paths from the project's root. */
function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) =>
    name === "node_modules" ? [] : filesUnder(join(path, name)),
  );
}

/** The headings of a doc, as written after their `#` marks. */
function headingsOf(text: string): Set<string> {
  return new Set(
    text
      .split("\n")
      .filter((line) => /^#{1,6} /.test(line))
      .map((line) => line.replace(/^#+ /, "").trim()),
  );
}

/**
 * The headings a text cites of `doc`: a quoted name right after the doc's name (a comma, a
 * space, an opening parenthesis or a markdown link in between), wrapped over comment lines.
 */
function citationsOf(text: string, doc: string): string[] {
  // Comment markers at the start of a wrapped line are not part of the quoted name.
  const flat = text.replace(/\n\s*(?:\*|\/\/|#)?\s*/g, " ");
  const name = doc.replace(".", "\\.");
  const found: string[] = [];
  const re = new RegExp(`${name}(?:\\]\\(${name}\\))?[,:]?\\s*\\(?"([^"]+)"`, "g");
  for (const m of flat.matchAll(re)) found.push(m[1]!);
  // A second heading cited right after the first ("A" and "B").
  const more = new RegExp(`${name}[,:]?\\s*\\(?"[^"]+"\\s+and\\s+"([^"]+)"`, "g");
  for (const m of flat.matchAll(more)) found.push(m[1]!);
  return found;
}

describe("citations of the docs' headings", () => {
  // This file's own examples are not citations.
  const files = PLACES.flatMap(filesUnder).filter(
    (f) => TEXT.test(f) && !f.endsWith("doc-citations.test.ts"),
  );
  for (const doc of CITED) {
    it(`every heading cited of docs/${doc} exists`, () => {
      const headings = headingsOf(readFileSync(join(root, "docs", doc), "utf8"));
      const missing: string[] = [];
      for (const file of files) {
        const text = readFileSync(join(root, file), "utf8");
        for (const cited of citationsOf(text, doc))
          if (!headings.has(cited)) missing.push(`${file}: "${cited}"`);
      }
      expect(missing, `docs/${doc} has no such heading`).toEqual([]);
    });
  }

  it("finds a citation wrapped over comment lines", () => {
    const text = ' * the view (docs/decisions.md, "Every reader\'s view\n * encoded at once").';
    expect(citationsOf(text, "decisions.md")).toEqual(["Every reader's view encoded at once"]);
    expect(citationsOf('[decisions.md](decisions.md), "Link origins".', "decisions.md")).toEqual([
      "Link origins",
    ]);
  });
});
