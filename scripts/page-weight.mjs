// The web build's page-weight measures (scripts/build-web.mjs uses each): none changes what a
// page does, each makes a first visit lighter, measured when it came (docs/decisions.md, "One
// core chunk, and every page brings its own"; npm run bench:web prints the pages' weights against their budgets).
//  - oneCore: every module imports the core first, so esbuild emits one core chunk, not a dozen
//    small files (each loses its compression and adds import glue).
//  - ownEngine: the verifier and the replays get their own copy of the engine, so the engine
//    modules a table uses stay in the table's chunk.
//  - tableStyles: the shared table sheets, without the rules only other games' sources name.
//  - drawNothing: modules a replay never draws become parts that draw nothing.
//  - minifyAgain: oxc minifies esbuild's scripts again (about 2 % of every chunk).
//  - trimEmbedCss, wordsKept/trimWords: an embed keeps only the rules and words its scripts name.
//  - trimInline: a script's `?inline` sheet likewise, in an embed; in the app, a game's own sheet;
//    lightningcss minifies each again.
//  - oneFile: rolldown bundles a page's first visit into one entry file, its words one file per
//    language (esbuild's many small chunks cost about 3 KB on a table).
//  - styleModule: an embed's sheet rides inside its script (one file, one gzip stream).
import * as esbuild from "esbuild";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { parseAst } from "rolldown/parseAst";

/** Text for people (word packs, rules, dictionaries): never a class name or a code's word. */
export const WORDS_FILE = /\/(words|rules|i18n|page-words|tool-words)\/|\/(en|it|nl)\.ts$/;

const plugin = (name, setup) => ({ name, setup });

/**
 * The sources `entry` reaches, relative to `root`: esbuild bundles it in memory, stylesheets and
 * what `external` refuses left out.
 * @param {string} root @param {string} entry relative to root
 * @param {(a: esbuild.OnResolveArgs) => boolean} [external]
 * @returns {Promise<Set<string>>}
 */
export async function reached(root, entry, external = () => false) {
  const out = await esbuild.build({
    ...{ absWorkingDir: root, entryPoints: [entry], bundle: true, write: false, metafile: true },
    ...{ format: "esm", jsx: "automatic", jsxImportSource: "preact", logLevel: "silent" },
    plugins: [
      plugin("probe", (b) =>
        b.onResolve({ filter: /.*/ }, (a) =>
          /\.css(\?inline)?$/.test(a.path) || external(a)
            ? { path: a.path, external: true }
            : undefined,
        ),
      ),
    ],
  });
  return new Set(Object.keys(out.metafile.inputs));
}

/**
 * Every module of web/ that `core` does not reach imports it first, and the further cores `also`
 * names (a `virtual:` one as it is); not `first` (which runs before the core) and, with
 * `dataAlone`, not a module that imports nothing (a word pack: its chunk then imports nothing).
 * @param {string} root @param {string} core @param {string[]} first relative to root
 * @param {{dataAlone?: boolean, also?: (rel: string) => string[]}} [opts]
 */
