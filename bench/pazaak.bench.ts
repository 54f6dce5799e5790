/**
 * Pazaak benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/pazaak.bench.ts
 * Prints the harness's figures (bench/harness.ts), then lets vitest time single operations.
 */
import { bench, describe } from "vitest";
import { pazaak } from "../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../src/engine/games/pazaak/options";
import type { PazaakState } from "../src/engine/games/pazaak/types";
import { measure, randomGame } from "./harness";
import { benchMoment } from "./moment";

const setup = { seats: 2, options: DEFAULT_OPTIONS };
console.log(
  measure(pazaak, "2 players", setup, { random: 3000, views: 500, bots: 1000 }).join("\n"),
);

describe("pazaak", () => {
  let i = 0;
  bench("random full game", () => {
    randomGame(pazaak, setup, `b-${i++}`);
  });
  const mid = (() => {
    let s = pazaak.setup({ seats: 2, seed: "mid", options: DEFAULT_OPTIONS });
    for (const seat of [0, 1])
      s = (pazaak.play(s, seat, { type: "randomSideDeck" }) as { ok: true; state: PazaakState })
        .state;
    return s;
  })();
  benchMoment(
    pazaak,
    mid,
    mid.active,
    { type: "endTurn" },
    {
      play: "play(endTurn) in set 1",
      bot: "bot() in set 1",
    },
  );
});
