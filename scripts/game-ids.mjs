// The ids of the games in the engine's registry (src/engine/index.ts), for the build scripts,
// which are plain Node and cannot import TypeScript: esbuild bundles the registry in memory and
// Node imports the result. The web build makes one embed per id (web/{id}/embed.tsx) and one
// sharing preview per id (web/{id}/preview.json, scripts/og-images.mjs).
import * as esbuild from "esbuild";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/**
 * The registry's game ids, in its order.
 * @returns {Promise<string[]>}
 */
export async function gameIds() {
  const out = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ["src/engine/index.ts"],
    bundle: true,
    write: false,
    format: "esm",
    platform: "node",
    logLevel: "warning",
  });
  const code = out.outputFiles[0]?.text ?? "";
  const registry = await import(
    `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`
  );
  // `games` is the registry: a record by id (or a list of games, each with its id).
  const { games } = registry;
  return Array.isArray(games) ? games.map((g) => g.id) : Object.keys(games);
}
