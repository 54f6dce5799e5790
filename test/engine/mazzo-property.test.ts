/**
 * Property tests: over 1,000 seeded games of uniformly random legal moves (the test's own
 * generator), cycling through the option variants and both decks: every game ends within
 * ⌊deck/2⌋ turns, cards are conserved, every listed move is accepted, bad moves are refused
 * without change, and the views leak no hidden card.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { mazzo } from "../../src/engine/games/mazzo";
import { DECKS } from "../../src/engine/games/mazzo/cards";
import type { MazzoMove, MazzoOptions, MazzoState } from "../../src/engine/games/mazzo/types";
import { allCards, hiddenLocs, idsIn } from "./mazzo-helpers";
import { TestRng, check, checkRefused, checkRoundTrip } from "./kit";

const GAMES = 1000;

/** Option variants, cycled over the games so every flag is exercised. */
const VARIANTS: Partial<MazzoOptions>[] = [
  {},
  { deck: "M28" },
  { mazziereHasNoAbilities: true },
  { mazziereLostOnAttackCardEndsGame: true },
  { leftoverCards: "discard" },
  { lootTieBreak: "draw", clashTie: "attacker" },
  { deck: "M28", mazziereHasNoAbilities: true, clashTie: "eachKeepsOwn" },
  { leftoverCards: "discard", lootTieBreak: "draw", mazziereLostOnAttackCardEndsGame: true },
];

const SORTED: Record<string, string> = {
  M16: JSON.stringify(DECKS.M16.cards.map((c) => c.id).sort()),
  M28: JSON.stringify(DECKS.M28.cards.map((c) => c.id).sort()),
};

function checkInvariants(s: MazzoState): void {
  check(JSON.stringify(allCards(s).sort()) === SORTED[s.options.deck], "cards are conserved", s);
  const size = DECKS[s.options.deck].cards.length;
  check(s.turn <= Math.floor(size / 2), "at most ⌊deck/2⌋ turns (C11)", s.turn);
  check(s.hands[0].length <= 3 && s.hands[1].length <= 3, "hands hold at most 3 cards");
  check(s.events.length <= 200, "at most 200 events");
  if (s.phase === "attack") {
    check(s.hands[0].length > 0 && s.hands[1].length > 0, "both hands hold cards in ATTACK");
    check(s.table.attack === null && s.table.defense === null, "an empty table in ATTACK");
    if (s.drawPile.length > 0) {
      check(s.hands[0].length === 3 && s.hands[1].length === 3, "full hands while the pile lasts");
    }
  }
  if (s.phase === "over") {
    check(s.hands[0].length === 0 && s.hands[1].length === 0, "leftovers scored or discarded");
    check(mazzo.outcome(s) !== null, "an outcome when over");
  } else check(mazzo.outcome(s) === null, "no outcome while running");
}

function checkViews(s: MazzoState): void {
  for (const r of [0, 1, null] as const) {
    const view = mazzo.view(s, r);
    const { events, ...rest } = view;
    const text = JSON.stringify(rest);
    check(!/"rng"|"drawPile"|"seed"/.test(text), "no generator or pile order in a view");
    const hidden = new Set(
      hiddenLocs(s, r).map((l) =>
        l.kind === "hand"
          ? s.hands[l.seat][l.i]
          : l.kind === "pile"
            ? s.drawPile[l.i]
            : l.kind === "attack"
              ? s.table.attack
              : s.table.defense,
      ),
    );
    for (const id of idsIn(text)) check(!hidden.has(id), "a hidden card in a view", { id, r });
    const shown = new Set<string>();
    for (const e of events) {
      if (e.type === "doubt") {
        shown.add(e.attackCard);
        for (const id of e.revealedHand) shown.add(id);
      }
    }
    for (const id of idsIn(JSON.stringify(events))) {
      check(!hidden.has(id) || shown.has(id), "a hidden card in the events", { id, r });
    }
    for (const seat of [0, 1] as const) {
      check(view.seats[seat].handCount === s.hands[seat].length, "hand counts are public");
      check((view.seats[seat].hand !== undefined) === (seat === r), "a hand only for its owner");
    }
    check(view.drawPileCount === s.drawPile.length, "the pile count is public");
  }
}

