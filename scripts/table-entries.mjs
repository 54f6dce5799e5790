// The table pages' own entries: for each game, one file that holds what a first visit to that
// game's table page (/g/{id}) runs (the app's entry, the game page and the game's table, with
// every chunk they import), bundled again by rolldown from esbuild's output. esbuild splits the
// modules its entries share into many small files, and each file costs its lost compression and
// the import glue between chunks (about 3 KB gzipped on a table's first visit); rolldown keeps
// what the entry holds inside it, and the parts loaded later (talk, rematch, settings, other
// pages, the word packs) stay chunks of their own that import from it. The Worker's HTML of a
// game page names its game's entry instead of the app's (src/server/embed/preload.ts); every
// other page keeps esbuild's build (docs/decisions.md, "One file per table, one file per embed").
// The embeds get the same (buildEmbedEntries): one entry per embed build, whose html names it
// (docs/decisions.md, "One file per table, one file per embed").
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { embedStylesModule } from "./embed-styles.mjs";
import { trimWords, wordsKept } from "./embed-words.mjs";

/** An entry module that runs the given files (absolute paths), in order. */
export const importsOf = (files) => files.map((f) => `import ${JSON.stringify(f)};`).join("\n");

/**
 * Bundles `source` again with rolldown into one entry `{name}-[hash].js` in `assetsDir`, that
 * holds every module a first visit runs; what is loaded later stays chunks importing from it.
 * @param {string} assetsDir dist/web/assets
 * @param {string} name the entry's name
 * @param {string} source the entry module's code (imports of esbuild's files)
 * @param {string} chunkFileNames the lazy chunks' names (`{prefix}-[hash].js`)
 * @param {Map<string, string>} langOf esbuild's word chunks, by absolute path: their group's
 *   name (one file per language)
 * @param {(key: string) => boolean} [kept] the word keys to keep in those chunks (an embed's:
 *   embed-words.mjs); all without it
 * @returns {Promise<any[]>} the chunks written (rolldown's output chunks)
 */
export async function bundleEntry(assetsDir, name, source, chunkFileNames, langOf, kept) {
  const { rolldown } = await import("rolldown");
  const id = `\0${name}`;
  const bundle = await rolldown({
    input: { [name]: id },
    logLevel: "warn",
    // Nothing imports the entry's exports but its own chunks: shared modules may join it.
    preserveEntrySignatures: "allow-extension",
    // Parts loaded on demand by one file and statically by another are in the entry here.
    onLog: (level, log, handler) =>
      log.code === "INEFFECTIVE_DYNAMIC_IMPORT" ? undefined : handler(level, log),
    plugins: [
      {
        name: "one-entry",
        resolveId: (s) => (s === id ? id : null),
        load: (s) => (s === id ? source : null),
        transform: (code, s) => (kept && langOf.has(s) ? trimWords(code, kept) : null),
      },
    ],
  });
  const { output } = await bundle.write({
    dir: assetsDir,
    format: "es",
    entryFileNames: "[name]-[hash].js",
    chunkFileNames,
    minify: true,
    // Every module a first visit runs joins the entry (without the group, rolldown keeps the
    // modules lazy chunks share with the entry in a file of their own: preact, the core).
    // A language's word chunks (the dictionary, the game's words, its tools' words) become one
    // file per language: they are asked for together, and a first visit must not fetch the
    // other two languages.
    codeSplitting: {
      groups: [
        { name, tags: ["$initial"] },
        { name: (m) => langOf.get(m) ?? null, debugName: "words" },
      ],
    },
  });
  await bundle.close();
  return output.filter((o) => o.type === "chunk");
}

/** A game's parts loaded on demand elsewhere that a first visit to its table draws anyway. */
const FIRST_PARTS = { pazaak: ["web/pazaak/SideDeckBuilder.tsx"] };

/**
 * Builds `table-{game}-[hash].js` and its lazy chunks (`{game}-[hash].js`) into `assetsDir`.
 * @param {string} root the project folder
 * @param {string} assetsDir dist/web/assets
 * @param {{outputs: Record<string, any>}} metafile the app's esbuild build (already written)
 * @param {string[]} games the games' ids
 * @returns {Promise<{files: string[], tables: Record<string, {entry: string, shell: string[],
 *   dict: Record<string, string[]>, words: Record<string, string[]>}>}>} the files written
 *   and, per game, the entry, what it imports statically, and each language's word chunks
 */
