/**
 * Mazzo benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mazzo.bench.ts
 * Prints the harness's figures (bench/harness.ts) for both decks, then lets vitest time single
 * operations.
 */
import { bench, describe } from "vitest";
import { mazzo } from "../src/engine/games/mazzo";
import { DEFAULT_OPTIONS } from "../src/engine/games/mazzo/options";
import { measure, randomGame } from "./harness";
import { benchMoment } from "./moment";

const counts = { random: 5000, views: 2000, bots: 2000 };
console.log(
  (["M16", "M28"] as const)
    .flatMap((deck) =>
      measure(mazzo, `deck ${deck}`, { seats: 2, options: { ...DEFAULT_OPTIONS, deck } }, counts),
    )
    .join("\n"),
);

describe("mazzo", () => {
  const setup = { seats: 2, options: DEFAULT_OPTIONS };
  let i = 0;
  bench("random full game (M16)", () => {
    randomGame(mazzo, setup, `b-${i++}`);
  });
  bench("random full game with every view after each move (M16)", () => {
    randomGame(mazzo, setup, `v-${i++}`, true);
  });
  const start = mazzo.setup({ seats: 2, seed: "mid", options: DEFAULT_OPTIONS });
  const firstMove = mazzo.legalMoves(start, start.attacker)[0]!;
  benchMoment(mazzo, start, start.attacker, firstMove, {
    play: "play(attack)",
    bot: "bot() to attack",
  });
});
