/**
 * The benchmark harness every game's bench uses, through the generic Game contract only:
 * random full games (with or without every seat's and the spectator's view after each move),
 * bot-only games timing each bot() call, and one report of figures a person can compare.
 */
import type { AnyGame } from "../src/engine";
import { pushFor, type PushRound, type Pushed, type TableSource } from "../src/server/room/push";
import { tablesOf, type RoomData } from "../src/server/room/table";
import { nextInt, seedRng, type RngState } from "../src/engine/core/rng";

let chooser: RngState = seedRng("bench");
/** A uniform choice, from the harness's own seeded generator (reproducible runs). */
function pick<T>(items: readonly T[]): T {
  const [i, next] = nextInt(chooser, items.length);
  chooser = next;
  return items[i] as T;
}

/** How to set a game up. */
export interface Setup {
  seats: number;
  options: unknown;
}

/**
 * One full game of uniform-random legal moves (a random seat among those to act). With
 * `views`, every seat's and the spectator's view is computed after each move.
 */
export function randomGame(
  game: AnyGame,
  setup: Setup,
  seed: string,
  views = false,
): { moves: number; playMs: number; state: unknown } {
  let s = game.setup({ seats: setup.seats, options: setup.options, seed });
  let moves = 0;
  let playMs = 0;
  while (game.toAct(s).length > 0) {
    const seat = pick(game.toAct(s) as number[]);
    const move = pick(game.legalMoves(s, seat) as unknown[]);
    const t0 = performance.now();
    const r = game.play(s, seat, move);
    playMs += performance.now() - t0;
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    moves++;
    if (views) {
      for (let v = 0; v < setup.seats; v++) game.view(s, v);
      game.view(s, null);
    }
  }
  return { moves, playMs, state: s };
}

