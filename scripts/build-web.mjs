// Builds the web UI (web/) into dist/web: a minified, content-hashed JS bundle and CSS file,
// index.html pointing at them, _headers with the pages' security headers, and the installable
// app's manifest, icons and service worker (/sw.js); the embedded pages' own small bundles
// (web/embed/ and each game's web/{game}/embed.tsx, one build per game: their chunks never change
// the app's) with embed-{game}.html;
// and the sharing previews (scripts/og-images.mjs, cached).
// `node scripts/build-web.mjs` builds once; `buildWeb({ watch: true })` (used by npm start)
// rebuilds on every change.
import * as esbuild from "esbuild";
import { parseAst } from "rolldown/parseAst";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gameIds } from "./game-ids.mjs";
import { buildPreviews } from "./og-images.mjs";
import { oneCore } from "./one-core.mjs";
import { probeOptions } from "./probe-options.mjs";
import { buildEmbedEntries, buildTableEntries } from "./table-entries.mjs";
import { reachable, stringsOf } from "./embed-words.mjs";

/** The games with an embed entry (web/{game}/embed.tsx): every game of the registry. */
const EMBEDS = await gameIds();

/** The builds: the app, then one per game's embed, then one per game's replay embed. */
const EMBED_PARTS = [...EMBEDS.map((g) => `embed-${g}`), ...EMBEDS.map((g) => `embed-replay-${g}`)];
/** The entry of a build part: the app's, a game's embed or a game's replay embed. */
const entryOf = (part) =>
  part === "main"
    ? "web/main.tsx"
    : part.startsWith("embed-replay-")
      ? `web/${part.slice(13)}/replay-embed.tsx`
      : `web/${part.slice(6)}/embed.tsx`;
const PARTS = ["main", ...EMBED_PARTS];

/** The embeds' metafiles as one (their outputs never collide: same name, same content). */
function mergeMeta(metas) {
  return { outputs: Object.assign({}, ...metas.map((m) => m.outputs)) };
}
import { createHash } from "node:crypto";
import { writeAppIcons } from "./app-icons.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "dist/web");

// Only /embed/* may ever be framed (docs/security.md); every page here refuses framing.
// Styles: Preact writes style properties through the CSSOM, which CSP does not restrict, so
// no 'unsafe-inline' is needed. The favicons are files (/icons/*.svg).
const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// The bundles are public and may be loaded by an embed inside `sandbox="allow-scripts"`,
// whose origin is opaque: module scripts are fetched with CORS, so they say anyone may.
const headers = `/*
  Content-Security-Policy: ${csp}
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer
  Permissions-Policy: camera=(), microphone=(), geolocation=()

/assets/*
  Cache-Control: public, max-age=31536000, immutable
  Access-Control-Allow-Origin: *

/og/*
  Cache-Control: public, max-age=86400
  Access-Control-Allow-Origin: *

/sw.js
  Cache-Control: no-cache
`;

/**
 * The embedded pages' shell (served by the Worker at /embed/*, which adds the headers that
 * let any site frame it). The address is the embed's; the bundle decides what to show. Its
 * stylesheet is inside the script (scripts/embed-styles.mjs): until the script runs, the body's
 * `bgcolor` (a presentational attribute, which the CSP's `style-src` does not govern, and which
 * any rule of the sheet overrides) keeps the light theme's background in the frame, as the
 * <link>ed sheet did, instead of a white box.
 */
function embedHtml(js) {
  // The light theme's --bg (web/styles/base.css), read from the sheet so the two never differ.
  const bg =
    /--bg:\s*(#[0-9a-fA-F]{3,8})/.exec(
      readFileSync(join(root, "web/styles/base.css"), "utf8"),
    )?.[1] ?? "#fff";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>Tavolo</title>
<script type="module" src="/assets/${js}"></script>
</head>
<body bgcolor="${bg}">
<div id="app"></div>
<noscript>Tavolo needs JavaScript to deal the cards.</noscript>
</body>
</html>
`;
}

/** The page shell: everything else is drawn by the bundle. */
function html(js, css, preload) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#0f5132">
<meta name="description" content="Play card games with friends by sending a link.">
<title>Tavolo</title>
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" type="image/svg+xml" href="/icons/favicon.svg">
<link rel="apple-touch-icon" href="/icons/icon-192.png">
<link rel="stylesheet" href="/assets/${css}">
<script type="module" src="/assets/${js}"></script>
${preload.map((c) => `<link rel="modulepreload" href="/assets/${c}">`).join("\n")}
</head>
<body>
<div id="app"></div>
<noscript>Tavolo needs JavaScript to deal the cards.</noscript>
</body>
</html>
`;
}