export function oneCore(root, core, first, { dataAlone = false, also = () => [] } = {}) {
  const dynamic = (a) => a.kind === "dynamic-import";
  const spec = (from, to) => {
    const s = relative(dirname(from), join(root, to));
    return `import ${JSON.stringify(s.startsWith(".") ? s : `./${s}`)};\n`;
  };
  let inside = new Set();
  let reach = new Map();
  return plugin("one-core", (b) => {
    // At every build: the core's own imports may have changed.
    b.onStart(async () => {
      inside = await reached(root, core, dynamic);
      reach = new Map();
    });
    b.onLoad({ filter: /\.tsx?$/, namespace: "file" }, async (a) => {
      const rel = relative(root, a.path);
      if (inside.has(rel) || first.includes(rel) || !rel.startsWith("web/")) return undefined;
      const source = readFileSync(a.path, "utf8");
      const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
      const imports = /^\s*(import\s+(?!type\s)[^(\s]|export\s+(?!type\s)[^;]*?\sfrom\s)/m;
      if (dataAlone && !imports.test(code)) return undefined;
      let head = spec(a.path, core);
      for (const more of also(rel)) {
        if (more.startsWith("virtual:")) head += `import ${JSON.stringify(more)};\n`;
        else {
          // Probed once per build: what that core reaches needs no import of it.
          if (!reach.has(more)) reach.set(more, reached(root, more, dynamic));
          if (!(await reach.get(more)).has(rel)) head += spec(a.path, more);
        }
      }
      return { contents: head + source, loader: a.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  });
}

/**
 * The modules `own` (absolute paths: the verifier, the replays) reach src/engine through a copy
 * of their own, in their lazy chunks.
 * @param {string} root @param {Set<string>} own
 */
export function ownEngine(root, own) {
  const engine = join(root, "src/engine") + "/";
  const COPY = "engine-copy:";
  return plugin("own-engine", (b) => {
    b.onResolve({ filter: /.*/ }, async (a) => {
      const inCopy = a.importer.startsWith(COPY);
      if (a.pluginData === "copy" || (!own.has(a.importer) && !inCopy)) return undefined;
      const from = inCopy ? a.importer.slice(COPY.length) : a.importer;
      const opts = { kind: a.kind, resolveDir: dirname(from), pluginData: "copy" };
      const r = await b.resolve(a.path, opts);
      if (r.errors.length) return { errors: r.errors };
      return r.path.startsWith(engine)
        ? { path: COPY + r.path, namespace: "engine-copy" }
        : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: "engine-copy" }, (a) => {
      const file = a.path.slice(COPY.length);
      const loader = file.endsWith(".json") ? "json" : "ts";
      return { contents: readFileSync(file, "utf8"), loader, resolveDir: dirname(file) };
    });
  });
}

/**
 * `virtual:table-css/{game}`: the sheets `sheets`, minified, without the rules of classes that
 * no source `main` reaches outside the other games' folders (`dirs`: every game's) names in a
 * string read as a list of class names (as an embed's sheet, `trimEmbedCss`; word packs aside),
 * adopted by the game's table chunk. Another game's rules stay out: its class names are in its
 * folder, which the word `card` in a variable's name no longer keeps. A sheet that a module of
 * the game's folder imports itself (`…/play.css?inline`, Pazaak's play part) stays out too: it
 * travels with that module, a later part of the table.
 * @param {string} root @param {string} main @param {string[]} sheets @param {Record<string, string>} dirs
 */
export function tableStyles(root, main, sheets, dirs) {
  return plugin("table-styles", (b) => {
    b.onResolve({ filter: /^virtual:table-css\// }, (a) => ({
      path: a.path.slice("virtual:table-css/".length),
      namespace: "table-css",
    }));
    b.onLoad({ filter: /.*/, namespace: "table-css" }, async (a) => {
      const { transform } = await import("lightningcss");
      const others = Object.entries(dirs).filter(([id]) => id !== a.path);
      const inOther = (x) =>
        x.path.startsWith(".") &&
        others.some(([, d]) => resolve(x.resolveDir, x.path).startsWith(join(root, d) + "/"));
      const sources = [...(await reached(root, main, inOther))].filter(
        (f) => /^web\/.*\.tsx?$/.test(f) && !WORDS_FILE.test(f) && f !== "web/games.ts",
      );
      const read = (f) => readFileSync(join(root, f), "utf8");
      const own = new Set(
        sources
          .filter((f) => f.startsWith(`${dirs[a.path]}/`))
          .flatMap((f) =>
            [...read(f).matchAll(/from\s+"([^"]+\.css)\?inline"/g)].map((m) =>
              relative(root, resolve(root, dirname(f), m[1])),
            ),
          ),
      );
      const names = classNames(
        sources.flatMap((f) => stringsOf(read(f), f.endsWith(".tsx") ? "tsx" : "ts")),
      );
      // Another game's id names its table's root class, never this game's (`?? "pazaak"`).
      for (const [id] of others) names.delete(id);
      const css = sheets
        .filter((f) => !own.has(f))
        .map(read)
        .join("\n");
      const unusedSymbols = classesOf(css).filter((c) => !named(names, c));
      const opts = { filename: "table.css", code: Buffer.from(css), minify: true, unusedSymbols };
      const code = JSON.stringify(transform(opts).code.toString());
      return {
        contents: `import { adoptStyles } from "./web/styles/adopt";\nadoptStyles(${code}, 2);\n`,
        ...{
          loader: "js",
          resolveDir: root,
          watchFiles: [...sheets, ...sources].map((f) => join(root, f)),
        },
      };
    });
  });
}

/**
 * trimInline: a `*.css?inline` sheet (a string of a script) keeps only the rules of the classes
 * that a string of the scripts `main` reaches names (word packs aside, data files read); a sheet
 * of a game's folder (`dirs`: every game's) counts that game's scripts, never another game's. An
 * embed reaches one game: MazzelTof's spectator embed drops its table sheet's seat-only rules. In
 * the app (`gameOnly`) only a game's own sheets are trimmed: the shared ones serve every game.
 * Every sheet is minified again by lightningcss, which writes it shorter than esbuild (about
 * 50 bytes gzipped of a game's table sheet).
 * @param {string} root @param {string} main @param {Record<string, string>} dirs
 * @param {{gameOnly?: boolean}} [opts]
 * @returns {{reset: () => void, trim: (sheet: string, css: string) => Promise<string>}} `sheet`
 *   absolute
 */
export function trimInline(root, main, dirs, { gameOnly = false } = {}) {
  let names = new Map();
  const namesFor = (game) => {
    if (!names.has(game)) names.set(game, namedBy(root, main, dirs, game));
    return names.get(game);
  };
  return {
    reset: () => void (names = new Map()),
    trim: async (sheet, css) => {
      const rel = relative(root, sheet);
      const game = Object.keys(dirs).find((id) => rel.startsWith(`${dirs[id]}/`));
      const kept = gameOnly && !game ? null : await namesFor(game);
      const unusedSymbols = kept ? classesOf(css).filter((c) => !named(kept, c)) : [];
      const { transform } = await import("lightningcss");
      const opts = {
        filename: basename(sheet),
        code: Buffer.from(css),
        minify: true,
        unusedSymbols,
      };
      return transform(opts).code.toString().trim();
    },
  };
}

/**
 * The class names the strings of the scripts and data `main` reaches name (word packs aside),
 * not reaching into the folders of the games other than `game` (all of them when undefined).
 * @param {string} root @param {string} main @param {Record<string, string>} dirs
 * @param {string | undefined} game
 */
async function namedBy(root, main, dirs, game) {
  const others = Object.entries(dirs).filter(([id]) => game !== undefined && id !== game);
  const inOther = (x) =>
    x.path.startsWith(".") &&
    others.some(([, d]) => resolve(x.resolveDir, x.path).startsWith(join(root, d) + "/"));
  const sources = [...(await reached(root, main, inOther))].filter(
    (f) => /\.(tsx?|json)$/.test(f) && !f.startsWith("node_modules/") && !WORDS_FILE.test(f),
  );
  const strings = (f) => {
    const code = readFileSync(join(root, f), "utf8");
    if (f.endsWith(".json")) return stringsOf(`(${code})`);
    return stringsOf(code, f.endsWith(".tsx") ? "tsx" : "ts");
  };
  const out = classNames(sources.flatMap(strings));
  for (const [id] of others) out.delete(id);
  return out;
}

/** The class names a sheet's selectors name. */
const classesOf = (css) => [
  ...new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1])),
];

