// Builds the web UI (web/) into dist/web. What it builds is declared, never found by file name:
// the app's own entries are APP below; each game's are the `entries` of its manifest
// (web/{game}/index.ts, typed by web/game-ui.ts `GameEntries`), for every game of the engine's
// registry (scripts/web-games.mjs reads both). The steps, in order, and why:
//  1. esbuild bundles the app (web/main.tsx) and, as builds of their own, each game's embed, try
//     page and replay embed (a blog reader loads one game: shared chunks between embeds would
//     cost it). Output: minified, content-hashed ES modules, lazy parts as chunks, in
//     dist/web/assets. Two plugins change what the pages get: a table's `*.css?inline` sheet is a
//     string of its chunk (scripts/inline-css.mjs), and APP.buildTime modules are run here, the
//     browser getting their values. The others only make pages lighter (scripts/page-weight.mjs:
//     what each saves).
//  2. oxc minifies esbuild's scripts again; lightningcss trims the embeds' sheets.
//  3. rolldown bundles each game's table page, and each embed, again into one entry file that
//     holds all its first visit runs, with its words one file per language.
//  4. The shell: index.html (the app; the Worker swaps in a table page's entry, from
//     preload.json), embed-{game}.html, embed-try-{game}.html, embed-replay-{game}.html, _headers
//     (the CSP is the server's, src/server/embed/csp.ts), the service worker (/sw.js, its cache
//     named per build), the app icons (scripts/app-icons.mjs), previews (scripts/og-images.mjs).
// `node scripts/build-web.mjs` builds once; `buildWeb({ watch: true })` (npm start) builds again
// after a change under web/ or src/ (the server's aside). Budgets: npm run bench:web.
import * as esbuild from "esbuild";
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, readdirSync, rmSync, watch, writeFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { writeAppIcons } from "./app-icons.mjs";
import { inlineCss } from "./inline-css.mjs";
import { buildPreviews } from "./og-images.mjs";
import { drawNothing, minifyAgain, oneCore, oneFile, ownEngine } from "./page-weight.mjs";
import { reachable, styleModule, tableStyles, trimEmbedCss } from "./page-weight.mjs";
import { trimInline, wordsKept } from "./page-weight.mjs";
import { staticHeaders } from "./static-headers.mjs";
import { loadTs, webGames } from "./web-games.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "dist/web");
const assets = join(outdir, "assets");
const abs = (f) => join(root, f);
const LANGS = ["en", "it", "nl"];
/** A `{lang}` path in language `l`. */
const inLang = (path, l) => path.replace("{lang}", l);
/** The file of esbuild's `outputs` whose entry point is `e`. */
const outputOf = (outputs, e) => Object.keys(outputs).find((p) => outputs[p].entryPoint === e);

/** The app's own entries and files: what the build reads besides the games' manifests. */
const APP = {
  main: "web/main.tsx",
  // Every page but a table: a lazy chunk a table page never fetches, preloaded by index.html.
  routes: "web/routes.tsx",
  // Every table page's part that no other page runs: the first visit of a table gets it at once.
  gamePage: "web/pages/game-page.ts",
  // What every page with a table shares (game page, lessons, replays): tables' further core.
  tableParts: "web/pages/table-parts.ts",
  // The modules nearly every chunk uses, made one chunk (page-weight.mjs oneCore).
  core: "web/core.ts",
  embedCore: "web/embed/core.ts",
  // An embed's first module: it runs before any preference is read.
  embedMemory: "web/embed/memory.ts",
  dict: "web/i18n/{lang}.ts",
  embedWords: ["web/embed/words/{lang}.ts", "web/replay/words/{lang}.ts"],
  // A replay embed opens at the game's end: the words of a resignation's or a claim's verdict
  // (components/ending.ts) join its words, trimmed to the keys it names.
  replayWords: ["web/components/notify/words/{lang}.ts"],
  // The shuffle verifier: like the replays, it rebuilds a game with its own engine.
  verify: "web/verify.ts",
  serviceWorker: "web/sw/sw.ts",
  // Its light theme's --bg paints an embed's frame before the script runs.
  baseCss: "web/styles/base.css",
  // The table parts' sheets (cards, cards as buttons, the shared table, the table during play,
  // a seat's hand and actions, round results), trimmed per game.
  tableSheets: [
    "web/styles/cards.css",
    "web/styles/card-buttons.css",
    "web/styles/table.css",
    "web/styles/play.css",
    "web/styles/hand.css",
    "web/styles/parts.css",
  ],
  // Run here: the create form gets the registry's seats and options as data, not the engine.
  buildTime: ["web/pages/create-meta.ts"],
  // Shared parts no replay draws (a game's own: its manifest's `notInReplay`).
  notInReplay: { "web/components/LazyRematch.tsx": ["LazyRematch"] },
  // Loaded on demand by every table, in a replay embed's first file: it opens at the game's end,
  // where a resignation's or a claim's verdict is drawn at once (components/ending.ts).
  replayFirst: ["web/components/ending-verdict.ts", "web/components/notify/words/index.ts"],
};

