/**
 * The computer levels' benchmark behind `npm run bench:bots` (bundled and run by
 * bench/run.mjs): how strong each level is and how long it thinks. For every game and seat
 * count, whole games of strong against normal and of normal against easy: in two-player games
 * the first level's win rate (a draw counts half), elsewhere every level's average place (1 is
 * best; Mattazza ranks by marks, a MazzelTof team shares its place), each with a 95% interval,
 * and the time per decision of each level (p50, p99, max). The seats of the two levels rotate
 * from game to game, so no level keeps the seat that starts. Prints; asserts nothing.
 *
 * Arguments (after `--`): the games per pairing (default 150), then optionally game ids to run
 * only those: `npm run bench:bots -- 100 pazaak mazzo`. The run plays within a wall-clock budget
 * (9 minutes, `--minutes=N` to change it), so it ends within 10 minutes however loaded the
 * machine: the pairings play in rounds, a game of each a round, as many rounds as fit, and the
 * report says how many. `--long` plays 500 per pairing with no budget: the run behind
 * docs/performance.md, "Computer levels".
 */
import { BOT_LEVELS, games, type AnyGame, type BotLevel } from "../src/engine";

const long = process.argv.includes("--long");
const minutesArg = process.argv.find((a) => a.startsWith("--minutes="));
const args = process.argv.slice(2).filter((a) => a !== "--long" && a !== minutesArg);
/** Games per pairing: enough for a level's order in minutes; the long run narrows the intervals. */
const GAMES = /^\d+$/.test(args[0] ?? "") ? Number(args.shift()) : long ? 500 : 150;
const only = args;
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error(`games per pairing: ${GAMES}`);
/**
 * The wall-clock time the games may take (ms). A 10-game run took 102 s on this workplace's
 * 2-core machine under other people's load (30 s of CPU), so 150 games of every pairing would
 * take 25 minutes there: a count alone cannot promise the 10 minutes. Bundling and the report
 * take seconds; a round is started only when the last round's time still fits.
 */
const BUDGET_MS = long ? Infinity : Number(minutesArg?.slice("--minutes=".length) ?? 9) * 60_000;
if (!(BUDGET_MS > 0)) throw new Error(`time budget: ${minutesArg}`);

/** One line of the report: a game at a seat count, with its options. */
interface Case {
  game: AnyGame;
  seats: number;
  label: string;
  options: unknown;
  /** Team play: these seats share a level (MazzelTof 4: 0 and 2 against 1 and 3). */
  teams?: number[][];
}

/**
 * The setups of the games measured in more than one (Mazzo's decks, Mattazza at every seat
 * count, MazzelTof's two tables), by game id. Any other registered game is measured once, at its
 * default seats and options.
 */
const VARIANTS: Record<string, Omit<Case, "game">[]> = {
  mazzo: [
    { seats: 2, label: "Mazzo M16", options: { deck: "M16" } },
    { seats: 2, label: "Mazzo M28", options: { deck: "M28" } },
  ],
  mattazza: [2, 3, 4, 5, 6].map((seats) => ({ seats, label: `Mattazza ${seats}`, options: {} })),
  mazzeltof: [
    { seats: 2, label: "MazzelTof 2", options: {} },
    {
      seats: 4,
      label: "MazzelTof 4",
      options: {},
      teams: [
        [0, 2],
        [1, 3],
      ],
    },
  ],
};

// Every registered game, in the registry's order.
const cases: Case[] = Object.values(games).flatMap((game) =>
  (VARIANTS[game.id] ?? [{ seats: game.seats.default, label: game.title, options: {} }]).map(
    (row) => ({ game, ...row }),
  ),
);

/** Decision times (ms) per game id and level: wall time, and the process's CPU time. */
const times = new Map<string, number[]>();
const cpuTimes = new Map<string, number[]>();
function timesOf(map: Map<string, number[]>, id: string, level: BotLevel): number[] {
  const key = `${id} ${level}`;
  let t = map.get(key);
  if (!t) map.set(key, (t = []));
  return t;
}

/**
 * The places of a finished game (1 best; equal seats share the mean of their places): the
 * winners first, then by score (Mattazza: fewer marks is better), in two-player games by the
 * outcome alone.
 */
function places(game: AnyGame, state: unknown, seats: number): number[] {
  const out = game.outcome(state as never);
  if (!out) throw new Error("the game did not end");
  const rank = (s: number): number => {
    if (out.winners.includes(s)) return 0;
    if (out.losers.includes(s)) return 2;
    return 1;
  };
  // Mattazza's scores are marks (fewer is better); the other games' are not used for places.
  const key = (s: number): number =>
    game.id === "mattazza" ? rank(s) * 1000 + (out.scores[s] ?? 0) : rank(s);
  const keys = Array.from({ length: seats }, (_, s) => key(s));
  return keys.map((k) => {
    const better = keys.filter((x) => x < k).length;
    const equal = keys.filter((x) => x === k).length;
    return better + (equal + 1) / 2;
  });
}

/** Plays one game with a level per seat; answers each seat's place. */
function playGame(c: Case, levels: BotLevel[], seed: string): number[] {
  const { game } = c;
  let s = game.setup({ seats: c.seats, options: c.options, seed });
  for (let n = 0; game.toAct(s).length > 0; n++) {
    if (n > 100_000) throw new Error(`${c.label} ${seed}: too long`);
    const seat = game.toAct(s)[0] as number;
    const level = levels[seat] as BotLevel;
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const move: unknown = game.bot(s, seat, level);
    timesOf(times, game.id, level).push(performance.now() - t0);
    const cpu = process.cpuUsage(c0);
    timesOf(cpuTimes, game.id, level).push((cpu.user + cpu.system) / 1000);
    const r = game.play(s, seat, move);
    if (!r.ok) throw new Error(`${c.label} ${seed} ${level}: ${r.error.message}`);
    s = r.state;
  }
  return places(game, s, c.seats);
}