export async function buildTableEntries(root, assetsDir, metafile, games) {
  const outputs = metafile.outputs;
  const byEntry = (e) => Object.keys(outputs).find((p) => outputs[p].entryPoint === e);
  const main = byEntry("web/main.tsx");
  const page = byEntry("web/pages/game-page.ts");
  if (!main || !page) throw new Error("build-web: no app entry or game page chunk");
  const langs = ["en", "it", "nl"];
  const files = [];
  const tables = {};
  for (const game of games) {
    const name = readdirSync(join(root, "web", game)).find((f) => /^[A-Z]\w+Table\.tsx$/.test(f));
    const table = name ? byEntry(`web/${game}/${name}`) : undefined;
    if (!table) continue;
    /** esbuild's chunks of this game's first words, by absolute path: their language. */
    const langOf = new Map();
    const wordsOf = new RegExp(
      `^web/(?:i18n/|${game}/words/|${game}/tool-words/builder-)(en|it|nl)\\.ts$`,
    );
    for (const [f, o] of Object.entries(outputs)) {
      const l = wordsOf.exec(o.entryPoint ?? "")?.[1];
      if (l) langOf.set(join(root, f), `${game}-${l}`);
    }
    // The game's parts' loaders (web/{game}/parts.ts, which its manifest loads: the other
    // games' stay lazy chunks), and the parts its table's first visit draws too (Pazaak's
    // side-deck builder).
    const more = [`web/${game}/parts.ts`, ...(FIRST_PARTS[game] ?? [])]
      .map(byEntry)
      .filter(Boolean);
    // The app's entry first (it asks for the table early and sets the theme), as on any page.
    const source = importsOf([main, page, table, ...more].map((f) => join(root, f)));
    const chunks = await bundleEntry(
      assetsDir,
      `table-${game}`,
      source,
      `${game}-[hash].js`,
      langOf,
    );
    files.push(...chunks.map((c) => c.fileName));
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) throw new Error(`build-web: no table entry for ${game}`);
    const byName = new Map(chunks.map((c) => [c.fileName, c]));
    /** A chunk and what it imports statically, without the entry. */
    const withImports = (c) => {
      const out = new Set();
      const visit = (f) => {
        if (!f || out.has(f) || f === entry.fileName) return;
        out.add(f);
        for (const i of byName.get(f)?.imports ?? []) visit(i);
      };
      visit(c?.fileName);
      return [...out];
    };
    /** The rolldown chunk that stands for esbuild's chunk of module `m` (a word pack). */
    const of = (m) => {
      const f = byEntry(m);
      const abs = f ? join(root, f) : undefined;
      return chunks.find((c) => c.facadeModuleId === abs || c.moduleIds.includes(abs));
    };
    const perLang = (path) => Object.fromEntries(langs.map((l) => [l, withImports(of(path(l)))]));
    tables[game] = {
      entry: entry.fileName,
      shell: withImports(entry).filter((f) => f !== entry.fileName),
      dict: perLang((l) => `web/i18n/${l}.ts`),
      words: perLang((l) => `web/${game}/words/${l}.ts`),
    };
  }
  return { files, tables };
}

/**
 * Builds each embed's own entry the same way (`{part}-[hash].js`, lazy chunks `ec-[hash].js`)
 * from its esbuild build: a blog reader's first visit fetches one script (docs/decisions.md,
 * "One file per table, one file per embed").
 * @param {string} root the project folder
 * @param {string} assetsDir dist/web/assets
 * @param {{outputs: Record<string, any>}} metafile the embeds' esbuild builds, merged
 * @param {Record<string, string>} parts each embed part's entry module (`embed-pazaak`: its tsx)
 * @returns {Promise<{files: string[], entries: Record<string, string>}>} the files written and
 *   each part's entry file
 */
export async function buildEmbedEntries(root, assetsDir, metafile, parts) {
  const outputs = metafile.outputs;
  const files = [];
  const entries = {};
  for (const [part, module] of Object.entries(parts)) {
    const main = Object.keys(outputs).find((p) => outputs[p].entryPoint === module);
    if (!main) throw new Error(`build-web: no esbuild entry for ${part}`);
    // A language's word chunks (the dictionary, the game's words) join as one file.
    const langOf = new Map();
    // Not the words of parts loaded later (talk, notices): those stay apart, in their language.
    const game = part.replace(/^embed-(replay-)?/, "");
    const wordsOf = new RegExp(
      `^web/(?:i18n/|embed/words/|replay/words/|${game}/words/)(en|it|nl)\\.ts$`,
    );
    for (const [f, o] of Object.entries(outputs)) {
      const l = wordsOf.exec(o.entryPoint ?? "")?.[1];
      if (l) langOf.set(join(root, f), `${part}-${l}`);
    }
    // The stylesheet travels inside the entry (scripts/embed-styles.mjs), after the code: a
    // table's own rules (Mazzo's, as a string) are then within gzip's reach of it.
    const css = outputs[main].cssBundle;
    if (!css) throw new Error(`build-web: no stylesheet for ${part}`);
    const styles = embedStylesModule(root, part, join(root, css));
    const chunks = await bundleEntry(
      assetsDir,
      part,
      importsOf([join(root, main), styles]),
      "ec-[hash].js",
      langOf,
      wordsKept(root, outputs, main, (f) => langOf.has(join(root, f))),
    );
    files.push(...chunks.map((c) => c.fileName));
    const entry = chunks.find((c) => c.isEntry);
    if (!entry) throw new Error(`build-web: no entry for ${part}`);
    entries[part] = entry.fileName;
    // The runtime helper alone in a file is a third round trip for the words (embed-styles.mjs).
    if (chunks.some((c) => c.moduleIds.length === 1 && c.moduleIds[0] === "\0rolldown/runtime.js"))
      console.warn(`build-web: ${part}: rolldown's runtime is a file of its own`);
  }
  return { files, entries };
}
