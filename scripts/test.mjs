// `npm test`: every check in order (types, lint, engine, build, server in workerd, the crash
// test, the browser suite), stopping at the first that fails, and a table of each step's time
// at the end, so a run says where its minutes went (docs/testing.md).
import { spawn } from "node:child_process";

/** The steps, each an npm script of package.json. */
const STEPS = [
  "typecheck",
  "lint",
  "test:engine",
  "build",
  "test:server",
  "test:crash",
  "test:e2e",
];

/** Runs `npm run <script>` with the terminal as its output; resolves with its exit code. */
function run(script) {
  return new Promise((done) => {
    const child = spawn("npm", ["run", "--silent", script], { stdio: "inherit" });
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
const started = Date.now();
let failed = null;
for (const step of STEPS) {
  const t0 = Date.now();
  const code = await run(step);
  times.push([step, Date.now() - t0, code]);
  if (code !== 0) {
    failed = step;
    break;
  }
}
const total = Date.now() - started;
const suites = times
  .filter(([s]) => ["test:engine", "test:server", "test:crash"].includes(s))
  .reduce((n, [, ms]) => n + ms, 0);
console.log("\nnpm test, time per step:");
for (const [step, ms, code] of times)
  console.log(`  ${step.padEnd(20)} ${seconds(ms).padStart(6)}${code === 0 ? "" : "  FAILED"}`);
console.log(`  ${"engine+server+crash".padEnd(20)} ${seconds(suites).padStart(6)}`);
console.log(`  ${"total".padEnd(20)} ${seconds(total).padStart(6)}`);
if (failed) {
  console.log(`\nnpm test failed at ${failed}.`);
  process.exit(1);
}
