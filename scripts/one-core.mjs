// An esbuild plugin for the web build: every module of web/ that the build's core module does
// not itself reach gets `import "<core>"` prepended, so the core's modules share one set of
// importers and esbuild emits them as one chunk, not a dozen small files (each loses its
// compression and adds import glue). The core's own modules are left alone, so no cycle forms;
// with `dataAlone`, so is a module that imports nothing (a dictionary, a word pack: data only),
// which could not split the core and would only carry the import. More cores may be given for
// some of the modules (`also`): the app's game page (web/pages/game-page.ts) and the game's
// table for every module of a game's table page, so the parts all tables share travel with the
// page, and a game's own parts with its table, not in small files.
import * as esbuild from "esbuild";
import { readFile } from "node:fs/promises";
import { dirname, relative, resolve } from "node:path";
import { probeOptions } from "./probe-options.mjs";

/**
 * The files `core` reaches, as absolute paths (an unbundled probe build of it alone). Only its
 * static imports count: what it loads on demand (a dictionary, a game's table from the games'
 * manifests) is a chunk of its own, not part of the core.
 */
async function reachedBy(root, core) {
  const probe = await esbuild.build(
    probeOptions(root, core, { external: (a) => a.kind === "dynamic-import" }),
  );
  return new Set(Object.keys(probe.metafile.inputs).map((p) => resolve(root, p)));
}

/** Whether a module's source has a static import or re-export that stays at run time. */
function importsAnything(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, "");
  return /^\s*(import\s+(?!type\s)[^(\s]|export\s+(?!type\s)[^;]*?\sfrom\s)/m.test(code);
}

/**
 * The plugin for a build rooted at `root` whose core is `core`.
 * @param {string} root the project folder
 * @param {string} core the core module, relative to `root` (web/core.ts, web/embed/core.ts)
 * @param {string[]} first modules (relative to `root`) that must run before the core: the
 *   entry, and what it imports first on purpose (the embeds' memory.ts, before any preference)
 * @param {{dataAlone?: boolean, also?: (rel: string) => string[]}} [opts]
 *   dataAlone: leave modules without imports alone. Right
 *   for an embed, whose data chunks then import nothing; not for the app, whose chunks all share
 *   esbuild's runtime helpers through the core: there a data chunk would import a helpers chunk
 *   of its own instead, one more file on every page.
 *   also: the further cores (paths relative to `root`) a module (its path relative to `root`)
 *   imports as well, each unless that core reaches the module itself; a `virtual:` name is
 *   imported as it is.
 */
export function oneCore(root, core, first = [], { dataAlone = false, also } = {}) {
  const corePath = resolve(root, core);
  const web = resolve(root, "web");
  const before = new Set(first.map((f) => resolve(root, f)));
  let inside = new Set();
  /** What each further core reaches, probed once per build. */
  let reach = new Map();
  /** `target` as an import specifier from the module at `from`. */
  const spec = (from, target) => {
    const s = relative(dirname(from), target).replace(/\\/g, "/");
    return s.startsWith(".") ? s : `./${s}`;
  };
  return {
    name: "one-core",
    setup(build) {
      // Again at every rebuild of `npm start`: the core's own imports may have changed.
      build.onStart(async () => {
        inside = await reachedBy(root, core);
        reach = new Map();
      });
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (inside.has(args.path) || before.has(args.path) || !args.path.startsWith(web + "/"))
          return undefined;
        const source = await readFile(args.path, "utf8");
        if (dataAlone && !importsAnything(source)) return undefined;
        let second = "";
        for (const more of also?.(relative(root, args.path).replace(/\\/g, "/")) ?? []) {
          // A virtual module (another plugin's) is imported as it is.
          if (more.startsWith("virtual:")) {
            second += `import ${JSON.stringify(more)};\n`;
            continue;
          }
          if (!reach.has(more)) reach.set(more, reachedBy(root, more));
          if ((await reach.get(more)).has(args.path)) continue;
          second += `import ${JSON.stringify(spec(args.path, resolve(root, more)))};\n`;
        }
        return {
          contents: `import ${JSON.stringify(spec(args.path, corePath))};\n${second}${source}`,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
        };
      });
    },
  };
}