/** Bad moves for this state: malformed, out of turn, wrong step, cards not held. */
function badMoves(s: MazzoState, seat: 0 | 1): [number, unknown][] {
  const other = seat === 0 ? 1 : 0;
  const deck = DECKS[s.options.deck];
  const missing = deck.cards.map((c) => c.id).find((id) => !s.hands[seat].includes(id))!;
  const bad: [number, unknown][] = [
    [seat, { type: "fly" }],
    [seat, null],
    [seat, { type: "attack", card: "B01" }],
    [seat, { type: "take", cards: ["B01", "B02", "B03"] }],
    [other, { type: "believe" }],
    [other, { type: "attack", card: s.hands[other][0] ?? "B01", ability: "Forza" }],
    [2, { type: "doubt" }],
  ];
  if (s.phase === "attack") {
    bad.push([seat, { type: "attack", card: missing, ability: "Forza" }]);
    bad.push([seat, { type: "doubt" }]);
    // A1: an ability the card lacks (every character lacks some of the deck's abilities).
    const card = deck.byId.get(s.hands[seat].find((id) => id !== "MZ") ?? "")!;
    if (card) {
      const lacking = deck.abilities.find((k) => !(k in card.abilities))!;
      bad.push([seat, { type: "attack", card: card.id, ability: lacking }]);
    }
  } else if (s.phase === "respond") {
    bad.push([seat, { type: "deny", card: missing }]);
    bad.push([seat, { type: "take", cards: ["B01", "B02"] }]);
    const k = s.table.ability!;
    const lacking = s.hands[seat].find((id) => !(k in deck.byId.get(id)!.abilities) && id !== "MZ");
    if (lacking) bad.push([seat, { type: "faceUp", card: lacking }]);
  } else if (s.phase === "judge") {
    bad.push([seat, { type: "faceUp", card: s.hands[seat][0] ?? "B01" }]);
  } else if (s.phase === "take") {
    const r = s.revealed!;
    bad.push([seat, { type: "take", cards: [r[0], r[0]] }]);
    const outside = deck.cards.map((c) => c.id).find((id) => !r.includes(id))!;
    bad.push([seat, { type: "take", cards: [r[0], outside] }]);
  }
  return bad;
}

describe("Mazzo property tests", () => {
  it(`plays ${GAMES} seeded games of uniformly random legal moves without breaking an invariant`, () => {
    const rng = new TestRng("mazzo-property");
    const started = performance.now();
    let moves = 0;
    let accepted = 0;
    let refusals = 0;
    let maxTurns = 0;
    const reasons: Record<string, number> = {};
    const phases = new Set<string>();
    for (let g = 0; g < GAMES; g++) {
      const options = v.parse(mazzo.options, VARIANTS[g % VARIANTS.length]);
      let s = mazzo.setup({ seats: 2, seed: `property-${g}`, options });
      checkInvariants(s);
      checkViews(s);
      let n = 0;
      while (mazzo.toAct(s).length > 0) {
        check(n++ < 100, "the game ends within 100 moves");
        const toAct = mazzo.toAct(s);
        check(toAct.length === 1, "one seat acts at a time");
        const seat = toAct[0] as 0 | 1;
        phases.add(s.phase);
        const legal = mazzo.legalMoves(s, seat);
        check(legal.length > 0, "a seat to act has legal moves");
        check(mazzo.legalMoves(s, seat === 0 ? 1 : 0).length === 0, "the other seat has none");
        const before = JSON.stringify(s);
        for (const m of legal) {
          check(mazzo.play(s, seat, m).ok, "a listed move is accepted", m);
          accepted++;
        }
        for (const [who, m] of badMoves(s, seat)) {
          checkRefused(mazzo, s, who, m);
          refusals++;
        }
        check(JSON.stringify(s) === before, "refusals leave the state unchanged");
        const move: MazzoMove = rng.pick(legal);
        const r = mazzo.play(s, seat, move);
        check(r.ok, "the chosen move is accepted");
        if (!r.ok) break;
        check(JSON.stringify(s) === before, "play does not change its input state");
        if (n % 5 === 0) {
          // The state is plain JSON: a stored and reloaded state plays the same.
          checkRoundTrip(mazzo, before, seat, move, r.state);
        }
        s = r.state;
        moves++;
        checkInvariants(s);
        checkViews(s);
      }
      maxTurns = Math.max(maxTurns, s.turn);
      reasons[s.endReason!] = (reasons[s.endReason!] ?? 0) + 1;
      expect(mazzo.legalMoves(s, 0)).toEqual([]);
      expect(mazzo.legalMoves(s, 1)).toEqual([]);
    }
    const elapsed = performance.now() - started;
    console.log(
      `property: ${GAMES} games, ${moves} moves (${(moves / GAMES).toFixed(1)} per game), ` +
        `${accepted} listed moves tried, ${refusals} bad moves refused, max ${maxTurns} turns, ` +
        `ends ${JSON.stringify(reasons)}, ${elapsed.toFixed(0)} ms`,
    );
    expect([...phases].sort()).toEqual(["attack", "judge", "respond", "take"]);
    for (const r of ["loot", "mazziereTieBreak", "draw", "mazziereDrawn", "mazziereLost"]) {
      expect(reasons[r] ?? 0).toBeGreaterThan(0);
    }
    expect(moves).toBeGreaterThan(GAMES * 10);
  });
});
