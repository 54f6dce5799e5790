// Instructions per move of one engine path, counted by valgrind (cachegrind), which the load
// of a shared machine does not change: bench/replay-path.ts bundled and run at 3 and at 13
// rounds, the difference divided by ten rounds' moves (so recording, start-up and the first
// compilations cancel out). Node runs single-threaded, so the collector's work is counted
// too. Needs valgrind (Debian's package `valgrind`); the same settings as replay-path.ts:
// `BENCH_GAME=mazzo BENCH_OPTIONS='{"deck":"M16"}' node bench/instructions.mjs`.
import { spawnSync } from "node:child_process";
import { bundle } from "./bundle.mjs";

if (spawnSync("valgrind", ["--version"]).status !== 0) {
  console.error("bench/instructions.mjs needs valgrind (apt-get install valgrind)");
  process.exit(2);
}
const { file, remove } = await bundle("bench/replay-path.ts");

/** Instructions of a run of `rounds` rounds, and the moves of a round. */
function count(rounds) {
  const run = spawnSync(
    "valgrind",
    [
      "--tool=cachegrind",
      "--cache-sim=no",
      "--cachegrind-out-file=/dev/null",
      process.execPath,
      "--single-threaded",
      file,
    ],
    { env: { ...process.env, BENCH_ROUNDS: String(rounds) }, encoding: "utf8" },
  );
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  const moves = /, (\d+) moves a round/.exec(run.stdout);
  if (run.status !== 0 || !refs || !moves)
    throw new Error(`valgrind failed:\n${run.stderr.slice(-2000)}`);
  return {
    instructions: Number(refs[1].replaceAll(",", "")),
    moves: Number(moves[1]),
    line: run.stdout.trim(),
  };
}

const few = count(3);
const many = count(13);
remove();
const perMove = (many.instructions - few.instructions) / (10 * many.moves);
console.log(
  `${many.line.split(":")[0]}: ${Math.round(perMove).toLocaleString("en")} instructions per move`,
);
