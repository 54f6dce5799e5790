/**
 * MazzelTof benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mazzeltof.bench.ts
 * Prints, for 2 and 4 players: random full games per second, moves per second with every seat's
 * view (and the spectator's) computed after each move, play() µs per move, bot() p50 and p99 over
 * bot-vs-bot games, and the state's JSON size at the end of a game; then lets vitest time the
 * same operations.
 */
import { bench, describe } from "vitest";
import { nextInt, seedRng, type RngState } from "../src/engine/core/rng";
import { mazzeltof } from "../src/engine/games/mazzeltof";
import { DEFAULT_OPTIONS } from "../src/engine/games/mazzeltof/options";
import type { MazzelTofState } from "../src/engine/games/mazzeltof/types";

let chooser: RngState = seedRng("bench");
function pick<T>(items: readonly T[]): T {
  const [i, next] = nextInt(chooser, items.length);
  chooser = next;
  return items[i] as T;
}

/** One full game of uniform-random legal moves; optionally every view after each move. */
function randomGame(
  seats: number,
  seed: string,
  views: boolean,
): { moves: number; playMs: number; state: MazzelTofState } {
  let s = mazzeltof.setup({ seats, seed, options: DEFAULT_OPTIONS });
  let moves = 0;
  let playMs = 0;
  while (mazzeltof.toAct(s).length > 0) {
    const seat = mazzeltof.toAct(s)[0]!;
    const move = pick(mazzeltof.legalMoves(s, seat));
    const t0 = performance.now();
    const r = mazzeltof.play(s, seat, move);
    playMs += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
    if (views) {
      mazzeltof.view(s, null);
      for (let reader = 0; reader < seats; reader++) mazzeltof.view(s, reader);
    }
  }
  return { moves, playMs, state: s };
}

/** A bot-vs-bot game, timing every bot() call. */
function botGame(seats: number, seed: string, times: number[]): MazzelTofState {
  let s = mazzeltof.setup({ seats, seed, options: DEFAULT_OPTIONS });
  while (mazzeltof.toAct(s).length > 0) {
    const seat = mazzeltof.toAct(s)[0]!;
    const t0 = performance.now();
    const move = mazzeltof.bot(s, seat);
    times.push(performance.now() - t0);
    const r = mazzeltof.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function report(seats: number): string[] {
  for (let i = 0; i < 100; i++) randomGame(seats, `warm-${i}`, false);
  const games = 1000;
  let moves = 0;
  let playMs = 0;
  let sizes = 0;
  let maxSize = 0;
  const t0 = performance.now();
  for (let i = 0; i < games; i++) {
    const g = randomGame(seats, `random-${i}`, false);
    moves += g.moves;
    playMs += g.playMs;
    const size = JSON.stringify(g.state).length;
    sizes += size;
    maxSize = Math.max(maxSize, size);
  }
  const elapsed = performance.now() - t0;

  const viewGames = 200;
  let viewMoves = 0;
  const t1 = performance.now();
  for (let i = 0; i < viewGames; i++) viewMoves += randomGame(seats, `view-${i}`, true).moves;
  const viewElapsed = performance.now() - t1;

  const botTimes: number[] = [];
  let botSizes = 0;
  const botGames = 300;
  for (let i = 0; i < botGames; i++) {
    botSizes += JSON.stringify(botGame(seats, `bot-${i}`, botTimes)).length;
  }
  botTimes.sort((a, b) => a - b);
  const p50 = botTimes[Math.floor(botTimes.length * 0.5)] ?? 0;
  const p99 = botTimes[Math.floor(botTimes.length * 0.99)] ?? 0;

  return [
    `MazzelTof benchmark, ${seats} players`,
    `  random full games: ${((games / elapsed) * 1000).toFixed(0)} games/s (${games} games, ${moves} moves, ${elapsed.toFixed(0)} ms)`,
    `  with every seat's and the spectator's view after each move: ${((viewMoves / viewElapsed) * 1000).toFixed(0)} moves/s (${viewGames} games)`,
    `  play(): ${((playMs / moves) * 1000).toFixed(1)} µs per move`,
    `  bot(): p50 ${(p50 * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs over ${botTimes.length} calls`,
    `  state JSON at game end: random games mean ${(sizes / games).toFixed(0)} B (max ${maxSize} B); bot games mean ${(botSizes / botGames).toFixed(0)} B`,
  ];
}

console.log([...report(2), ...report(4)].join("\n"));

describe("mazzeltof", () => {
  let i = 0;
  bench("random full game, 4 players", () => {
    randomGame(4, `b-${i++}`, false);
  });
  const mid = (() => {
    let s = mazzeltof.setup({ seats: 4, seed: "mid", options: DEFAULT_OPTIONS });
    for (let k = 0; k < 40 && mazzeltof.toAct(s).length > 0; k++) {
      const seat = mazzeltof.toAct(s)[0]!;
      s = (mazzeltof.play(s, seat, mazzeltof.bot(s, seat)) as { ok: true; state: MazzelTofState })
        .state;
    }
    return s;
  })();
  const midSeat = mazzeltof.toAct(mid)[0] ?? 0;
  const midMove = mazzeltof.legalMoves(mid, midSeat).at(-1)!;
  bench("play() mid-game", () => {
    mazzeltof.play(mid, midSeat, midMove);
  });
  bench("bot() mid-game", () => {
    mazzeltof.bot(mid, midSeat);
  });
  bench("view() for a seat", () => {
    mazzeltof.view(mid, 0);
  });
  bench("legalMoves() mid-game", () => {
    mazzeltof.legalMoves(mid, midSeat);
  });
});
