/**
 * Pazaak's computer levels in positions of random games: every level's move is legal, none
 * changes when a card hidden from the deciding seat changes (the opponent's hand and side deck,
 * the table deck's order, the generator), and easy, normal and strong really choose differently.
 */
import { pazaak } from "../../src/engine/games/pazaak";
import { PRESET_DECKS } from "../../src/engine/games/pazaak/presets";
import type { PazaakState, SideCardId } from "../../src/engine/games/pazaak/types";
import { copy, describeLevels, reseeded, type Hidden, type TestRng } from "./levels-helpers";

/** Changes the seat cannot see. */
function hide(s: PazaakState, seat: number, rng: TestRng): Hidden<PazaakState>[] {
  const out: Hidden<PazaakState>[] = [];
  const q = (1 - seat) as 0 | 1;
  const opp = s.seats[q];
  if (opp.sideDeck && opp.hand.length > 0) {
    // A hand card for one of the side deck's cards that were not dealt.
    const rest = [...opp.sideDeck];
    for (const c of opp.hand) rest.splice(rest.indexOf(c), 1);
    const other = rest.find((c) => !opp.hand.includes(c));
    if (other) {
      const m = copy(s);
      m.seats[q].hand[rng.int(opp.hand.length)] = other;
      out.push({ name: "opponent's hand", state: m });
    }
  }
  if (s.phase === "sideDeck" && opp.sideDeck) {
    const m = copy(s);
    m.seats[q].sideDeck = [...(PRESET_DECKS.classic as SideCardId[])];
    out.push({ name: "opponent's side deck", state: m });
  }
  const i = s.deck.findIndex((c) => c !== s.deck[s.deck.length - 1]);
  if (i >= 0) {
    const m = copy(s);
    const top = m.deck.length - 1;
    [m.deck[i], m.deck[top]] = [m.deck[top]!, m.deck[i]!];
    out.push({ name: "table deck order", state: m });
  }
  // The generator too, once the side decks are chosen: before that the normal player varies its
  // deck between matches by the generator's next number (bot.ts sideDeckFor; the test of the
  // computer's side deck asserts the variety), a number no card decides.
  if (s.phase !== "sideDeck") out.push(reseeded(s));
  return out;
}

describeLevels<PazaakState>(pazaak, {
  count: 200,
  options: [{}, { nineCardRule: "win", flipScope: "both" }, { tableDeckPolicy: "continuous" }],
  hide,
});