/**
 * Writes index.html and _headers from the names esbuild produced, then removes older bundles.
 * The folder itself is never deleted: a running `wrangler dev` watches it, and loses its
 * asset list if the folder disappears under it.
 */
/**
 * The embeds' stylesheets keep only the rules whose classes some embed script names: the
 * app's sheets (base, table, parts) are shared with pages an embed never shows, and a blog
 * reader pays for every byte (24 KB budget). A class counts as used when a string of any embed
 * script that reads as a class list names it (a conservative test: class names composed at
 * run time still appear as strings). lightningcss (installed with vite) removes the rest.
 */
async function trimEmbedCss(embedMeta) {
  const { transform } = await import("lightningcss");
  const outputs = embedMeta.outputs;
  for (const [css, out] of Object.entries(outputs)) {
    if (!css.endsWith(".css")) continue;
    // The scripts of this sheet's game: its entry and every chunk it may load.
    const entry = Object.keys(outputs).find((p) => outputs[p].cssBundle === css);
    if (!entry) continue;
    const reach = reachable(outputs, entry);
    // Not the chunks of words only (a word pack, a dictionary): their sentences name no class,
    // but say "card" or "score" (which kept Pazaak's cards' rules in Mattazza's embed).
    const words = (f) => {
      const inputs = Object.keys(outputs[f]?.inputs ?? {});
      return inputs.length > 0 && inputs.every((i) => WORDS_FILE.test(i));
    };
    // A class is named by a string of the scripts that reads as a list of class names
    // (lowercase names and spaces; a template's parts each count): so the word `switch` in
    // code keeps no `.switch` rule alive, and neither does a sentence ("The card id … appears
    // twice" kept Pazaak's cards' rules in Mazzo's embed).
    const names = new Set(
      [...reach]
        .filter((f) => !words(f))
        .flatMap((f) => stringsOf(readFileSync(join(root, f), "utf8")))
        .filter((s) => /^\s*(?:[a-z][\w-]*\s*)*$/.test(s))
        .flatMap((s) => s.split(/\s+/)),
    );
    const path = join(root, css);
    const code = readFileSync(path);
    const classes = new Set(
      [...code.toString().matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]),
    );
    const unused = [...classes].filter((c) => !names.has(c));
    writeFileSync(
      path,
      transform({ filename: css, code, minify: true, unusedSymbols: unused }).code,
    );
    void out;
  }
}

/**
 * A second minifier over the scripts esbuild wrote (oxc's, from rolldown, installed with vite):
 * it folds and shortens what esbuild's minifier leaves (about 2 % of every chunk gzipped,
 * 0.5–0.7 KB of a table page). Names of exports and imports between chunks stay as they are
 * (only a module's own names are shortened), so the chunks still fit together; the files keep
 * esbuild's names (their hash is of esbuild's output, still one name per content).
 * @param {esbuild.Metafile} metafile a build's metafile (its outputs are rewritten in place)
 */
async function minifyAgain(metafile) {
  // A transitive dependency (vite's): without it the build stays esbuild's, only heavier.
  const oxc = await import("rolldown/utils").catch(() => null);
  if (!oxc) return console.warn("build-web: rolldown/utils not found, scripts minified once");
  const { minifySync } = oxc;
  for (const out of Object.keys(metafile.outputs)) {
    if (!out.endsWith(".js")) continue;
    const path = join(root, out);
    const code = readFileSync(path, "utf8");
    const r = minifySync(basename(out), code, {
      module: true,
      compress: { target: "es2022" },
      mangle: { toplevel: true },
    });
    if (r.errors?.length) throw new Error(`build-web: minifying ${out}: ${r.errors[0]?.message}`);
    // Never larger: a file the second pass cannot improve stays esbuild's.
    if (r.code.length < code.length) writeFileSync(path, r.code);
  }
}

