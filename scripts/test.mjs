// `npm test`: every check in order (types, lint, engine, build, then the server suite in workerd
// beside the crash test, then the browser suite), stopping at the first stage that fails, and a
// table of each step's time at the end, so a run says where its minutes went (docs/testing.md).
// The crash test spends most of its minute waiting for the `wrangler dev` it kills to come back,
// so it runs beside the server suite; each prints its output whole when it ends.
import { spawn } from "node:child_process";

/** The stages, in order; the npm scripts of a stage run at once. */
const STAGES = [
  ["typecheck"],
  ["lint"],
  ["test:engine"],
  ["build"],
  ["test:server", "test:crash"],
  ["test:e2e"],
];

/**
 * Runs `npm run <script>`: alone, with the terminal as its output; beside others, with its
 * output kept and printed when it ends. Resolves with its exit code and time.
 */
function run(script, alone) {
  const t0 = Date.now();
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script], {
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
      // Kept output loses the terminal: keep vitest's colours all the same.
      env: alone ? process.env : { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? "1" },
    });
    const kept = [];
    child.stdout?.on("data", (d) => kept.push(d));
    child.stderr?.on("data", (d) => kept.push(d));
    child.on("exit", (code, signal) => {
      if (!alone) {
        process.stdout.write(`\n── npm run ${script} ──\n`);
        process.stdout.write(Buffer.concat(kept));
      }
      done({ script, code: code ?? (signal ? 1 : 0), ms: Date.now() - t0 });
    });
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
const started = Date.now();
let failed = [];
for (const stage of STAGES) {
  const t0 = Date.now();
  const results = await Promise.all(stage.map((s) => run(s, stage.length === 1)));
  times.push(...results);
  if (stage.length > 1)
    times.push({ script: `(${stage.join(" + ")})`, code: 0, ms: Date.now() - t0 });
  failed = results.filter((r) => r.code !== 0).map((r) => r.script);
  if (failed.length > 0) break;
}
const suites = ["test:engine", "test:server", "test:crash"];
const suiteTime =
  (times.find((t) => t.script === "test:engine")?.ms ?? 0) +
  (times.find((t) => t.script === `(test:server + test:crash)`)?.ms ?? 0);
console.log("\nnpm test, time per step:");
for (const { script, code, ms } of times)
  console.log(`  ${script.padEnd(28)} ${seconds(ms).padStart(6)}${code === 0 ? "" : "  FAILED"}`);
if (times.some((t) => suites.includes(t.script)))
  console.log(`  ${"engine, server and crash".padEnd(28)} ${seconds(suiteTime).padStart(6)}`);
console.log(`  ${"total".padEnd(28)} ${seconds(Date.now() - started).padStart(6)}`);
if (failed.length > 0) {
  console.log(`\nnpm test failed at ${failed.join(", ")}.`);
  process.exit(1);
}
