/**
 * The engine benchmark behind `npm run bench` (bundled and run by bench/engine.mjs): for every
 * game, the throughput of random full games with and without every reader's view, the
 * authority's cost per move (play + every seat's view + the spectator's view, each
 * JSON-encoded, as the room does before it pushes) with mean, p50 and p99, and the bot's time
 * per decision. Prints one table a person can compare between runs; asserts nothing.
 *
 * Environment: BENCH_SCALE (default 1) multiplies the number of games; BENCH_ONLY=pazaak
 * measures one game only (for a profile).
 */
import { encodeJSON, type AnyGame } from "../src/engine";
import { mattazza } from "../src/engine/games/mattazza";
import { DEFAULT_OPTIONS as MATTAZZA } from "../src/engine/games/mattazza/options";
import { mazzeltof } from "../src/engine/games/mazzeltof";
import { DEFAULT_OPTIONS as MAZZELTOF } from "../src/engine/games/mazzeltof/options";
import { mazzo } from "../src/engine/games/mazzo";
import { DEFAULT_OPTIONS as MAZZO } from "../src/engine/games/mazzo/options";
import { pazaak } from "../src/engine/games/pazaak";
import { DEFAULT_OPTIONS as PAZAAK } from "../src/engine/games/pazaak/options";
import { authorityGame, botGame, randomGame, type Setup } from "./harness";

/** One line of the report: a game with a setup, and how many games each measure plays. */
interface Case {
  game: AnyGame;
  label: string;
  setup: Setup;
  /** Games for the throughput, authority and bot measures (scaled by BENCH_SCALE). */
  games: number;
}

const scale = Number(process.env.BENCH_SCALE ?? 1);
const only = process.env.BENCH_ONLY;

const cases: Case[] = [
  { game: pazaak, label: "2 players", setup: { seats: 2, options: PAZAAK }, games: 1500 },
  {
    game: mazzo,
    label: "M16",
    setup: { seats: 2, options: { ...MAZZO, deck: "M16" } },
    games: 1500,
  },
  {
    game: mazzo,
    label: "M28",
    setup: { seats: 2, options: { ...MAZZO, deck: "M28" } },
    games: 1000,
  },
  { game: mattazza, label: "4 players", setup: { seats: 4, options: MATTAZZA }, games: 40 },
  { game: mazzeltof, label: "2 players", setup: { seats: 2, options: MAZZELTOF }, games: 200 },
  { game: mazzeltof, label: "4 players", setup: { seats: 4, options: MAZZELTOF }, games: 200 },
];

/** The value at quantile q of sorted numbers. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

const µs = (ms: number) => (ms * 1000).toFixed(1);
const int = (n: number) => Math.round(n).toLocaleString("en");

/** Measures one case and answers the cells of its row. */
function measureCase(c: Case): string[] {
  const n = Math.max(1, Math.round(c.games * scale));
  const { game, setup, label } = c;
  // Warm up the JIT with a fifth of the games, every path once.
  for (let i = 0; i < Math.max(1, n / 5); i++) {
    randomGame(game, setup, `warm-${label}-${i}`, true);
    authorityGame(game, setup, `warm-a-${label}-${i}`, []);
    authorityGame(game, setup, `warm-e-${label}-${i}`, [], [], encodeJSON);
    botGame(game, setup, `warm-b-${label}-${i}`, []);
  }

  let moves = 0;
  let t0 = performance.now();
  for (let i = 0; i < n; i++) moves += randomGame(game, setup, `random-${label}-${i}`).moves;
  const plain = (moves / (performance.now() - t0)) * 1000;

  let viewMoves = 0;
  t0 = performance.now();
  for (let i = 0; i < n; i++)
    viewMoves += randomGame(game, setup, `views-${label}-${i}`, true).moves;
  const withViews = (viewMoves / (performance.now() - t0)) * 1000;

  // The same games twice: views encoded by JSON.stringify, then by encodeJSON (what the room
  // uses, src/engine/core/encode.ts), interleaved so both see the same machine load.
  const native: number[] = [];
  const authority: number[] = [];
  const bytes: number[] = [];
  for (let i = 0; i < n; i++) {
    authorityGame(game, setup, `authority-${label}-${i}`, native);
    authorityGame(game, setup, `authority-${label}-${i}`, authority, bytes, encodeJSON);
  }
  const mean = authority.reduce((a, b) => a + b, 0) / authority.length;
  const nativeMean = native.reduce((a, b) => a + b, 0) / native.length;
  authority.sort((a, b) => a - b);
  native.sort((a, b) => a - b);
  const meanBytes = bytes.reduce((a, b) => a + b, 0) / bytes.length;

  const bots: number[] = [];
  for (let i = 0; i < n; i++) botGame(game, setup, `bot-${label}-${i}`, bots);
  bots.sort((a, b) => a - b);

  return [
    `${game.title} ${label}`,
    int(plain),
    int(withViews),
    µs(nativeMean),
    µs(quantile(native, 0.99)),
    µs(mean),
    µs(quantile(authority, 0.5)),
    µs(quantile(authority, 0.99)),
    int(meanBytes),
    µs(quantile(bots, 0.5)),
    µs(quantile(bots, 0.99)),
    µs(bots[bots.length - 1] ?? 0),
  ];
}

const header = [
  "game",
  "moves/s",
  "moves/s +views",
  "stringify mean µs",
  "p99 µs",
  "authority mean µs",
  "p50 µs",
  "p99 µs",
  "views B/move",
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
    "moves/s: random full games (play, toAct, legalMoves); +views: with every seat's and the",
    "spectator's view after each move. authority: play + every seat's view + the spectator's,",
    "each encoded by encodeJSON as the room does, per move (stringify: the same with",
    "JSON.stringify). views B/move: those encoded views' bytes. bot: per decision.",
    "",
    line(header),
    line(widths.map((w) => "-".repeat(w))),
    ...rows.map(line),
  ].join("\n"),
);
