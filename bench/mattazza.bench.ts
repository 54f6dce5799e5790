/**
 * Mattazza benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mattazza.bench.ts
 * Prints random full matches per second (4 players), moves per second with every seat's view
 * computed after each move, play() µs per move, bot() p50 and p99, and the state's JSON size at
 * the end of a match; then lets vitest time the same operations.
 */
import { bench, describe } from "vitest";
import { nextInt, seedRng, type RngState } from "../src/engine/core/rng";
import { mattazza } from "../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../src/engine/games/mattazza/options";
import type { MattazzaState } from "../src/engine/games/mattazza/types";

const SEATS = 4;
let chooser: RngState = seedRng("bench");
function pick<T>(items: readonly T[]): T {
  const [i, next] = nextInt(chooser, items.length);
  chooser = next;
  return items[i] as T;
}

/** One full match of uniform-random legal moves; optionally every seat's view after each move. */
function randomGame(
  seed: string,
  views = false,
): { moves: number; playMs: number; state: MattazzaState } {
  let s = mattazza.setup({ seats: SEATS, seed, options: DEFAULT_OPTIONS });
  let moves = 0;
  let playMs = 0;
  while (mattazza.toAct(s).length > 0) {
    const seat = mattazza.toAct(s)[0]!;
    const move = pick(mattazza.legalMoves(s, seat));
    const t0 = performance.now();
    const r = mattazza.play(s, seat, move);
    playMs += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    if (views) for (let v = 0; v < SEATS; v++) mattazza.view(s, v);
    moves++;
  }
  return { moves, playMs, state: s };
}

/** A bot-only match, timing every bot() call. */
function botGame(seed: string, times: number[]): MattazzaState {
  let s = mattazza.setup({ seats: SEATS, seed, options: DEFAULT_OPTIONS });
  while (mattazza.toAct(s).length > 0) {
    const seat = mattazza.toAct(s)[0]!;
    const t0 = performance.now();
    const move = mattazza.bot(s, seat);
    times.push(performance.now() - t0);
    const r = mattazza.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function report(): void {
  for (let i = 0; i < 50; i++) randomGame(`warm-${i}`);
  const games = 400;
  let moves = 0;
  let playMs = 0;
  let sizes = 0;
  let maxSize = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const g = randomGame(`random-${i}`);
    moves += g.moves;
    playMs += g.playMs;
    const size = JSON.stringify(g.state).length;
    sizes += size;
    maxSize = Math.max(maxSize, size);
  }
  const elapsed = performance.now() - t0;

  const viewGames = 100;
  let viewMoves = 0;
  const t1 = performance.now();
  for (let i = 0; i < viewGames; i++) viewMoves += randomGame(`views-${i}`, true).moves;
  const viewElapsed = performance.now() - t1;

  const botTimes: number[] = [];
  let botSizes = 0;
  const botGames = 100;
  for (let i = 0; i < botGames; i++)
    botSizes += JSON.stringify(botGame(`bot-${i}`, botTimes)).length;
  botTimes.sort((a, b) => a - b);
  const p50 = botTimes[Math.floor(botTimes.length * 0.5)] ?? 0;
  const p99 = botTimes[Math.floor(botTimes.length * 0.99)] ?? 0;

  console.log(
    [
      `Mattazza benchmark (${SEATS} players, default options)`,
      `  random full matches: ${((games / elapsed) * 1000).toFixed(1)} matches/s (${games} matches, ${moves} moves, ${elapsed.toFixed(0)} ms)`,
      `  with every seat's view after each move: ${((viewMoves / viewElapsed) * 1000).toFixed(0)} moves/s (${viewGames} matches, ${viewMoves} moves)`,
      `  play(): ${((playMs / moves) * 1000).toFixed(1)} µs per move`,
      `  bot(): p50 ${(p50 * 1000).toFixed(0)} µs, p99 ${(p99 * 1000).toFixed(0)} µs over ${botTimes.length} calls`,
      `  state JSON at match end: random matches mean ${(sizes / games).toFixed(0)} B (max ${maxSize} B); bot matches mean ${(botSizes / botGames).toFixed(0)} B`,
    ].join("\n"),
  );
}

report();

describe("mattazza", () => {
  let i = 0;
  bench("random full match", () => {
    randomGame(`b-${i++}`);
  });
  const start = mattazza.setup({ seats: SEATS, seed: "mid", options: DEFAULT_OPTIONS });
  const first = mattazza.legalMoves(start, start.turn).find((m) => m.type === "play")!;
  bench("play(first card)", () => {
    mattazza.play(start, start.turn, first);
  });
  bench("bot() at the first lead", () => {
    mattazza.bot(start, start.turn);
  });
  bench("view() for a seat", () => {
    mattazza.view(start, 0);
  });
});
