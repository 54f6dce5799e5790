/**
 * The heuristic players of spec §8 (the balance check), for the worked-example tests: the
 * attacker leads its highest value and keeps the Mazziere back; the defender answers face up
 * with its best matching card, but denies in 25 % of those cases, and otherwise denies with its
 * weakest card; the attacker doubts 35 % of denials and takes the two strongest cards.
 * They read the full state (they are a test instrument, not a player).
 */
import { DECKS, has, value } from "../../src/engine/games/mazzo/cards";
import type { CardDef, MazzoMove, MazzoState } from "../../src/engine/games/mazzo/types";
import type { Policy } from "./mazzo-helpers";
import type { TestRng } from "./kit";

function strength(c: CardDef): number {
  return c.mazziere ? 100 : Math.max(...Object.values(c.abilities));
}

/** The §8 heuristic policy, drawing its chances from `rng`. */
export function heuristicPolicy(rng: TestRng): Policy {
  return (s: MazzoState, seat: number): MazzoMove => {
    const deck = DECKS[s.options.deck];
    const noAb = s.options.mazziereHasNoAbilities;
    const hand = s.hands[seat as 0 | 1].map((id) => deck.byId.get(id)!);
    const weakest = [...hand].sort((a, b) => strength(a) - strength(b))[0]!;
    switch (s.phase) {
      case "attack": {
        let best: MazzoMove | null = null;
        let bestValue = -1;
        for (const c of hand) {
          if (c.mazziere) continue;
          for (const [k, x] of Object.entries(c.abilities)) {
            if (x > bestValue) {
              bestValue = x;
              best = { type: "attack", card: c.id, ability: k };
            }
          }
        }
        return best ?? { type: "attack", card: "MZ", ability: deck.abilities[0]! };
      }
      case "respond": {
        const k = s.table.ability!;
        const matching = hand
          .filter((c) => has(c, k, noAb))
          .sort((a, b) => (b.mazziere ? 99 : value(b, k)) - (a.mazziere ? 99 : value(a, k)));
        if (matching.length > 0 && rng.int(100) >= 25)
          return { type: "faceUp", card: matching[0]!.id };
        return { type: "deny", card: weakest.id };
      }
      case "judge":
        return rng.int(100) < 35 ? { type: "doubt" } : { type: "believe" };
      default: {
        const r = (s.revealed ?? []).map((id) => deck.byId.get(id)!);
        r.sort((a, b) => strength(b) - strength(a));
        return { type: "take", cards: [r[0]!.id, r[1]!.id] };
      }
    }
  };
}
