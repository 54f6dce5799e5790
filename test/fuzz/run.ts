/**
 * Runs fuzz cases over the registered games and reports per game type: cases (games), moves,
 * bad moves offered, hidden changes compared, and the first failure with what reproduces it.
 */
import { games } from "../../src/engine";
import { FuzzFailure, fuzzCase, type Repro } from "./harness";
import type { FuzzSpec } from "./spec";
import { specOf } from "./specs";

/** The totals of one game type. */
export interface GameReport {
  game: string;
  games: number;
  moves: number;
  bad: number;
  hidden: number;
  optionsRefused: number;
  /** The first failure, if any (the game type stops there). */
  failure: { message: string; repro: Repro } | null;
}

/** The case seed of game `i` of a type in a run: all a case does follows from it. */
export function caseSeed(seed: string, game: string, i: number): string {
  return `${seed}/${game}/${i}`;
}

/** Runs `count` cases of each game (or of `only`), seeded from `seed`. */
export function runFuzz(opts: {
  count: number;
  seed: string;
  only?: readonly string[];
}): GameReport[] {
  const ids = opts.only?.length ? opts.only : Object.keys(games);
  return ids.map((id) => {
    const spec = specOf(id);
    const report = emptyReport(id);
    for (let i = 0; i < opts.count && !report.failure; i++)
      addCase(report, spec, caseSeed(opts.seed, id, i));
    return report;
  });
}

/** Runs one case by its case seed (what a failure prints), for `--case`. */
export function runCase(game: string, seed: string): GameReport {
  const report = emptyReport(game);
  addCase(report, specOf(game), seed);
  return report;
}

/** A game's report before any case. */
function emptyReport(game: string): GameReport {
  return { game, games: 0, moves: 0, bad: 0, hidden: 0, optionsRefused: 0, failure: null };
}

/** Runs one case into `report`: its counts, or the failure that stops the game's cases. */
function addCase(report: GameReport, spec: FuzzSpec, seed: string): void {
  try {
    const s = fuzzCase(spec, seed);
    report.games++;
    report.moves += s.moves;
    report.bad += s.bad;
    report.hidden += s.hidden;
    report.optionsRefused += s.optionsRefused;
  } catch (err) {
    if (!(err instanceof FuzzFailure)) throw err;
    report.failure = { message: err.message, repro: err.repro };
  }
}

/** The report as text: one line per game type, then each failure with its repro. */
export function formatReport(reports: readonly GameReport[]): string {
  const lines = ["game         games     moves  bad moves  hidden changes"];
  for (const r of reports) {
    lines.push(
      `${r.game.padEnd(10)} ${String(r.games).padStart(7)} ${String(r.moves).padStart(9)} ${String(r.bad).padStart(10)} ${String(r.hidden).padStart(15)}` +
        (r.optionsRefused ? `  (${r.optionsRefused} option sets refused)` : ""),
    );
  }
  const total = reports.reduce((n, r) => n + r.moves, 0);
  lines.push(`total moves: ${total}`);
  for (const r of reports) {
    if (!r.failure) continue;
    const { repro } = r.failure;
    lines.push(
      "",
      `FAILED ${r.failure.message}`,
      `  case seed: ${repro.caseSeed} (${repro.seats} seats, options ${JSON.stringify(repro.options)})`,
      `  moves before the failing step (${repro.moves.length}): ${JSON.stringify(repro.moves)}`,
      `  reproduce: npm run fuzz -- --game ${repro.game} --case '${repro.caseSeed}'`,
    );
  }
  return lines.join("\n");
}