function writeShell(metafile, embedMeta, tables = { files: [], tables: {} }, embeds) {
  const outputs = [
    ...Object.keys(metafile.outputs).map((p) => basename(p)),
    ...tables.files,
    ...embeds.files,
  ];
  const embedOut = Object.keys(embedMeta.outputs).map((p) => basename(p));
  for (const old of readdirSync(join(outdir, "assets"))) {
    if (!outputs.includes(old) && !embedOut.includes(old))
      rmSync(join(outdir, "assets", old), { force: true });
  }
  for (const game of EMBEDS) {
    // Each embed's own entry (scripts/table-entries.mjs), its stylesheet inside.
    const ejs = embeds.entries[`embed-${game}`];
    if (!ejs) throw new Error(`build-web: embed of ${game} missing (${embedOut.join(", ")})`);
    writeFileSync(join(outdir, `embed-${game}.html`), embedHtml(ejs));
    // The replay embed of the game (web/{game}/replay-embed.tsx).
    const rjs = embeds.entries[`embed-replay-${game}`];
    if (!rjs) throw new Error(`build-web: replay embed of ${game} missing`);
    writeFileSync(join(outdir, `embed-replay-${game}.html`), embedHtml(rjs));
  }
  const js = outputs.find((p) => p.startsWith("main-") && p.endsWith(".js"));
  const css = outputs.find((p) => p.startsWith("main-") && p.endsWith(".css"));
  if (!js || !css) throw new Error(`build-web: bundle outputs missing (${outputs.join(", ")})`);
  // The chunks the entry imports statically are fetched in parallel, not one after another.
  const preload = new Set();
  const visit = (file) => {
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind !== "import-statement" || preload.has(imp.path)) continue;
      preload.add(imp.path);
      visit(imp.path);
    }
  };
  const entry = Object.keys(metafile.outputs).find((p) => basename(p) === js);
  if (entry) visit(entry);
  writeFileSync(
    join(outdir, "index.html"),
    html(
      js,
      css,
      [...preload].map((p) => basename(p)),
    ),
  );
  writeFileSync(join(outdir, "_headers"), headers);
  writeFileSync(
    join(outdir, "preload.json"),
    JSON.stringify({
      ...preloads(metafile, preload),
      // The table pages' own entries (scripts/table-entries.mjs), which the Worker's HTML of a
      // game page names instead of the app's entry and its chunks.
      main: js,
      shell: [...preload].map((p) => basename(p)),
      tables: tables.tables,
    }),
  );
  writeServiceWorker(
    js,
    css,
    [...preload].map((p) => basename(p)),
  );
  // Kept beside (not inside) the served folder, for the weight budget (tableWeight below).
  writeFileSync(join(root, "dist/web-meta.json"), JSON.stringify(metafile));
  writeFileSync(join(root, "dist/embed-meta.json"), JSON.stringify(embedMeta));
}

/**
 * What the Worker's HTML of a game page (/g/{id}) tells the browser to fetch at once, beside
 * what index.html preloads already (src/server/embed/preload.ts): the game page's chunk, the
 * game's table, the game's words and the dictionary in each language, each with the chunks it
 * imports. So a table link's scripts arrive in one round trip instead of one after another.
 * @param {esbuild.Metafile} metafile the app's build
 * @param {Set<string>} shell the chunks index.html names already
 */
function preloads(metafile, shell) {
  const outputs = metafile.outputs;
  const byEntry = (e) => Object.keys(outputs).find((p) => outputs[p].entryPoint === e);
  const entry = Object.keys(outputs).find((p) => outputs[p].entryPoint === "web/main.tsx");
  /** An entry's chunk and what it imports, as served names, without the shell's. */
  const files = (module) => {
    const out = new Set();
    const visit = (f) => {
      if (!f || out.has(f) || shell.has(f) || f === entry) return;
      out.add(f);
      for (const i of outputs[f]?.imports ?? []) if (i.kind === "import-statement") visit(i.path);
    };
    visit(byEntry(module));
    return [...out].map((f) => basename(f));
  };
  const langs = ["en", "it", "nl"];
  const perLang = (path) => Object.fromEntries(langs.map((l) => [l, files(path(l))]));
  return {
    page: files("web/pages/game-page.ts"),
    dict: perLang((l) => `web/i18n/${l}.ts`),
    games: Object.fromEntries(
      EMBEDS.map((g) => {
        const table = readdirSync(join(root, "web", g)).find((f) => /^[A-Z]\w+Table\.tsx$/.test(f));
        return [
          g,
          {
            table: table ? files(`web/${g}/${table}`) : [],
            words: perLang((l) => `web/${g}/words/${l}.ts`),
          },
        ];
      }),
    ),
  };
}

/**
 * The service worker (web/sw/sw.ts) at /sw.js, outside /assets (its scope is the whole site)
 * and not content-hashed (browsers look for updates at the same address). The build's shell
 * files and a version derived from their names are written into it, so each build has its own
 * cache and a new build ships a new worker.
 */
