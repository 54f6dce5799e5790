/**
 * Mazzo's computer levels in positions of random games (both decks, the options): every level's
 * move is legal, none changes when a card hidden from the deciding seat changes (the opponent's
 * hand, its face-down card, the draw pile's order, the generator), and the levels really differ.
 */
import { mazzo } from "../../src/engine/games/mazzo";
import { DECKS, has } from "../../src/engine/games/mazzo/cards";
import type { CardId, MazzoState } from "../../src/engine/games/mazzo/types";
import { copy, describeLevels, reseeded, type Hidden, type TestRng } from "./levels-helpers";

/** Changes the seat cannot see (cards a Doubt showed it are left where they are). */
function hide(s: MazzoState, seat: number, rng: TestRng): Hidden<MazzoState>[] {
  const out: Hidden<MazzoState>[] = [];
  const q = (1 - seat) as 0 | 1;
  const deck = DECKS[s.options.deck];
  const known = new Set<CardId>();
  for (const e of s.events)
    if (e.type === "doubt") (known.add(e.attackCard), e.revealedHand.forEach((c) => known.add(c)));
  const sort = (h: CardId[]) => h.sort((a, b) => deck.order.get(a)! - deck.order.get(b)!);
  const free = (ids: readonly CardId[]) =>
    ids.map((c, i) => [c, i] as const).filter(([c]) => !known.has(c));
  const hand = free(s.hands[q]);
  const pile = free(s.drawPile);
  if (s.revealed === null && hand.length > 0 && pile.length > 0) {
    const [, i] = rng.pick(hand);
    const [, j] = rng.pick(pile);
    const m = copy(s);
    [m.hands[q][i], m.drawPile[j]] = [m.drawPile[j]!, m.hands[q][i]!];
    sort(m.hands[q]);
    out.push({ name: "opponent's hand <-> pile", state: m });
  }
  if (s.drawPile.length >= 2) {
    const m = copy(s);
    m.drawPile.reverse();
    out.push({ name: "pile order", state: m });
  }
  // The opponent's face-down card: an attack card keeps the declared ability (A1).
  const t = s.table;
  const down = s.attacker === q ? t.attack : !t.defenseFaceUp ? t.defense : null;
  if (down !== null && !known.has(down)) {
    const k = t.ability!;
    const fits = (c: CardId) =>
      s.attacker !== q || has(deck.byId.get(c)!, k, s.options.mazziereHasNoAbilities);
    const j = s.drawPile.findIndex((c) => !known.has(c) && fits(c));
    if (j >= 0) {
      const m = copy(s);
      const other = m.drawPile[j]!;
      m.drawPile[j] = down;
      if (s.attacker === q) m.table.attack = other;
      else m.table.defense = other;
      out.push({ name: "opponent's face-down card", state: m });
    }
  }
  out.push(reseeded(s));
  return out;
}

describeLevels<MazzoState>(mazzo, {
  count: 200,
  options: [{}, { deck: "M28" }, { mazziereHasNoAbilities: true, clashTie: "attacker" }],
  hide,
});
