/**
 * The MazzelTof bot: its choices in typical positions (tens, wilds kept until they unblock, open
 * cards first, pass cards the partner can use), its speed, and its strength: over 500 seeded
 * 4-player games, two bots beat two uniform-random players at least 70% of the time.
 * (That it never peeks is proved in mazzeltof-secrecy.)
 */
import { describe, expect, it } from "vitest";
import { mazzeltof } from "../../src/engine/games/mazzeltof";
import type { MazzelTofState } from "../../src/engine/games/mazzeltof/types";
import { makeState, must } from "./mazzeltof-helpers";
import { TestRng } from "./kit";

describe("MazzelTof bot: choices", () => {
  it("plays a 10 before other fitting cards (the next opponent misses a turn)", () => {
    const s = makeState({
      piles: [["r-9D"], ["r-5D"], ["b-4S"]],
      positions: [{ hand: ["r-6S", "r-10H", "r-5C"] }, {}, {}, {}],
    });
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "play", card: "r-10H", slot: "red" });
  });

  it("plays a wild as a 10 onto a 9 when no natural 10 is there", () => {
    const s = makeState({
      piles: [["r-9D"], ["r-5D"], ["b-4S"]],
      positions: [{ hand: ["r-2H", "r-KC", "r-3C"] }, {}, {}, {}],
    });
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "play", card: "r-2H", slot: "red" });
  });

  it("keeps its wilds when they unblock nothing, and does not pass them", () => {
    const s = makeState({
      piles: [["r-8D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-X1", "r-2H", "r-KC", "r-QS"] }, {}, {}, {}],
    });
    const m = mazzeltof.bot(s, 0);
    expect(m.type).toBe("pass");
    expect(["r-KC", "r-QS"]).toContain((m as { card: string }).card);
  });

  it("uses a wild to unblock a run, then plays the run", () => {
    let s = makeState({
      piles: [["r-7D"], ["r-QD"], ["b-QS"]],
      positions: [{ hand: ["r-2H", "r-9D", "r-4C"] }, {}, {}, {}],
    });
    const first = mazzeltof.bot(s, 0);
    expect(first).toEqual({ type: "play", card: "r-2H", slot: "red" });
    s = must(s, 0, first);
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "play", card: "r-9D", slot: "red" });
  });

  it("uses its own open cards before hand cards", () => {
    const s = makeState({
      piles: [["r-8D"], ["r-QD"], ["b-QS"]],
      positions: [{ hand: ["r-9D", "r-4C"], open: ["r-9H"] }, {}, {}, {}],
    });
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "play", card: "r-9H", slot: "red" });
  });

  it("passes the card its partner can use soonest; as a penalty card the least useful one", () => {
    const hand = ["r-KS", "r-JD", "r-X1"] as const;
    const s = makeState({
      piles: [["r-8D"], ["r-5D"], ["b-4S"]],
      positions: [{ hand: [...hand] }, {}, {}, {}],
    });
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "pass", card: "r-JD" });
    const full = makeState({
      piles: [["r-8D"], ["r-5D"], ["b-4S"]],
      positions: [{ hand: [...hand], open: ["r-3C", "r-3D", "r-3H", "r-3S", "r-4D"] }, {}, {}, {}],
    });
    expect(mazzeltof.bot(full, 0)).toEqual({ type: "pass", card: "r-KS" });
  });

  it("in the ENDGAME plays the face-up draw-pile top first", () => {
    const s = makeState({
      piles: [["r-8D"], ["r-7D"], ["b-4S"]],
      positions: [{ hand: ["r-9D"] }, {}, {}, {}],
      teams: [{ phase: "endgame", top: ["r-8S", "r-3C"], size: 4 }, {}],
    });
    expect(mazzeltof.bot(s, 0)).toEqual({ type: "play", card: "r-8S", slot: "mix" });
  });

  it("cancels the pawn with a hand joker, and then plays the joker; draws five on an empty hand", () => {
    let s = makeState({
      active: 1,
      phase: "skipDecision",
      positions: [{}, { hand: ["b-X1", "b-KC"], mustSkip: true }, {}, {}],
    });
    expect(mazzeltof.bot(s, 1)).toEqual({ type: "cancelSkip" });
    s = must(s, 1, { type: "cancelSkip" });
    for (let i = 0; i < 10 && s.turn.jokerDue; i++) s = must(s, 1, mazzeltof.bot(s, 1));
    expect(s.turn.jokerDue).toBe(false);
    const empty = makeState({ positions: [{}, {}, {}, {}] });
    expect(mazzeltof.bot(empty, 0)).toEqual({ type: "drawFive" });
  });
});

/** Plays one game: bots for `botTeam`, uniform random for the other; times every bot call. */
function duel(
  seats: number,
  seed: string,
  botTeam: 0 | 1,
  rng: TestRng,
  times: number[],
): MazzelTofState {
  let s = mazzeltof.setup({
    seats,
    seed,
    options: { twoPlayerDrawFive: 5, partnerSeesHand: false },
  });
  while (mazzeltof.toAct(s).length > 0) {
    const [seat] = mazzeltof.toAct(s) as [number];
    let move;
    if (s.active % 2 === botTeam) {
      const t0 = performance.now();
      move = mazzeltof.bot(s, seat);
      times.push(performance.now() - t0);
    } else move = rng.pick(mazzeltof.legalMoves(s, seat));
    const r = mazzeltof.play(s, seat, move);
    if (!r.ok) throw new Error(`${JSON.stringify(move)}: ${r.error.message}`);
    s = r.state;
  }
  return s;
}

describe("MazzelTof bot: strength and speed", () => {
  it("two bots beat two uniform-random players in at least 70% of 500 seeded 4-player games; p99 well under 2 ms", () => {
    const rng = new TestRng("bot-4p");
    const times: number[] = [];
    let wins = 0;
    const games = 500;
    for (let g = 0; g < games; g++) {
      const botTeam = (g % 2) as 0 | 1;
      if (duel(4, `bot4-${g}`, botTeam, rng, times).winner === botTeam) wins++;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)]!;
    const p99 = times[Math.floor(times.length * 0.99)]!;
    console.log(
      `bot (4 players, 2 bots vs 2 random): won ${wins}/${games} = ${((wins / games) * 100).toFixed(1)}%; ` +
        `bot() p50 ${(p50 * 1000).toFixed(0)} µs, p99 ${(p99 * 1000).toFixed(0)} µs over ${times.length} calls`,
    );
    expect(wins / games).toBeGreaterThanOrEqual(0.7);
    expect(p99).toBeLessThan(2);
  });

  it("a bot beats a uniform-random player in at least 70% of 200 seeded 2-player games", () => {
    const rng = new TestRng("bot-2p");
    let wins = 0;
    for (let g = 0; g < 200; g++) {
      const botTeam = (g % 2) as 0 | 1;
      if (duel(2, `bot2-${g}`, botTeam, rng, []).winner === botTeam) wins++;
    }
    console.log(
      `bot (2 players, bot vs random): won ${wins}/200 = ${((wins / 200) * 100).toFixed(1)}%`,
    );
    expect(wins / 200).toBeGreaterThanOrEqual(0.7);
  });
});