function writeServiceWorker(js, css, preload) {
  const shell = ["/", `/assets/${js}`, `/assets/${css}`, ...preload.map((p) => `/assets/${p}`)];
  const version = createHash("sha256").update(shell.join("\n")).digest("hex").slice(0, 12);
  esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: ["web/sw/sw.ts"],
    outfile: join(outdir, "sw.js"),
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2022"],
    legalComments: "none",
    logLevel: "warning",
    define: { __VERSION__: JSON.stringify(version), __SHELL__: JSON.stringify(shell) },
  });
}

/**
 * What a first visit to a game's table page downloads, gzipped, from the last build's
 * metafile: the entry and the chunks it imports, the CSS, the game page's chunk, the game's
 * table chunk with its imports, and the largest of the language dictionaries (only the active one is loaded).
 * @param {string} game the table's module, e.g. "web/pazaak/PazaakTable.tsx"
 * @returns {{js: number, css: number, files: string[]}}
 */
export function tableWeight(game = "web/pazaak/PazaakTable.tsx") {
  const meta = JSON.parse(readFileSync(join(root, "dist/web-meta.json"), "utf8"));
  const outputs = meta.outputs;
  const byEntry = (e) => Object.keys(outputs).find((p) => outputs[p].entryPoint === e);
  const files = new Set();
  const visit = (file) => {
    if (!file || files.has(file)) return;
    files.add(file);
    for (const imp of outputs[file]?.imports ?? [])
      if (imp.kind === "import-statement") visit(imp.path);
  };
  visit(byEntry("web/main.tsx"));
  const css = Object.keys(outputs).find((p) => /main-[^/]+\.css$/.test(p));
  if (css) files.add(css);
  visit(byEntry("web/pages/game-page.ts"));
  const table = byEntry(game);
  if (!table) throw new Error(`build-web: no chunk for ${game}`);
  visit(table);
  const gz = (f) => gzipSync(readFileSync(join(root, f))).length;
  const dicts = ["en", "it", "nl"].map((l) => byEntry(`web/i18n/${l}.ts`));
  const biggest = dicts.sort((a, b) => (b ? gz(b) : 0) - (a ? gz(a) : 0))[0];
  visit(biggest);
  const list = [...files];
  return {
    js: list.filter((f) => f.endsWith(".js")).reduce((a, f) => a + gz(f), 0),
    css: list.filter((f) => f.endsWith(".css")).reduce((a, f) => a + gz(f), 0),
    files: list,
  };
}

/**
 * `import css from "./x.css?inline"`: the stylesheet minified into a string of the importing
 * chunk, for `adoptStyles` (web/styles/adopt.ts). A game's table brings its own styles in its
 * lazy chunk this way, so no game's CSS weighs on another game's page.
 */
const inlineCss = {
  name: "inline-css",
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: resolve(args.resolveDir, args.path.replace(/\?inline$/, "")),
      namespace: "inline-css",
    }));
    // Bundled, so a sheet may `@import` a part it shares with another (styles/switch.css).
    build.onLoad({ filter: /.*/, namespace: "inline-css" }, async (args) => {
      const out = await esbuild.build({
        entryPoints: [args.path],
        bundle: true,
        minify: true,
        write: false,
        metafile: true,
        logLevel: "warning",
      });
      const code = out.outputFiles[0]?.text ?? "";
      const watchFiles = Object.keys(out.metafile.inputs).map((p) => resolve(p));
      return { contents: code.trim(), loader: "text", watchFiles };
    });
  },
};

/**
 * Modules the app reads as data computed at build time: each is bundled and run in Node here,
 * and the browser gets its exports' values as JSON (the create form's seats and options, read
 * from the engine's registry, without the engine: web/pages/create-meta.ts).
 */
const BUILD_TIME_DATA = ["web/pages/create-meta.ts"];

