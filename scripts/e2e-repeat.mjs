// The flake finder: `npm run test:e2e:repeat -- N [vitest filters…]` runs the browser suite N
// times (default 3), each run with a fresh server, and prints per test how often it failed and
// how long it took (median and slowest), the failing ones first with their first error line.
// Extra arguments go to vitest: `npm run test:e2e:repeat -- 5 table-parts` repeats one file.
// A CPU hog beside it (`node scripts/cpu-hog.mjs`) shows the tests that only pass on a quiet
// machine (docs/testing.md).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [first, ...rest] = process.argv.slice(2);
const runs = Number.isInteger(Number(first)) && Number(first) > 0 ? Number(first) : 3;
const filters = Number.isInteger(Number(first)) ? rest : process.argv.slice(2);

const dir = mkdtempSync(join(tmpdir(), "tavolo-repeat-"));
/** Per test ("file › name"): its durations and its failures' first lines. */
const seen = new Map();
const runTimes = [];
for (let i = 1; i <= runs; i++) {
  const out = join(dir, `run-${i}.json`);
  const t0 = Date.now();
  const res = spawnSync(
    process.execPath,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--config",
      "vitest.e2e.config.ts",
      "--reporter=dot",
      "--reporter=json",
      `--outputFile.json=${out}`,
      ...filters,
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  runTimes.push(Date.now() - t0);
  let report;
  try {
    report = JSON.parse(readFileSync(out, "utf8"));
  } catch {
    console.log(`run ${i}: no report (vitest exited with ${res.status})`);
    continue;
  }
  for (const file of report.testResults) {
    const name = file.name.replace(/^.*\/test\/e2e\//, "");
    for (const t of file.assertionResults) {
      const key = `${name} › ${t.fullName}`;
      const entry = seen.get(key) ?? { times: [], failures: [] };
      entry.times.push(t.duration ?? 0);
      if (t.status === "failed")
        entry.failures.push(`run ${i}: ${(t.failureMessages[0] ?? "").split("\n")[0]}`);
      seen.set(key, entry);
    }
  }
  console.log(`run ${i} of ${runs}: ${((Date.now() - t0) / 1000).toFixed(0)} s`);
}
rmSync(dir, { recursive: true, force: true });

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const rows = [...seen.entries()].sort(
  ([, a], [, b]) => b.failures.length - a.failures.length || median(b.times) - median(a.times),
);
console.log(`\n${runs} runs of the browser suite: ${runTimes.map(s).join(", ")}`);
console.log("fails  median  slowest  test");
for (const [key, { times, failures }] of rows) {
  const fails = `${failures.length}/${times.length}`;
  console.log(
    `${fails.padEnd(6)} ${s(median(times)).padStart(7)} ${s(Math.max(...times)).padStart(8)}  ${key}`,
  );
  for (const f of failures) console.log(`         ${f.slice(0, 200)}`);
}
const flaky = rows.filter(([, e]) => e.failures.length > 0).length;
console.log(flaky === 0 ? "\nNo test failed." : `\n${flaky} tests failed at least once.`);
process.exit(flaky === 0 ? 0 : 1);