const GAMES = await webGames();

/** APP.buildTime: each module runs here; the browser gets its exports' values as JSON. */
const buildTimeData = {
  name: "build-time-data",
  setup(b) {
    const paths = new Set(APP.buildTime.map(abs));
    b.onLoad({ filter: /\.ts$/ }, async (a) => {
      if (!paths.has(a.path)) return undefined;
      const { values, inputs } = await loadTs(a.path);
      const lines = Object.entries(values).map(
        ([k, v]) => `export const ${k} = ${JSON.stringify(v)};`,
      );
      return { contents: lines.join("\n"), loader: "js", watchFiles: inputs };
    });
  },
};

/**
 * The further cores of a module of a game's table page: the tables' shared parts and the game's
 * table, so the parts all tables share travel with them and a game's own lazy parts with its table.
 * Not for the modules of a game no table page runs (its manifest, parts' loaders, words, rules,
 * score, embeds, create form part). The table itself brings the shared table styles, trimmed.
 */
function tableCores(rel) {
  const g = GAMES.find((x) => rel.startsWith(`${x.dir}/`));
  if (!g) return [];
  const { e } = g;
  const apart = [g.manifest, e.parts, e.score, e.embed, e.tryEmbed, e.embedTable, e.createSeats];
  const folders = [dirname(e.words), e.rules].map((f) => `${f}/`);
  if (apart.includes(rel) || folders.some((f) => rel.startsWith(f))) return [];
  return [APP.tableParts, rel === e.table ? `virtual:table-css/${g.id}` : e.table];
}

/** A game's embedded pages: its part's name and its manifest's entry, by kind. */
const EMBEDS = {
  embed: { part: (g) => `embed-${g.id}`, entry: (g) => g.e.embed },
  try: { part: (g) => `embed-try-${g.id}`, entry: (g) => g.e.tryEmbed },
  replay: { part: (g) => `embed-replay-${g.id}`, entry: (g) => g.e.replayEmbed },
};

