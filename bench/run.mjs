// Runs a TypeScript benchmark: bundles it with esbuild (packages stay external, so Node loads
// them as usual and the engine runs as the server and the browser run it) and starts it with
// Node. `node bench/run.mjs bench/engine.ts [node flags…]`: extra arguments go to Node, so
// `npm run bench -- --cpu-prof` writes a .cpuprofile of the run; arguments after a `--` go to the
// benchmark.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";

const [entry, ...rest] = process.argv.slice(2);
// Arguments after a "--" go to the benchmark itself (`npm run bench:bots -- 100`).
const split = rest.indexOf("--");
const nodeArgs = split < 0 ? rest : rest.slice(0, split);
const scriptArgs = split < 0 ? [] : rest.slice(split + 1);
if (!entry) {
  console.error("usage: node bench/run.mjs <bench/x.ts> [node flags]");
  process.exit(2);
}
// Inside the project (dist/ is ignored), so Node finds the external packages from there.
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
});
const run = spawnSync(process.execPath, [...nodeArgs, file, ...scriptArgs], { stdio: "inherit" });
rmSync(out, { recursive: true, force: true });
process.exit(run.status ?? 1);
