/**
 * `npm run fuzz -- --games N --seed S [--game ID…] [--case SEED]` (scripts/run-ts.mjs bundles this
 * file with esbuild and runs it in Node): N cases per registered game, seeded from S; `--case`
 * replays the one case a failure printed. Exits 1 on a failure.
 */
import { formatReport, runCase, runFuzz } from "./run";

function arg(name: string): string[] {
  const out: string[] = [];
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === `--${name}` && argv[i + 1] !== undefined) out.push(argv[++i]!);
    else if (a.startsWith(`--${name}=`)) out.push(a.slice(name.length + 3));
  }
  return out;
}

const count = Number(arg("games")[0] ?? 200);
const seed = arg("seed")[0] ?? String(Date.now());
const only = arg("game");
const one = arg("case")[0];
if (!Number.isInteger(count) || count < 1) {
  console.error("--games must be a whole number of games per game type");
  process.exit(2);
}
const started = performance.now();
const reports = one ? only.map((g) => runCase(g, one)) : runFuzz({ count, seed, only });
if (one && only.length === 0) {
  console.error("--case needs --game (the failure's reproduce line has both)");
  process.exit(2);
}
console.log(one ? `fuzz: case ${one}` : `fuzz: ${count} games per type, seed ${seed}`);
console.log(formatReport(reports));
console.log(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(reports.some((r) => r.failure) ? 1 : 0);
