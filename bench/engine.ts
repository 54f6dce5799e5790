/**
 * The engine benchmark behind `npm run bench` (bundled and run by bench/run.mjs): for every
 * registered game (src/engine/index.ts), the throughput of random full games with and without
 * every reader's view, the room's CPU per move (play, every reader's table, the pushes: the
 * room's own code, room/push.ts, as broadcast.ts calls it) with mean, p50 and p99, the bytes
 * of the tables and of what is pushed, and the bot's time per decision. Prints one table a
 * person can compare between runs; asserts nothing.
 *
 * Environment: BENCH_SCALE (default 1) multiplies the number of games; BENCH_ONLY=pazaak
 * measures one game only (for a profile).
 */
import * as v from "valibot";
import { games, type AnyGame } from "../src/engine";
import { botGame, record, replay, type Recording, type Setup } from "./harness";

/** One line of the report: a game with a setup, and how many games each measure plays. */
interface Case {
  game: AnyGame;
  label: string;
  setup: Setup;
  /** Games recorded and replayed for each figure, and bot games (scaled by BENCH_SCALE). */
  games: number;
}

/** A row of a game: its label, the seats and options that differ from its defaults, its games. */
interface Variant {
  label: string;
  seats?: number;
  options?: Record<string, unknown>;
  games: number;
}

/**
 * The rows of the games measured in more than one setup (Mazzo's decks, MazzelTof's tables),
 * and the number of games that keeps each row to seconds. A registered game not listed here is
 * measured at its default seats and options.
 */
const VARIANTS: Record<string, Variant[]> = {
  pazaak: [{ label: "2 players", games: 600 }],
  mazzo: [
    { label: "M16", options: { deck: "M16" }, games: 600 },
    { label: "M28", options: { deck: "M28" }, games: 400 },
  ],
  mattazza: [{ label: "4 players", seats: 4, games: 20 }],
  mazzeltof: [
    { label: "2 players", seats: 2, games: 80 },
    { label: "4 players", seats: 4, games: 80 },
  ],
};

const scale = Number(process.env.BENCH_SCALE ?? 1);
/** Whether Node runs without helper threads (`npm run bench` passes `--single-threaded`). */
const singleThreaded = process.execArgv.includes("--single-threaded");
const only = process.env.BENCH_ONLY;

// Every registered game, in the registry's order.
const cases: Case[] = Object.values(games).flatMap((game) =>
  (VARIANTS[game.id] ?? [{ label: `${game.seats.default} players`, games: 100 }]).map((row) => ({
    game,
    label: row.label,
    setup: {
      seats: row.seats ?? game.seats.default,
      options: v.parse(game.options, row.options ?? {}),
    },
    games: row.games,
  })),
);

/** The value at quantile q of sorted numbers. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const µs = (ms: number) => (ms * 1000).toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString("en");

/** The median of some numbers and their spread (min–max) as text. */
function median(xs: number[], digits: number): string {
  const s = [...xs].sort((a, b) => a - b);
  const m = s[Math.floor(s.length / 2)] ?? 0;
  const spread = ((s[s.length - 1] ?? 0) - (s[0] ?? 0)) / 2;
  const fmt = (x: number) =>
    digits === 0 ? Math.round(x).toLocaleString("en") : x.toFixed(digits);
  return `${fmt(m)} ±${fmt(spread)}`;
}

/** How many rounds each figure is measured in (the median is reported). */
const ROUNDS = 5;

