/**
 * Mazzo for the fuzzer: every card of the chosen deck is in exactly one place (hands, loot,
 * pile, discard, table); hands hold at most three; a game lasts at most ⌊deck/2⌋ turns.
 * Hidden from a reader: the other hand (unless revealed to take), the pile order, the generator.
 */
import { mazzo } from "../../../src/engine/games/mazzo";
import { DECKS } from "../../../src/engine/games/mazzo/cards";
import type { MazzoMove, MazzoState } from "../../../src/engine/games/mazzo/types";
import { check, fuzzSpec, sortedJson, swap, type Perturbation } from "../spec";

const SORTED: Record<string, string> = {
  M16: sortedJson(DECKS.M16.cards.map((c) => c.id)),
  M28: sortedJson(DECKS.M28.cards.map((c) => c.id)),
};

/** Mazzo's fuzz spec. */
export const mazzoSpec = fuzzSpec(mazzo, {
  maxMoves: 200,
  shortPass: 30,
  fixtureMoves: 9,
  invariants(s) {
    const t = s.table;
    const all = [
      ...s.hands.flat(),
      ...s.loot.flat(),
      ...s.drawPile,
      ...s.discard,
      ...(t.attack ? [t.attack] : []),
      ...(t.defense ? [t.defense] : []),
    ];
    check(sortedJson(all) === SORTED[s.options.deck], "the deck's cards are conserved");
    check(s.turn <= Math.floor(DECKS[s.options.deck].cards.length / 2), "at most ⌊deck/2⌋ turns");
    check(
      s.hands.every((h) => h.length <= 3),
      "hands hold at most 3 cards",
    );
    if (s.phase === "attack")
      check(t.attack === null && t.defense === null, "an empty table to attack");
    check((s.phase === "over") === (s.winner !== null || s.endReason !== null), "over iff ended");
    check(s.events.length <= 200, "at most 200 events");
  },
  hidden(s, reader, rng) {
    const out: Perturbation<MazzoState>[] = [];
    const n = s.drawPile.length;
    if (n > 1) {
      const i = rng.int(n);
      const j = rng.int(n);
      out.push({
        what: "the pile order",
        apply: (c) => swap(c.drawPile, i, c.drawPile, j),
      });
    }
    if (s.revealed !== null) return out;
    for (const o of [0, 1] as const) {
      if (o === reader || s.hands[o].length === 0 || n === 0) continue;
      const i = rng.int(s.hands[o].length);
      const j = rng.int(n);
      out.push({
        what: `seat ${o}'s hand card for a pile card`,
        apply: (c) => swap(c.hands[o], i, c.drawPile, j),
      });
    }
    return out;
  },
  // `play` takes the two cards in either order (rules.ts); legalMoves lists deck order.
  normalize: (m) => {
    const move = m as MazzoMove;
    return move.type === "take" ? { ...move, cards: [...move.cards].sort() } : move;
  },
});
