/**
 * The standing orders' figures behind `npm run bench:orders` (bundled and run by bench/run.mjs):
 * for every game and each of its order kinds, `--games N` (default 1,000; game ids after it run
 * only those) whole slow games of
 * the computer's normal players in which seat 0 gives that order (its default settings) at the
 * start, and gives it again at its next own move after one was cancelled (it reads the notice
 * when it next plays). Orders step exactly as in the room (`stepOrder`: a stop condition first,
 * then the move). Per kind it prints seat 0's turns per game, how many the order played, how
 * often it was cancelled, and the days it saves at one move a day: a turn played by the order
 * is one the player does not wait a day to make. Prints; asserts nothing.
 */
import * as v from "valibot";
import { games, stepOrder, type AnyGame, type AnyOrderKind } from "../src/engine";

const args = process.argv.slice(2);
// `--games N` or `--games=N`.
const at = args.findIndex((a) => a === "--games" || a.startsWith("--games="));
const given = at < 0 ? undefined : args[at]!.includes("=") ? args[at]!.split("=")[1] : args[at + 1];
const GAMES = Number(given ?? 1000);
if (!Number.isInteger(GAMES) || GAMES < 1) throw new Error(`--games ${given}: a whole number`);
const only = args.filter(
  (a, i) => !a.startsWith("--") && !(at >= 0 && i === at + 1 && !args[at]!.includes("=")),
);

/** One kind's totals over its games. */
interface Totals {
  turns: number;
  played: number;
  cancelled: number;
}

/** Plays one game with seat 0's order of `kind`; adds its counts to `t`. */
function playOne(game: AnyGame, kind: AnyOrderKind, seed: string, t: Totals): void {
  const seats = game.seats.default;
  let state: unknown = game.setup({ seats, options: v.parse(game.options, {}), seed });
  const config = v.parse(kind.config, {});
  let given = true;
  let seen: unknown = game.view(state, 0);
  for (let n = 0; n < 5000 && game.outcome(state) === null; n++) {
    let move: unknown = null;
    if (given) {
      const view = game.view(state, 0);
      const step = stepOrder(kind, config, seen, view);
      seen = view;
      if (step.cancelled !== null) {
        given = false;
        t.cancelled++;
      } else move = step.move;
    }
    const seat = game.toAct(state)[0]!;
    if (seat === 0) {
      t.turns++;
      if (move !== null) t.played++;
      else if (!given) {
        // Its player is at the table again: it reads why the order stopped and gives it anew.
        given = true;
        seen = game.view(state, 0);
      }
    }
    const r = game.play(state, seat, seat === 0 && move !== null ? move : game.bot(state, seat));
    if (!r.ok) throw new Error(`${game.id}: ${r.error.message}`);
    state = r.state;
  }
}

const rows: string[] = [];
const started = performance.now();
for (const game of Object.values(games)) {
  if (only.length > 0 && !only.includes(game.id)) continue;
  for (const kind of game.orders ?? []) {
    const t: Totals = { turns: 0, played: 0, cancelled: 0 };
    for (let g = 0; g < GAMES; g++) playOne(game, kind, `orders-${game.id}-${kind.kind}-${g}`, t);
    const per = (x: number) => (x / GAMES).toFixed(1);
    const share = t.turns === 0 ? 0 : (100 * t.played) / t.turns;
    rows.push(
      `| ${`${game.id} ${kind.kind}`.padEnd(24)} | ${per(t.turns).padStart(11)} | ` +
        `${per(t.played).padStart(12)} | ${share.toFixed(0).padStart(5)} % | ` +
        `${per(t.cancelled).padStart(13)} | ${per(t.played).padStart(14)} | ${String(t.played).padStart(16)} |`,
    );
    console.error(`measured ${game.id} ${kind.kind}`);
  }
}

console.log(
  `Standing orders, ${GAMES} games per order, the computer's normal players, seat 0 with the ` +
    `order (default settings), ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
);
console.log(
  "| order                    | turns/game  | played/game  | share   | cancels/game  | days saved/game | days saved (all) |",
);
console.log(
  "| ------------------------ | ----------- | ------------ | ------- | ------------- | --------------- | ---------------- |",
);
for (const r of rows) console.log(r);
