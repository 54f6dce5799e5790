/**
 * The strong Pazaak player's simulation (src/engine/games/pazaak/sim.ts) against the engine: in
 * positions of seeded matches (every option), its copy of the normal player takes the step
 * bot.ts takes, and each step it applies leaves the boards, totals, stands and hands `play`
 * leaves, until the set ends with the same result.
 */
import { describe, expect, it } from "vitest";
import { pazaak } from "../../src/engine/games/pazaak";
import { bot } from "../../src/engine/games/pazaak/bot";
import { applyStep, normalStep, type SimSet, type Step } from "../../src/engine/games/pazaak/sim";
import type { PazaakMove, PazaakOptions, PazaakState } from "../../src/engine/games/pazaak/types";
import { boardTotal } from "../../src/engine/games/pazaak/board";
import { TestRng } from "./kit";

/** The simulation of a state, the deck in its true order. */
function simOf(s: PazaakState): SimSet {
  const seat = (i: 0 | 1) => ({
    board: s.seats[i].board.map((c) => ({ ...c })),
    total: boardTotal(s.seats[i].board),
    hand: [...s.seats[i].hand],
    stood: s.seats[i].stood,
    tiebreak: s.seats[i].tiebreak,
  });
  return {
    seats: [seat(0), seat(1)],
    deck: [...s.deck],
    active: s.active as 0 | 1,
    sidePlayed: s.sidePlayed,
    options: s.options,
  };
}

function toMove(step: Step): PazaakMove {
  if (step.type !== "play") return { type: step.type };
  return step.value === undefined
    ? { type: "play", card: step.card }
    : { type: "play", card: step.card, value: step.value };
}

const variants: Partial<PazaakOptions>[] = [
  {},
  { nineCardRule: "win", flipScope: "both" },
  { flipDirection: "positiveOnly", doubleMode: "snapshot" },
];

describe("Pazaak simulation of the strong player", () => {
  it("steps as bot.ts and play() do in positions of seeded matches", () => {
    const rng = new TestRng("pazaak-sim");
    let compared = 0;
    for (let g = 0; g < 150; g++) {
      let s = pazaak.setup({
        seats: 2,
        options: variants[g % variants.length] as PazaakOptions,
        seed: `sim-${g}`,
      });
      while (pazaak.toAct(s).length > 0) {
        const seat = pazaak.toAct(s)[0]!;
        if (s.phase !== "playing") {
          s = (pazaak.play(s, seat, bot(s, seat)) as { ok: true; state: PazaakState }).state;
          continue;
        }
        const sim = simOf(s);
        const step = normalStep(sim, s.active as 0 | 1);
        const expected = bot(s, seat);
        expect(toMove(step), `game ${g}`).toEqual(expected);
        compared++;
        const move = rng.int(3) === 0 ? rng.pick(pazaak.legalMoves(s, seat)) : expected;
        const set = s.set;
        const ended = applyStep(sim, move as Step);
        s = (pazaak.play(s, seat, move) as { ok: true; state: PazaakState }).state;
        const end = s.events.find((e) => e.type === "setEnd" && e.set === set);
        if (end && end.type === "setEnd") {
          expect(ended).toBe(end.winner);
        } else {
          expect(ended).toBeUndefined();
          expect(sim.seats.map((x) => [x.total, x.stood, x.hand.length, x.board.length])).toEqual(
            s.seats.map((x) => [boardTotal(x.board), x.stood, x.hand.length, x.board.length]),
          );
          expect(sim.active).toBe(s.active);
        }
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
