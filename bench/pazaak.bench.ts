/**
 * Pazaak benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/pazaak.bench.ts
 * Prints the harness's figures (bench/harness.ts), then lets vitest time single operations.
 */
import { bench, describe } from "vitest";
import { pazaak } from "../src/engine/games/pazaak";
import { DEFAULT_OPTIONS } from "../src/engine/games/pazaak/options";
import type { PazaakState } from "../src/engine/games/pazaak/types";
import { measure, randomGame } from "./harness";

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
  bench("play(endTurn) in set 1", () => {
    pazaak.play(mid, mid.active, { type: "endTurn" });
  });
  bench("bot() in set 1", () => {
    pazaak.bot(mid, mid.active);
  });
  bench("view() for a seat", () => {
    pazaak.view(mid, 0);
  });
});