/**
 * Each module of `parts` (relative to root: the exports it has) becomes exports that draw nothing.
 * @param {string} root @param {Record<string, readonly string[]>} parts
 */
export function drawNothing(root, parts) {
  return plugin("draw-nothing", (b) => {
    b.onResolve({ filter: /^\.{1,2}\// }, (a) => {
      const path = relative(root, resolve(a.resolveDir, a.path));
      const file = Object.keys(parts).find((f) => f === path || f.replace(/\.tsx$/, "") === path);
      return file ? { path: file, namespace: "draw-nothing", pluginData: parts[file] } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: "draw-nothing" }, (a) => ({
      contents: a.pluginData.map((n) => `export const ${n} = () => null;`).join("\n"),
      loader: "js",
    }));
  });
}

/**
 * The output files `entry` may run (esbuild's metafile outputs): it and what it imports.
 * @param {Record<string, any>} outputs @param {string | undefined} entry @param {boolean} [onlyStatic]
 * @returns {Set<string>}
 */
export function reachable(outputs, entry, onlyStatic = false) {
  const seen = new Set();
  const visit = (f) => {
    if (!f || seen.has(f)) return;
    seen.add(f);
    for (const i of outputs[f]?.imports ?? [])
      if (!i.external && (!onlyStatic || i.kind === "import-statement")) visit(i.path);
  };
  visit(entry);
  return seen;
}