/** The plugin that replaces each module of BUILD_TIME_DATA by its exports' values. */
const buildTimeData = {
  name: "build-time-data",
  setup(build) {
    const paths = new Set(BUILD_TIME_DATA.map((p) => join(root, p)));
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!paths.has(args.path)) return undefined;
      const out = await esbuild.build({
        absWorkingDir: root,
        entryPoints: [args.path],
        bundle: true,
        write: false,
        metafile: true,
        format: "esm",
        platform: "node",
        logLevel: "warning",
      });
      const code = out.outputFiles[0]?.text ?? "";
      const values = await import(
        `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
      );
      const contents = Object.entries(values)
        .map(([k, v]) => `export const ${k} = ${JSON.stringify(v)};`)
        .join("\n");
      const watchFiles = Object.keys(out.metafile.inputs).map((p) => resolve(root, p));
      return { contents, loader: "js", watchFiles };
    });
  },
};

/**
 * The shuffle verifier (web/verify.ts, loaded after a game ends) and the games' replays
 * (web/{game}/replay.ts) rebuild the game with the engine: they get an engine of their own (a
 * separate copy of src/engine in their lazy chunks), so the few engine modules a table also uses
 * (card lists) stay inside each table's chunk instead of being split out into small shared files
 * that every first visit would fetch.
 */
const verifierEngine = {
  name: "verifier-engine",
  setup(build) {
    const verify = join(root, "web/verify.ts");
    // A game's replay (web/{game}/replay.ts, loaded by the replay page and stepping back)
    // reaches the engine's rules too: with the copy, Pazaak's ready-made decks (which its
    // side-deck builder also shows) stay in the builder's chunk, not in a file of their own.
    const replay = /\/web\/[^/]+\/replay\.ts$/;
    const engine = join(root, "src/engine") + "/";
    build.onResolve({ filter: /.*/ }, async (args) => {
      if (args.pluginData === "copy") return undefined;
      const fromVerify = args.importer === verify || replay.test(args.importer);
      const inCopy = args.importer.startsWith("engine-copy:");
      if (!fromVerify && !inCopy) return undefined;
      const importer = inCopy ? args.importer.slice("engine-copy:".length) : args.importer;
      const r = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: dirname(importer),
        pluginData: "copy",
      });
      if (r.errors.length || !r.path.startsWith(engine))
        return r.errors.length ? { errors: r.errors } : undefined;
      return { path: `engine-copy:${r.path}`, namespace: "engine-copy" };
    });
    build.onLoad({ filter: /.*/, namespace: "engine-copy" }, async (args) => {
      const file = args.path.slice("engine-copy:".length);
      return {
        contents: readFileSync(file, "utf8"),
        loader: file.endsWith(".json") ? "json" : "ts",
        resolveDir: dirname(file),
      };
    });
  },
};

/**
 * The further cores of a module (its path from the project's root) of a game's table page: any
 * module of a game's folder but its manifest and parts' loaders, words, rules, home score, embed
 * entry and create form part imports the game page's chunk (web/pages/game-page.ts) and the game's table
 * (web/{game}/{Name}Table.tsx) as well as the core, so the table parts every game shares travel
 * with the page and the game's own lazy parts (Pazaak's builder) share its table's chunk
 * instead of small files of their own (scripts/one-core.mjs; docs/decisions.md, "Page weight:
 * every page brings its own").
 */
function tableCores(rel) {
  const m = /^web\/([^/]+)\/(.+)$/.exec(rel);
  if (!m || !EMBEDS.includes(m[1])) return [];
  if (
    /^(index\.ts|parts\.ts|score\.ts|embed\.tsx|CreateTeams\.tsx|words\/.*|rules\/.*)$/.test(m[2])
  )
    return [];
  const table = readdirSync(join(root, "web", m[1])).find((f) => /^[A-Z]\w+Table\.tsx$/.test(f));
  // The table itself brings the shared table styles, trimmed to this game (tableStyles).
  if (m[2] === table) return ["web/pages/game-page.ts", `virtual:table-css/${m[1]}`];
  return ["web/pages/game-page.ts", ...(table ? [`web/${m[1]}/${table}`] : [])];
}

/** The stylesheets of the table parts (cards, the shared table, round results). */
const TABLE_SHEETS = ["web/styles/cards.css", "web/styles/table.css", "web/styles/parts.css"];

/** The files of words (packs, rules texts, dictionaries): text for people, no class names. */
const WORDS_FILE = /\/(words|rules|i18n|page-words|tool-words)\/|\/(en|it|nl)\.ts$/;

/** Every source file under `dir` (relative to the root). */
function sourcesUnder(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sourcesUnder(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );
}

/**
 * The sources of web/ the app reaches (every page and lazy part, from web/main.tsx) without
 * entering another game's folder than `game`'s: a probe build, paths relative to the root.
 * @param {string} game
 * @returns {Promise<Set<string>>}
 */
async function reachedWithout(game) {
  const others = EMBEDS.filter((g) => g !== game).map((g) => join(root, "web", g) + "/");
  // Another game's folder is left out: what only it reaches is not reached.
  const out = await esbuild.build(
    probeOptions(root, "web/main.tsx", {
      external: (a) =>
        a.path.startsWith(".") && others.some((o) => resolve(a.resolveDir, a.path).startsWith(o)),
    }),
  );
  return new Set(Object.keys(out.metafile.inputs).filter((f) => f.startsWith("web/")));
}

/**
 * `virtual:table-css/{game}` (imported by each game's table, tableCores): the table parts'
 * stylesheets, minified and without the rules of classes that no source of the app but the
 * other games' folders names (a conservative test: any word of any file but the word packs and
 * rules texts counts), adopted before
 * the page's own sheets. Each game's table chunk brings its own copy, so a Mazzo table does not
 * download Pazaak's boards (docs/decisions.md, "Page weight: every page brings its own").
 */
const tableStyles = {
  name: "table-styles",
  setup(build) {
    build.onResolve({ filter: /^virtual:table-css\// }, (args) => ({
      path: args.path.slice("virtual:table-css/".length),
      namespace: "table-css",
    }));
    build.onLoad({ filter: /.*/, namespace: "table-css" }, async (args) => {
      const { transform } = await import("lightningcss");
      const game = args.path;
      const files = sourcesUnder("web").filter(
        (f) => !EMBEDS.some((g) => g !== game && f.startsWith(`web/${g}/`)),
      );
      // Word packs and rules texts are sentences, never class names ("boards" in the create
      // form's words kept Pazaak's boards on every table); they are still watched. And only
      // what the app reaches without another game's folder: a shared part only another game
      // shows (Pazaak's builder's chosen strip) keeps no rule on this game's table.
      const reached = await reachedWithout(game);
      const sources = files.filter(
        (f) => !WORDS_FILE.test(f) && f !== "web/games.ts" && reached.has(f),
      );
      const words = new Set(
        sources.flatMap((f) => readFileSync(join(root, f), "utf8").match(/[A-Za-z_][\w-]*/g) ?? []),
      );
      const css = TABLE_SHEETS.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
      const classes = new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
      const unused = [...classes].filter((c) => !words.has(c));
      const code = transform({
        filename: "table.css",
        code: Buffer.from(css),
        minify: true,
        unusedSymbols: unused,
      }).code.toString();
      return {
        contents: `import { adoptStyles } from "./web/styles/adopt";\nadoptStyles(${JSON.stringify(code)}, 2);\n`,
        loader: "js",
        resolveDir: root,
        watchFiles: [...TABLE_SHEETS, ...files].map((f) => join(root, f)),
      };
    });
  },
};

/**
 * A replay embed's build leaves out what a replayed table never shows (the table is marked
 * `replay`, nothing on it is live): the rematch, the deal's verifier, Pazaak's side-deck
 * builder and bust hint. Each resolves to a module whose parts draw nothing, so the blog reader
 * downloads only what a replay needs and the embed's stylesheet keeps none of their rules.
 */
const REPLAY_LEAVES_OUT = {
  "web/components/Rematch.tsx": ["Reveal", "Rematch", "Expiry"],
  "web/pazaak/Verify.tsx": ["Verify"],
  "web/pazaak/SideDeckBuilder.tsx": ["SideDeckBuilder"],
  "web/pazaak/BustHint.tsx": ["BustHint"],
};
const replayLeavesOut = {
  name: "replay-leaves-out",
  setup(build) {
    build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
      const path = resolve(args.resolveDir, args.path);
      for (const [file, names] of Object.entries(REPLAY_LEAVES_OUT))
        if (path === join(root, file) || path === join(root, file.replace(/\.tsx$/, "")))
          return { path: file, namespace: "replay-left-out", pluginData: names };
      return undefined;
    });
    build.onLoad({ filter: /.*/, namespace: "replay-left-out" }, (args) => ({
      contents: args.pluginData.map((n) => `export const ${n} = () => null;`).join("\n"),
      loader: "js",
    }));
  },
};

/**
 * An embed's dictionaries (web/i18n/{en,it,nl}.ts) keep only the words its code can ask for:
 * the app's dictionary also holds the header's, the game page's and the links' words, which no
 * embed shows. A key stays when any source the embed's entry reaches (a probe build, every
 * lazy part included, word packs aside) names it, its plural's base, or a prefix it composes
 * keys from (`game_${id}`). Conservative: any word of the code counts.
 * @param {string} entry the embed's entry, relative to the root
 */
function embedDictionary(entry) {
  return {
    name: "embed-dictionary",
    setup(build) {
      /** @type {Promise<{words: Set<string>, prefixes: string[]}> | undefined} */
      let used;
      const probe = async () => {
        const out = await esbuild.build(probeOptions(root, entry));
        const files = Object.keys(out.metafile.inputs).filter(
          (f) => /\.tsx?$/.test(f) && !WORDS_FILE.test(f),
        );
        const code = files.map((f) => readFileSync(join(root, f), "utf8")).join("\n");
        return {
          words: new Set(code.match(/[A-Za-z_]\w*/g) ?? []),
          prefixes: [...code.matchAll(/[`"']([A-Za-z0-9_]*_)(?:\$\{|["'`]\s*\+)/g)].map(
            (m) => m[1],
          ),
        };
      };
      build.onStart(() => {
        used = probe();
      });
      // The dictionaries and the game's word packs (web/{game}/words/{lang}.ts).
      build.onLoad(
        { filter: /[\\/]web[\\/](i18n|[a-z]+[\\/]words)[\\/](en|it|nl)\.ts$/ },
        async (args) => {
          const { words, prefixes } = await (used ??= probe());
          const js = await esbuild.transform(readFileSync(args.path, "utf8"), {
            loader: "ts",
            format: "esm",
          });
          const mod = await import(
            `data:text/javascript;base64,${Buffer.from(js.code).toString("base64")}`
          );
          const keep = (k) =>
            words.has(k) ||
            words.has(k.replace(/_(zero|one|two|few|many|other)$/, "")) ||
            prefixes.some((p) => k.startsWith(p));
          const contents = Object.entries(mod)
            .map(([name, dict]) => {
              const kept = Object.fromEntries(Object.entries(dict).filter(([k]) => keep(k)));
              return `export const ${name} = ${JSON.stringify(kept)};`;
            })
            .join("\n");
          return { contents, loader: "js" };
        },
      );
    },
  };
}

