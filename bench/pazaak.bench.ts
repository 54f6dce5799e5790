/**
 * Pazaak benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run
 * Prints random full games per second, play() µs per move, bot() µs per call (mean and p99)
 * and the state's JSON size at the end of a match, then lets vitest time the same operations.
 */
import { bench, describe } from "vitest";
import { nextInt, seedRng, type RngState } from "../src/engine/core/rng";
import { pazaak } from "../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../src/engine/games/pazaak/options";
import type { PazaakState } from "../src/engine/games/pazaak/types";

let chooser: RngState = seedRng("bench");
function pick<T>(items: readonly T[]): T {
  const [i, next] = nextInt(chooser, items.length);
  chooser = next;
  return items[i] as T;
}

/** One full match of uniform-random legal moves; returns moves and the play() time spent. */
function randomGame(seed: string): { moves: number; playMs: number; state: PazaakState } {
  let s = pazaak.setup({ seats: 2, seed, options: DEFAULT_OPTIONS });
  let moves = 0;
  let playMs = 0;
  while (pazaak.toAct(s).length > 0) {
    const seat = pick(pazaak.toAct(s));
    const move = pick(pazaak.legalMoves(s, seat));
    const t0 = performance.now();
    const r = pazaak.play(s, seat, move);
    playMs += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
  }
  return { moves, playMs, state: s };
}

/** A bot-vs-bot match, timing every bot() call. */
function botGame(seed: string, times: number[]): PazaakState {
  let s = pazaak.setup({ seats: 2, seed, options: DEFAULT_OPTIONS });
  while (pazaak.toAct(s).length > 0) {
    const seat = pazaak.toAct(s)[0]!;
    const t0 = performance.now();
    const move = pazaak.bot(s, seat);
    times.push(performance.now() - t0);
    const r = pazaak.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

function report(): void {
  // Warm up the JIT first.
  for (let i = 0; i < 200; i++) randomGame(`warm-${i}`);
  const games = 3000;
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

  const botTimes: number[] = [];
  let botSizes = 0;
  for (let i = 0; i < 1000; i++) botSizes += JSON.stringify(botGame(`bot-${i}`, botTimes)).length;
  botTimes.sort((a, b) => a - b);
  const mean = botTimes.reduce((a, b) => a + b, 0) / botTimes.length;
  const p99 = botTimes[Math.floor(botTimes.length * 0.99)] ?? 0;

  console.log(
    [
      "Pazaak benchmark",
      `  random full games: ${((games / elapsed) * 1000).toFixed(0)} games/s (${games} games, ${moves} moves, ${elapsed.toFixed(0)} ms)`,
      `  play(): ${((playMs / moves) * 1000).toFixed(1)} µs per move`,
      `  bot(): mean ${(mean * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs over ${botTimes.length} calls`,
      `  state JSON at match end: random games mean ${(sizes / games).toFixed(0)} B (max ${maxSize} B); bot games mean ${(botSizes / 1000).toFixed(0)} B`,
    ].join("\n"),
  );
}

report();

describe("pazaak", () => {
  let i = 0;
  bench("random full game", () => {
    randomGame(`b-${i++}`);
  });
  const mid = (() => {
    let s = pazaak.setup({ seats: 2, seed: "mid", options: DEFAULT_OPTIONS });
    for (const seat of [0, 1])
      s = (pazaak.play(s, seat, { type: "randomSideDeck" }) as { ok: true; state: PazaakState })
        .state;
    return s;
  })();
  bench("play(endTurn) in set 1", () => {
    pazaak.play(mid, mid.active, { type: "endTurn" });
  });
  bench("bot() in set 1", () => {
    pazaak.bot(mid, mid.active);
  });
  bench("view() for a seat", () => {
    pazaak.view(mid, 0);
  });
});
