/**
 * The strong Mattazza player's simulation (src/engine/games/mattazza/sim.ts) against the
 * engine: its scores equal scoring.ts's for random piles and tricks under every scoring
 * option; in positions of seeded matches (2 to 6 seats) its copy of the normal player chooses
 * the card and the gift bot.ts chooses; and a hand played out in it ends with the scores and
 * losers the engine's own play of the same hand logs.
 */
import { describe, expect, it } from "vitest";
import { mattazza } from "../../src/engine/games/mattazza";
import { bot } from "../../src/engine/games/mattazza/bot";
import { PACK } from "../../src/engine/games/mattazza/cards";
import { DEFAULT_OPTIONS } from "../../src/engine/games/mattazza/options";
import { scorePile, trickCombos } from "../../src/engine/games/mattazza/scoring";
import {
  IX,
  normalCard,
  normalGift,
  pileScore,
  playOut,
  simOf,
  trickBonus,
} from "../../src/engine/games/mattazza/sim";
import type { MattazzaOptions, MattazzaState } from "../../src/engine/games/mattazza/types";
import { view } from "../../src/engine/games/mattazza/view";
import { TestRng } from "./kit";

const variants: MattazzaOptions[] = [
  DEFAULT_OPTIONS,
  { ...DEFAULT_OPTIONS, simplifiedRanks: true, cardCounting: "pairs", maxWildsSuitSequence: 1 },
  { ...DEFAULT_OPTIONS, moorsInGrande: false, lastTrickBonus: false, inTrickBonus: false },
];

/** The simulation of a state, every hand known. */
function simOfState(s: MattazzaState) {
  const v = view(s, null);
  return simOf({ ...v, o: s.options, turn: s.turn }, s.hands);
}

describe("Mattazza simulation of the strong player", () => {
  it("scores piles and tricks as scoring.ts does", () => {
    const rng = new TestRng("mattazza-score");
    for (let i = 0; i < 3000; i++) {
      const o = variants[i % variants.length]!;
      const cards = PACK.filter(() => rng.int(3) === 0);
      const tricks = rng.int(11);
      const bonus = rng.int(30);
      const last = rng.int(2) === 0;
      const ix = cards.map((c) => IX.get(c)!);
      expect(pileScore(ix, tricks, bonus, last, o)).toBe(
        scorePile(0, cards, tricks, bonus, last, o).total,
      );
      const trick = cards.slice(0, 2 + rng.int(5));
      expect(
        trickBonus(
          trick.map((c) => IX.get(c)!),
          o,
        ),
      ).toBe(trickCombos(trick, o).reduce((a, c) => a + c.points, 0));
    }
  });

  it("chooses as bot.ts, and plays a hand out as the engine does", () => {
    const rng = new TestRng("mattazza-sim");
    let compared = 0;
    let hands = 0;
    for (let g = 0; g < 25; g++) {
      const seats = 2 + (g % 5);
      let s = mattazza.setup({ seats, options: variants[g % variants.length]!, seed: `sim-${g}` });
      for (let i = 0; i < 400 && mattazza.toAct(s).length > 0; i++) {
        const seat = mattazza.toAct(s)[0]!;
        const sim = simOfState(s);
        const expected = bot(s, seat);
        const card = s.phase === "give" ? normalGift(sim, seat) : normalCard(sim, seat);
        expect(PACK[card], `game ${g} move ${i}`).toBe((expected as { card: string }).card);
        compared++;
        if (s.phase === "play" && s.trick.length === 0 && s.tricksPlayed === 0) {
          // The whole hand with the normal player everywhere: the engine's result.
          const end = playOut(simOfState(s));
          let t = s;
          while (t.phase !== "over" && t.hand === s.hand) {
            const who = mattazza.toAct(t)[0]!;
            const r = mattazza.play(t, who, bot(t, who));
            if (!r.ok) throw new Error(r.error.message);
            t = r.state;
          }
          const logged = t.events.find((e) => e.type === "handEnd" && e.hand === s.hand);
          if (logged && logged.type === "handEnd") {
            for (const x of logged.scores) {
              expect(end.scores[x.seat]).toBe(x.total);
              expect(end.losers[x.seat]).toBe(logged.losers.includes(x.seat));
            }
            hands++;
          }
        }
        const move = rng.int(3) === 0 ? rng.pick(mattazza.legalMoves(s, seat)) : expected;
        const r = mattazza.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
    }
    expect(compared).toBeGreaterThan(5000);
    expect(hands).toBeGreaterThan(25);
  });
});