/**
 * esbuild options shared by the one-off and the watching build, for the app (`main`) or one
 * game's embedded pages (`embed-{game}`, whose chunks are named apart so no build removes
 * another's). Each embed is a build of its own: esbuild splits the modules entries share into
 * many small chunks, and a blog reader, who only ever loads one game, would pay for each
 * file's lost compression and glue (≈ 2 KB gzipped, the difference to the 30 KB budget).
 */
function options(plugins = [], part = "main") {
  return {
    absWorkingDir: root,
    entryPoints: { [part]: entryOf(part) },
    outdir: join(outdir, "assets"),
    entryNames: "[name]-[hash]",
    chunkNames: part === "main" ? "chunk-[hash]" : "e-[hash]",
    // Pages and tools loaded on demand (create form, QR codes, verifier) become chunks.
    splitting: true,
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2022", "chrome100", "safari15", "firefox100"],
    jsx: "automatic",
    jsxImportSource: "preact",
    sourcemap: false,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
    plugins: [
      inlineCss,
      verifierEngine,
      ...(part === "main" ? [buildTimeData, tableStyles] : [embedDictionary(entryOf(part))]),
      part === "main"
        ? oneCore(root, "web/core.ts", ["web/main.tsx"], {
            also: tableCores,
          })
        : oneCore(root, "web/embed/core.ts", [entryOf(part), "web/embed/memory.ts"], {
            dataAlone: true,
            // No game page in an embed: only the game's own table, and not in a game whose
            // seat's part is apart (seat.ts), which a spectator embed never loads: tied to the
            // table, it would split the spectator's table into more files.
            also: (rel) =>
              existsSync(join(root, "web", part.slice(6), "seat.ts"))
                ? []
                : tableCores(rel).filter(
                    (c) => c !== "web/pages/game-page.ts" && !c.startsWith("virtual:"),
                  ),
          }),
      ...(part.startsWith("embed-replay-") ? [replayLeavesOut] : []),
      ...plugins,
    ],
  };
}

