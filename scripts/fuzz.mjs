// `npm run fuzz -- --games N --seed S`: bundles the fuzzing harness (test/fuzz/cli.ts, TypeScript)
// with esbuild into a temporary file and runs it in Node with the same arguments. The repo has no
// TypeScript runner; esbuild is already what builds the web UI.
import { build } from "esbuild";
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const root = resolve(dirname(new URL(import.meta.url).pathname), "..");
const dir = mkdtempSync(join(tmpdir(), "tavolo-fuzz-"));
const out = join(dir, "fuzz.mjs");
try {
  await build({
    entryPoints: [join(root, "test/fuzz/cli.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    outfile: out,
    logLevel: "warning",
  });
  const run = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
