/**
 * Mattazza's computer levels in positions of random matches at every seat count (2–6): every
 * level's move is legal, none changes when a card hidden from the deciding seat changes (a card
 * of another hand or of the set-aside cards, swapped for one of the same suit so the play so far
 * stays possible; the set-aside order; the generator), and the levels really differ.
 */
import { mattazza } from "../../src/engine/games/mattazza";
import { followSuit } from "../../src/engine/games/mattazza/cards";
import type { CardId, MattazzaState } from "../../src/engine/games/mattazza/types";
import { copy, describeLevels, type Hidden, type TestRng } from "./levels-helpers";

/** Indices i in a, j in b of two cards of the same suit (trumps and the Matto count as suits). */
function alike(a: readonly CardId[], b: readonly CardId[], rng: TestRng): [number, number] | null {
  const pairs: [number, number][] = [];
  a.forEach((x, i) =>
    b.forEach((y, j) => {
      if (x !== y && followSuit(x) === followSuit(y)) pairs.push([i, j]);
    }),
  );
  return pairs.length > 0 ? rng.pick(pairs) : null;
}

/** Changes the seat cannot see. */
function hide(s: MattazzaState, seat: number, rng: TestRng): Hidden<MattazzaState>[] {
  const out: Hidden<MattazzaState>[] = [];
  const others = s.hands.map((_, i) => i).filter((i) => i !== seat && s.hands[i]!.length > 0);
  if (others.length > 0) {
    const q = rng.pick(others);
    const pair = alike(s.hands[q]!, s.setAside, rng);
    if (pair) {
      const m = copy(s);
      const [i, j] = pair;
      [m.hands[q]![i], m.setAside[j]] = [m.setAside[j]!, m.hands[q]![i]!];
      out.push({ name: `hand ${q} <-> set aside`, state: m });
    }
  }
  if (others.length >= 2) {
    const [q, r] = [others[0]!, others[others.length - 1]!];
    const pair = alike(s.hands[q]!, s.hands[r]!, rng);
    if (pair) {
      const m = copy(s);
      const [i, j] = pair;
      [m.hands[q]![i], m.hands[r]![j]] = [m.hands[r]![j]!, m.hands[q]![i]!];
      out.push({ name: `hand ${q} <-> hand ${r}`, state: m });
    }
  }
  const m = copy(s);
  m.setAside.reverse();
  m.rng = [1, 2, 3, 4];
  out.push({ name: "set-aside order and generator", state: m });
  return out;
}

describeLevels<MattazzaState>(mattazza, {
  count: 40,
  options: [{}, { simplifiedRanks: true, matchMode: "elimination" }],
  hide,
  minPositions: 200,
});