/** Visits every node of an AST; `f` answering true skips the node's children. */
function walk(n, f) {
  if (!n || typeof n !== "object") return;
  if (Array.isArray(n)) return n.forEach((c) => walk(c, f));
  if (n.type && f(n) === true) return;
  for (const k in n) walk(n[k], f);
}

/**
 * A script's string literals and template parts (oxc's parser). A word that runs into a
 * template's expression (`n${count}`) also comes as itself and `*` (`n*`): the start of a class
 * made there (`n4`).
 * @param {string} code @param {"js" | "ts" | "tsx"} [lang]
 */
function stringsOf(code, lang = "js") {
  const out = [];
  walk(parseAst(code, { lang }), (n) => {
    if (n.type === "Literal" && typeof n.value === "string") out.push(n.value);
    if (n.type !== "TemplateElement") return;
    const text = n.value.cooked ?? n.value.raw;
    out.push(text);
    const head = n.tail ? null : /(?:^|\s)([a-z][\w-]*)$/.exec(text);
    if (head) out.push(`${head[1]}*`);
  });
  return out;
}

/**
 * The class names in some strings: each string made only of words such as `card mz-hand`
 * (a sentence, a URL or a key with a dot names none), split at its spaces.
 * @param {string[]} strings @returns {Set<string>}
 */
function classNames(strings) {
  const out = new Set();
  for (const s of strings) {
    const words = s.trim().split(/\s+/);
    if (words.every((w) => w === "" || /^[a-z][\w-]*\*?$/.test(w)))
      for (const w of words) out.add(w);
  }
  return out;
}

/**
 * Whether `names` keeps the class `c`: it names it, or a word of it ending in `-` starts it (a
 * class made in a template, `phase-${view.phase}`, whose literal part is `phase-`), or a word
 * that ran into a template's expression (`n*`, of `n${count}`) does.
 * @param {Set<string>} names @param {string} c
 */
function named(names, c) {
  if (names.has(c)) return true;
  for (const n of names) {
    if (n.endsWith("-") && c.startsWith(n)) return true;
    if (n.endsWith("*") && c.startsWith(n.slice(0, -1))) return true;
  }
  return false;
}

/**
 * oxc's minifier over esbuild's scripts (a module's exports keep their names, so the chunks
 * still fit together); a file it cannot shorten stays esbuild's.
 * @param {string} root @param {Record<string, any>} outputs
 */
