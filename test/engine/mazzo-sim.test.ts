/**
 * The strong Mazzo player's simulation (src/engine/games/mazzo/sim.ts) against the engine: in
 * positions of seeded games (every deck and option), its copy of the normal player chooses
 * exactly what bot.ts chooses, and each move it applies leaves the hands, loot, roles and step
 * the engine's `play` leaves (the blind draw of a failed Doubt aside, which has its own
 * generator).
 */
import { describe, expect, it } from "vitest";
import { BotRandom } from "../../src/engine/core/levels";
import { mazzo } from "../../src/engine/games/mazzo";
import { bot } from "../../src/engine/games/mazzo/bot";
import {
  apply,
  fromMove,
  normalMove,
  simDeck,
  toMove,
  type MSim,
} from "../../src/engine/games/mazzo/sim";
import type { CardId, MazzoOptions, MazzoState } from "../../src/engine/games/mazzo/types";
import { TestRng } from "./kit";

/** The simulation of a state, everything known (what each seat saw of the other by Doubts too). */
function simOf(s: MazzoState): MSim {
  const d = simDeck(s.options);
  const mask = (ids: readonly CardId[]) => ids.reduce((m, id) => m | (1 << d.index.get(id)!), 0);
  const knownBy: [number, number] = [0, 0];
  for (const e of s.events) {
    if (e.type !== "doubt") continue;
    knownBy[e.seat as 0 | 1] |= mask(e.revealedHand);
    knownBy[(1 - e.seat) as 0 | 1] |= mask([e.attackCard]);
  }
  const ix = (id: CardId | null) => (id === null ? -1 : d.index.get(id)!);
  return {
    d,
    o: s.options,
    hands: [mask(s.hands[0]), mask(s.hands[1])],
    loot: [mask(s.loot[0]), mask(s.loot[1])],
    discard: mask(s.discard),
    pile: s.drawPile.map((id) => d.index.get(id)!),
    attacker: s.attacker as 0 | 1,
    phase: s.phase,
    attack: ix(s.table.attack),
    k: s.table.ability === null ? -1 : d.abilities.indexOf(s.table.ability),
    defense: ix(s.table.defense),
    faceUp: s.table.defenseFaceUp,
    revealed: s.revealed ? mask(s.revealed) : 0,
    knownBy,
    winner: null,
    rnd: new BotRandom("test"),
  };
}

const variants: Partial<MazzoOptions>[] = [
  {},
  { deck: "M28" },
  { mazziereHasNoAbilities: true },
  { clashTie: "attacker", leftoverCards: "discard", lootTieBreak: "draw" },
  { deck: "M28", mazziereLostOnAttackCardEndsGame: true, clashTie: "eachKeepsOwn" },
];

describe("Mazzo simulation of the strong player", () => {
  it("chooses as bot.ts and moves as play() in positions of seeded games", () => {
    const rng = new TestRng("mazzo-sim");
    let compared = 0;
    for (let g = 0; g < 300; g++) {
      const options = variants[g % variants.length]!;
      let s = mazzo.setup({ seats: 2, options: options as MazzoOptions, seed: `sim-${g}` });
      while (mazzo.toAct(s).length > 0) {
        const seat = mazzo.toAct(s)[0]!;
        const sim = simOf(s);
        const expected = bot(s, seat);
        expect(toMove(sim.d, normalMove(sim)), `game ${g} turn ${s.turn}`).toEqual(expected);
        compared++;
        const move = rng.int(2) === 0 ? rng.pick(mazzo.legalMoves(s, seat)) : expected;
        const r = mazzo.play(s, seat, move);
        if (!r.ok) throw new Error(r.error.message);
        const blind = r.state.events.some(
          (e, i) => i >= s.events.length && e.type === "doubtResult" && e.blindCard !== null,
        );
        apply(sim, fromMove(sim.d, move));
        s = r.state;
        if (blind) continue;
        const after = simOf(s);
        expect([sim.hands, sim.loot, sim.phase, sim.attacker, sim.pile]).toEqual([
          after.hands,
          after.loot,
          s.phase,
          after.attacker,
          after.pile,
        ]);
        if (s.phase === "over") expect(sim.winner).toBe(s.winner);
      }
    }
    expect(compared).toBeGreaterThan(3000);
  });
});
