/**
 * Where the authority's time goes, per game: recorded random games replayed with play() only,
 * with play() and every reader's view encoded at once (encodeViews), and the encoding alone
 * over the states kept from a replay. CPU µs per move, median of the rounds. For profiling
 * (`node bench/run.mjs bench/authority-parts.ts --cpu-prof`); asserts nothing. The encoding
 * alone is cheaper than the authority minus play(): the states' logs are met a second time.
 * Environment: PARTS_ONLY=pazaak|M16|M28|mattazza4|mazzeltof2|mazzeltof4 (a comma list), PARTS_GAMES
 * (default 300; the trick games play a fifth as many: their games are longer), PARTS_ROUNDS (default 7),
 * PARTS_AUTH_ONLY=1 (only the authority, rounds of it: for a profile of that alone).
 */
import * as v from "valibot";
import { encodeViews, games, type AnyGame } from "../src/engine";
import { record, type Recording } from "./harness";

const cases: {
  game: AnyGame;
  label: string;
  options: Record<string, unknown>;
  seats: number;
  share: number;
}[] = [
  { game: games.pazaak!, label: "pazaak", options: {}, seats: 2, share: 1 },
  { game: games.mazzo!, label: "M16", options: { deck: "M16" }, seats: 2, share: 1 },
  { game: games.mazzo!, label: "M28", options: { deck: "M28" }, seats: 2, share: 1 },
  { game: games.mattazza!, label: "mattazza4", options: {}, seats: 4, share: 0.05 },
  { game: games.mazzeltof!, label: "mazzeltof2", options: {}, seats: 2, share: 0.2 },
  { game: games.mazzeltof!, label: "mazzeltof4", options: {}, seats: 4, share: 0.2 },
];
// Every other registered game, at its default seats and options.
for (const game of Object.values(games))
  if (!cases.some((c) => c.game === game))
    cases.push({ game, label: game.id, options: {}, seats: game.seats.default, share: 1 });
const only = process.env.PARTS_ONLY?.split(",");
const n = Number(process.env.PARTS_GAMES ?? 300);
const rounds = Number(process.env.PARTS_ROUNDS ?? 7);

function cpu(f: () => number): number {
  const c0 = process.cpuUsage();
  const moves = f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / moves;
}
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

for (const c of cases) {
  if (only && !only.includes(c.label)) continue;
  const setup = { seats: c.seats, options: v.parse(c.game.options, c.options) };
  const readers = [...Array.from({ length: c.seats }, (_, i) => i), null];
  const recs: Recording[] = [];
  const count = Math.max(1, Math.round(n * c.share));
  for (let i = 0; i < count; i++) recs.push(record(c.game, setup, `${c.label}-${i}`));
  const states: unknown[] = [];
  const run = (encode: boolean, keep: boolean) => () => {
    let moves = 0;
    for (const g of recs) {
      let s = c.game.setup({ ...setup, seed: g.seed });
      for (const { seat, move } of g.steps) {
        const r = c.game.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
        if (keep) states.push(s);
        if (encode) encodeViews(c.game, s, readers);
        moves++;
      }
    }
    return moves;
  };
  run(true, true)();
  if (process.env.PARTS_AUTH_ONLY) {
    for (let r = 0; r < rounds; r++) run(true, false)();
    continue;
  }
  const encodeOnly = () => {
    for (const s of states) encodeViews(c.game, s, readers);
    return states.length;
  };
  const p: number[] = [];
  const a: number[] = [];
  const e: number[] = [];
  for (let r = 0; r < rounds; r++) {
    p.push(cpu(run(false, false)));
    a.push(cpu(run(true, false)));
    e.push(cpu(encodeOnly));
  }
  console.log(
    `${c.label}: play ${med(p).toFixed(2)} µs, authority ${med(a).toFixed(2)} µs, encode alone (kept states) ${med(e).toFixed(2)} µs, ${states.length} moves`,
  );
}
