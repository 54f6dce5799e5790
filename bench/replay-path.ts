/**
 * One path of the engine bench alone in a process: records N random games of one game and
 * replays one path (`room` by default: play + every reader's table and push, as the room does) R times,
 * printing the least and the median CPU µs per move and the moves per round. For profiles
 * (`node bench/run.mjs bench/replay-path.ts --cpu-prof`) and for bench/instructions.mjs, which
 * counts its instructions. Settings from the environment: BENCH_GAME (pazaak), BENCH_SEATS (2),
 * BENCH_GAMES (200), BENCH_ROUNDS (10), BENCH_PATH (room, play, views),
 * BENCH_OPTIONS (JSON, `{}`).
 */
import * as v from "valibot";
import { games } from "../src/engine";
import { record, replay, type Recording } from "./harness";

const env = process.env;
const id = env.BENCH_GAME ?? "pazaak";
const game = games[id as keyof typeof games];
if (!game) throw new Error(`no game ${id}: one of ${Object.keys(games).join(", ")}`);
const setup = {
  seats: Number(env.BENCH_SEATS ?? 2),
  options: v.parse(game.options, JSON.parse(env.BENCH_OPTIONS ?? "{}")),
};
const path = (env.BENCH_PATH ?? "room") as "play" | "views" | "room";
const recordings: Recording[] = [];
for (let i = 0; i < Number(env.BENCH_GAMES ?? 200); i++)
  recordings.push(record(game, setup, `path-${i}`));
const perMove: number[] = [];
let moves = 0;
for (let r = 0; r < Number(env.BENCH_ROUNDS ?? 10); r++) {
  const x = replay(game, setup, recordings, path);
  perMove.push(x.cpuµs / x.moves);
  moves = x.moves;
}
perMove.sort((a, b) => a - b);
const at = (q: number) => (perMove[Math.floor(q * perMove.length)] ?? 0).toFixed(2);
console.log(
  `${id} ${setup.seats} seats, ${path}: min ${at(0)} median ${at(0.5)} µs/move, ${moves} moves a round`,
);