/** A team's place from one of its seats' places (winners share the first places). */
function teamPlace(place: number): number {
  return place <= 2 ? 1 : 2;
}

/** Mean and the half-width of its 95% interval (normal approximation). */
function meanCi(xs: readonly number[]): [number, number] {
  const n = xs.length;
  const mean = xs.reduce((a, b) => a + b, 0) / n;
  const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, n - 1);
  return [mean, 1.96 * Math.sqrt(variance / n)];
}

/** One pairing's games: level `a` in one seat (a team with `teams`), `b` in the rest. */
interface Pairing {
  c: Case;
  a: BotLevel;
  b: BotLevel;
  /** `a`'s results and `b`'s, one or more per game played so far. */
  resA: number[];
  resB: number[];
  played: number;
  /** Wall time spent on its games so far, ms (where a round's time goes). */
  ms: number;
}

/** Plays the next game of `p`, the first seat of `a` moving round the table from game to game. */
function playNext(p: Pairing): void {
  const { c, a, b } = p;
  const g = p.played;
  const levels: BotLevel[] = Array.from({ length: c.seats }, () => b);
  const aSeats = c.teams ? (c.teams[g % c.teams.length] as number[]) : [g % c.seats];
  for (const s of aSeats) levels[s] = a;
  const t0 = performance.now();
  const placed = playGame(c, levels, `bots-${c.label}-${a}-${b}-${g}`);
  p.ms += performance.now() - t0;
  p.played++;
  // Two seats: a win rate (1 a win, 0.5 a draw); more seats: places.
  const score = (place: number): number => (c.seats === 2 ? 2 - place : place);
  if (c.teams) {
    // A team shares its place: 1 for the winners, 2 for the others.
    const other = c.teams.find((t) => t !== aSeats)?.[0] ?? 1;
    p.resA.push(teamPlace(placed[aSeats[0] as number] as number));
    p.resB.push(teamPlace(placed[other] as number));
  } else {
    for (let s = 0; s < c.seats; s++)
      (levels[s] === a ? p.resA : p.resB).push(score(placed[s] as number));
  }
}

/**
 * Plays the pairings in rounds, one game of each a round, until each has played GAMES or the
 * next round would end past the budget (judged by the last round's time): every pairing plays
 * as many games as the others, and at least one. Answers the rounds played.
 */
function playRounds(pairings: Pairing[]): number {
  const start = performance.now();
  let told = start;
  let last = 0;
  let round = 0;
  for (; round < GAMES; round++) {
    const now = performance.now();
    if (round > 0 && now - start + last > BUDGET_MS) break;
    if (now - told >= 60_000) {
      told = now;
      console.error(`… ${((now - start) / 60_000).toFixed(0)} min, ${round} games per pairing`);
    }
    for (const p of pairings) playNext(p);
    last = performance.now() - now;
  }
  return round;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const lines: string[] = [];
const out = (line: string) => {
  lines.push(line);
  console.log(line);
};

const pairings: Pairing[] = cases
  .filter((c) => only.length === 0 || only.includes(c.game.id))
  .flatMap((c) =>
    (
      [
        ["strong", "normal"],
        ["normal", "easy"],
      ] as [BotLevel, BotLevel][]
    ).map(([a, b]) => ({ c, a, b, resA: [], resB: [], played: 0, ms: 0 })),
  );
const budget = Number.isFinite(BUDGET_MS) ? `, within ${BUDGET_MS / 60_000} minutes` : "";
out(
  `Computer levels, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}, up to ${GAMES} games per pairing${budget}`,
);
const rounds = playRounds(pairings);
for (const { c, a, b, resA, resB, played, ms } of pairings) {
  const games = `${played} games, ${(ms / 1000).toFixed(0)} s`;
  if (c.seats === 2) {
    const [m, ci] = meanCi(resA);
    out(`${c.label}: ${a} wins ${pct(m)} ± ${pct(ci)} against ${b} (${games})`);
  } else {
    const [ma, ca] = meanCi(resA);
    const [mb, cb] = meanCi(resB);
    const who = c.teams ? "team" : "seat";
    out(
      `${c.label}: average place (1 best of ${c.teams ? 2 : c.seats}) ${a} ${who} ${ma.toFixed(2)} ± ${ca.toFixed(2)}, ${b} ${mb.toFixed(2)} ± ${cb.toFixed(2)} (${games})`,
    );
  }
}
if (rounds < GAMES)
  out(
    `The time allowed ${rounds} of the ${GAMES} games per pairing: the intervals say how far to trust each line (--long plays 500 of each, however long it takes).`,
  );

/** The value at quantile q of sorted numbers. */
function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}
out("");
out("Time per decision (ms), p50 / p99 / max over every call in the games above: wall time, then");
out("CPU time (the process's own; on a shared machine wall time also counts other work)");
for (const g of Object.values(games)) {
  for (const level of BOT_LEVELS) {
    const cells: string[] = [];
    for (const map of [times, cpuTimes]) {
      const t = [...(map.get(`${g.id} ${level}`) ?? [])].sort((x, y) => x - y);
      if (t.length === 0) continue;
      const f = (x: number) => x.toFixed(x < 1 ? 3 : 1);
      cells.push(`${f(quantile(t, 0.5))} / ${f(quantile(t, 0.99))} / ${f(t[t.length - 1] ?? 0)}`);
    }
    const n = times.get(`${g.id} ${level}`)?.length ?? 0;
    if (n > 0) out(`${g.title} ${level}: wall ${cells[0]}; cpu ${cells[1]} (${n} calls)`);
  }
}
