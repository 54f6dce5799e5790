// `node scripts/run-ts.mjs <file.ts> [args…]`: bundles a TypeScript entry (the fuzzing harness,
// test/fuzz/cli.ts; the fixture writer, test/fixtures/make.ts) with esbuild into a temporary
// file and runs it in Node with the remaining arguments. The repo has no TypeScript runner;
// esbuild already builds the web UI. `npm run fuzz` and `npm run fixtures` use it.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("usage: node scripts/run-ts.mjs <file.ts> [args…]");
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), "tavolo-ts-"));
const out = join(dir, "main.mjs");
try {
  await build({
    entryPoints: [resolve(root, entry)],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: out,
    logLevel: "warning",
    // So the bundled file finds paths relative to the repository, as the source would.
    define: { "import.meta.dirname": JSON.stringify(dirname(resolve(root, entry))) },
  });
  const run = spawnSync(process.execPath, [out, ...args], { stdio: "inherit", cwd: root });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