/** An embed part's own entry (scripts/table-entries.mjs), from its esbuild build. */
const oneEntry = (part, metafile) =>
  buildEmbedEntries(root, join(outdir, "assets"), metafile, { [part]: entryOf(part) });

/**
 * Builds the web UI into dist/web.
 * @param {{watch?: boolean}} [opts] watch: keep rebuilding on change (returns once the first build is done).
 * @returns {Promise<{js: number, css: number} | void>} gzipped bytes a first visit to a table loads (one-off builds)
 */
export async function buildWeb({ watch = false } = {}) {
  mkdirSync(join(outdir, "assets"), { recursive: true });
  await writeAppIcons(outdir);
  if (watch) {
    // The previews are drawn in the background the first time (cached afterwards): the
    // server does not wait for them.
    buildPreviews(outdir).catch((e) => console.error(`og: ${e}`));
    const metas = {};
    /** Each embed part's own entry, rebuilt after its esbuild build. */
    const ones = {};
    const shell = (part) => ({
      name: "shell",
      setup(build) {
        build.onEnd((result) => {
          if (result.errors.length === 0 && result.metafile) {
            metas[part] = result.metafile;
            // The table entries are built from the app's chunks once they are minified again;
            // every part's shell waits for the latest of them (it lists their files).
            if (part === "main")
              metas.tables = minifyAgain(result.metafile).then(() =>
                buildTableEntries(root, join(outdir, "assets"), result.metafile, EMBEDS),
              );
            const done =
              part === "main"
                ? metas.tables
                : minifyAgain(result.metafile)
                    .then(() => trimEmbedCss(result.metafile))
                    .then(() => oneEntry(part, result.metafile))
                    .then((one) => (ones[part] = one));
            done
              .then(() => metas.tables)
              .then((tables) => {
                if (PARTS.every((p) => metas[p]) && EMBED_PARTS.every((p) => ones[p])) {
                  const embeds = EMBED_PARTS.map((p) => ones[p]);
                  writeShell(metas.main, mergeMeta(EMBED_PARTS.map((p) => metas[p])), tables, {
                    files: embeds.flatMap((e) => e.files),
                    entries: Object.assign({}, ...embeds.map((e) => e.entries)),
                  });
                  console.log("web: built dist/web");
                }
              })
              .catch((e) => console.error(e));
          }
        });
      },
    });
    for (const part of PARTS) {
      const ctx = await esbuild.context(options([shell(part)], part));
      await ctx.rebuild().catch(() => {});
      await ctx.watch();
    }
    return;
  }
  const [result, ...embeds] = await Promise.all([
    esbuild.build(options()),
    ...EMBED_PARTS.map((part) => esbuild.build(options([], part))),
    buildPreviews(outdir).then(() => null),
  ]);
  const embed = mergeMeta(embeds.filter((e) => e !== null).map((e) => e.metafile));
  await minifyAgain(result.metafile);
  await minifyAgain(embed);
  await trimEmbedCss(embed);
  const tables = await buildTableEntries(root, join(outdir, "assets"), result.metafile, EMBEDS);
  const embedEntries = await buildEmbedEntries(
    root,
    join(outdir, "assets"),
    embed,
    Object.fromEntries(EMBED_PARTS.map((p) => [p, entryOf(p)])),
  );
  writeShell(result.metafile, embed, tables, embedEntries);
  const { js, css } = tableWeight();
  return { js, css, tables: tableEntryWeights(tables) };
}

