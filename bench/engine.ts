/**
 * The engine benchmark behind `npm run bench` (bundled and run by bench/run.mjs): for every
 * registered game (src/engine/index.ts), the throughput of random full games with and without
 * every reader's view, the authority's cost per move (play + every seat's view + the
 * spectator's view, each JSON-encoded, as the room does before it pushes) with mean, p50 and
 * p99, the room's own push per move (room/push.ts: whole tables and patches for every reader,
 * as broadcast.ts makes them), and the bot's time per decision. Prints one table a person can compare between runs;
 * asserts nothing.
 *
 * Environment: BENCH_SCALE (default 1) multiplies the number of games; BENCH_ONLY=pazaak
 * measures one game only (for a profile).
 */
import * as v from "valibot";
import { encodeJSON, games, type AnyGame } from "../src/engine";
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

/**
 * The least moves a round of `authority after` replays (more games are recorded for it where a
 * row's own games are fewer): a round of 20 Mattazza games was 65 ms, in which one collection
 * moved the mean by a third (9.3 ±4.2 µs, and 8.6 ±0.3 with 40,000 moves).
 */
const MIN_AUTHORITY_MOVES = 40_000;

/** A pause of the main thread, so that the collector's threads finish what is left to them. */
function settle(ms = 100): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** The fixed work of `hostReference`: a log of 200 small events, as the games write them. */
const REFERENCE_LOG = Array.from({ length: 200 }, (_, i) => ({
  type: "play",
  seat: i % 4,
  card: `C${i}`,
}));

/**
 * The host's speed now: CPU µs of a fixed JSON round trip of a 200-event log (the median of 5
 * rounds), work that no commit of ours changes. A shared machine of this kind has measured the
 * same commit at twice the time from one minute to the next: a row whose reference reads higher
 * than another's was measured on a slower moment, so compare rows and runs by it.
 */
function hostReference(): number {
  const rounds: number[] = [];
  for (let r = 0; r < 6; r++) {
    const cpu0 = process.cpuUsage();
    let n = 0;
    for (let i = 0; i < 300; i++) n += (JSON.parse(JSON.stringify(REFERENCE_LOG)) as []).length;
    const cpu = process.cpuUsage(cpu0);
    if (n !== 300 * REFERENCE_LOG.length) throw new Error("reference: lost events");
    if (r > 0) rounds.push((cpu.user + cpu.system) / 300);
  }
  rounds.sort((a, b) => a - b);
  return rounds[2]!;
}

/** How many moves some recorded games hold. */
function countMoves(games: readonly Recording[]): number {
  let n = 0;
  for (const g of games) n += g.steps.length;
  return n;
}