export async function minifyAgain(root, outputs) {
  const { minifySync } = await import("rolldown/utils");
  const opts = { module: true, compress: { target: "es2022" }, mangle: { toplevel: true } };
  for (const out of Object.keys(outputs).filter((o) => o.endsWith(".js"))) {
    const code = readFileSync(join(root, out), "utf8");
    const r = minifySync(basename(out), code, opts);
    if (r.errors?.length) throw new Error(`build-web: minifying ${out}: ${r.errors[0]?.message}`);
    if (r.code.length < code.length) writeFileSync(join(root, out), r.code);
  }
}

/**
 * An embed's sheet keeps the rules of the classes a string of its scripts names, read as a list
 * of class names: neither the word `switch` in code nor a sentence keeps a rule.
 * @param {string} root @param {Record<string, any>} outputs the embeds' esbuild outputs
 */
export async function trimEmbedCss(root, outputs) {
  const { transform } = await import("lightningcss");
  // The chunks of words only: a sentence says "card" or "score".
  const words = (f) => {
    const inputs = Object.keys(outputs[f]?.inputs ?? {});
    return inputs.length > 0 && inputs.every((i) => WORDS_FILE.test(i));
  };
  for (const css of Object.keys(outputs).filter((o) => o.endsWith(".css"))) {
    const entry = Object.keys(outputs).find((p) => outputs[p].cssBundle === css);
    if (!entry) continue;
    const names = classNames(
      [...reachable(outputs, entry)]
        .filter((f) => !words(f))
        .flatMap((f) => stringsOf(readFileSync(join(root, f), "utf8"))),
    );
    const code = readFileSync(join(root, css));
    const unusedSymbols = classesOf(code.toString()).filter((c) => !named(names, c));
    writeFileSync(
      join(root, css),
      transform({ filename: css, code, minify: true, unusedSymbols }).code,
    );
  }
}

/**
 * Whether an embed may ask for a word key: a string of its scripts (words aside) names it,
 * starts it (`game_${id}`) or is it without a plural suffix (`tn("ma_cards")` reads `ma_cards_one`).
 * @param {string} root @param {Record<string, any>} outputs @param {string} main
 * @param {(file: string) => boolean} isWords
 * @returns {(key: string) => boolean}
 */
export function wordsKept(root, outputs, main, isWords) {
  const strings = new Set(
    [...reachable(outputs, main)]
      .filter((f) => f.endsWith(".js") && !isWords(f))
      .flatMap((f) => stringsOf(readFileSync(join(root, f), "utf8"))),
  );
  const heads = [...strings].filter((s) => s.length > 2 && s.endsWith("_"));
  return (key) =>
    strings.has(key) ||
    heads.some((h) => key.startsWith(h)) ||
    strings.has(key.replace(/_(?:zero|one|two|few|many|other)$/, ""));
}

/** A word chunk whose dictionaries (objects of strings only) keep the keys `kept` takes. */
function trimWords(code, kept) {
  const cuts = [];
  const text = (v) =>
    (v.type === "Literal" && typeof v.value === "string") ||
    (v.type === "TemplateLiteral" && v.expressions.length === 0);
  walk(parseAst(code), (n) => {
    const props = n.type === "ObjectExpression" ? n.properties : [];
    if (props.length === 0) return false;
    if (!props.every((p) => p.type === "Property" && !p.computed && text(p.value))) return false;
    const name = (p) => (p.key.type === "Identifier" ? p.key.name : String(p.key.value));
    const keep = props.filter((p) => kept(name(p)));
    if (keep.length < props.length)
      cuts.push([n.start, n.end, `{${keep.map((p) => code.slice(p.start, p.end)).join(",")}}`]);
    return true;
  });
  let out = code;
  for (const [s, e, t] of cuts.sort((a, b) => b[0] - a[0]))
    out = out.slice(0, s) + t + out.slice(e);
  return out;
}

