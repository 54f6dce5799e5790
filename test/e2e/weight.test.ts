/**
 * The weight budget of a table page (issue 8 item 12): what a first visit to a Pazaak table
 * downloads, measured from the build's metafile (scripts/build-web.mjs `tableWeight`; the
 * global setup has just built), must stay at or under 40 KB of gzipped JS and CSS together.
 * Each game's table is a lazy chunk of its own, and only one language's words are loaded.
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../..");
const BUDGET = 40 * 1024;

interface Meta {
  outputs: Record<string, { entryPoint?: string; imports: { path: string; kind: string }[] }>;
}

describe("a table page's weight", () => {
  it("is at most 40 KB of gzipped JS and CSS on a first visit", async () => {
    const { tableWeight } = (await import(join(root, "scripts/build-web.mjs"))) as {
      tableWeight(game?: string): { js: number; css: number; files: string[] };
    };
    const kb = (n: number) => (n / 1024).toFixed(1);
    for (const table of ["web/pazaak/PazaakTable.tsx", "web/mattazza/MattazzaTable.tsx"]) {
      const w = tableWeight(table);
      expect(w.js + w.css, `${table}: ${kb(w.js)} KB JS + ${kb(w.css)} KB CSS`).toBeLessThanOrEqual(
        BUDGET,
      );
    }
  });

  it("loads no game's table, no rules text and no dictionary with the entry", () => {
    const meta = JSON.parse(readFileSync(join(root, "dist/web-meta.json"), "utf8")) as Meta;
    const { outputs } = meta;
    const entry = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === "web/main.tsx")!;
    const first = new Set<string>();
    const visit = (f: string) => {
      if (first.has(f)) return;
      first.add(f);
      for (const i of outputs[f]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    visit(entry);
    const lazy = [
      "web/pazaak/PazaakTable.tsx",
      "web/mattazza/MattazzaTable.tsx",
      "web/rules/mattazza.en.ts",
      "web/i18n/en.ts",
      "web/i18n/it.ts",
      "web/i18n/nl.ts",
      "web/rules/pazaak.en.ts",
      "web/pages/RulesPage.tsx",
    ];
    for (const module of lazy) {
      const chunk = Object.keys(outputs).find((p) => outputs[p]!.entryPoint === module);
      expect(chunk, `${module} is a chunk of its own`).toBeDefined();
      expect(first.has(chunk!), `${module} is not in the first download`).toBe(false);
    }
  });
});