/** Step 1's options for the app (no `game`), or a game's embed, try page or replay embed. */
function options(game, kind = "embed") {
  const replay = kind === "replay";
  const entry = !game ? APP.main : EMBEDS[kind].entry(game);
  const part = !game ? "main" : EMBEDS[kind].part(game);
  const ownEngines = ownEngine(
    root,
    new Set([APP.verify, ...GAMES.map((g) => g.e.replay)].map(abs)),
  );
  const dirs = Object.fromEntries(GAMES.map((g) => [g.id, g.dir]));
  return {
    absWorkingDir: root,
    entryPoints: { [part]: entry },
    outdir: assets,
    entryNames: "[name]-[hash]",
    // An embed's chunks are named apart, so no build removes another's.
    chunkNames: game ? "e-[hash]" : "chunk-[hash]",
    ...{ splitting: true, bundle: true, minify: true, format: "esm", metafile: true },
    target: ["es2022", "chrome100", "safari15", "firefox100"],
    ...{ jsx: "automatic", jsxImportSource: "preact", legalComments: "none", logLevel: "warning" },
    plugins: game
      ? [
          inlineCss(trimInline(root, entry, dirs)),
          ownEngines,
          // No further core: an embed's table is its own (the factory's), never the game page's,
          // which as a core only brought its unused table and, in Pazaak's replay, split
          // rolldown's runtime into a file of its own.
          oneCore(root, APP.embedCore, [entry, APP.embedMemory], { dataAlone: true }),
          ...(replay ? [drawNothing(root, { ...APP.notInReplay, ...game.e.notInReplay })] : []),
        ]
      : [
          inlineCss(trimInline(root, entry, dirs, { gameOnly: true })),
          ownEngines,
          buildTimeData,
          tableStyles(root, APP.main, APP.tableSheets, dirs),
          oneCore(root, APP.core, [APP.main], { also: tableCores }),
        ],
  };
}

/** esbuild's word chunks of these `{lang}` paths, by absolute path: their group, `{prefix}-{lang}`. */
function wordChunks(outputs, paths, prefix) {
  const langOf = new Map();
  for (const [f, o] of Object.entries(outputs))
    for (const l of LANGS)
      if (paths.some((p) => inLang(p, l) === o.entryPoint)) langOf.set(abs(f), `${prefix}-${l}`);
  return langOf;
}

/**
 * Step 3 for the tables: `table-{game}-[hash].js` runs the app's entry (it sets the theme and
 * asks for the table early), the game page, the table, its parts' loaders and the parts its
 * first visit draws; its words (the dictionary's too) are one file per language.
 * @returns {Promise<{files: string[], tables: Record<string, object>}>} for preload.json
 */
async function tableEntries(outputs) {
  const files = [];
  const tables = {};
  for (const g of GAMES) {
    const first = [APP.main, APP.gamePage, g.e.table, g.e.parts, ...(g.e.firstParts ?? [])];
    const words = [APP.dict, g.e.words, ...(g.e.firstWords ? [g.e.firstWords] : [])];
    const langOf = wordChunks(outputs, words, g.id);
    const modules = first.flatMap((m) => outputOf(outputs, m) ?? []).map(abs);
    const one = await oneFile(assets, `table-${g.id}`, modules, `${g.id}-[hash].js`, langOf);
    files.push(...one.files);
    const lang = Object.fromEntries(LANGS.map((l) => [l, one.group(`${g.id}-${l}`)]));
    tables[g.id] = { entry: one.entry, shell: one.shell, dict: lang, words: lang };
  }
  return { files, tables };
}

/**
 * Step 3 for the embeds: `{part}-[hash].js` runs the embed's entry, then a module that adopts
 * its sheet (page-weight.mjs styleModule); its words keep only the keys its scripts name.
 */
async function embedEntries(outputs) {
  const files = [];
  const entries = {};
  const parts = GAMES.flatMap((g) =>
    Object.entries(EMBEDS).map(([kind, k]) => [k.part(g), k.entry(g), g, kind]),
  );
  for (const [part, module, g, kind] of parts) {
    const main = outputOf(outputs, module);
    const css = main && outputs[main].cssBundle;
    if (!css) throw new Error(`build-web: no esbuild entry or stylesheet for ${part}`);
    const styles = styleModule(join(root, "dist/embed-css", part), abs(css));
    // Not the words of parts loaded later (talk, notices): those stay apart.
    const more = kind === "replay" ? [...APP.replayWords, g.e.resultWords].filter(Boolean) : [];
    // A replay embed's table words leave out the seat's, which come with the seat's part.
    const table = kind === "replay" ? (g.e.tableWords ?? g.e.words) : g.e.words;
    const langOf = wordChunks(outputs, [APP.dict, ...APP.embedWords, ...more, table], part);
    const kept = wordsKept(root, outputs, main, (f) => langOf.has(abs(f)));
    // Among this embed's own outputs: every embed's build has its copy of a shared module.
    const own = [...reachable(outputs, main)];
    const first = (kind === "replay" ? APP.replayFirst : []).map((m) => {
      const f = own.find((o) => outputs[o].entryPoint === m);
      if (!f) throw new Error(`build-web: ${part} loads no ${m} on demand (APP.replayFirst)`);
      return f;
    });
    const modules = [abs(main), styles, ...first.map(abs)];
    const one = await oneFile(assets, part, modules, "ec-[hash].js", langOf, kept);
    files.push(...one.files);
    entries[part] = one.entry;
  }
  return { files, entries };
}

