/**
 * Mazzo benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mazzo.bench.ts
 * Prints random full games per second, moves per second with every seat's view (and the
 * spectator's) computed after each move, play() µs per move, bot() p50 and p99, and the state's
 * JSON size at the end of a game, then lets vitest time the same operations.
 */
import { bench, describe } from "vitest";
import { nextInt, seedRng, type RngState } from "../src/engine/core/rng";
import { mazzo } from "../src/engine/games/mazzo";
import { DEFAULT_OPTIONS } from "../src/engine/games/mazzo/options";
import type { MazzoOptions, MazzoState } from "../src/engine/games/mazzo/types";

let chooser: RngState = seedRng("bench");
function pick<T>(items: readonly T[]): T {
  const [i, next] = nextInt(chooser, items.length);
  chooser = next;
  return items[i] as T;
}

/** One full game of uniform-random legal moves; optionally every view after each move. */
function randomGame(
  seed: string,
  withViews: boolean,
  options: MazzoOptions = DEFAULT_OPTIONS,
): { moves: number; playMs: number; state: MazzoState } {
  let s = mazzo.setup({ seats: 2, seed, options });
  let moves = 0;
  let playMs = 0;
  while (mazzo.toAct(s).length > 0) {
    const seat = mazzo.toAct(s)[0]!;
    const move = pick(mazzo.legalMoves(s, seat));
    const t0 = performance.now();
    const r = mazzo.play(s, seat, move);
    playMs += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
    if (withViews) {
      mazzo.view(s, 0);
      mazzo.view(s, 1);
      mazzo.view(s, null);
    }
  }
  return { moves, playMs, state: s };
}

/** A bot-vs-bot game, timing every bot() call. */
function botGame(seed: string, times: number[], options: MazzoOptions): MazzoState {
  let s = mazzo.setup({ seats: 2, seed, options });
  while (mazzo.toAct(s).length > 0) {
    const seat = mazzo.toAct(s)[0]!;
    const t0 = performance.now();
    const move = mazzo.bot(s, seat);
    times.push(performance.now() - t0);
    const r = mazzo.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function report(): void {
  for (let i = 0; i < 300; i++) randomGame(`warm-${i}`, true);
  const lines = ["Mazzo benchmark"];
  for (const deck of ["M16", "M28"] as const) {
    const options = { ...DEFAULT_OPTIONS, deck };
    const games = 5000;
    let moves = 0;
    let playMs = 0;
    let sizes = 0;
    let maxSize = 0;
    const t0 = performance.now();
    for (let i = 0; i < games; i++) {
      const g = randomGame(`random-${deck}-${i}`, false, options);
      moves += g.moves;
      playMs += g.playMs;
      const size = JSON.stringify(g.state).length;
      sizes += size;
      maxSize = Math.max(maxSize, size);
    }
    const elapsed = performance.now() - t0;

    let viewMoves = 0;
    const t1 = performance.now();
    for (let i = 0; i < 2000; i++)
      viewMoves += randomGame(`views-${deck}-${i}`, true, options).moves;
    const viewElapsed = performance.now() - t1;

    const botTimes: number[] = [];
    for (let i = 0; i < 2000; i++) botGame(`bot-${deck}-${i}`, botTimes, options);
    botTimes.sort((a, b) => a - b);
    const p50 = botTimes[Math.floor(botTimes.length / 2)] ?? 0;
    const p99 = botTimes[Math.floor(botTimes.length * 0.99)] ?? 0;

    lines.push(
      `  ${deck}: random full games: ${((games / elapsed) * 1000).toFixed(0)} games/s (${games} games, ${moves} moves, ${elapsed.toFixed(0)} ms)`,
      `  ${deck}: moves with all three views after each: ${((viewMoves / viewElapsed) * 1000).toFixed(0)} moves/s`,
      `  ${deck}: play(): ${((playMs / moves) * 1000).toFixed(1)} µs per move`,
      `  ${deck}: bot(): p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs over ${botTimes.length} calls`,
      `  ${deck}: state JSON at game end: mean ${(sizes / games).toFixed(0)} B, max ${maxSize} B`,
    );
  }
  console.log(lines.join("\n"));
}

report();

describe("mazzo", () => {
  let i = 0;
  bench("random full game (M16)", () => {
    randomGame(`b-${i++}`, false);
  });
  bench("random full game with every view after each move (M16)", () => {
    randomGame(`v-${i++}`, true);
  });
  const start = mazzo.setup({ seats: 2, seed: "mid", options: DEFAULT_OPTIONS });
  const firstMove = mazzo.legalMoves(start, start.attacker)[0]!;
  bench("play(attack)", () => {
    mazzo.play(start, start.attacker, firstMove);
  });
  bench("bot() to attack", () => {
    mazzo.bot(start, start.attacker);
  });
  bench("view() for a seat", () => {
    mazzo.view(start, 0);
  });
});
