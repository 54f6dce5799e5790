/**
 * Property tests: over 1,000 seeded random games (moves picked uniformly from legalMoves by the
 * test's own generator) every listed move is accepted, bad moves are refused without change,
 * games end, cards are conserved and views never leak secrets.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { RuleError } from "../../src/engine/core/errors";
import { pazaak } from "../../src/engine/games/pazaak";
import { TABLE_DECK } from "../../src/engine/games/pazaak/cards";
import type { PazaakOptions, PazaakState, SideCardId } from "../../src/engine/games/pazaak/types";
import { TestRng } from "./pazaak-helpers";

const GAMES = 1000;
const MAX_MOVES = 3000;

/** Option variants, cycled over the games so every flag is exercised. */
const VARIANTS: Partial<PazaakOptions>[] = [
  {},
  { nineCardRule: "win" },
  { flipScope: "both" },
  { flipDirection: "positiveOnly", doubleMode: "snapshot" },
  { tableDeckPolicy: "continuous" },
  { firstPlayerCardsDiscarded: false },
  { maxConsecutiveTies: 3 },
  { maxConsecutiveTies: 5, flipScope: "both", tableDeckPolicy: "continuous" },
];

function countTableCards(s: PazaakState): number {
  let n = s.deck.length + s.discard.length;
  for (const seat of s.seats) for (const c of seat.board) if (/^T\d+$/.test(c.card)) n++;
  return n;
}

function multisetSubset(small: readonly string[], big: readonly string[]): boolean {
  const left = [...big];
  for (const x of small) {
    const i = left.indexOf(x);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

function checkInvariants(s: PazaakState, played: [number, number]): void {
  expect(countTableCards(s)).toBe(40);
  const all = [...s.deck, ...s.discard, ...s.seats.flatMap((x) => x.board.map((c) => c.card))]
    .filter((c) => /^T\d+$/.test(c))
    .sort();
  expect(all).toEqual([...TABLE_DECK].sort());
  for (const i of [0, 1] as const) {
    const seat = s.seats[i];
    if (seat.sideDeck === null) {
      expect(seat.hand).toEqual([]);
      continue;
    }
    expect(seat.sideDeck).toHaveLength(10);
    if (s.phase !== "sideDeck") {
      // hand + played this match + the 6 unused == 10.
      expect(seat.hand.length + played[i] + 6).toBe(10);
      expect(multisetSubset(seat.hand, seat.sideDeck)).toBe(true);
      const onBoard = seat.board.filter((c) => !/^T\d+$/.test(c.card)).length;
      expect(onBoard).toBeLessThanOrEqual(played[i]);
    }
    expect(seat.board.length).toBeLessThanOrEqual(9);
  }
  if (s.phase === "playing") {
    const a = s.seats[s.active as 0 | 1];
    expect(a.stood).toBe(false);
    expect(a.board.length).toBeGreaterThan(0);
    expect(a.board.length).toBeLessThan(9);
  }
  expect(s.events.length).toBeLessThanOrEqual(200);
}

function checkViews(s: PazaakState): void {
  for (const seat of [0, 1] as const) {
    const v = pazaak.view(s, seat);
    const json = JSON.stringify(v);
    expect(json).not.toContain('"rng"');
    expect(json).not.toContain('"deck"');
    expect(json).not.toContain('"discard"');
    const opp = v.seats[seat === 0 ? 1 : 0];
    expect(opp.hand).toBeUndefined();
    expect(opp.sideDeck).toBeUndefined();
    expect(v.seats[seat].hand).toEqual(s.seats[seat].hand);
    expect(opp.handCount).toBe(s.seats[seat === 0 ? 1 : 0].hand.length);
  }
  const spectator = pazaak.view(s, null);
  for (const sv of spectator.seats) {
    expect(sv.hand).toBeUndefined();
    expect(sv.sideDeck).toBeUndefined();
  }
  expect(JSON.stringify(spectator)).not.toContain('"rng"');
}

describe("Pazaak property tests", () => {
  it(`plays ${GAMES} seeded random games without breaking an invariant`, () => {
    const rng = new TestRng("property");
    const started = performance.now();
    let moves = 0;
    let refusals = 0;
    const winners = [0, 0];
    for (let g = 0; g < GAMES; g++) {
      const options = v.parse(pazaak.options, VARIANTS[g % VARIANTS.length]);
      let s: PazaakState = pazaak.setup({ seats: 2, seed: `game-${g}`, options });
      const played: [number, number] = [0, 0];
      let n = 0;
      while (pazaak.toAct(s).length > 0) {
        expect(pazaak.outcome(s)).toBeNull();
        expect(n++).toBeLessThan(MAX_MOVES);
        const seat = rng.pick(pazaak.toAct(s));
        const legal = pazaak.legalMoves(s, seat);
        expect(legal.length).toBeGreaterThan(0);
        const before = JSON.stringify(s);

        // Every listed move is accepted (checked on a sample of steps to keep the suite fast).
        if (n % 3 === 0) for (const m of legal) expect(pazaak.play(s, seat, m).ok).toBe(true);

        // A malformed move, a move from the wrong seat and a card not in hand are refused.
        const other = seat === 0 ? 1 : 0;
        const bad: [number, unknown][] = [
          [seat, { type: "fly" }],
          [seat, { type: "play", card: "X9" }],
          [seat, null],
        ];
        if (s.phase === "playing") {
          bad.push([other, { type: "endTurn" }]);
          const missing = (["P1", "M1", "PM1", "D", "F24"] as SideCardId[]).find(
            (c) => !s.seats[seat as 0 | 1].hand.includes(c),
          );
          if (missing) bad.push([seat, { type: "play", card: missing, value: 1 }]);
          bad.push([seat, { type: "sideDeck", cards: ["P1"] }]);
        } else {
          bad.push([seat, { type: "stand" }]);
          bad.push([seat, { type: "sideDeck", cards: ["P1", "P1", "P1"] }]);
        }
        for (const [who, m] of bad) {
          const frozen = JSON.stringify(m);
          const r = pazaak.play(s, who, m);
          expect(r.ok).toBe(false);
          if (!r.ok) {
            expect(r.error).toBeInstanceOf(RuleError);
            expect(r.error.code).toMatch(/^(rule|input)\/[a-z-]+$/);
          }
          expect(JSON.stringify(m)).toBe(frozen);
          refusals++;
        }
        expect(JSON.stringify(s)).toBe(before);

        const move = rng.pick(legal);
        const moveJson = JSON.stringify(move);
        const r = pazaak.play(s, seat, move);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        expect(JSON.stringify(s)).toBe(before);
        expect(JSON.stringify(move)).toBe(moveJson);
        if (move.type === "play") played[seat as 0 | 1]++;
        s = r.state;
        moves++;
        checkInvariants(s, played);
        if (n % 2 === 0) checkViews(s);
      }
      const out = pazaak.outcome(s);
      expect(out).not.toBeNull();
      expect(s.phase).toBe("over");
      if (out && out.winners[0] !== undefined) winners[out.winners[0]]!++;
      expect(pazaak.legalMoves(s, 0)).toEqual([]);
      expect(pazaak.play(s, 0, { type: "stand" }).ok).toBe(false);
    }
    const elapsed = performance.now() - started;
    console.log(
      `property: ${GAMES} games, ${moves} moves applied, ${(moves / GAMES).toFixed(1)} moves/game, ` +
        `${refusals} bad moves refused, wins by seat ${winners.join("/")}, ${elapsed.toFixed(0)} ms`,
    );
    expect(winners[0]! + winners[1]!).toBe(GAMES);
  });
});