/** A page's HTML: everything on it is drawn by its script. */
const page = (head, body = "") => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
${head.join("\n")}
</head>
<body${body}>
<div id="app"></div>
<noscript>Tavolo needs JavaScript to deal the cards.</noscript>
</body>
</html>
`;

/** Step 4: the pages, headers, preload lists and service worker; older bundles removed. */
async function writeShell(app, embed, tables, embeds) {
  const keep = new Set(
    [...Object.keys(app.outputs), ...Object.keys(embed.outputs)].map((p) => basename(p)),
  );
  for (const f of [...tables.files, ...embeds.files]) keep.add(f);
  // Never the folder itself: a running `wrangler dev` loses its asset list with it.
  for (const old of readdirSync(assets))
    if (!keep.has(old)) rmSync(join(assets, old), { force: true });
  const bg = /--bg:\s*(#[0-9a-fA-F]{3,8})/.exec(readFileSync(abs(APP.baseCss), "utf8"))?.[1];
  for (const [part, js] of Object.entries(embeds.entries)) {
    const head = [
      `<meta name="viewport" content="width=device-width, initial-scale=1">`,
      `<meta name="color-scheme" content="light dark">`,
      `<meta name="robots" content="noindex">`,
      `<title>Tavolo</title>`,
      `<script type="module" src="/assets/${js}"></script>`,
    ];
    // `bgcolor` is an attribute, which `style-src` does not govern, and any rule overrides.
    writeFileSync(join(outdir, `${part}.html`), page(head, ` bgcolor="${bg ?? "#fff"}"`));
  }
  const outputs = app.outputs;
  const entry = outputOf(outputs, APP.main);
  const [js, css] = [basename(entry), basename(outputs[entry].cssBundle)];
  // The chunks the entry imports statically are fetched at once, not one after another; so are
  // the other pages' (APP.routes): index.html serves every page but a table (the Worker's HTML
  // of a table names its own entry).
  const routes = outputOf(outputs, APP.routes);
  const shell = [
    ...new Set([...reachable(outputs, entry, true), ...reachable(outputs, routes, true)]),
  ]
    .filter((f) => f !== entry)
    .map((f) => basename(f));
  const head = [
    `<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">`,
    `<meta name="color-scheme" content="light dark">`,
    `<meta name="theme-color" content="#0f5132">`,
    `<meta name="description" content="Play card games with friends by sending a link.">`,
    `<title>Tavolo</title>`,
    `<link rel="manifest" href="/manifest.webmanifest">`,
    `<link rel="icon" type="image/svg+xml" href="/icons/favicon.svg">`,
    `<link rel="apple-touch-icon" href="/icons/icon-192.png">`,
    `<link rel="stylesheet" href="/assets/${css}">`,
    `<script type="module" src="/assets/${js}"></script>`,
    ...shell.map((c) => `<link rel="modulepreload" href="/assets/${c}">`),
  ];
  writeFileSync(join(outdir, "index.html"), page(head));
  writeFileSync(join(outdir, "_headers"), await staticHeaders(root));
  // The Worker's HTML of a game page names its game's entry instead (src/server/embed/preload.ts).
  const lists = {
    ...preloads(outputs, new Set(shell), entry),
    main: js,
    shell,
    tables: tables.tables,
  };
  writeFileSync(join(outdir, "preload.json"), JSON.stringify(lists));
  // /sw.js is not hashed (browsers look for updates at one address): its cache is named per build.
  const cached = ["/", ...[js, css, ...shell].map((f) => `/assets/${f}`)];
  const version = createHash("sha256").update(cached.join("\n")).digest("hex").slice(0, 12);
  esbuild.buildSync({
    ...{ absWorkingDir: root, entryPoints: [APP.serviceWorker], outfile: join(outdir, "sw.js") },
    ...{ bundle: true, minify: true, format: "iife", target: ["es2022"], legalComments: "none" },
    define: { __VERSION__: JSON.stringify(version), __SHELL__: JSON.stringify(cached) },
    logLevel: "warning",
  });
  // Beside the served folder: test/e2e/weight.test.ts reads what the app's entry imports.
  writeFileSync(join(root, "dist/web-meta.json"), JSON.stringify(app));
}

