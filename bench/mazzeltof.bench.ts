/**
 * MazzelTof benchmark. Run: npx vitest bench --config vitest.engine.config.ts --run bench/mazzeltof.bench.ts
 * Prints the harness's figures (bench/harness.ts) for 2 and 4 players, then lets vitest time
 * single operations.
 */
import { bench, describe } from "vitest";
import { mazzeltof } from "../src/engine/games/mazzeltof";
import { DEFAULT_OPTIONS } from "../src/engine/games/mazzeltof/options";
import type { MazzelTofState } from "../src/engine/games/mazzeltof/types";
import { measure, randomGame } from "./harness";
import { benchMoment } from "./moment";

const counts = { random: 1000, views: 200, bots: 300 };
console.log(
  [2, 4]
    .flatMap((seats) =>
      measure(mazzeltof, `${seats} players`, { seats, options: DEFAULT_OPTIONS }, counts),
    )
    .join("\n"),
);

describe("mazzeltof", () => {
  let i = 0;
  bench("random full game, 4 players", () => {
    randomGame(mazzeltof, { seats: 4, options: DEFAULT_OPTIONS }, `b-${i++}`);
  });
  const mid = (() => {
    let s = mazzeltof.setup({ seats: 4, seed: "mid", options: DEFAULT_OPTIONS });
    for (let k = 0; k < 40 && mazzeltof.toAct(s).length > 0; k++) {
      const seat = mazzeltof.toAct(s)[0]!;
      s = (mazzeltof.play(s, seat, mazzeltof.bot(s, seat)) as { ok: true; state: MazzelTofState })
        .state;
    }
    return s;
  })();
  const midSeat = mazzeltof.toAct(mid)[0] ?? 0;
  const midMove = mazzeltof.legalMoves(mid, midSeat).at(-1)!;
  benchMoment(mazzeltof, mid, midSeat, midMove, {
    play: "play() mid-game",
    bot: "bot() mid-game",
  });
  bench("legalMoves() mid-game", () => {
    mazzeltof.legalMoves(mid, midSeat);
  });
});
