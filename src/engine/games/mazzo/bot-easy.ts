/**
 * The easy computer player: a beginner at the table. It reads only its own view and makes a
 * beginner's mistakes, never an absurd move: it attacks with a card it likes (any, on its best
 * ability) without thinking of what the opponent may hold, and plays the Mazziere as soon as it
 * holds it; it answers face up with the first card that has the ability, even one that will
 * lose, and says "I don't have it" only when that is true (it never bluffs); it doubts half
 * the denials at random, without weighing the risk; after a caught bluff it takes the first
 * two cards it sees.
 */
import type { Seat } from "../../core/game";
import { seatRandom } from "../../core/levels";
import { DECKS, has, isMazziere, value } from "./cards";
import { canAttack } from "./rules";
import type { CardDef, MazzoMove, MazzoState, MazzoView } from "./types";
import { view } from "./view";

/** How often the beginner doubts a denial. */
const DOUBT_RATE = 0.5;

/** The easy player's move for `seat`; call only when the seat is to act. */
export function easyBot(state: MazzoState, seat: Seat): MazzoMove {
  return easyDecide(view(state, seat));
}

/** The easy player's move from the seat's view alone. */
export function easyDecide(v: MazzoView): MazzoMove {
  const deck = DECKS[v.options.deck];
  const me = v.you === 1 ? 1 : 0;
  const hand = (v.seats[me].hand ?? []).map((id) => deck.byId.get(id) as CardDef);
  const noAb = v.options.mazziereHasNoAbilities;
  const top = (c: CardDef): number => Math.max(0, ...Object.values(c.abilities));
  switch (v.phase) {
    case "attack": {
      const rnd = seatRandom(v, "mazzo-easy");
      const mz = hand.find(isMazziere);
      const c = mz ?? rnd.pick(hand);
      let pick: MazzoMove | null = null;
      let best = -1;
      for (const k of deck.abilities) {
        if (!canAttack(c, k, hand.length, v.options)) continue;
        if (value(c, k) > best) {
          best = value(c, k);
          pick = { type: "attack", card: c.id, ability: k };
        }
      }
      // With mazziereHasNoAbilities the Mazziere leads only as the last card (C4).
      return pick ?? attackWithAny(hand, deck.abilities, v);
    }
    case "respond": {
      const k = v.table.ability as string;
      const holding = hand.filter((c) => has(c, k, noAb));
      if (holding.length > 0) {
        holding.sort(
          (a, b) => (isMazziere(b) ? 99 : value(b, k)) - (isMazziere(a) ? 99 : value(a, k)),
        );
        return { type: "faceUp", card: (holding[0] as CardDef).id };
      }
      const weakest = [...hand].sort((a, b) => top(a) - top(b))[0] as CardDef;
      return { type: "deny", card: weakest.id };
    }
    case "judge":
      return seatRandom(v, "mazzo-easy").chance(DOUBT_RATE)
        ? { type: "doubt" }
        : { type: "believe" };
    default: {
      const r = v.revealed ?? [];
      return { type: "take", cards: [r[0] as string, r[1] as string] };
    }
  }
}

/** The first legal attack of the hand (every hand has one: a character always has an ability). */
function attackWithAny(hand: CardDef[], abilities: readonly string[], v: MazzoView): MazzoMove {
  for (const c of hand) {
    for (const k of abilities) {
      if (canAttack(c, k, hand.length, v.options))
        return { type: "attack", card: c.id, ability: k };
    }
  }
  return { type: "attack", card: (hand[0] as CardDef).id, ability: abilities[0] as string };
}
