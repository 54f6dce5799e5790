/**
 * The web side of every registered game is complete: for each game of the engine's registry
 * (src/engine/index.ts), its UI manifest is in web/games.ts, its rules page has a text in each
 * of the UI's languages, its table has its words in each of them (the English keys, all
 * filled), it has its sharing preview (web/{game}/preview.json), and its manifest declares what
 * the build makes of it (`entries`, each a file that is there). A failure names the game and the
 * missing part. And the folders stay
 * apart: no game's folder imports another's, and shared code reaches a game only through its
 * manifest in web/games.ts. No browser is needed: the manifests are data and loaders, and the
 * loaders here only fetch texts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { games } from "../../src/engine";
import type { GameEntries } from "../../web/game-ui";
import { gameUi, GAMES } from "../../web/games";
import type { Lang } from "../../web/i18n";

const root = resolve(import.meta.dirname, "../..");
/** The UI's languages (web/i18n `LANGS`; its module reads the browser's settings on load). */
const every: Record<Lang, true> = { en: true, it: true, nl: true };
const langs = Object.keys(every) as Lang[];
const ids = Object.keys(games);

describe.each(ids)("the web side of %s", (id) => {
  const ui = gameUi(id);

  it("has a UI manifest in web/games.ts", () => {
    expect(ui, `${id}: no UI manifest (web/${id}/index.ts, listed in web/games.ts)`).toBeDefined();
    expect(ui?.id).toBe(id);
  });

  it("has its rules in every language", async () => {
    const rules = await (await ui?.parts())?.rules();
    for (const lang of langs) {
      const doc = await rules?.[lang]?.();
      expect(
        doc?.lead,
        `${id}: no rules text in ${lang} (web/${id}/rules/${lang}.ts)`,
      ).toBeTruthy();
      expect(doc?.sections.length ?? 0, `${id}: rules in ${lang} have no sections`).toBeGreaterThan(
        0,
      );
    }
  });

  it("has its table's words in every language, with every English key", async () => {
    const words = (await ui?.parts())?.words;
    const en = await words?.en?.();
    expect(
      Object.keys(en ?? {}).length,
      `${id}: no words in en (web/${id}/words/en.ts)`,
    ).toBeGreaterThan(0);
    for (const lang of langs) {
      const these = await words?.[lang]?.();
      expect(these, `${id}: no words in ${lang} (web/${id}/words/${lang}.ts)`).toBeDefined();
      const missing = Object.keys(en ?? {}).filter((k) => !these?.[k]);
      expect(missing, `${id}: words missing in ${lang}`).toEqual([]);
    }
  });

  it("has its sharing preview", () => {
    const file = join(root, "web", id, "preview.json");
    expect(existsSync(file), `${id}: no sharing preview (web/${id}/preview.json)`).toBe(true);
    const preview = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    for (const field of ["title", "players", "line"])
      expect(typeof preview[field], `${id}: preview without ${field}`).toBe("string");
    expect((preview.felt as unknown[] | undefined)?.length, `${id}: preview felt`).toBe(2);
    expect((preview.cards as unknown[] | undefined)?.length, `${id}: preview cards`).toBe(3);
  });

  it("declares its build entries, each a file that is there", async () => {
    const { entries } = (await import(`../../web/${id}/index.ts`)) as { entries?: GameEntries };
    expect(entries, `${id}: no \`entries\` in web/${id}/index.ts`).toBeDefined();
    const named = Object.values(entries ?? {}).flatMap((v: unknown) =>
      typeof v === "string" ? [v] : Array.isArray(v) ? (v as string[]) : Object.keys(v as object),
    );
    for (const f of named)
      expect(
        existsSync(join(root, "web", id, f.replace("{lang}", "en"))),
        `${id}: its manifest names ${f}, not found`,
      ).toBe(true);
  });
});

describe("web/games.ts", () => {
  it("lists only registered games, each once", () => {
    expect(GAMES.map((g) => g.id).sort()).toEqual([...ids].sort());
  });
});

/** Every source file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe("the games' web folders", () => {
  it("import no other game's folder, and shared code imports a game only in web/games.ts", () => {
    const web = join(root, "web");
    // The game whose folder holds `path` (or is `path`, as an import of "./pazaak" resolves).
    const gameOf = (path: string) => ids.find((id) => (path + "/").startsWith(join(web, id) + "/"));
    const wrong: string[] = [];
    for (const file of sources(web)) {
      const text = readFileSync(file, "utf8");
      for (const [, spec = ""] of text.matchAll(
        /(?:from\s*|import\(\s*|import\s+)["'](\.[^"']*)["']/g,
      )) {
        const game = gameOf(resolve(dirname(file), spec));
        if (!game || gameOf(file) === game || file === join(web, "games.ts")) continue;
        wrong.push(`${relative(root, file)} imports ${spec}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
