// Bundles a TypeScript benchmark into one file that Node runs (bench/run.mjs, and
// bench/instructions.mjs under valgrind): packages stay external, so Node loads them as usual
// and the engine runs as the server and the browser run it. The project's own Node scripts
// (scripts/*.mjs) stay external too: they find the project by their own address
// (import.meta.dirname), which bundled into dist/bench-*/ would point elsewhere.
import { build } from "esbuild";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * Bundles `entry` into a temporary folder under dist/ (inside the project, so Node finds the
 * external packages from there; dist/ is ignored).
 * @returns the bundle's path and a function that removes it
 */
export async function bundle(entry) {
  mkdirSync("dist", { recursive: true });
  const out = mkdtempSync(join("dist", "bench-"));
  const file = join(out, "bench.mjs");
  await build({
    entryPoints: [resolve(entry)],
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: file,
    sourcemap: "inline",
    logLevel: "warning",
    plugins: [
      {
        name: "scripts-external",
        setup(b) {
          b.onResolve({ filter: /\.mjs$/ }, (a) => ({
            path: resolve(a.resolveDir, a.path),
            external: true,
          }));
        },
      },
    ],
  });
  return { file, remove: () => rmSync(out, { recursive: true, force: true }) };
}
