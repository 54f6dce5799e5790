/**
 * Mattazza for the fuzzer: the 62 cards are in exactly one place (hands, trick, piles, the set
 * aside), hand sizes follow the tricks played, an eliminated seat holds nothing. Hidden from a
 * reader: every other hand, the set-aside cards, the generator.
 */
import { mattazza } from "../../../src/engine/games/mattazza";
import { PACK } from "../../../src/engine/games/mattazza/cards";
import type { MattazzaState } from "../../../src/engine/games/mattazza/types";
import { check, fuzzSpec, sortedJson, swap, type Perturbation } from "../spec";

const SORTED = sortedJson(PACK);

/** Mattazza's fuzz spec. */
export const mattazzaSpec = fuzzSpec(mattazza, {
  maxMoves: 20_000,
  shortPass: 2,
  fixtureMoves: 45,
  invariants(s) {
    const all = [
      ...s.hands.flat(),
      ...s.piles.flat(),
      ...s.trick.map((p) => p.card),
      ...s.setAside,
    ];
    check(sortedJson(all) === SORTED, "the 62 cards are conserved", all.length);
    if (s.phase === "over") return;
    const players = s.inMatch.filter(Boolean).length;
    check(s.setAside.length === 62 - 10 * players, "the set-aside size");
    for (let seat = 0; seat < s.seatCount; seat++) {
      const held = s.hands[seat]!.length;
      if (!s.inMatch[seat]) {
        check(held === 0, "an eliminated seat holds no cards");
        continue;
      }
      const inTrick = s.trick.some((p) => p.seat === seat) ? 1 : 0;
      check(held === 10 - s.tricksPlayed - inTrick, "hand sizes follow the tricks", { seat, held });
    }
    check(s.inMatch[s.turn] === true, "the seat to play is in the match");
  },
  hidden(s, reader, rng) {
    const out: Perturbation<MattazzaState>[] = [];
    const others = s.hands.map((_, i) => i).filter((i) => i !== reader && s.hands[i]!.length > 0);
    const n = s.setAside.length;
    for (const o of others) {
      const i = rng.int(s.hands[o]!.length);
      if (n > 0) {
        const j = rng.int(n);
        out.push({
          what: `seat ${o}'s hand card for a set-aside card`,
          apply: (c) => swap(c.hands[o]!, i, c.setAside, j),
        });
      }
      const p = others.find((x) => x !== o);
      if (p !== undefined) {
        const j = rng.int(s.hands[p]!.length);
        out.push({
          what: `a card of seat ${o}'s hand for one of seat ${p}'s`,
          apply: (c) => swap(c.hands[o]!, i, c.hands[p]!, j),
        });
      }
    }
    return out;
  },
});