/** A pause of the main thread, so that the collector's threads finish what is left to them. */
function settle(ms = 100): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Measures one case and answers the cells of its row. */
function measureCase(c: Case): string[] {
  const n = Math.max(1, Math.round(c.games * scale));
  const { game, setup, label } = c;
  const games: Recording[] = [];
  for (let i = 0; i < n; i++) games.push(record(game, setup, `${game.id}-${label}-${i}`));
  // Warm up the JIT on every path once.
  const warm = games.slice(0, Math.max(1, Math.floor(n / 5)));
  for (const work of ["play", "views", "room"] as const) replay(game, setup, warm, work);
  for (let i = 0; i < warm.length; i++) botGame(game, setup, `warm-bot-${label}-${i}`, []);

  // Each path in a block of its own, after a pause: the collector's threads, finishing the
  // garbage of one path concurrently, were charged to whatever ran next on the CPU clock.
  const block = (fn: (round: number) => void) => {
    settle();
    fn(-1);
    for (let round = 0; round < ROUNDS; round++) fn(round);
  };
  const perSecond: number[] = [];
  const perSecondViews: number[] = [];
  const room: number[] = [];
  const roomMove: number[] = [];
  let pushed = 0;
  let tables = 0;
  let moves = 0;
  block((round) => {
    const p = replay(game, setup, games, "play");
    if (round >= 0) perSecond.push((p.moves / p.cpuµs) * 1e6);
  });
  block((round) => {
    const v = replay(game, setup, games, "views");
    if (round >= 0) perSecondViews.push((v.moves / v.cpuµs) * 1e6);
  });
  block((round) => {
    const q = replay(game, setup, games, "room", round === 0 ? roomMove : undefined);
    if (round >= 0) room.push(q.cpuµs / q.moves);
    pushed = q.bytes;
    tables = q.tableBytes;
    moves = q.moves;
  });
  roomMove.sort((a, b) => a - b);

  const bots: number[] = [];
  for (let i = 0; i < n; i++) botGame(game, setup, `bot-${label}-${i}`, bots);
  bots.sort((a, b) => a - b);

  return [
    `${game.title} ${label}`,
    median(perSecond, 0),
    median(perSecondViews, 0),
    median(room, 1),
    µs(quantile(roomMove, 0.5)),
    µs(quantile(roomMove, 0.99)),
    int(tables / moves),
    int(pushed / moves),
    µs(quantile(bots, 0.5)),
    µs(quantile(bots, 0.99)),
    µs(bots[bots.length - 1] ?? 0),
  ];
}

const header = [
  "game",
  "moves/s",
  "moves/s +views",
  "room µs/move",
  "room p50 µs",
  "room p99 µs",
  "tables B/move",
  "pushed B/move",
  "bot p50 µs",
  "bot p99 µs",
  "bot max µs",
];

const rows: string[][] = [];
for (const c of cases) {
  if (only && c.game.id !== only) continue;
  rows.push(measureCase(c));
  process.stderr.write(`measured ${c.game.title} ${c.label}\n`);
}

const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
const line = (cells: string[]) =>
  "| " +
  cells.map((x, i) => (i === 0 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join(" | ") +
  " |";
console.log(
  [
    `Engine benchmark, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, scale ${scale}`,
    "Random legal moves, recorded, then replayed under a CPU-time clock (time given to other",
    "work on a shared machine is not counted); medians of 5 rounds ± half their spread, each",
    "figure's rounds in a block of their own after a pause and a round not counted.",
    `Node ${singleThreaded ? "single-threaded (`npm run bench`): the collector's and the compiler's" : "with its helper threads (not `npm run bench`): their CPU is counted too, so"}`,
    singleThreaded
      ? "work is done on the one thread and counted once, nothing runs beside it."
      : "means read higher and spread wider than `npm run bench` prints.",
    "moves/s: play() only; +views: with every seat's and the spectator's view after each move.",
    "room: what the room does per move for its readers, with its own code (room/push.ts, as",
    "broadcast.ts calls it): play, every reader's table built and written with JSON.stringify,",
    "and its patch (text edits of the last message, the spectators' first, guiding the seats')",
    "with the events the move added (the log travels once, beside the tables: src/log-stream.ts).",
    "Its CPU mean, and wall p50/p99 per move (preemption on a busy machine shows in p99).",
    "tables B/move: every reader's table message as written, without its log; pushed B/move: what",
    "is sent, all readers together (the patches; the first table of each game whole, with its log).",
    "bot: wall time per decision in bot-only games.",
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n"),
);
