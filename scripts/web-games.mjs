// The games the web build makes pages for, read from their declarations: the ids of the engine's
// registry (src/engine/index.ts) and, for each, what its web manifest (web/{id}/index.ts)
// declares as `entries` (web/game-ui.ts `GameEntries`). The build scripts are plain Node and
// cannot import TypeScript: loadTs bundles a module in memory with esbuild and imports that.
import * as esbuild from "esbuild";
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * A TypeScript module's exports, run in Node, and the files it was built from. What it loads on
 * demand is left out (a manifest's loaders are never called here).
 * @param {string} file the module's absolute path
 * @returns {Promise<{values: Record<string, any>, inputs: string[]}>}
 */
export async function loadTs(file) {
  const out = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [file],
    bundle: true,
    write: false,
    metafile: true,
    format: "esm",
    platform: "node",
    logLevel: "warning",
    plugins: [
      {
        name: "no-lazy",
        setup: (b) =>
          b.onResolve({ filter: /.*/ }, (a) =>
            a.kind === "dynamic-import" ? { path: a.path, external: true } : undefined,
          ),
      },
    ],
  });
  const code = out.outputFiles[0]?.text ?? "";
  const values = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
  );
  return { values, inputs: Object.keys(out.metafile.inputs).map((p) => resolve(root, p)) };
}

/**
 * The registry's game ids, in its order.
 * @returns {Promise<string[]>}
 */
export async function gameIds() {
  const { games } = (await loadTs(join(root, "src/engine/index.ts"))).values;
  return Array.isArray(games) ? games.map((g) => g.id) : Object.keys(games);
}

/**
 * @typedef {{id: string, dir: string, manifest: string, e: Record<string, any>}} WebGame
 *   `dir`, `manifest` and every path of `e` (the manifest's entries) relative to the project
 */

/**
 * Every registered game's web manifest entries, their paths made relative to the project. A game
 * without them, or naming a file that is not there, fails the build with its name.
 * @returns {Promise<WebGame[]>}
 */
export async function webGames() {
  return Promise.all(
    (await gameIds()).map(async (id) => {
      const dir = `web/${id}`;
      const manifest = `${dir}/index.ts`;
      const { entries } = (await loadTs(join(root, manifest))).values;
      if (!entries) throw new Error(`build: ${manifest} declares no \`entries\``);
      const rel = (p) => relative(root, join(root, dir, p));
      const e = {};
      for (const [k, v] of Object.entries(entries)) {
        e[k] =
          typeof v === "string"
            ? rel(v)
            : Array.isArray(v)
              ? v.map(rel)
              : Object.fromEntries(Object.entries(v).map(([f, names]) => [rel(f), names]));
        for (const f of typeof v === "string" ? [v] : Array.isArray(v) ? v : Object.keys(v)) {
          const path = join(root, dir, f.replace("{lang}", "en"));
          if (!existsSync(path)) throw new Error(`build: ${manifest} names ${f}, not found`);
        }
      }
      return { id, dir, manifest, e };
    }),
  );
}
