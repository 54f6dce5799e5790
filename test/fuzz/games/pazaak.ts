/**
 * Pazaak for the fuzzer: the 40 table cards are always in the deck, the discard or on a board;
 * a hand comes from its side deck and, with the side cards on the board, never exceeds four.
 * Hidden from a reader: the other seat's hand and side deck, the deck order, the generator.
 */
import { pazaak } from "../../../src/engine/games/pazaak";
import { SIDE_CARD_IDS, TABLE_DECK } from "../../../src/engine/games/pazaak/cards";
import type { PazaakState } from "../../../src/engine/games/pazaak/types";
import { check, fuzzSpec, replace, sortedJson, swap, type Perturbation } from "../spec";

const TABLE = sortedJson(TABLE_DECK);
const isTable = (c: string): boolean => /^T\d+$/.test(c);

function within(small: readonly string[], big: readonly string[]): boolean {
  const left = [...big];
  return small.every((x) => {
    const i = left.indexOf(x);
    if (i >= 0) left.splice(i, 1);
    return i >= 0;
  });
}

/** Pazaak's fuzz spec; own side decks are legal though legalMoves lists only the presets. */
export const pazaakSpec = fuzzSpec(pazaak, {
  maxMoves: 3000,
  shortPass: 30,
  fixtureMoves: 12,
  invariants(s) {
    const onBoards = s.seats.flatMap((x) => x.board.map((c) => c.card));
    check(
      sortedJson([...s.deck, ...s.discard, ...onBoards.filter(isTable)]) === TABLE,
      "the 40 table cards are conserved",
    );
    for (const seat of s.seats) {
      check(seat.board.length <= 9, "at most 9 cards on a board");
      if (seat.sideDeck === null) {
        check(seat.hand.length === 0 && s.phase === "sideDeck", "no hand before the side deck");
        continue;
      }
      check(seat.sideDeck.length === 10, "a side deck has 10 cards");
      if (s.phase === "sideDeck") continue;
      check(within(seat.hand, seat.sideDeck), "the hand comes from the side deck", seat);
      const sideOnBoard = seat.board.filter((c) => !isTable(c.card)).length;
      check(seat.hand.length + sideOnBoard <= 4, "four side cards a match at most", seat);
    }
    if (s.phase === "playing") {
      const a = s.seats[s.active as 0 | 1];
      check(!a.stood && a.board.length > 0 && a.board.length < 9, "the active seat decides", a);
    }
    check(s.events.length <= 200, "at most 200 events");
  },
  hidden(s, reader, rng) {
    const out: Perturbation<PazaakState>[] = [];
    if (s.deck.length > 1) {
      const i = rng.int(s.deck.length);
      const j = rng.int(s.deck.length);
      out.push({ what: "the deck order", apply: (c) => swap(c.deck, i, c.deck, j) });
    }
    for (const o of [0, 1] as const) {
      if (o === reader) continue;
      const other = rng.pick(SIDE_CARD_IDS);
      const seat = s.seats[o];
      if (seat.hand.length) {
        const i = rng.int(seat.hand.length);
        out.push({
          what: `seat ${o}'s hand`,
          apply: (c) => replace(c.seats[o].hand, i, other),
        });
      }
      if (seat.sideDeck) {
        const i = rng.int(seat.sideDeck.length);
        out.push({
          what: `seat ${o}'s side deck`,
          apply: (c) => replace(c.seats[o].sideDeck!, i, other),
        });
      }
    }
    return out;
  },
  unlisted: (_s, m) =>
    typeof m === "object" && m !== null && (m as { type?: unknown }).type === "sideDeck",
});