/** A game played by bots at every seat, timing every bot() call into `times` (ms). */
export function botGame(game: AnyGame, setup: Setup, seed: string, times: number[]): unknown {
  let s = game.setup({ seats: setup.seats, options: setup.options, seed });
  while (game.toAct(s).length > 0) {
    const seat = (game.toAct(s) as number[])[0]!;
    const t0 = performance.now();
    const move: unknown = game.bot(s, seat);
    times.push(performance.now() - t0);
    const r = game.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/** A game of random legal moves, recorded so that it can be replayed under a timer. */
export interface Recording {
  seed: string;
  steps: { seat: number; move: unknown }[];
}

/** Plays a game of random legal moves and records its moves. */
export function record(game: AnyGame, setup: Setup, seed: string): Recording {
  let s = game.setup({ seats: setup.seats, options: setup.options, seed });
  const steps: Recording["steps"] = [];
  while (game.toAct(s).length > 0) {
    const seat = pick(game.toAct(s) as number[]);
    const move = pick(game.legalMoves(s, seat) as unknown[]);
    const r = game.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    steps.push({ seat, move });
  }
  return { seed, steps };
}

/**
 * What the room builds a table from, for a bench: a game of `setup` at `state` after `seq`
 * moves, its seats taken by people with names, two of them online, every option as given.
 */
export function roomData(game: AnyGame, setup: Setup, state: unknown, seq: number): RoomData {
  const created = 1_764_000_000_000;
  return {
    game,
    meta: {
      id: "bench00000",
      game: game.id,
      options: setup.options as Record<string, unknown>,
      seats: setup.seats,
      seed: "bench",
      commitment: "0".repeat(64),
      created,
      creator: 0,
      rematch: null,
      rematchOf: null,
    },
    seats: Array.from({ length: setup.seats }, (_, seat) => ({
      seat,
      name: `Player ${seat + 1}`,
      tokenHash: null,
      inviteHash: null,
      computer: false,
      level: null,
      joined: true,
      lastSeen: created,
    })),
    snapshot: { seq, state },
    online: new Set([0, 1]),
    updated: created + seq * 1000,
    moved: Array.from({ length: setup.seats }, () => null),
  };
}

/**
 * Replays recorded games, doing after each move what `work` says: only `play`, or also every
 * seat's and the spectator's view, or what the room does for its readers (`room`: the room's
 * own push, room/push.ts as broadcast.ts calls it: every reader's table built and written with
 * JSON.stringify without its log, and the patch from the last one pushed to it with the events
 * the move added). With `perMove`, each move's wall time (ms) is pushed there. Answers the moves
 * replayed, the process's CPU time they took (µs; time the machine gave to other work is not
 * counted, so shared machines give steadier means), the bytes pushed (the patches) and the
 * bytes of the tables written (without their log).
 */
export function replay(
  game: AnyGame,
  setup: Setup,
  games: readonly Recording[],
  work: "play" | "views" | "room",
  perMove?: number[],
): { moves: number; cpuµs: number; bytes: number; tableBytes: number } {
  const readers: (number | null)[] = [...Array.from({ length: setup.seats }, (_, i) => i), null];
  let moves = 0;
  let bytes = 0;
  let tableBytes = 0;
  const cpu0 = process.cpuUsage();
  for (const g of games) {
    let s = game.setup({ seats: setup.seats, options: setup.options, seed: g.seed });
    const pushed = new Map<number | null, Pushed>();
    let seq = 0;
    for (const { seat, move } of g.steps) {
      const t0 = perMove ? performance.now() : 0;
      const r = game.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.message);
      s = r.state;
      seq++;
      if (work === "views") for (const reader of readers) game.view(s, reader);
      else if (work === "room") {
        // As broadcast.ts: each reader's table built once, its push from it.
        const data = roomData(game, setup, s, seq);
        const source: TableSource = { table: tablesOf(() => data), commonAlike: true };
        // The spectators' first, as broadcast.ts; the readers share the round's common part.
        const round: PushRound = {};
        for (const reader of [null, ...readers.filter((r) => r !== null)]) {
          const out = pushFor(pushed, reader, source, round);
          bytes += (out.patch ?? out.full()).length;
          // The table of each reader: its stream form and common part, without its log.
          const last = pushed.get(reader)!;
          tableBytes += last.text.length + last.common.length;
        }
      }
      if (perMove) perMove.push(performance.now() - t0);
      moves++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  return { moves, cpuµs: cpu.user + cpu.system, bytes, tableBytes };
}

/** How many games each measurement plays. */
export interface Counts {
  random: number;
  views: number;
  bots: number;
}

/**
 * Measures a game and answers the report's lines: random full games per second, moves per
 * second with every view after each move, play() µs per move, bot() p50 and p99, and the state's
 * JSON size at the end (random and bot games).
 */
export function measure(game: AnyGame, label: string, setup: Setup, counts: Counts): string[] {
  // Warm up the JIT first.
  for (let i = 0; i < Math.min(200, counts.random); i++) randomGame(game, setup, `warm-${i}`);
  let moves = 0;
  let playMs = 0;
  let sizes = 0;
  let maxSize = 0;
  const t0 = performance.now();
  for (let i = 0; i < counts.random; i++) {
    const g = randomGame(game, setup, `random-${label}-${i}`);
    moves += g.moves;
    playMs += g.playMs;
    const size = JSON.stringify(g.state).length;
    sizes += size;
    maxSize = Math.max(maxSize, size);
  }
  const elapsed = performance.now() - t0;

  let viewMoves = 0;
  const t1 = performance.now();
  for (let i = 0; i < counts.views; i++)
    viewMoves += randomGame(game, setup, `views-${label}-${i}`, true).moves;
  const viewElapsed = performance.now() - t1;

  const botTimes: number[] = [];
  let botSizes = 0;
  for (let i = 0; i < counts.bots; i++)
    botSizes += JSON.stringify(botGame(game, setup, `bot-${label}-${i}`, botTimes)).length;
  botTimes.sort((a, b) => a - b);
  const p50 = botTimes[Math.floor(botTimes.length * 0.5)] ?? 0;
  const p99 = botTimes[Math.floor(botTimes.length * 0.99)] ?? 0;
  const µs = (ms: number) => (ms * 1000).toFixed(1);

  return [
    `${game.title} benchmark, ${label}`,
    `  random full games: ${((counts.random / elapsed) * 1000).toFixed(0)} games/s (${counts.random} games, ${moves} moves, ${elapsed.toFixed(0)} ms)`,
    `  with every seat's and the spectator's view after each move: ${((viewMoves / viewElapsed) * 1000).toFixed(0)} moves/s (${counts.views} games)`,
    `  play(): ${µs(playMs / moves)} µs per move`,
    `  bot(): p50 ${µs(p50)} µs, p99 ${µs(p99)} µs over ${botTimes.length} calls`,
    `  state JSON at game end: random games mean ${(sizes / counts.random).toFixed(0)} B (max ${maxSize} B); bot games mean ${(botSizes / counts.bots).toFixed(0)} B`,
  ];
}