/** Measures one case and answers the cells of its row. */
function measureCase(c: Case): string[] {
  const n = Math.max(1, Math.round(c.games * scale));
  const { game, setup, label } = c;
  const games: Recording[] = [];
  for (let i = 0; i < n; i++) games.push(record(game, setup, `${game.id}-${label}-${i}`));
  // The recordings of `authority after`: the row's games, and more until a round is long enough.
  const long = [...games];
  for (let moves = countMoves(games), i = n; moves < MIN_AUTHORITY_MOVES * scale; i++) {
    const g = record(game, setup, `${game.id}-${label}-${i}`);
    long.push(g);
    moves += g.steps.length;
  }
  // Warm up the JIT on every path once.
  const warm = games.slice(0, Math.max(1, Math.floor(n / 5)));
  for (const work of ["play", "views", "encoded", "room", "together"] as const)
    replay(game, setup, warm, work);
  replay(game, setup, warm, "encoded", encodeJSON);
  for (let i = 0; i < warm.length; i++) botGame(game, setup, `warm-bot-${label}-${i}`, []);

  // Each path in a block of its own, after a pause: the old paths allocate five to ten times
  // what `together` does, and the collector's threads, finishing their garbage concurrently,
  // were charged to whatever ran next on the process's CPU clock (the room runs one path).
  const block = (fn: (round: number) => void) => {
    settle();
    fn(-1);
    for (let round = 0; round < ROUNDS; round++) fn(round);
  };
  const perSecond: number[] = [];
  const perSecondViews: number[] = [];
  const stringify: number[] = [];
  const authority: number[] = [];
  const together: number[] = [];
  const togetherMove: number[] = [];
  const pushes: number[] = [];
  const pushMove: number[] = [];
  let pushBytes = 0;
  const perMove: number[] = [];
  let bytes = 0;
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
    const j = replay(game, setup, games, "encoded");
    if (round >= 0) stringify.push(j.cpuµs / j.moves);
  });
  block((round) => {
    const e = replay(game, setup, games, "encoded", encodeJSON, round === 0 ? perMove : undefined);
    if (round >= 0) authority.push(e.cpuµs / e.moves);
    bytes = e.bytes;
    moves = e.moves;
  });
  if (replay(game, setup, games, "together", encodeJSON).bytes !== bytes)
    throw new Error(`${game.id}: encodeViews wrote other bytes`);
  settle();
  const reference = hostReference();
  block((round) => {
    const t = replay(
      game,
      setup,
      long,
      "together",
      encodeJSON,
      round === 0 ? togetherMove : undefined,
    );
    if (round >= 0) together.push(t.cpuµs / t.moves);
  });
  block((round) => {
    const q = replay(game, setup, games, "room", encodeJSON, round === 0 ? pushMove : undefined);
    if (round >= 0) pushes.push(q.cpuµs / q.moves);
    pushBytes = q.bytes;
  });
  perMove.sort((a, b) => a - b);
  pushMove.sort((a, b) => a - b);
  togetherMove.sort((a, b) => a - b);

  const bots: number[] = [];
  for (let i = 0; i < n; i++) botGame(game, setup, `bot-${label}-${i}`, bots);
  bots.sort((a, b) => a - b);

  return [
    `${game.title} ${label}`,
    median(perSecond, 0),
    median(perSecondViews, 0),
    median(stringify, 1),
    median(authority, 1),
    µs(quantile(perMove, 0.5)),
    µs(quantile(perMove, 0.99)),
    int(bytes / moves),
    median(together, 1),
    reference.toFixed(1),
    µs(quantile(togetherMove, 0.5)),
    µs(quantile(togetherMove, 0.99)),
    median(pushes, 1),
    µs(quantile(pushMove, 0.5)),
    µs(quantile(pushMove, 0.99)),
    int(pushBytes / moves),
    µs(quantile(bots, 0.5)),
    µs(quantile(bots, 0.99)),
    µs(bots[bots.length - 1] ?? 0),
  ];
}

const header = [
  "game",
  "moves/s",
  "moves/s +views",
  "stringify µs/move",
  "authority µs/move",
  "p50 µs",
  "p99 µs",
  "views B/move",
  "authority after µs/move",
  "host ref µs",
  "after p50 µs",
  "after p99 µs",
  "room push µs/move",
  "push p50 µs",
  "push p99 µs",
  "pushed B/move",
  "bot p50 µs",
  "bot p99 µs",
  "bot max µs",
];

// The reference once before it counts: the first rounds of a fresh process read higher.
hostReference();
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
    "authority: play + every seat's view + the spectator's, each encoded by encodeJSON as the",
    "room does (stringify: the same with JSON.stringify). p50/p99: wall time per move of that",
    "(preemption on a busy machine shows in p99). views B/move: the encoded views' bytes.",
    "authority after: the same work with every view encoded at once (encodeViews: the parts",
    "every reader shares encoded once; the same bytes, checked), its CPU mean and wall p50/p99,",
    `in rounds of at least ${int(MIN_AUTHORITY_MOVES * scale)} moves (more games recorded where the row's are fewer).`,
    "host ref: the host's speed right before that figure (a fixed JSON round trip of a",
    "200-event log, CPU µs): a higher reference is a slower moment of a shared machine.",
    "room push: what the room does for every reader once sockets hold the last table, with",
    "the room's own code (room/push.ts, as broadcast.ts calls it): play + every reader's whole",
    "table message written around the views encoded at once, and its patch (text edits of the",
    "last message, the spectators' first, guiding the seats'). pushed B/move: what is sent (the",
    "patch, or the whole table where it is no smaller; the first table of each game whole).",
    "bot: wall time per decision in bot-only games.",
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n"),
);