/**
 * rolldown bundles `files` (esbuild's outputs, run in this order) again into one entry
 * `{name}-[hash].js` in `dir` that holds every module a first visit runs; what loads later stays
 * chunks named `chunks`, importing from it; each word chunk of `langOf` (absolute path: group)
 * joins its language's one file, trimmed to `kept` when given.
 * @param {string} dir @param {string} name @param {string[]} files @param {string} chunks
 * @param {Map<string, string>} langOf @param {(key: string) => boolean} [kept]
 * @returns {Promise<{files: string[], entry: string, shell: string[], group: (name: string) =>
 *   string[]}>} the files written, the entry, what it imports, and a group's file with its imports
 */
export async function oneFile(dir, name, files, chunks, langOf, kept) {
  const { rolldown } = await import("rolldown");
  const id = `\0${name}`;
  const bundle = await rolldown({
    input: { [name]: id },
    logLevel: "warn",
    // Nothing imports the entry's exports but its own chunks: shared modules may join it.
    preserveEntrySignatures: "allow-extension",
    onLog: (level, log, handler) =>
      log.code === "INEFFECTIVE_DYNAMIC_IMPORT" ? undefined : handler(level, log),
    plugins: [
      {
        name: "one-file",
        resolveId: (s) => (s === id ? id : null),
        load: (s) =>
          s === id ? files.map((f) => `import ${JSON.stringify(f)};`).join("\n") : null,
        transform: (code, s) => (kept && langOf.has(s) ? trimWords(code, kept) : null),
      },
    ],
  });
  const { output } = await bundle.write({
    ...{
      dir,
      format: "es",
      entryFileNames: "[name]-[hash].js",
      chunkFileNames: chunks,
      minify: true,
      // The bundle is final: no later minifier reads its annotations (about 30 bytes a table).
      comments: { annotation: false, legal: false, jsdoc: false },
    },
    // Without the first group, the modules lazy chunks share with the entry get a file of their own.
    codeSplitting: {
      groups: [
        { name, tags: ["$initial"] },
        { name: (m) => langOf.get(m) ?? null, debugName: "words" },
      ],
    },
  });
  await bundle.close();
  const out = output.filter((o) => o.type === "chunk");
  const entry = out.find((c) => c.isEntry);
  if (out.some((c) => c.moduleIds.length === 1 && c.moduleIds[0] === "\0rolldown/runtime.js"))
    console.warn(`build-web: ${name}: rolldown's runtime is a file of its own`);
  /** Chunks and what they import, the entry aside. */
  const closure = (names, seen = new Set()) => {
    for (const f of names)
      if (f !== entry.fileName && !seen.has(f)) {
        seen.add(f);
        closure(out.find((c) => c.fileName === f)?.imports ?? [], seen);
      }
    return [...seen];
  };
  return {
    files: out.map((c) => c.fileName),
    entry: entry.fileName,
    shell: closure(entry.imports),
    group: (g) => closure(out.filter((c) => c.name === g).map((c) => c.fileName)),
  };
}

/**
 * Writes the module that adopts an embed's sheet, first among the adopted sheets, into `dir`, and
 * answers its path. The sheet is read as a namespace object on purpose: the word chunks need
 * rolldown's runtime helper for theirs, which then stays in the entry, not a file of its own
 * (a third round trip). After the code in the entry, it is within gzip's reach of a table's own
 * rules (strings of its chunk).
 * @param {string} dir @param {string} cssFile the embed's sheet (trimmed)
 * @returns {string}
 */
export function styleModule(dir, cssFile) {
  mkdirSync(dir, { recursive: true });
  const css = JSON.stringify(readFileSync(cssFile, "utf8").trim());
  writeFileSync(join(dir, "sheet.js"), `export const css = ${css};\n`);
  const adopt = [
    `import * as sheet from "./sheet.js";`,
    `const adopt = (m) => {`,
    `  const s = new CSSStyleSheet();`,
    `  s.replaceSync(m.css);`,
    `  document.adoptedStyleSheets = [s, ...document.adoptedStyleSheets];`,
    `};`,
    `adopt(sheet);`,
    ``,
  ];
  writeFileSync(join(dir, "adopt.js"), adopt.join("\n"));
  return join(dir, "adopt.js");
}