/**
 * What a first visit to each game's table page downloads with its own entry, gzipped: the
 * entry, the chunks it imports, the largest language's words, and the stylesheet.
 * @param {{tables: Record<string, {entry: string, shell: string[], dict: Record<string, string[]>, words: Record<string, string[]>}>}} t
 * @returns {Record<string, number>} bytes per game
 */
function tableEntryWeights(t) {
  const gz = (f) => gzipSync(readFileSync(join(outdir, "assets", f))).length;
  const css = readdirSync(join(outdir, "assets")).find((f) => /^main-.*\.css$/.test(f));
  return Object.fromEntries(
    Object.entries(t.tables).map(([game, e]) => {
      const lang = ["en", "it", "nl"].map(
        (l) => new Set([...(e.dict[l] ?? []), ...(e.words[l] ?? [])]),
      );
      const words = Math.max(...lang.map((s) => [...s].reduce((a, f) => a + gz(f), 0)));
      const js = [e.entry, ...e.shell].reduce((a, f) => a + gz(f), 0);
      return [game, js + words + (css ? gz(css) : 0)];
    }),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const sizes = await buildWeb();
  if (sizes) {
    const kb = (n) => (n / 1024).toFixed(1);
    console.log(
      `web: dist/web built; a first visit to a Pazaak table loads ${kb(sizes.js)} KB JS + ${kb(sizes.css)} KB CSS gzipped`,
    );
    for (const [game, n] of Object.entries(sizes.tables))
      console.log(`web: ${game}'s table entry, its words and styles: ${kb(n)} KB gzipped`);
  }
}
