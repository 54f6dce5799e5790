// `npm run bench`: bundles bench/engine.ts with esbuild (so Node runs the engine as the server
// and the browser do, without a TypeScript loader) and runs it. Extra arguments go to Node, so
// `npm run bench -- --cpu-prof` writes a .cpuprofile of the run. BENCH_ONLY=pazaak and
// BENCH_SCALE=0.2 narrow or shorten it (bench/engine.ts).
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const out = mkdtempSync(join(tmpdir(), "tavolo-bench-engine-"));
const file = join(out, "engine.mjs");
await build({
  entryPoints: [join(here, "engine.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  outfile: file,
  sourcemap: "inline",
  logLevel: "warning",
});
const run = spawnSync(process.execPath, [...process.argv.slice(2), file], { stdio: "inherit" });
rmSync(out, { recursive: true, force: true });
process.exit(run.status ?? 1);