/**
 * The Worker's lists for a game page of a build without table entries (src/server/embed/preload.ts):
 * the chunks of the game page, each game's table and each language's words, the shell's aside.
 */
function preloads(outputs, shell, entry) {
  const files = (m) =>
    [...reachable(outputs, outputOf(outputs, m), true)]
      .filter((f) => !shell.has(basename(f)) && f !== entry)
      .map((f) => basename(f));
  const perLang = (path) => Object.fromEntries(LANGS.map((l) => [l, files(inLang(path, l))]));
  const games = GAMES.map((g) => [g.id, { table: files(g.e.table), words: perLang(g.e.words) }]);
  return { page: files(APP.gamePage), dict: perLang(APP.dict), games: Object.fromEntries(games) };
}

/** Steps 1 to 4, once. */
async function buildOnce() {
  mkdirSync(assets, { recursive: true });
  await writeAppIcons(outdir);
  const [app, ...embeds] = await Promise.all([
    esbuild.build(options()),
    ...GAMES.flatMap((g) => Object.keys(EMBEDS).map((kind) => esbuild.build(options(g, kind)))),
  ]);
  // The embeds' outputs never collide: the same name is the same content.
  const embed = { outputs: Object.assign({}, ...embeds.map((e) => e.metafile.outputs)) };
  // Beside the served folder, as the app's (dist/web-meta.json): the embeds' chunk graph.
  writeFileSync(join(root, "dist/embed-meta.json"), JSON.stringify(embed));
  await minifyAgain(root, app.metafile.outputs);
  await minifyAgain(root, embed.outputs);
  await trimEmbedCss(root, embed.outputs);
  const tables = await tableEntries(app.metafile.outputs);
  await writeShell(app.metafile, embed, tables, await embedEntries(embed.outputs));
}

/**
 * Builds the web UI into dist/web, with the sharing previews (cached in dist/og-cache).
 * @param {{watch?: boolean}} [opts] watch: build again after every change the web can see
 *   (returns once the first build is done; the previews are drawn in the background then)
 */
export async function buildWeb({ watch: again = false } = {}) {
  const previews = buildPreviews(outdir);
  if (!again) return void (await Promise.all([buildOnce(), previews]));
  previews.catch((e) => console.error(`og: ${e}`));
  await buildOnce();
  let timer;
  let last = Promise.resolve();
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      last = last.then(buildOnce).then(
        () => console.log("web: built dist/web"),
        (e) => console.error(e),
      );
    }, 200);
  };
  watch(abs("web"), { recursive: true }, rebuild);
  // The web never imports the server (scripts/check-imports.mjs); the build reads its CSP.
  watch(abs("src"), { recursive: true }, (_, f) => {
    if (!f?.startsWith("server/") || f === "server/embed/csp.ts") rebuild();
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildWeb();
  console.log("web: dist/web built (page weights: npm run bench:web)");
}
