// Runs a TypeScript benchmark: bundles it (bench/bundle.mjs) and starts it with Node.
// `node bench/run.mjs bench/engine.ts [node flags…]`: extra arguments go to Node, so
// `npm run bench -- --cpu-prof` writes a .cpuprofile of the run; arguments after a `--` go to
// the benchmark.
import { spawnSync } from "node:child_process";
import { bundle } from "./bundle.mjs";

const [entry, ...rest] = process.argv.slice(2);
// Arguments after a "--" go to the benchmark itself (`npm run bench:bots -- 100`).
const split = rest.indexOf("--");
const nodeArgs = split < 0 ? rest : rest.slice(0, split);
const scriptArgs = split < 0 ? [] : rest.slice(split + 1);
if (!entry) {
  console.error("usage: node bench/run.mjs <bench/x.ts> [node flags]");
  process.exit(2);
}
const { file, remove } = await bundle(entry);
const run = spawnSync(process.execPath, [...nodeArgs, file, ...scriptArgs], { stdio: "inherit" });
remove();
process.exit(run.status ?? 1);
