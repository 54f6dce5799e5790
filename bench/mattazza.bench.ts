/**
 * Mattazza benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mattazza.bench.ts
 * Prints the harness's figures (bench/harness.ts) for whole matches of 4 players, then lets
 * vitest time single operations.
 */
import { bench, describe } from "vitest";
import { mattazza } from "../src/engine/games/mattazza";
import { DEFAULT_OPTIONS } from "../src/engine/games/mattazza/options";
import { measure, randomGame } from "./harness";
import { benchMoment } from "./moment";

const SEATS = 4;
const setup = { seats: SEATS, options: DEFAULT_OPTIONS };
console.log(
  measure(mattazza, `${SEATS} players, whole matches`, setup, {
    random: 200,
    views: 100,
    bots: 100,
  }).join("\n"),
);

describe("mattazza", () => {
  let i = 0;
  bench("random full match", () => {
    randomGame(mattazza, setup, `b-${i++}`);
  });
  const start = mattazza.setup({ seats: SEATS, seed: "mid", options: DEFAULT_OPTIONS });
  const first = mattazza.legalMoves(start, start.turn).find((m) => m.type === "play")!;
  benchMoment(mattazza, start, start.turn, first, {
    play: "play(first card)",
    bot: "bot() at the first lead",
  });
});
